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
