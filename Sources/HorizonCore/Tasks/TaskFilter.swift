/// A todo.sh-style selection of tasks (`horizon list TERM…`, `horizon build --filter EXPR`): every term
/// must match, case-insensitively.
///
/// - a word matches a task whose line contains it (`call`, `due:2026-12`), as todo.sh's `grep -i` does;
/// - `+project` and `@context` match a task that has that project or context (`+work` does not select
///   `+workshop`);
/// - `-term` (any of the above after a minus) excludes the tasks the term would match.
public struct TaskFilter: Sendable, Equatable {
    /// One condition on a task.
    public enum Term: Sendable, Equatable {
        /// The line contains the text (stored lowercased).
        case word(String)
        /// The task has the project (lowercased, without `+`).
        case project(String)
        /// The task has the context (lowercased, without `@`).
        case context(String)
        /// The task does not match the term.
        indirect case excluding(Term)
    }

    /// The conditions, all of which must hold.
    public let terms: [Term]

    /// A filter of terms as the user wrote them, one per argument.
    public init(terms arguments: [String]) {
        terms = arguments.filter { !$0.isEmpty }.map(TaskFilter.term)
    }

    /// A filter written as texts of terms separated by spaces (`--filter "+work -@home"`).
    public init(expressions: [String]) {
        self.init(terms: expressions.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) })
    }

    /// Whether the filter keeps every task.
    public var isEmpty: Bool { terms.isEmpty }

    /// Whether the task satisfies every term.
    public func matches(_ task: Task) -> Bool {
        guard !terms.isEmpty else { return true }
        // Lowercased once per task, not once per term.
        let line = terms.contains(where: \.needsLine) ? task.line.lowercased() : ""
        return terms.allSatisfy { $0.matches(task, lowercasedLine: line) }
    }

    /// The tasks that match, with the diagnostics of those tasks only: a planner of a subset does not
    /// report problems of tasks it leaves out.
    public func apply(to list: TaskList) -> TaskList {
        guard !terms.isEmpty else { return list }
        let tasks = list.tasks.filter(matches)
        let kept = Set(tasks.map(\.source))
        return TaskList(tasks: tasks, diagnostics: list.diagnostics.filter { kept.contains($0.location) })
    }

    private static func term(_ argument: String) -> Term {
        if argument.count > 1, argument.hasPrefix("-") {
            return .excluding(positiveTerm(String(argument.dropFirst())))
        }
        return positiveTerm(argument)
    }

    private static func positiveTerm(_ text: String) -> Term {
        // A lone sigil is not a project or context (docs/todotxt.md#the-todotxt-dialect: characters must follow it).
        if text.count > 1, text.hasPrefix("+") { return .project(String(text.dropFirst()).lowercased()) }
        if text.count > 1, text.hasPrefix("@") { return .context(String(text.dropFirst()).lowercased()) }
        return .word(text.lowercased())
    }
}

extension TaskFilter.Term {
    fileprivate var needsLine: Bool {
        switch self {
        case .word: true
        case .project, .context: false
        case .excluding(let term): term.needsLine
        }
    }

    fileprivate func matches(_ task: Task, lowercasedLine: String) -> Bool {
        switch self {
        case .word(let text): lowercasedLine.contains(text)
        case .project(let name): task.projects.contains { $0.lowercased() == name }
        case .context(let name): task.contexts.contains { $0.lowercased() == name }
        case .excluding(let term): !term.matches(task, lowercasedLine: lowercasedLine)
        }
    }
}
