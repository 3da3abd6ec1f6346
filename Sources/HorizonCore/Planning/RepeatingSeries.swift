/// A recurring task that occurs more often than weekly inside a month or year, listed there once
/// instead of once per occurrence (SPEC §4.3).
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
/// one of its occurrences, counted inside the period, in some ISO week (SPEC §4.3).
///
/// Linear in the occurrences: they are sorted, so two of them share an ISO week inside a period exactly
/// when two consecutive ones do.
struct SeriesDetection {
    /// The months, and the years, in which the task repeats more often than weekly.
    private(set) var months: [YearMonth] = []
    private(set) var years: [Int] = []

    /// Detects from a task's listed days, ascending.
    init(days: [CivilDate]) {
        var previous: CivilDate?
        for day in days {
            defer { previous = day }
            guard let previous, previous.isInSameISOWeek(as: day) else { continue }
            let (year, month, _) = day.components
            let (previousYear, previousMonth, _) = previous.components
            guard year == previousYear else { continue }
            if !years.contains(year) { years.append(year) }
            guard month == previousMonth, let yearMonth = YearMonth(year: year, month: month) else { continue }
            if !months.contains(yearMonth) { months.append(yearMonth) }
        }
    }

    /// Whether no period lists the task as a series.
    var isEmpty: Bool { years.isEmpty }

    /// The list levels that hold a day item of the task in a series, given where `show:` lets it appear.
    func levels(of day: CivilDate, show: ShowLevels) -> SeriesLevels {
        guard !isEmpty else { return [] }
        let (year, month, _) = day.components
        var levels: SeriesLevels = []
        if show.allows(.year), years.contains(year) { levels.insert(.year) }
        if show.allows(.month), let yearMonth = YearMonth(year: year, month: month), months.contains(yearMonth) {
            levels.insert(.month)
        }
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
