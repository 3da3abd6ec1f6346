/// What completing a task produces (docs/todotxt.md#completing).
public struct Completion: Sendable, Hashable {
    /// The task's line marked done: `x DATE …`, its priority moved to `pri:X`.
    public let completedLine: String
    /// For a recurring task, the next instance to append; nil when the task does not recur or its
    /// `until:` has passed.
    public let nextLine: String?
    /// Why no next instance was made although the task recurs.
    public let note: String?
}

/// Why a task line cannot be changed as asked.
public enum TaskEditError: HorizonError, Sendable, Hashable, CustomStringConvertible {
    case alreadyComplete(SourceLocation)
    case notDayPlanned(SourceLocation)
    case plannedForLongerPeriod(SourceLocation, Period)
    case alreadyDelayed(SourceLocation)
    case beyondCalendar(SourceLocation)
    case notValidUTF8(SourceLocation)
    case noSuchLine(Int, lineCount: Int)
    case blankLine(Int)
    case periodEnded(Period, today: CivilDate)
    case notRecurring(SourceLocation)
    case nothingToSkipFrom(SourceLocation)
    case seriesEnds(SourceLocation, until: CivilDate)

    public var description: String {
        switch self {
        case .alreadyComplete(let source): "\(source): the task is already done"
        case .notDayPlanned(let source): "\(source): the task is not planned for a day (it has no plan: day and no due: date)"
        case .plannedForLongerPeriod(let source, let period):
            "\(source): the task is planned for \(period), not for a day; delay moves only a task planned for a day (move it with horizon plan)"
        case .beyondCalendar(let source): "\(source): the next day would be after 9999-12-31, the last day a todo.txt date can name"
        case .alreadyDelayed(let source): "\(source): the task was already delayed once (delayed:1); plan it again by hand"
        case .notValidUTF8(let source): "\(source): the line is not valid UTF-8; fix it in an editor first"
        case .noSuchLine(let line, let count): "line \(line) does not exist (the file has \(count) line\(count == 1 ? "" : "s"))"
        case .blankLine(let line): "line \(line) is blank"
        case .periodEnded(let period, let today): "\(period) ended before today (\(today)); plan for today or later"
        case .notRecurring(let source): "\(source): the task does not recur (it has no valid rec:); there is no next occurrence to skip to"
        case .nothingToSkipFrom(let source): "\(source): the task has no due: date (nor a plan: day or t: date) to skip from"
        case .seriesEnds(let source, let until): "\(source): the series ends on \(until) (until:\(until)); use done"
        }
    }

    /// A refusal: the command exits 1 (docs/commands.md#exit-status).
    public var exitStatus: ExitStatus { .refused }

    /// The reason, and that the file was left as it was.
    public var message: String { description + "; nothing was written" }
}

extension Task {
    /// Completes the task on a day, SwiftoDo's way: the line is marked done and, for a recurring task,
    /// a new instance with the next due date (and threshold) is made.
    public func completion(on date: CivilDate) throws(TaskEditError) -> Completion {
        guard !isComplete else { throw .alreadyComplete(source) }
        let completedLine = completedText(on: date)
        guard let rule = recurrence else {
            return Completion(completedLine: completedLine, nextLine: nil, note: nil)
        }
        guard let next = nextInstance(rule, completedOn: date) else {
            let untilText = until?.description ?? ""
            let reason = until == nil
                ? "the next one would fall after \(CivilDate.latest), the last day Horizon supports"
                : until.map { date > $0 } == true
                ? "until:\(untilText) has passed" : "the next one would fall after until:\(untilText)"
            return Completion(completedLine: completedLine, nextLine: nil, note: "\(source): no new task: \(reason)")
        }
        return Completion(completedLine: completedLine, nextLine: next, note: nil)
    }

    /// The line after the priority: what follows `x DATE ` on the done line.
    private var textAfterPriority: Substring {
        guard priority != nil, line.hasPrefix("(") else { return Substring(line) }
        return line.dropFirst(4)
    }

    private func completedText(on date: CivilDate) -> String {
        var rest = LineEditor(textAfterPriority)
        if let priority, !rest.contains("pri") { rest.append("pri:\(priority)") }
        return "x \(date) " + rest.text
    }

    private func nextInstance(_ rule: RecurrenceRule, completedOn completion: CivilDate) -> String? {
        // A past until: ends the recurrence, even where a strict rule's next date would still be before it.
        if let until, completion > until { return nil }
        var editor = LineEditor(description)
        editor.remove("delayed")
        guard advance(&editor, rule, completedOn: completion) else { return nil }
        let prefix = priority.map { "(\($0)) " } ?? ""
        return prefix + "\(completion) " + editor.text
    }

    /// Moves the dates of the line to the next occurrence completing it on `completion` gives (docs/todotxt.md#completing):
    /// `due:`, a `plan:` day and `t:` keeping their distances. False when that occurrence falls after
    /// `until:` or after 9999-12-31 (it could not be written back as YYYY-MM-DD).
    func advance(_ editor: inout LineEditor, _ rule: RecurrenceRule, completedOn completion: CivilDate) -> Bool {
        let lastAllowed = min(until ?? CivilDate.latest, CivilDate.latest)
        let dayPlan: CivilDate? = if case .day(let day)? = plan { day } else { nil }

        if let oldDue = due ?? dayPlan {
            // Without a due date, a day plan plays its part; without either, the completion date does.
            let newDue = nextDue(rule, oldDue: oldDue, completion: completion)
            if newDue > lastAllowed { return false }
            if due != nil { editor.set("due", newDue.description) }
            if let dayPlan {
                let shift = dayPlan.distance(to: oldDue)
                editor.set("plan", newDue.adding(days: -shift).description)
            }
            if let threshold {
                let offset = max(0, threshold.distance(to: oldDue))
                editor.set("t", newDue.adding(days: -offset).description)
            }
        } else if let threshold {
            let newThreshold = rule.next(after: rule.isStrict ? threshold : completion)
            if newThreshold > lastAllowed { return false }
            editor.set("t", newThreshold.description)
        } else {
            let newDue = rule.next(after: completion)
            if newDue > lastAllowed { return false }
            editor.set("due", newDue.description)
        }
        return true
    }

    private func nextDue(_ rule: RecurrenceRule, oldDue: CivilDate, completion: CivilDate) -> CivilDate {
        if rule.isStrict { return rule.next(after: oldDue) }
        switch rule.step {
        case .weekdays, .monthDays:
            // Completing early does not repeat the same day: count from the later of the two.
            return rule.next(after: max(oldDue, completion))
        case .interval:
            return rule.next(after: completion)
        }
    }
}
