import HorizonCore

/// What an item says of its own (not of its task), read from it at once. The feeds work from these
/// rather than from the item: an item held while a writer is called is copied, which retains its task
/// (a write to memory the cores share, for each of millions of items).
struct ItemFields {
    let reason: Reason
    let period: Period
    let isProjected: Bool
    let due: CivilDate?
    let daysOverdue: Int?
    let carriedFrom: Period?
    let startsFor: Period?

    @inline(__always)
    init(_ item: borrowing PlanItem) {
        reason = item.reason
        period = item.period
        isProjected = item.isProjected
        due = item.due
        daysOverdue = item.daysOverdue
        carriedFrom = item.carriedFrom
        startsFor = item.startsFor
    }

    /// The day of a day item (``PlanItem/date``).
    var date: CivilDate? {
        if case .day(let date) = period { return date }
        return nil
    }
}

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
