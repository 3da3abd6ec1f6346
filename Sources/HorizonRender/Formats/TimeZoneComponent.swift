import Foundation
import HorizonCore

/// A VTIMEZONE for the zone's transitions around the plan's years, from the system's time zone data.
struct TimeZoneComponent {
    let zone: TimeZone
    let plan: Plan

    init(zone: TimeZone, around plan: Plan) {
        self.zone = zone
        self.plan = plan
    }

    func lines() -> [String] {
        let firstYear = plan.today.year - 1
        let lastYear = (plan.years.last.map { Int($0.period.description) ?? plan.today.year } ?? plan.today.year) + 1
        let start = ICalendar.instant(CivilDate(year: firstYear, month: 1, day: 1) ?? plan.today, seconds: 0, in: zone)
        let end = ICalendar.instant(CivilDate(year: lastYear, month: 12, day: 31) ?? plan.today, seconds: 0, in: zone)
        var lines = ["BEGIN:VTIMEZONE", "TZID:\(zone.identifier)"]
        var transitions: [Date] = []
        var cursor = start
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, transitions.count < 16 {
            transitions.append(next)
            cursor = next
        }
        if transitions.isEmpty {
            let offset = zone.secondsFromGMT(for: start)
            lines += ["BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:\(Self.offset(offset))",
                      "TZOFFSETTO:\(Self.offset(offset))", "TZNAME:\(zone.abbreviation(for: start) ?? zone.identifier)", "END:STANDARD"]
        }
        for transition in transitions {
            let before = zone.secondsFromGMT(for: transition.addingTimeInterval(-1))
            let after = zone.secondsFromGMT(for: transition)
            let kind = zone.isDaylightSavingTime(for: transition) ? "DAYLIGHT" : "STANDARD"
            let local = ICalendar.utcStamp(transition.addingTimeInterval(Double(before))).dropLast()
            lines += ["BEGIN:\(kind)", "DTSTART:\(local)", "TZOFFSETFROM:\(Self.offset(before))", "TZOFFSETTO:\(Self.offset(after))",
                      "TZNAME:\(zone.abbreviation(for: transition) ?? zone.identifier)", "END:\(kind)"]
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        return sign + String(format: "%02d%02d", magnitude / 3600, (magnitude % 3600) / 60)
    }
}
