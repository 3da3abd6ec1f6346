/// A calendar month of a year, such as 2026-11.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The calendar year.
    public var year: Int { Int(storedYear) }
    /// The month, 1…12.
    public var month: Int { Int(storedMonth) }
    // Stored small: a month is part of every period, and a large plan holds millions of periods.
    private let storedYear: Int32
    private let storedMonth: Int32

    /// Creates a month, or nil outside 0001-01…9999-12.
    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        storedYear = Int32(year)
        storedMonth = Int32(month)
    }

    /// The month that contains a date.
    public init(containing date: CivilDate) {
        let parts = date.components
        storedYear = Int32(clamping: parts.year)
        storedMonth = Int32(parts.month)
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
