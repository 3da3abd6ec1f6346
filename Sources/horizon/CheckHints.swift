import Foundation
import HorizonCore

/// The hints `horizon check` prints after the diagnostics (docs/todotxt.md#hints): nothing is wrong
/// for Horizon, but another program the user may share the list or the feeds with will get it wrong.
/// They never change the exit status.
struct CheckHints {
    /// The configured zone (`--timezone` or the configuration's); nil when times are floating.
    let zone: TimeZone?
    let today: CivilDate

    /// Every hint of the tasks, task by task in list order.
    func hints(_ tasks: [Task]) -> [RecurrenceHint] {
        let gaps = zone.map { Self.gaps(in: $0, from: today) } ?? []
        var hints: [RecurrenceHint] = []
        for task in tasks where !task.isComplete {
            if let hint = task.recurrenceDriftHint { hints.append(hint) }
            if let hint = dueAfterUntil(task) { hints.append(hint) }
            if let hint = otherToolsRule(task) { hints.append(hint) }
            if let hint = timeInGap(task, gaps) { hints.append(hint) }
        }
        return hints
    }

    /// `due:` after `until:`: the series has ended already, but todo.sh, topydo and the feeds' readers
    /// still show the task as due.
    private func dueAfterUntil(_ task: Task) -> RecurrenceHint? {
        guard let due = task.due, let until = task.until, due > until,
              let tag = task.tags.first(where: { $0.key == "until" }) else { return nil }
        return RecurrenceHint(location: task.source, column: tag.valueColumn, message:
            "due:\(due) is after until:\(until): Horizon repeats nothing past until:, but other todo.txt tools still show the task due; complete it or move until:")
    }

    /// A weekday or month-day rule: Horizon's own, which topydo and todo.sh's recurrence add-ons do not
    /// read — completing the task there ends the series (topydo) or never repeats it (todo.sh). One
    /// weekday (`rec:+sun`) topydo does read, as the next such day after the day it is completed on,
    /// so an early completion there gives the same due date again.
    private func otherToolsRule(_ task: Task) -> RecurrenceHint? {
        guard let rule = task.recurrence, let tag = task.tags.first(where: { $0.key == "rec" }) else { return nil }
        switch rule.step {
        case .interval: return nil
        case .weekdays(let days) where Set(days).count == 1:
            return RecurrenceHint(location: task.source, column: tag.valueColumn, message:
                "rec:\(tag.value) is a weekday rule that topydo counts from the day the task is completed, not from its due date (completed early, the new instance is due on the same day again), and todo.sh does not repeat: if this list is also edited with them, complete the task with horizon done")
        case .weekdays, .monthDays:
            return RecurrenceHint(location: task.source, column: tag.valueColumn, message:
                "rec:\(tag.value) is a weekday or month-day rule that only Horizon repeats: if this list is also edited with topydo or todo.sh, complete the task with horizon done, or the series ends there")
        }
    }

    /// An `at:` time that does not exist on one of the task's days, because the configured zone's clocks
    /// jump forward then: each calendar program shows such a time differently.
    private func timeInGap(_ task: Task, _ gaps: [Gap]) -> RecurrenceHint? {
        guard let time = task.at, let zone, let tag = task.tags.first(where: { $0.key == "at" }) else { return nil }
        let minutes = time.hour * 60 + time.minute
        for gap in gaps where gap.start <= minutes && minutes < gap.end {
            var day = task.recurrenceAnchor ?? (task.plan.map(\.firstDay) ?? today)
            if let rule = task.recurrence {
                // The occurrences up to the gap's day (a year of daily ones at most).
                var steps = 0
                while day < gap.day, steps < 400 {
                    day = rule.next(after: day)
                    steps += 1
                }
                if let until = task.until, day > until { continue }
            }
            guard day == gap.day, task.recurrence != nil || task.due == gap.day || task.plan == .day(gap.day) else { continue }
            return RecurrenceHint(location: task.source, column: tag.valueColumn, message:
                "at:\(time) does not exist on \(gap.day) in \(zone.identifier) (the clocks go from \(Self.clock(gap.start)) to \(Self.clock(gap.end))); calendar programs show it at different times — choose a time outside that hour")
        }
        return nil
    }

    /// A stretch of local time that a zone skips on one day, in minutes since midnight.
    struct Gap {
        let day: CivilDate
        let start: Int
        let end: Int
    }

    /// The zone's forward jumps in the year from `today`.
    static func gaps(in zone: TimeZone, from today: CivilDate) -> [Gap] {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
        guard var moment = utc.date(from: DateComponents(year: today.year, month: today.month, day: today.day)) else { return [] }
        let end = moment.addingTimeInterval(366 * 86_400)
        var gaps: [Gap] = []
        while let transition = zone.nextDaylightSavingTimeTransition(after: moment), transition < end {
            let before = zone.secondsFromGMT(for: transition.addingTimeInterval(-1))
            let after = zone.secondsFromGMT(for: transition)
            if after > before {
                let local = utc.dateComponents([.year, .month, .day, .hour, .minute], from: transition.addingTimeInterval(TimeInterval(before)))
                if let year = local.year, let month = local.month, let day = local.day, let hour = local.hour, let minute = local.minute,
                   let date = CivilDate(year: year, month: month, day: day) {
                    let start = hour * 60 + minute
                    gaps.append(Gap(day: date, start: start, end: start + (after - before) / 60))
                }
            }
            moment = transition
        }
        return gaps
    }

    private static func clock(_ minutes: Int) -> String {
        let hour = minutes / 60, minute = minutes % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
