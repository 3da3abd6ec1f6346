import HorizonCore

/// The bytes of `2026-11-23` for every day of 2000…2099, made once, when a build first writes a date:
/// plan.json and the JSON twins write millions of dates of a few hundred days, and working out a date's
/// year, month and day and their digits cost about two hundred instructions, looking them up about ten.
/// A date outside those years is written digit by digit (``ByteSink/appendDate(_:)``).
enum ISODates {
    /// A date's ten bytes, `2026-11-23`.
    typealias Bytes = (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)

    /// The first year and the year after the last that the table holds.
    static let years = 2000..<2100

    private static let firstDay = CivilDate(dayNumber: 10_957)  // 2000-01-01

    /// The bytes of each day from 2000-01-01 on, counted up year by year, month by month.
    private static let table: [Bytes] = {
        var table: [Bytes] = []
        table.reserveCapacity(36_525)
        for year in years {
            for month in 1...12 {
                for day in 1...CivilDate.daysIn(month: month, year: year) {
                    table.append((digit(year / 1000), digit(year / 100 % 10), digit(year / 10 % 10), digit(year % 10),
                                  dash, digit(month / 10), digit(month % 10), dash, digit(day / 10), digit(day % 10)))
                }
            }
        }
        return table
    }()

    /// The ten bytes of `date`, or nil outside ``years``.
    @inline(__always)
    static func bytes(of date: CivilDate) -> Bytes? {
        let index = date.dayNumber - firstDay.dayNumber
        guard index >= 0, index < table.count else { return nil }
        return table[index]
    }

    private static let dash = UInt8(ascii: "-")

    private static func digit(_ value: Int) -> UInt8 {
        UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
    }
}
