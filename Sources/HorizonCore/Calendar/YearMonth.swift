/// A calendar month of a year, such as 2026-11.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The calendar year.
    public let year: Int
    /// The month, 1…12.
    public let month: Int

    /// Creates a month, or nil outside 0001-01…9999-12.
    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// The month that contains a date.
    public init(containing date: CivilDate) {
        let parts = date.components
        year = parts.year
        month = parts.month
    }

    /// The first day of the month.
    public var firstDay: CivilDate { CivilDate(unchecked: year, month, 1) }
    /// The last day of the month.
    public var lastDay: CivilDate {
        CivilDate(unchecked: year, month, CivilDate.daysIn(month: month, year: year))
    }

    /// The month `count` months later.
    public func adding(months count: Int) -> YearMonth {
        YearMonth(containing: firstDay.adding(months: count))
    }

    /// Formats as `2026-11`.
    public var description: String { Digits.pad(year, 4) + "-" + Digits.pad(month, 2) }

    /// Reads a strict `YYYY-MM` month.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"),
              let year = Digits.value(bytes[0..<4]), let month = Digits.value(bytes[5..<7])
        else { return nil }
        self.init(year: year, month: month)
    }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
