/// Tasks and diagnostics read from one or more documents.
public struct TaskList: Sendable {
    /// Every task, in file order.
    public var tasks: [Task]
    /// Every problem found, in file order.
    public var diagnostics: [Diagnostic]

    /// Creates a list.
    public init(tasks: [Task] = [], diagnostics: [Diagnostic] = []) {
        self.tasks = tasks
        self.diagnostics = diagnostics
    }

    /// The list with the holidays given to every business-day rule (``RecurrenceRule/holidays``).
    public func observing(_ holidays: Holidays) -> TaskList {
        guard !holidays.isEmpty else { return self }
        var list = self
        for index in list.tasks.indices { list.tasks[index].observe(holidays) }
        return list
    }

    /// Adds another list after this one.
    public mutating func append(_ other: TaskList) {
        tasks.append(contentsOf: other.tasks)
        diagnostics.append(contentsOf: other.diagnostics)
    }
}
