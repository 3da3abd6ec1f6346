/// A task that repeats more often than weekly, as one row of a week's Routines strip (docs/todotxt.md#routines,
/// §5.1): a box on each day of the week it occurs, ticked where a completion on that day is recorded,
/// and the current streak.
public struct Routine: Sendable, Hashable {
    /// The task, as its first item in the week.
    public let item: PlanItem
    /// Every item of the task in the week that the row stands for: a task with several `at:` times is
    /// one routine (docs/todotxt.md#several-times-a-day: once per day in the strip) made of one item per time.
    public let items: [PlanItem]
    /// The task's times of day, ascending (several for `at:08:00,20:00`, none for an untimed task).
    public var times: [TimeOfDay] { Array(Set(items.compactMap(\.task.at))).sorted() }
    /// The days of the week on which it occurs (open occurrences listed in the week), ascending.
    public let days: [CivilDate]
    /// The days of the week on which a completion of it is recorded (matched by ``TaskIdentity``), ascending.
    public let done: [CivilDate]
    /// How many of its occurrences up to today were completed in a row (``Routine/streak(completions:rule:today:)``).
    public let streak: Int

    /// Creates a routine.
    public init(item: PlanItem, items: [PlanItem]? = nil, days: [CivilDate], done: [CivilDate], streak: Int) {
        self.item = item
        self.items = items ?? [item]
        self.days = days
        self.done = done
        self.streak = streak
    }

    /// The days that get a box: where it occurs or was completed, ascending.
    public var boxes: [CivilDate] { Array(Set(days).union(done)).sorted() }

    /// The current streak from the task's completion days (latest first, each once): the completions
    /// that follow one another no further apart than the rule's longest gap between two occurrences,
    /// counted back from the latest, which itself must be no further back than that gap from today
    /// (an occurrence missed since breaks it). Past occurrences that were never listed cannot be known
    /// otherwise: a completed instance is replaced by the next one.
    public static func streak(completions: [CivilDate], rule: RecurrenceRule, today: CivilDate) -> Int {
        let gap = rule.longestGap
        let past = completions.drop { $0 > today }
        guard let latest = past.first, latest.distance(to: today) <= gap else { return 0 }
        var count = 1
        var previous = latest
        for day in past.dropFirst() {
            guard day.distance(to: previous) <= gap else { break }
            count += 1
            previous = day
        }
        return count
    }
}

extension RecurrenceRule {
    /// Whether the rule occurs more than once in some ISO week (daily, business days, `2d`,
    /// `mon,wed,fri`…): such a task is a routine on week pages and a series on month pages (docs/todotxt.md#routines).
    public var repeatsMoreOftenThanWeekly: Bool {
        switch step {
        case .interval(let count, .day): count < 7
        case .interval(let count, .businessDay): count < 5
        case .interval: false
        case .weekdays(let days): Set(days).count > 1
        case .monthDays: false
        }
    }

    /// The most days between two consecutive occurrences (for a routine's streak): the interval, a
    /// business-day interval across a weekend, the widest gap between listed weekdays.
    var longestGap: Int {
        switch step {
        case .interval(let count, .day): return count
        case .interval(let count, .businessDay): return count + 2
        case .interval(let count, .week): return 7 * count
        case .interval(let count, .month): return 31 * count
        case .interval(let count, .year): return 366 * count
        case .weekdays(let days):
            let numbers = Set(days.map(\.rawValue)).sorted()
            guard let first = numbers.first, let last = numbers.last else { return 7 }
            var widest = first + 7 - last
            for (a, b) in zip(numbers, numbers.dropFirst()) { widest = max(widest, b - a) }
            return widest
        case .monthDays: return 31
        }
    }
}
