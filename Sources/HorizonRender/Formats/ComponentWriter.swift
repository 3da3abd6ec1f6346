import Foundation
import HorizonCore

/// Writes the VEVENTs of plan.ics and the VTODOs of tasks.ics; what is the same for all of them is
/// worked out once.
struct ComponentWriter: Sendable {
    let kind: ICalendar.Kind
    /// The DTSTAMP value, `20261123T000000Z`: the plan's day, so that a feed is the same whenever it is built.
    private let stamp: [UInt8]
    /// What comes between a property name and a time: `:` for floating times, `;TZID=Europe/Paris:` with a zone.
    private let timeParameters: [UInt8]
    private let timeZone: TimeZone?

    init(plan: Plan, kind: ICalendar.Kind, timeZone: TimeZone?) {
        self.kind = kind
        self.timeZone = timeZone
        var stamp: [UInt8] = []
        stamp.appendCompactDate(plan.today)
        stamp += "T000000Z".utf8
        self.stamp = stamp
        timeParameters = Array((timeZone.map { ";TZID=\($0.identifier):" } ?? ":").utf8)
    }

    func write(_ component: FeedComponent, _ item: PlanItem, into out: inout ContentLineWriter) {
        // The task is lent to the writer, not copied: it holds several strings and arrays.
        write(component, item, item.task, into: &out)
    }

    private func write(_ component: FeedComponent, _ item: PlanItem, _ task: borrowing Task, into out: inout ContentLineWriter) {
        out.line(kind == .events ? "BEGIN:VEVENT" : "BEGIN:VTODO")
        out.start("UID:")
        out.append { Self.appendUID(hash: component.uidHash, repeat: component.uidRepeat, to: &$0) }
        out.end()
        out.start("DTSTAMP:")
        out.bytes(stamp)
        out.end()
        let time = item.period.level == .day ? task.at : nil
        switch kind {
        case .events: writeEventDates(item, time: time, rule: component.rule, into: &out)
        case .todos: writeTodoDates(item, time: time, into: &out)
        }
        writeSummary(task, into: &out)
        out.start("DESCRIPTION:")
        out.escaped(task.description)
        out.text("\\n")
        out.escaped(task.source.file)
        out.escaped(task.source.separator)
        out.decimal(task.source.line)
        out.text(" · ")
        out.verbatim(item.reason.rawValue)
        out.end()
        if !task.projects.isEmpty || !task.contexts.isEmpty {
            out.start("CATEGORIES:")
            var first = true
            for (sigil, names) in [("+", task.projects), ("@", task.contexts)] {
                for name in names {
                    if !first { out.text(",") }
                    first = false
                    out.verbatim(sigil)
                    out.escaped(name)
                }
            }
            out.end()
        }
        if let priority = task.priority {
            out.start("PRIORITY:")
            out.decimal(Self.priority(priority))
            out.end()
        }
        if kind == .events {
            // A planner's entries do not make the user busy.
            out.line("TRANSP:TRANSPARENT")
        } else {
            out.line("STATUS:NEEDS-ACTION")
        }
        if item.isProjected, component.rule == nil { out.line("X-HORIZON-PROJECTED:TRUE") }
        out.line(kind == .events ? "END:VEVENT" : "END:VTODO")
    }

    /// At its time on its day; else all day on its day; a week or month plan all day over its period.
    private func writeEventDates(_ item: PlanItem, time: TimeOfDay?, rule: SeriesRule?, into out: inout ContentLineWriter) {
        if let time, let day = item.date {
            out.start("DTSTART")
            out.bytes(timeParameters)
            out.append { Self.appendDateTime(day, hour: time.hour, minute: time.minute, to: &$0) }
            out.end()
        } else {
            out.start("DTSTART;VALUE=DATE:")
            out.compactDate(item.period.firstDay)
            out.end()
            out.start("DTEND;VALUE=DATE:")
            out.compactDate(item.period.lastDay.adding(days: 1))
            out.end()
        }
        if let rule {
            out.start("RRULE:")
            out.verbatim(rule.value)
            out.text(";UNTIL=")
            out.verbatim(untilValue(rule.until, timed: time != nil))
            out.end()
        }
    }

    /// `DUE` at the deadline; `DTSTART` only from a threshold before it, in the same form.
    private func writeTodoDates(_ item: PlanItem, time: TimeOfDay?, into out: inout ContentLineWriter) {
        let due = ComponentDates.due(of: item)
        if let threshold = ComponentDates.threshold(of: item) {
            if time != nil, due != nil {
                out.start("DTSTART")
                out.bytes(timeParameters)
                out.append { Self.appendDateTime(threshold, hour: 0, minute: 0, to: &$0) }
            } else {
                out.start("DTSTART;VALUE=DATE:")
                out.compactDate(threshold)
            }
            out.end()
        }
        guard let due else { return }
        if let time {
            out.start("DUE")
            out.bytes(timeParameters)
            out.append { Self.appendDateTime(due, hour: time.hour, minute: time.minute, to: &$0) }
        } else {
            out.start("DUE;VALUE=DATE:")
            out.compactDate(due)
        }
        out.end()
    }

    /// The task's words without the tags Horizon interprets (they are the component's dates and rule);
    /// a task made only of such tags is summarised by them.
    private func writeSummary(_ task: borrowing Task, into out: inout ContentLineWriter) {
        out.start("SUMMARY:")
        var wroteWords = false
        TaskWords.forEach(in: task, skipping: Task.interpretedTagKeys) { word in
            out.escaped(word)
            wroteWords = true
        }
        if !wroteWords { out.escaped(task.description) }
        out.end()
    }

    /// The UNTIL of a series, inclusive of its last day: a date for all-day series; for timed ones the
    /// day's last second, floating, or in UTC when the start has a zone (RFC 5545 §3.3.10).
    private func untilValue(_ until: CivilDate, timed: Bool) -> String {
        let day = until.description.filter { $0 != "-" }
        guard timed else { return day }
        guard let timeZone else { return day + "T235959" }
        let nextMidnight = TimeZoneComponent.midnight(until.adding(days: 1), in: timeZone)
        return TimeZoneComponent.utcStamp(nextMidnight.addingTimeInterval(-1))
    }

    /// `20261123T093500`.
    private static func appendDateTime(_ date: CivilDate, hour: Int, minute: Int, to bytes: inout ByteBuffer) {
        bytes.appendCompactDate(date)
        bytes.append(UInt8(ascii: "T"))
        bytes.appendTwoDigits(hour)
        bytes.appendTwoDigits(minute)
        bytes.append(bytesOf: (UInt8(ascii: "0"), UInt8(ascii: "0")))
    }

    /// `0123456789abcdef@horizon` (16 hex digits), or `…-2@horizon` for the third component with the same hash.
    static func appendUID(hash: UInt64, repeat count: Int, to bytes: inout some ByteSink & ~Copyable) {
        bytes.appendHex(hash, digits: 16)
        if count > 0 {
            bytes.append(UInt8(ascii: "-"))
            bytes.appendDecimal(count)
        }
        for byte in "@horizon".utf8 { bytes.append(byte) }
    }

    /// todo.txt A is iCalendar 1 (highest), B is 5 (medium), C and lower are 9.
    static func priority(_ priority: Priority) -> Int {
        switch priority.letter {
        case "A": 1
        case "B": 5
        default: 9
        }
    }
}
