import HorizonCore

/// Reads lines as a todo.txt file named `todo.txt`.
func taskList(_ lines: [String]) -> TaskList {
    TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
}

/// Reads lines as a todo.txt file named `todo.txt`.
func taskList(_ lines: String...) -> TaskList { taskList(lines) }

/// A date from a literal that is known to be valid in a test.
func day(_ text: String) -> CivilDate {
    guard let date = CivilDate(text) else { preconditionFailure("bad test date \(text)") }
    return date
}

/// A period from a literal that is known to be valid in a test.
func period(_ text: String) -> Period {
    guard let period = Period(text) else { preconditionFailure("bad test period \(text)") }
    return period
}

extension PeriodList {
    /// The first line of each listed task's text (the items name tasks of `tasks`), for readable expectations.
    func texts(in tasks: TaskTable) -> [String] { items.map { String(tasks[$0].description) } }
}
