/// The tasks `horizon list` shows, in the order it shows them: the todo.sh `ls` habit.
public struct TaskListing: Sendable {
    /// Which tasks are candidates before the terms are applied.
    public enum Scope: Sendable {
        /// Open tasks that are not hidden (`h:1`).
        case open
        /// Every task line, done and hidden ones included.
        case all
    }

    /// The tasks shown, sorted: open before done, then priority A…Z before none, then file order.
    public let shown: [Task]
    /// How many tasks the scope holds before filtering (todo.sh's "N of M tasks shown").
    public let total: Int

    /// Selects and sorts the tasks of a list.
    public init(_ tasks: [Task], scope: Scope, filter: TaskFilter) {
        let candidates = switch scope {
        case .open: tasks.filter { !$0.isComplete && !$0.isHidden }
        case .all: tasks
        }
        total = candidates.count
        // Sorting the positions keeps equal keys in file order (Swift's sort is not stable by contract).
        let matching = candidates.filter(filter.matches)
        shown = matching.indices.sorted { left, right in
            let (a, b) = (matching[left], matching[right])
            if a.isComplete != b.isComplete { return !a.isComplete }
            switch (a.priority, b.priority) {
            case let (x?, y?) where x != y: return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return left < right
            }
        }.map { matching[$0] }
    }
}
