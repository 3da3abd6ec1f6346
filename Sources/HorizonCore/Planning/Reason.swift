/// Why an item is listed where it is (docs/todotxt.md#why-an-item-is-listed); the raw value is the word used in `plan.json`.
public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
    /// Planned there by `due:` alone.
    case due
    /// Planned there by `plan:`.
    case planned
    /// Due before today and not done; listed on Today.
    case overdue
    /// A projected occurrence of a recurring task.
    case occurrence
    /// Its threshold (`t:`) is reached on this day.
    case starts
    /// A floating task (`float:1`), listed every day on Today.
    case floating
    /// Planned for a day, week, month or year that has passed, carried to Today (`--missed carry`).
    case carried
    /// The due day of a task planned for another period (a day, week, month or year that is not its
    /// due day): the deadline is marked on that day too, and the task is not overdue until it has
    /// passed (docs/output.md#what-a-page-looks-like, docs/output.md#planjson).
    case deadline
    /// An open task with no date to plan it by (no due date, no plan, no threshold still ahead): listed
    /// on the Unplanned page. Having no period of its own, its item stands at today.
    case unplanned
}
