/// One day of a Routines row (docs/output.md#routines): what a habit tracker draws in the day's column.
public enum RoutineBox: Sendable, Hashable {
    /// The rule does not schedule the day and nothing was completed on it: no box at all.
    case none
    /// A completion of the task is recorded on the day: a ticked box.
    case done
    /// A scheduled day before today with no completion: a marked box, unlike a day with no box.
    case missed
    /// A scheduled day from today on, not done yet: an empty box.
    case due
}
