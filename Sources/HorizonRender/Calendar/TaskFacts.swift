import HorizonCore

/// What the feeds read of a task for each of its components, copied out of it once.
struct TaskFacts: Sendable {
    let at: TimeOfDay?
    let due: CivilDate?
    let threshold: CivilDate?
    let until: CivilDate?
    let recurrenceAnchor: CivilDate?
    /// Whether its rule is strict; nil when it does not recur.
    let isStrict: Bool?

    init(_ task: borrowing Task) {
        at = task.at
        due = task.due
        threshold = task.threshold
        until = task.until
        recurrenceAnchor = task.recurrenceAnchor
        isStrict = task.recurrence?.isStrict
    }
}
