import Foundation
import HorizonCore

/// `plan.ics`: the horizon's items as an RFC 5545 feed. Timed items (`at:`) are VEVENTs, the rest
/// VTODOs; a strict rule that RRULE expresses exactly becomes one recurring component, other
/// recurrences are listed occurrence by occurrence. UIDs depend on the task's text and date only, so
/// they stay the same across runs and when other lines move.
struct ICalendar {
    let plan: Plan
    /// The zone for `at:` times; nil writes floating local times.
    let timeZone: TimeZone?

    func render() -> [UInt8] {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Horizon//Horizon planner//EN", "CALSCALE:GREGORIAN",
            "X-WR-CALNAME:Horizon",
        ]
        if let timeZone { lines += TimeZoneComponent(zone: timeZone, around: plan).lines() }
        var seenUIDs: [String: Int] = [:]
        var recurringTasks: Set<SourceLocation> = []
        for item in plan.upcoming {
            let rule = exactRule(for: item)
            if item.isProjected, recurringTasks.contains(item.task.source) { continue }
            if rule != nil { recurringTasks.insert(item.task.source) }
            var uid = Self.uid(item)
            let seen = seenUIDs[uid, default: 0]
            seenUIDs[uid] = seen + 1
            if seen > 0 { uid = uid.replacingOccurrences(of: "@", with: "-\(seen)@") }
            lines += component(item, uid: uid, rule: rule)
        }
        lines.append("END:VCALENDAR")
        var output: [UInt8] = []
        for line in lines { output += ContentLine.fold(line) }
        return output
    }

    private func component(_ item: PlanItem, uid: String, rule: String?) -> [String] {
        let task = item.task
        let date = startDate(item)
        var lines: [String]
        if let time = task.at, item.date != nil || item.reason == .overdue {
            lines = ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:\(stamp)", "DTSTART\(dateTime(date, time))"]
        } else {
            lines = ["BEGIN:VTODO", "UID:\(uid)", "DTSTAMP:\(stamp)", "DTSTART;VALUE=DATE:\(compact(date))"]
            let due = item.due ?? (item.date == nil ? item.period.lastDay : nil)
            if let due, due >= date { lines.append("DUE;VALUE=DATE:\(compact(due))") }
            lines.append("STATUS:NEEDS-ACTION")
        }
        if let rule { lines.append("RRULE:\(rule)") }
        lines.append("SUMMARY:\(ContentLine.escape(summary(task)))")
        lines.append("DESCRIPTION:\(ContentLine.escape(String(task.description) + "\n" + task.source.description + " · " + item.reason.rawValue))")
        let categories = task.projects.map { "+" + $0 } + task.contexts.map { "@" + $0 }
        if !categories.isEmpty { lines.append("CATEGORIES:" + categories.map(ContentLine.escape).joined(separator: ",")) }
        if let priority = task.priority { lines.append("PRIORITY:\(Self.priority(priority))") }
        if item.isProjected { lines.append("X-HORIZON-PROJECTED:TRUE") }
        lines.append(lines[0].replacingOccurrences(of: "BEGIN", with: "END"))
        return lines
    }

    /// The day a component starts: a day item's day, an overdue task's due date, a coarser plan's first day.
    private func startDate(_ item: PlanItem) -> CivilDate {
        if item.reason == .overdue, let due = item.due { return due }
        if item.reason == .carried, let day = item.carriedFrom { return day }
        return item.period.firstDay
    }

    /// RRULE for a strict rule when iCalendar's expansion gives exactly Horizon's dates; nil otherwise
    /// (RRULE skips a 31st in short months where Horizon clamps, and cannot count N business days).
    private func exactRule(for item: PlanItem) -> String? {
        let task = item.task
        guard !item.isProjected, let rule = task.recurrence, rule.isStrict, let anchor = task.recurrenceAnchor,
              item.date == anchor
        else { return nil }
        var value: String
        switch rule.step {
        case .interval(let count, .day): value = "FREQ=DAILY;INTERVAL=\(count)"
        case .interval(let count, .week): value = "FREQ=WEEKLY;INTERVAL=\(count)"
        case .interval(let count, .month):
            guard anchor.day <= 28 else { return nil }
            value = "FREQ=MONTHLY;INTERVAL=\(count)"
        case .interval(let count, .year):
            guard !(anchor.month == 2 && anchor.day == 29) else { return nil }
            value = "FREQ=YEARLY;INTERVAL=\(count)"
        case .interval(let count, .businessDay):
            guard count == 1, !anchor.weekday.isWeekend else { return nil }
            value = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"
        case .weekdays(let days):
            value = "FREQ=WEEKLY;BYDAY=" + days.map { String($0.shortName.prefix(2)).uppercased() }.joined(separator: ",")
        }
        if let until = task.until {
            value += ";UNTIL=" + untilValue(until, timed: task.at != nil)
        }
        return value
    }

    private func untilValue(_ until: CivilDate, timed: Bool) -> String {
        guard timed else { return compact(until) }
        guard let timeZone else { return compact(until) + "T235959" }
        // With a TZID start, UNTIL must be in UTC: the last second of the day in that zone.
        let end = Self.instant(until.adding(days: 1), seconds: 0, in: timeZone).addingTimeInterval(-1)
        return Self.utcStamp(end)
    }

    private func dateTime(_ date: CivilDate, _ time: TimeOfDay) -> String {
        let value = compact(date) + "T" + String(format: "%02d%02d00", time.hour, time.minute)
        guard let timeZone else { return ":" + value }
        return ";TZID=\(timeZone.identifier):" + value
    }

    private var stamp: String { compact(plan.today) + "T000000Z" }

    private func compact(_ date: CivilDate) -> String {
        date.description.replacingOccurrences(of: "-", with: "")
    }

    /// The task's words without the tags Horizon interprets (they are the component's properties).
    private func summary(_ task: Task) -> String {
        task.description.split(separator: " ").filter { word in
            guard let colon = word.firstIndex(of: ":") else { return true }
            return !Task.interpretedTagKeys.contains(String(word[..<colon]))
        }.joined(separator: " ")
    }

    /// todo.txt A is iCalendar 1 (highest), B is 5 (medium), C and lower are 9.
    static func priority(_ priority: Priority) -> Int {
        switch priority.letter {
        case "A": 1
        case "B": 5
        default: 9
        }
    }

    static func uid(_ item: PlanItem) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (String(item.task.description) + "|" + item.period.description).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16) + "@horizon"
    }

    static func instant(_ date: CivilDate, seconds: Int, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = date.components
        let components = DateComponents(year: parts.year, month: parts.month, day: parts.day, second: seconds)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: Double(date.dayNumber) * 86_400)
    }

    static func utcStamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }
}

/// RFC 5545 §3.1 and §3.3.11: escaping TEXT values and folding lines at 75 octets.
enum ContentLine {
    /// Escapes backslash, semicolon, comma and newlines in a TEXT value.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// The line as CRLF-terminated physical lines of at most 75 octets, never splitting a UTF-8 sequence;
    /// continuation lines start with one space.
    static func fold(_ line: String) -> [UInt8] {
        let bytes = Array(line.utf8)
        var output: [UInt8] = []
        var start = 0
        var limit = 75
        while bytes.count - start > limit {
            var end = start + limit
            // Step back to the start of a UTF-8 sequence (continuation bytes are 10xxxxxx).
            while end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            output += bytes[start..<end] + [13, 10, 32]
            start = end
            limit = 74
        }
        output += bytes[start...] + [13, 10]
        return output
    }
}

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
