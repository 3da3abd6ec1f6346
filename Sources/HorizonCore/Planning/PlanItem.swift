/// Why an item is listed where it is (SPEC §4); the raw value is the word used in `plan.json`.
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
    /// Planned for a day that has passed, carried to Today (`--missed carry`).
    case carried
}

/// A task shared by every item that lists it, so that a task listed on its day, week, month and year
/// pages is held once (a plan of a million tasks has millions of items).
@usableFromInline
final class SharedTask: Sendable {
    @usableFromInline
    let task: Task

    @usableFromInline
    init(_ task: Task) {
        self.task = task
    }
}

/// One line of a list on a page: a task, where it is listed, and why.
public struct PlanItem: Sendable, Hashable {
    @usableFromInline
    let shared: SharedTask

    /// The task, as read. Lent rather than copied: a task holds several strings and arrays, and items
    /// are read millions of times on a large list.
    @inlinable
    public var task: Task {
        _read { yield shared.task }
    }

    /// The same for every item the planner made from one task: a cheap key for caches of per-task work.
    public var taskIdentity: ObjectIdentifier { ObjectIdentifier(shared) }
    /// Why it is listed.
    public let reason: Reason
    /// The period the item stands for: a day for day items, else the week, month or year it is planned for.
    public let period: Period
    /// Whether this is a projected future occurrence rather than the task itself.
    public let isProjected: Bool
    /// The deadline of this item (for an occurrence, its own due date).
    public let due: CivilDate?
    /// For overdue items, how many days late.
    public let daysOverdue: Int?
    /// For carried items, the day the task was planned for.
    public let carriedFrom: CivilDate?

    /// Creates an item.
    public init(
        task: Task, reason: Reason, period: Period, isProjected: Bool = false, due: CivilDate? = nil,
        daysOverdue: Int? = nil, carriedFrom: CivilDate? = nil
    ) {
        self.init(shared: SharedTask(task), reason: reason, period: period, isProjected: isProjected, due: due,
                  daysOverdue: daysOverdue, carriedFrom: carriedFrom)
    }

    init(
        shared: SharedTask, reason: Reason, period: Period, isProjected: Bool = false, due: CivilDate? = nil,
        daysOverdue: Int? = nil, carriedFrom: CivilDate? = nil
    ) {
        self.shared = shared
        self.reason = reason
        self.period = period
        self.isProjected = isProjected
        self.due = due
        self.daysOverdue = daysOverdue
        self.carriedFrom = carriedFrom
    }

    public static func == (lhs: PlanItem, rhs: PlanItem) -> Bool {
        lhs.task == rhs.task && lhs.reason == rhs.reason && lhs.period == rhs.period && lhs.isProjected == rhs.isProjected
            && lhs.due == rhs.due && lhs.daysOverdue == rhs.daysOverdue && lhs.carriedFrom == rhs.carriedFrom
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(task.source)
        hasher.combine(reason)
        hasher.combine(period)
    }

    /// The day of a day item; nil for week, month and year items.
    public var date: CivilDate? {
        if case .day(let date) = period { return date }
        return nil
    }
}
