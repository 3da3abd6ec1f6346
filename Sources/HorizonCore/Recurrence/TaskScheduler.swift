/// Makes the line `horizon add` appends (docs/todotxt.md#adding, Halloo semantics).
public enum TaskScheduler {
    /// The line for a new task typed at `now`: a recurring task without `due:` gets the first
    /// occurrence from now; the creation date is added when the text has none.
    public static func newTaskLine(_ text: String, now: LocalDateTime) throws(AddError) -> String {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { throw .empty }
        guard !trimmed.contains(where: { $0 == "\n" || $0 == "\r" }) else { throw .multipleLines }
        let (task, diagnostics) = TaskParser.parse(trimmed, at: SourceLocation(file: "argument", line: 1))
        guard diagnostics.isEmpty else { throw .invalid(diagnostics) }
        guard !task.isComplete else { throw .alreadyComplete }

        if task.recurrence != nil, let until = task.until, until < now.date { throw .untilPassed(until) }
        var line = trimmed
        if let due = task.due {
            // With several times, the day is still to come while its last time is.
            if task.recurrence == nil, isPast(due, task.times.last, now: now) { throw .inThePast(due, task.times.last) }
        } else if let rule = task.recurrence, task.recurrenceAnchor == nil, task.threshold == nil {
            var editor = LineEditor(Substring(line))
            let first = firstOccurrence(rule, at: task.times.last, now: now)
            guard first <= CivilDate.latest else { throw .beyondCalendar(first) }
            editor.append("due:\(first)")
            line = editor.text
        }
        if task.creationDate == nil {
            let prefixLength = task.priority == nil ? 0 : 4
            let prefix = String(line.prefix(prefixLength))
            line = prefix + "\(now.date) " + line.dropFirst(prefixLength)
        }
        return line
    }

    /// The first day of a schedule from now: today if its time has not passed yet, else tomorrow;
    /// moved to a weekday for business-day rules, and to a listed day for weekday and month-day lists.
    public static func firstOccurrence(_ rule: RecurrenceRule, at time: TimeOfDay?, now: LocalDateTime) -> CivilDate {
        var day = now.date
        if let time, time <= now.time { day = day.adding(days: 1) }
        switch rule.step {
        case .interval(_, .businessDay):
            while day.weekday.isWeekend { day = day.adding(days: 1) }
        case .weekdays, .monthDays:
            if !rule.names(day) { day = rule.next(after: day) }
        case .interval:
            break
        }
        return day
    }

    private static func isPast(_ due: CivilDate, _ time: TimeOfDay?, now: LocalDateTime) -> Bool {
        if due < now.date { return true }
        if due == now.date, let time { return time < now.time }
        return false
    }
}
