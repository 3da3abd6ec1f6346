/// A local date and time without a zone: "now" for `horizon add` (`--now 2026-11-20T22:00`).
public struct LocalDateTime: Sendable, Hashable {
    /// The day.
    public let date: CivilDate
    /// The time of day.
    public let time: TimeOfDay

    /// Creates a moment.
    public init(date: CivilDate, time: TimeOfDay) {
        self.date = date
        self.time = time
    }

    /// Reads `YYYY-MM-DDTHH:MM` (a space instead of `T` is accepted).
    public init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " })
        guard parts.count == 2, let date = CivilDate(parts[0]), let time = TimeOfDay(parts[1]) else { return nil }
        self.init(date: date, time: time)
    }
}

/// Why `horizon add` refuses a task.
public enum AddError: HorizonError, Sendable, Hashable, CustomStringConvertible {
    case empty
    case multipleLines
    case inThePast(CivilDate, TimeOfDay?)
    case alreadyComplete
    case invalid([Diagnostic])
    case beyondCalendar(CivilDate)
    case untilPassed(CivilDate)

    public var description: String {
        switch self {
        case .empty: "the task text is empty"
        case .untilPassed(let until): "the task would never recur: until:\(until) has already passed"
        case .beyondCalendar(let date): "the first occurrence would be \(date), after 9999-12-31, the last day a todo.txt date can name"
        case .multipleLines: "the task text must be one line"
        case .inThePast(let date, let time):
            "cannot create a task in the past (due \(date)\(time.map { " at \($0)" } ?? ""))"
        case .alreadyComplete: "a new task cannot start with \"x \" (that marks it done)"
        case .invalid(let diagnostics):
            "the task has problems:\n" + diagnostics.map { "  column \($0.column): \($0.message)" }.joined(separator: "\n")
        }
    }

    /// A refusal: the command exits 1 (docs/commands.md#exit-status).
    public var exitStatus: ExitStatus { .refused }

    /// The reason, and that the file was left as it was.
    public var message: String { description + "; nothing was written" }
}

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

extension Task {
    /// The line delayed by one day (docs/commands.md#delay `delayed:1`): its `plan:` day, else its `due:` date, moves to
    /// the day after the later of that day and today; a second delay is refused.
    public func delayedLine(today: CivilDate) throws(TaskEditError) -> String {
        guard !isComplete else { throw .alreadyComplete(source) }
        guard !isDelayed else { throw .alreadyDelayed(source) }
        var editor = LineEditor(description)
        let key: String, day: CivilDate
        if case .day(let planned)? = plan {
            (key, day) = ("plan", planned)
        } else if plan == nil, let due {
            (key, day) = ("due", due)
        } else if let plan {
            // A week, month or year plan: its due: is a deadline, not the day it is planned for
            // (docs/commands.md#synopsis, "delay").
            throw .plannedForLongerPeriod(source, plan)
        } else {
            throw .notDayPlanned(source)
        }
        let newDay = max(day, today).adding(days: 1)
        // A day after 9999-12-31 could not be written back as YYYY-MM-DD.
        guard newDay <= CivilDate.latest else { throw .beyondCalendar(source) }
        editor.set(key, newDay.description)
        editor.set("delayed", "1")
        let prefix = line.utf8.prefix(descriptionOffset)
        return String(decoding: prefix, as: UTF8.self) + editor.text
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
