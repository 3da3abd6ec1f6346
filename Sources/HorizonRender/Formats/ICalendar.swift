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
        parts().joinedBytes()
    }

    /// The feed as consecutive parts: the header, the components in chunks rendered on all cores,
    /// and the end. Joined, the parts are the file.
    func parts() -> [[UInt8]] {
        var header = ContentLineWriter()
        for line in ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Horizon//Horizon planner//EN", "CALSCALE:GREGORIAN",
                     "X-WR-CALNAME:Horizon"] {
            header.line(line)
        }
        if let timeZone {
            for line in TimeZoneComponent(zone: timeZone, around: plan).lines() { header.line(line) }
        }
        // Which items become components, and their UIDs, depend on the items before them: decided in
        // order here, then the components are written in parallel.
        let chunkSize = 2048
        let items = plan.upcoming
        // Hashes and rules depend on one item each: worked out in parallel first.
        let facts = parallelMap((items.count + chunkSize - 1) / chunkSize) { chunk in
            items[(chunk * chunkSize)..<min(items.count, (chunk + 1) * chunkSize)].map { item in
                (hash: Self.uidHash(item), rule: exactRule(for: item))
            }
        }.flatMap { $0 }
        var components: [Component] = []
        components.reserveCapacity(items.count)
        var seenUIDs: [UInt64: Int] = [:]
        var recurringTasks: Set<SourceLocation> = []
        for (item, fact) in zip(items, facts) {
            if item.isProjected, recurringTasks.contains(item.task.source) { continue }
            if fact.rule != nil { recurringTasks.insert(item.task.source) }
            let seen = seenUIDs[fact.hash, default: 0]
            seenUIDs[fact.hash] = seen + 1
            components.append(Component(item: item, uidHash: fact.hash, uidRepeat: seen, rule: fact.rule))
        }
        let chunkCount = (components.count + chunkSize - 1) / chunkSize
        let all = components
        let body = parallelMap(chunkCount) { chunk in
            var out = ContentLineWriter()
            let range = (chunk * chunkSize)..<min(all.count, (chunk + 1) * chunkSize)
            out.reserve(range.count * 420)
            for index in range { self.component(all[index], into: &out) }
            return out.bytes
        }
        var end = ContentLineWriter()
        end.line("END:VCALENDAR")
        return [header.bytes] + body + [end.bytes]
    }

    /// One item that becomes a component.
    private struct Component: Sendable {
        let item: PlanItem
        let uidHash: UInt64
        /// How many earlier components had the same hash (their UIDs get `-1`, `-2`… to stay unique).
        let uidRepeat: Int
        let rule: String?
    }

    private func component(_ component: Component, into out: inout ContentLineWriter) {
        let item = component.item
        let task = item.task
        let date = startDate(item)
        let isEvent = task.at != nil && (item.date != nil || item.reason == .overdue)
        out.line(isEvent ? "BEGIN:VEVENT" : "BEGIN:VTODO")
        out.start("UID:")
        out.bytes(Self.uid(hash: component.uidHash, repeat: component.uidRepeat))
        out.end()
        out.start("DTSTAMP:")
        out.compactDate(plan.today)
        out.text("T000000Z")
        out.end()
        if isEvent, let time = task.at {
            out.line("DTSTART" + dateTime(date, time))
        } else {
            out.start("DTSTART;VALUE=DATE:")
            out.compactDate(date)
            out.end()
            let due = item.due ?? (item.date == nil ? item.period.lastDay : nil)
            if let due, due >= date {
                out.start("DUE;VALUE=DATE:")
                out.compactDate(due)
                out.end()
            }
            out.line("STATUS:NEEDS-ACTION")
        }
        if let rule = component.rule { out.line("RRULE:" + rule) }
        out.start("SUMMARY:")
        summary(task, into: &out)
        out.end()
        out.start("DESCRIPTION:")
        out.escaped(task.description)
        out.escaped("\n")
        out.escaped(task.source.file)
        out.escaped(task.source.separator)
        out.decimal(task.source.line)
        out.text(" · ")
        out.text(item.reason.rawValue)
        out.end()
        if !task.projects.isEmpty || !task.contexts.isEmpty {
            out.start("CATEGORIES:")
            var first = true
            for name in task.projects {
                out.text(first ? "+" : ",+")
                first = false
                out.escaped(name)
            }
            for name in task.contexts {
                out.text(first ? "@" : ",@")
                first = false
                out.escaped(name)
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

    /// The task's words without the tags Horizon interprets (they are the component's properties),
    /// one space apart.
    private func summary(_ task: Task, into out: inout ContentLineWriter) {
        var first = true
        for word in task.description.split(separator: " ") {
            if let colon = word.firstIndex(of: ":"), Task.interpretedTagKeys.contains(String(word[..<colon])) { continue }
            if !first { out.text(" ") }
            first = false
            out.escaped(word)
        }
    }

    /// todo.txt A is iCalendar 1 (highest), B is 5 (medium), C and lower are 9.
    static func priority(_ priority: Priority) -> Int {
        switch priority.letter {
        case "A": 1
        case "B": 5
        default: 9
        }
    }

    /// The UID of an item that is the only one with its hash: the hash in hex and `@horizon`.
    static func uid(_ item: PlanItem) -> String {
        String(decoding: uid(hash: uidHash(item), repeat: 0), as: UTF8.self)
    }

    /// FNV-1a of the task's description, `|` and the period.
    static func uidHash(_ item: PlanItem) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        for byte in item.task.description.utf8 { add(byte) }
        add(UInt8(ascii: "|"))
        for byte in item.period.description.utf8 { add(byte) }
        return hash
    }

    /// `1f2e…@horizon`, or `1f2e…-2@horizon` for the third component with the same hash.
    static func uid(hash: UInt64, repeat count: Int) -> [UInt8] {
        var bytes = Array(String(hash, radix: 16).utf8)
        if count > 0 {
            bytes.append(UInt8(ascii: "-"))
            bytes.appendDecimal(count)
        }
        bytes += Array("@horizon".utf8)
        return bytes
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
