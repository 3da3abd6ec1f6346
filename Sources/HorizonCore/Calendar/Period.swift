/// The granularity of a period, from finest to coarsest.
public enum PeriodLevel: Int, CaseIterable, Sendable, Comparable, Codable {
    case day, week, month, year

    /// The word used in `show:` and in `plan.json` (`day`, `week`, `month`, `year`).
    public var name: String {
        switch self {
        case .day: "day"
        case .week: "week"
        case .month: "month"
        case .year: "year"
        }
    }

    /// Reads a level name, case-insensitively.
    public init?(name: some StringProtocol) {
        guard let level = PeriodLevel.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = level
    }

    public static func < (lhs: PeriodLevel, rhs: PeriodLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A span of time a task can be planned for: a day, an ISO week, a month or a year.
public enum Period: Hashable, Comparable, Sendable, CustomStringConvertible {
    case day(CivilDate)
    case week(ISOWeek)
    case month(YearMonth)
    case year(Int)

    /// The granularity of this period.
    public var level: PeriodLevel {
        switch self {
        case .day: .day
        case .week: .week
        case .month: .month
        case .year: .year
        }
    }

    /// The first day inside the period.
    public var firstDay: CivilDate {
        switch self {
        case .day(let date): date
        case .week(let week): week.firstDay
        case .month(let month): month.firstDay
        case .year(let year): CivilDate(unchecked: year, 1, 1)
        }
    }

    /// The last day inside the period.
    public var lastDay: CivilDate {
        switch self {
        case .day(let date): date
        case .week(let week): week.lastDay
        case .month(let month): month.lastDay
        case .year(let year): CivilDate(unchecked: year, 12, 31)
        }
    }

    /// Whether the day lies inside the period.
    public func contains(_ date: CivilDate) -> Bool {
        firstDay <= date && date <= lastDay
    }

    /// Whether the two periods share at least one day.
    public func overlaps(_ other: Period) -> Bool {
        firstDay <= other.lastDay && other.firstDay <= lastDay
    }

    /// Whether `other` is listed inside this period by aggregation: it is finer and shares a day with it.
    ///
    /// A week is inside every month and year it overlaps (docs/todotxt.md#straddling-weeks), so this is overlap, not containment.
    public func includes(_ other: Period) -> Bool {
        other.level < level && overlaps(other)
    }

    /// The months this period overlaps, in order (a week can overlap two).
    public var months: [YearMonth] {
        let first = YearMonth(containing: firstDay)
        let last = YearMonth(containing: lastDay)
        var result = [first]
        var current = first
        while current < last {
            current = current.adding(months: 1)
            result.append(current)
        }
        return result
    }

    /// The calendar years this period overlaps, in order (a week can overlap two).
    public var years: [Int] {
        Array(firstDay.year...max(firstDay.year, lastDay.year))
    }

    /// Formats as `2026-11-21`, `2026-W48`, `2026-11` or `2026`.
    public var description: String {
        switch self {
        case .day(let date): date.description
        case .week(let week): week.description
        case .month(let month): month.description
        case .year(let year): Digits.pad(year, 4)
        }
    }

    /// Reads a period in any of its four formats; nil when it is not one or names no real period.
    public init?(_ text: some StringProtocol) {
        switch text.utf8.count {
        case 10:
            guard let date = CivilDate(text) else { return nil }
            self = .day(date)
        case 8:
            guard let week = ISOWeek(text) else { return nil }
            self = .week(week)
        case 7:
            guard let month = YearMonth(text) else { return nil }
            self = .month(month)
        case 4:
            guard let year = Digits.value(Array(text.utf8)), (1...9999).contains(year) else { return nil }
            self = .year(year)
        default:
            return nil
        }
    }

    /// Orders by first day, then finer before coarser.
    public static func < (lhs: Period, rhs: Period) -> Bool {
        (lhs.firstDay, lhs.level) < (rhs.firstDay, rhs.level)
    }
}
