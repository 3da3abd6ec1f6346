/// An ISO 8601 week: Monday to Sunday, numbered within its week-year (week 1 holds 4 January).
public struct ISOWeek: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The ISO week-year, which differs from the calendar year around New Year.
    public var weekYear: Int { Int(storedWeekYear) }
    /// The week number, 1…52 or 1…53.
    public var week: Int { Int(storedWeek) }
    // Stored small: a week is part of every period, and a large plan holds millions of periods.
    private let storedWeekYear: Int32
    private let storedWeek: Int32

    /// Creates a week, or nil when the week-year has no such week or it falls outside 0001…9999.
    public init?(weekYear: Int, week: Int) {
        guard (1...9999).contains(weekYear), week >= 1, week <= ISOWeek.weeksIn(weekYear: weekYear) else {
            return nil
        }
        storedWeekYear = Int32(weekYear)
        storedWeek = Int32(week)
        guard firstDay >= CivilDate.earliest, lastDay <= CivilDate.latest else { return nil }
    }

    /// The week that contains a date.
    public init(containing date: CivilDate) {
        // The week belongs to the year of its Thursday.
        let thursday = date.adding(days: 4 - date.weekday.rawValue)
        storedWeekYear = Int32(clamping: thursday.year)
        storedWeek = Int32((thursday.dayOfYear - 1) / 7 + 1)
    }

    /// The Monday of the week.
    public var firstDay: CivilDate {
        ISOWeek.mondayOfWeekOne(weekYear).adding(days: (week - 1) * 7)
    }

    /// The Sunday of the week.
    public var lastDay: CivilDate { firstDay.adding(days: 6) }

    /// The seven days, Monday first.
    public var days: [CivilDate] { (0..<7).map { firstDay.adding(days: $0) } }

    /// The week after this one.
    public var next: ISOWeek { ISOWeek(containing: firstDay.adding(days: 7)) }
    /// The week before this one.
    public var previous: ISOWeek { ISOWeek(containing: firstDay.adding(days: -7)) }

    /// 52 or 53: a week-year has 53 weeks when it starts on a Thursday, or on a Wednesday in a leap year.
    public static func weeksIn(weekYear: Int) -> Int {
        guard let jan1 = CivilDate(year: weekYear, month: 1, day: 1) else { return 52 }
        let weekday = jan1.weekday
        let long = weekday == .thursday || (weekday == .wednesday && CivilDate.isLeap(year: weekYear))
        return long ? 53 : 52
    }

    private static func mondayOfWeekOne(_ weekYear: Int) -> CivilDate {
        // Computed from the day number so that it also works for week-year 1 (its Monday is 0001-01-01).
        let jan4 = CivilDate(unchecked: weekYear, 1, 4)
        return jan4.adding(days: 1 - jan4.weekday.rawValue)
    }

    /// Formats as `2026-W53`.
    public var description: String { Digits.pad(weekYear, 4) + "-W" + Digits.pad(week, 2) }

    /// Reads a strict `YYYY-Www` week label.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 8, bytes[4] == UInt8(ascii: "-"), bytes[5] == UInt8(ascii: "W"),
              let year = Digits.value(bytes[0..<4]), let week = Digits.value(bytes[6..<8])
        else { return nil }
        self.init(weekYear: year, week: week)
    }

    public static func < (lhs: ISOWeek, rhs: ISOWeek) -> Bool {
        (lhs.weekYear, lhs.week) < (rhs.weekYear, rhs.week)
    }
}
