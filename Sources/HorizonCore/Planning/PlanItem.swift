/// One line of a list on a page: a task, where it is listed, and why.
///
/// A plain value: the item names its task by its position in the plan's ``TaskTable``, where every
/// reader looks it up (`plan.tasks[item]`), so that copying an item costs no reference counting.
public struct PlanItem: Sendable, Hashable {
    // The fields are in the order that packs them tightest (40 bytes): a large plan holds millions of
    // items, each in several lists. Optional numbers are a flag and a number, not optionals, for the same reason.
    /// The period the item stands for: a day for day items, else the week, month or year it is planned for.
    public let period: Period
    /// Why it is listed.
    public let reason: Reason
    /// The levels (month, year) whose list holds this day item in a ``RepeatingSeries`` instead of
    /// listing it on its own (docs/todotxt.md#repeating).
    let seriesLevels: SeriesLevels
    /// The task's `show:`, kept here where the lists that filter by it read it (it fits in padding).
    let show: ShowLevels
    /// Where the task is in the list the plan was made from (``TaskTable``): orders tasks as the list
    /// does, and is the same for every item the planner made from one task.
    public let taskIndex: Int32
    /// ``occurrencesBehind``, when `flags` has `.hasOccurrencesBehind`.
    private let storedOccurrencesBehind: Int32
    /// ``due``, when `flags` has `.hasDue`.
    private let storedDue: CivilDate
    /// For carried and deadline items, the period the task was planned for; for starts items, the period
    /// where the instance that starts is listed (nil when it is listed nowhere, as when its threshold is after it).
    let relatedPeriod: Period?
    /// ``isProjected``, and which of the numbers before it hold a value.
    private let flags: Flags

    /// Whether this is a projected future occurrence rather than the task itself.
    public var isProjected: Bool { flags.contains(.isProjected) }
    /// For overdue items, how many days late: from the due date to the day it is listed on (Today).
    public var daysOverdue: Int? { reason == .overdue ? due?.distance(to: period.firstDay) : nil }
    /// For the overdue item of a strict recurring task, how many occurrences it is behind: those from its
    /// due date up to yesterday (docs/todotxt.md#recurring-tasks), which `horizon skip N --to-today` skips
    /// at once. Worked out by the planner, once per task; nil for every other item.
    public var occurrencesBehind: Int? { flags.contains(.hasOccurrencesBehind) ? Int(storedOccurrencesBehind) : nil }
    /// The deadline of this item (for an occurrence, its own due date).
    public var due: CivilDate? { flags.contains(.hasDue) ? storedDue : nil }

    /// The yes-or-no parts of an item, in one byte.
    private struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        static let isProjected = Flags(rawValue: 1)
        static let hasDue = Flags(rawValue: 2)
        static let hasOccurrencesBehind = Flags(rawValue: 4)
    }

    /// For carried items, the day, week, month or year the task was planned for (docs/todotxt.md#missed-plans).
    public var carriedFrom: Period? { reason == .carried ? relatedPeriod : nil }
    /// For deadline items, the day, week, month or year the task is planned for (its item stands on its due day).
    public var plannedFor: Period? { reason == .deadline ? relatedPeriod : nil }
    /// For starts items, where the instance that starts on this day is listed: its due day, plan or
    /// occurrence day; nil when that instance is listed nowhere (a threshold after its due date).
    public var startsFor: Period? { reason == .starts ? relatedPeriod : nil }

    /// Creates an item of the task at `taskIndex` of its plan's ``TaskTable``, whose `show:` it keeps.
    init(
        taskIndex: Int, show: ShowLevels, reason: Reason, period: Period, isProjected: Bool = false, due: CivilDate? = nil,
        occurrencesBehind: Int? = nil, relatedPeriod: Period? = nil, seriesLevels: SeriesLevels = []
    ) {
        self.taskIndex = Int32(taskIndex)
        self.reason = reason
        self.period = period
        var flags: Flags = isProjected ? [.isProjected] : []
        if due != nil { flags.insert(.hasDue) }
        // Only an overdue item tells how far behind it is.
        if occurrencesBehind != nil, reason == .overdue { flags.insert(.hasOccurrencesBehind) }
        self.flags = flags
        storedDue = due ?? CivilDate(dayNumber: 0)
        storedOccurrencesBehind = Int32(clamping: occurrencesBehind ?? 0)
        self.relatedPeriod = relatedPeriod
        self.seriesLevels = seriesLevels
        self.show = show
    }

    public static func == (lhs: PlanItem, rhs: PlanItem) -> Bool {
        lhs.taskIndex == rhs.taskIndex && lhs.reason == rhs.reason && lhs.period == rhs.period && lhs.isProjected == rhs.isProjected
            && lhs.due == rhs.due && lhs.relatedPeriod == rhs.relatedPeriod
            && lhs.occurrencesBehind == rhs.occurrencesBehind
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(taskIndex)
        hasher.combine(reason)
        hasher.combine(period)
    }

    /// The day of a day item; nil for week, month and year items.
    public var date: CivilDate? {
        if case .day(let date) = period { return date }
        return nil
    }
}
