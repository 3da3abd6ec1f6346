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
    /// Where the task is in the list the plan was made from: orders tasks as the list does.
    public var taskPosition: Int { shared.position }
    /// The task's description as shown (``DisplayText/words(of:)``), worked out once per task when first asked for.
    public var displayWords: [DisplayWord] { shared.words }
    /// The task's description as one line (``DisplayText/title(of:)``), worked out when asked for.
    public var title: String { shared.title }
    /// How many characters ``title`` has.
    public var titleLength: Int { shared.titleLength }
    // The fields are in the order that packs them tightest (48 bytes): a large plan holds millions of
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
    /// ``isProjected``, and which of the numbers after it hold a value.
    private let flags: Flags
    /// ``daysOverdue``, in the four bytes that any count of days between two supported dates fits.
    private let storedDaysOverdue: Int32
    /// ``due``, when `flags` has `.hasDue`.
    private let storedDue: CivilDate
    /// For carried and deadline items, the period the task was planned for; for starts items, the period
    /// where the instance that starts is listed (nil when it is listed nowhere, as when its threshold is after it).
    let relatedPeriod: Period?

    /// Whether this is a projected future occurrence rather than the task itself.
    public var isProjected: Bool { flags.contains(.isProjected) }
    /// For overdue items, how many days late.
    public var daysOverdue: Int? { flags.contains(.hasDaysOverdue) ? Int(storedDaysOverdue) : nil }
    /// For the overdue item of a strict recurring task, how many occurrences it is behind: those from its
    /// due date up to yesterday (docs/todotxt.md#recurring-tasks), which `horizon skip N --to-today` skips
    /// at once. Worked out by the planner, once per task; nil for every other item.
    public var occurrencesBehind: Int? { reason == .overdue ? shared.occurrencesBehind : nil }
    /// The deadline of this item (for an occurrence, its own due date).
    public var due: CivilDate? { flags.contains(.hasDue) ? storedDue : nil }

    /// The yes-or-no parts of an item, in one byte.
    private struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        static let isProjected = Flags(rawValue: 1)
        static let hasDue = Flags(rawValue: 2)
        static let hasDaysOverdue = Flags(rawValue: 4)
    }

    /// For carried items, the day, week, month or year the task was planned for (docs/todotxt.md#missed-plans).
    public var carriedFrom: Period? { reason == .carried ? relatedPeriod : nil }
    /// For deadline items, the day, week, month or year the task is planned for (its item stands on its due day).
    public var plannedFor: Period? { reason == .deadline ? relatedPeriod : nil }
    /// For starts items, where the instance that starts on this day is listed: its due day, plan or
    /// occurrence day; nil when that instance is listed nowhere (a threshold after its due date).
    public var startsFor: Period? { reason == .starts ? relatedPeriod : nil }

    /// Creates an item.
    public init(
        task: Task, reason: Reason, period: Period, isProjected: Bool = false, due: CivilDate? = nil,
        daysOverdue: Int? = nil, carriedFrom: Period? = nil, occurrencesBehind: Int? = nil
    ) {
        self.init(shared: SharedTask(task, occurrencesBehind: occurrencesBehind), reason: reason, period: period, isProjected: isProjected, due: due,
                  daysOverdue: daysOverdue, relatedPeriod: carriedFrom)
    }

    init(
        shared: SharedTask, reason: Reason, period: Period, isProjected: Bool = false, due: CivilDate? = nil,
        daysOverdue: Int? = nil, relatedPeriod: Period? = nil, seriesLevels: SeriesLevels = []
    ) {
        self.shared = shared
        self.reason = reason
        self.period = period
        var flags: Flags = isProjected ? [.isProjected] : []
        if due != nil { flags.insert(.hasDue) }
        if daysOverdue != nil { flags.insert(.hasDaysOverdue) }
        self.flags = flags
        storedDue = due ?? CivilDate(dayNumber: 0)
        storedDaysOverdue = Int32(clamping: daysOverdue ?? 0)
        self.relatedPeriod = relatedPeriod
        self.seriesLevels = seriesLevels
        show = shared.task.show
    }

    public static func == (lhs: PlanItem, rhs: PlanItem) -> Bool {
        lhs.task == rhs.task && lhs.reason == rhs.reason && lhs.period == rhs.period && lhs.isProjected == rhs.isProjected
            && lhs.due == rhs.due && lhs.daysOverdue == rhs.daysOverdue && lhs.relatedPeriod == rhs.relatedPeriod
            && lhs.occurrencesBehind == rhs.occurrencesBehind
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
