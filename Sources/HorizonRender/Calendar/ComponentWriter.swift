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
    /// Writes DESCRIPTION.
    private let description: ComponentDescription

    init(plan: Plan, kind: ICalendar.Kind, timeZone: TimeZone?) {
        self.kind = kind
        self.timeZone = timeZone
        var stamp: [UInt8] = []
        stamp.appendCompactDate(plan.today)
        stamp += "T000000Z".utf8
        self.stamp = stamp
        timeParameters = Array((timeZone.map { ";TZID=\($0.identifier):" } ?? ":").utf8)
        description = ComponentDescription(kind: kind, today: plan.today)
    }

    /// One component: its own UID and dates, its task's lines (``FeedTasks``, whose ``FeedTasks/bytes``
    /// and ``FeedTasks/ends`` are lent as `taskBytes` and `taskEnds`), why it is listed.
    func write(
        _ component: FeedComponent, rule: SeriesRule?, _ item: ItemFields, _ task: TaskFacts, taskBytes: Span<UInt8>,
        taskEnds: Span<Int>, into out: inout ContentLineWriter
    ) {
        out.line(kind == .events ? "BEGIN:VEVENT" : "BEGIN:VTODO")
        out.start("UID:")
        out.append { Self.appendUID(hash: component.uidHash, repeat: component.uidRepeat, to: &$0) }
        out.end()
        out.start("DTSTAMP:")
        out.bytes(stamp)
        out.end()
        switch kind {
        // A week or month plan is an all-day event over its period (docs/output.md#planics-and-tasksics); only a day has a time.
        case .events: writeEventDates(item, time: item.period.level == .day ? task.at : nil, rule: rule, into: &out)
        // A to-do's DUE is a day whatever the plan: its time is the task's `at:`, week and month plans included.
        case .todos: writeTodoDates(item, task, time: task.at, into: &out)
        }
        out.lines(taskBytes.extracting(FeedTasks.lines(of: component.task, ends: taskEnds)))
        let end = taskBytes.extracting(FeedTasks.descriptionEnd(of: component.task, ends: taskEnds))
        description.write(item, task, isSeries: component.isSeries, end: end, into: &out)
        if kind == .events {
            // A planner's entries do not make the user busy.
            out.line("TRANSP:TRANSPARENT")
        } else {
            out.line("STATUS:NEEDS-ACTION")
        }
        out.line(kind == .events ? "END:VEVENT" : "END:VTODO")
    }

    /// At its time on its day; else all day on its day; a week or month plan all day over its period.
    private func writeEventDates(
        _ item: ItemFields, time: TimeOfDay?, rule: SeriesRule?, into out: inout ContentLineWriter
    ) {
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
            writeDays("EXDATE", rule.exceptions, time: time, into: &out)
        }
    }

    /// One EXDATE line per day (a list on one line is what some calendars misread), in
    /// DTSTART's form: a date, or the day at the series' time.
    private func writeDays(_ name: StaticString, _ days: [CivilDate], time: TimeOfDay?, into out: inout ContentLineWriter) {
        for day in days {
            out.start(name)
            if let time {
                out.bytes(timeParameters)
                out.append { Self.appendDateTime(day, hour: time.hour, minute: time.minute, to: &$0) }
            } else {
                out.text(";VALUE=DATE:")
                out.compactDate(day)
            }
            out.end()
        }
    }

    /// `DUE` at the deadline; `DTSTART` only from a threshold before it, in the same form.
    private func writeTodoDates(_ item: ItemFields, _ task: TaskFacts, time: TimeOfDay?, into out: inout ContentLineWriter) {
        let due = ComponentDates.due(of: item, task)
        if let threshold = ComponentDates.threshold(of: item, task) {
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
        bytes.appendHex(hash)
        if count > 0 {
            bytes.append(UInt8(ascii: "-"))
            bytes.appendDecimal(count)
        }
        for byte in "@horizon".utf8 { bytes.append(byte) }
    }
}
