/// A recurring task that occurs more often than weekly inside a month or year, listed there once
/// instead of once per occurrence (docs/todotxt.md#repeating).
public struct RepeatingSeries: Sendable, Hashable {
    /// The task, as one item: reason ``Reason/occurrence``, period the month or year, no due date of its
    /// own, projected when any of its dates is a projected occurrence.
    public let item: PlanItem
    /// Its occurrences inside the period, ascending, never empty: the current instance too when it is
    /// listed on a day inside the period.
    public let dates: [CivilDate]
    /// The first occurrence on or after today inside the period; nil when all of them have passed.
    public let next: CivilDate?

    /// How many times it occurs inside the period.
    public var count: Int { dates.count }
    /// Its first occurrence inside the period.
    public var first: CivilDate { dates[0] }

    /// Creates a series; nil when there is no date.
    public init?(item: PlanItem, dates: [CivilDate], today: CivilDate) {
        guard !dates.isEmpty else { return nil }
        self.item = item
        self.dates = dates
        next = dates.first { $0 >= today }
    }
}

/// Decides which months and years list a task's day items as a repeating series: those with more than
/// one of its occurrences, counted inside the period, in some ISO week (docs/todotxt.md#repeating).
///
/// Linear in the occurrences: they are sorted, so two of them share an ISO week inside a period exactly
/// when two consecutive ones do. Periods are kept as day-number ranges, so that placing each occurrence
/// is a few comparisons rather than calendar arithmetic.
struct SeriesDetection {
    /// A month or year in which the task repeats more often than weekly, and its days.
    struct Frequent {
        let period: Period
        let days: ClosedRange<Int>
    }

    /// The months, then the years, in which the task repeats more often than weekly, each ascending.
    private(set) var months: [Frequent] = []
    private(set) var years: [Frequent] = []

    /// Detects from a task's listed days, ascending.
    init(days: [CivilDate]) {
        var month: Frequent?, year: Frequent?
        var previous: CivilDate?
        for day in days {
            defer { previous = day }
            guard let previous, previous.isInSameISOWeek(as: day) else { continue }
            if month?.days.contains(previous.dayNumber) != true {
                let containing = YearMonth(containing: previous)
                month = Frequent(period: .month(containing), days: containing.firstDay.dayNumber...containing.lastDay.dayNumber)
            }
            if year?.days.contains(previous.dayNumber) != true {
                let containing = Period.year(previous.year)
                year = Frequent(period: containing, days: containing.firstDay.dayNumber...containing.lastDay.dayNumber)
            }
            // Both inside the same period: days ascend, so a period found again is the last one found.
            if let month, month.days.contains(day.dayNumber), months.last?.period != month.period { months.append(month) }
            if let year, year.days.contains(day.dayNumber), years.last?.period != year.period { years.append(year) }
        }
    }

    /// Whether no period lists the task as a series.
    var isEmpty: Bool { years.isEmpty }

    /// The list levels that hold a day item of the task in a series, given where `show:` lets it appear.
    func levels(of day: CivilDate, show: ShowLevels) -> SeriesLevels {
        guard !isEmpty else { return [] }
        var levels: SeriesLevels = []
        if show.allows(.year), years.contains(where: { $0.days.contains(day.dayNumber) }) { levels.insert(.year) }
        if show.allows(.month), months.contains(where: { $0.days.contains(day.dayNumber) }) { levels.insert(.month) }
        return levels
    }
}

extension CivilDate {
    /// Whether `other` (not earlier than this date) falls in the same ISO week.
    func isInSameISOWeek(as other: CivilDate) -> Bool {
        // Monday-based day of the week: days since the Monday that starts the week.
        let sinceMonday = ((dayNumber % 7) + 7 + 3) % 7
        return other.dayNumber - dayNumber < 7 - sinceMonday
    }
}
