import Foundation
import HorizonCore

/// A VTIMEZONE whose observances cover a span of days, from the system's time zone data: the offset in
/// effect the day before the span starts, then every transition up to the day after it ends.
struct TimeZoneComponent {
    let zone: TimeZone
    let span: ClosedRange<CivilDate>

    init(zone: TimeZone, covering span: ClosedRange<CivilDate>) {
        self.zone = zone
        self.span = span
    }

    func lines() -> [String] {
        let start = Self.midnight(span.lowerBound.adding(days: -1), in: zone)
        let end = Self.midnight(span.upperBound.adding(days: 2), in: zone)
        var lines = ["BEGIN:VTIMEZONE", "TZID:\(zone.identifier)"]
        // What holds at the start, as an observance of its own that begins there.
        let offset = zone.secondsFromGMT(for: start)
        lines += observance(at: start, from: offset, to: offset)
        var cursor = start
        // Zones change their offset at most a few times a year; the count only guards the loop.
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, lines.count < 20_000 {
            lines += observance(at: next, from: zone.secondsFromGMT(for: next.addingTimeInterval(-1)), to: zone.secondsFromGMT(for: next))
            cursor = next
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    /// STANDARD or DAYLIGHT from `instant` on, its DTSTART in the local time before it (RFC 5545 §3.6.5).
    private func observance(at instant: Date, from before: Int, to after: Int) -> [String] {
        let kind = zone.isDaylightSavingTime(for: instant) ? "DAYLIGHT" : "STANDARD"
        let local = Self.utcStamp(instant.addingTimeInterval(Double(before))).dropLast()
        return ["BEGIN:\(kind)", "DTSTART:\(local)", "TZOFFSETFROM:\(Self.offset(before))", "TZOFFSETTO:\(Self.offset(after))",
                "TZNAME:\(abbreviation(at: instant, offset: after))", "END:\(kind)"]
    }

    /// The zone's abbreviation as the tz database writes it (CET, CEST, EST, GMT, BST…). Foundation on
    /// Linux only gives `GMT+1`, so the short names ICU knows are asked for in the locales that use
    /// them; a zone without one gets the numeric form the tz database uses for such zones (`+03`, `-0330`).
    private func abbreviation(at instant: Date, offset: Int) -> String {
        if Self.universalZones.contains(zone.identifier) { return "UTC" }
        let style: NSTimeZone.NameStyle = zone.isDaylightSavingTime(for: instant) ? .shortDaylightSaving : .shortStandard
        for locale in Self.nameLocales {
            // `GMT+9` is ICU's way of having no name; `GMT` alone is London's.
            if let name = zone.localizedName(for: style, locale: Locale(identifier: locale)),
               !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isLetter }) {
                return name
            }
        }
        let magnitude = abs(offset)
        let minutes = magnitude % 3600 / 60
        return (offset < 0 ? "-" : "+") + String(format: "%02d", magnitude / 3600) + (minutes == 0 ? "" : String(format: "%02d", minutes))
    }

    private static let universalZones: Set<String> = ["UTC", "Etc/UTC", "Etc/UCT", "UCT", "Etc/Universal", "Universal", "Etc/Zulu", "Zulu"]
    /// Locales whose short zone names are the tz database's abbreviations for their region.
    private static let nameLocales = ["en_US", "en_GB", "en_AU", "en_NZ", "en_IE", "en_IN", "en_ZA", "en_CA", "en_SG",
                                      "en_HK", "en_PK", "en_PH", "en_NG", "ja_JP"]

    /// `+0100`, `-0330`.
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        return sign + String(format: "%02d%02d", magnitude / 3600, (magnitude % 3600) / 60)
    }

    /// The first instant of a day in a zone.
    static func midnight(_ date: CivilDate, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = date.components
        return calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: parts.day))
            ?? Date(timeIntervalSince1970: Double(date.dayNumber) * 86_400)
    }

    /// `20261123T093500Z`.
    static func utcStamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }
}
