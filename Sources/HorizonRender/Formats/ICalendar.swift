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
        var out = ContentLineWriter()
        out.reserve(plan.upcoming.count * 420 + 4096)
        for line in ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Horizon//Horizon planner//EN", "CALSCALE:GREGORIAN",
                     "X-WR-CALNAME:Horizon"] {
            out.line(line)
        }
        if let timeZone {
            for line in TimeZoneComponent(zone: timeZone, around: plan).lines() { out.line(line) }
        }
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
            component(item, uid: uid, rule: rule, into: &out)
        }
        out.line("END:VCALENDAR")
        return out.bytes
    }

    private func component(_ item: PlanItem, uid: String, rule: String?, into out: inout ContentLineWriter) {
        let task = item.task
        let date = startDate(item)
        let isEvent = task.at != nil && (item.date != nil || item.reason == .overdue)
        out.line(isEvent ? "BEGIN:VEVENT" : "BEGIN:VTODO")
        out.line("UID:" + uid)
        out.line("DTSTAMP:" + stamp)
        if isEvent, let time = task.at {
            out.line("DTSTART" + dateTime(date, time))
        } else {
            out.line("DTSTART;VALUE=DATE:" + compact(date))
            let due = item.due ?? (item.date == nil ? item.period.lastDay : nil)
            if let due, due >= date { out.line("DUE;VALUE=DATE:" + compact(due)) }
            out.line("STATUS:NEEDS-ACTION")
        }
        if let rule { out.line("RRULE:" + rule) }
        out.start("SUMMARY:")
        out.escaped(summary(task))
        out.end()
        out.start("DESCRIPTION:")
        out.escaped(task.description)
        out.escaped("\n")
        out.escaped(task.source.description + " · " + item.reason.rawValue)
        out.end()
        if !task.projects.isEmpty || !task.contexts.isEmpty {
            out.start("CATEGORIES:")
            var first = true
            for (sigil, names) in [("+", task.projects), ("@", task.contexts)] {
                for name in names {
                    if !first { out.text(",") }
                    first = false
                    out.text(sigil)
                    out.escaped(name)
                }
            }
            out.end()
        }
        if let priority = task.priority { out.line("PRIORITY:\(Self.priority(priority))") }
        if item.isProjected { out.line("X-HORIZON-PROJECTED:TRUE") }
        out.line(isEvent ? "END:VEVENT" : "END:VTODO")
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
        let value = compact(date) + "T" + time.description.replacingOccurrences(of: ":", with: "") + "00"
        guard let timeZone else { return ":" + value }
        return ";TZID=\(timeZone.identifier):" + value
    }

    private var stamp: String { compact(plan.today) + "T000000Z" }

    private func compact(_ date: CivilDate) -> String {
        var text = date.description
        text.removeAll { $0 == "-" }
        return text
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
