import HorizonCore

/// Writing the values feeds are made of straight into a byte buffer: a feed of a million items would
/// otherwise make a String for every date, period and source location it writes.
extension Array where Element == UInt8 {
    /// `value` in decimal with at least `width` digits, zero-padded (as the `description`s write it).
    mutating func appendDecimal(_ value: Int, width: Int = 1) {
        guard value >= 0 else {
            append(contentsOf: String(value).utf8)
            return
        }
        var divisor = 1
        var digits = 1
        while divisor <= value / 10 {
            divisor *= 10
            digits += 1
        }
        for _ in digits..<Swift.max(digits, width) { append(UInt8(ascii: "0")) }
        var rest = value
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// `2026-11-23`.
    mutating func appendDate(_ date: CivilDate) {
        let parts = date.components
        appendDecimal(parts.year, width: 4)
        append(UInt8(ascii: "-"))
        appendDecimal(parts.month, width: 2)
        append(UInt8(ascii: "-"))
        appendDecimal(parts.day, width: 2)
    }

    /// `20261123`, the form of iCalendar DATE values.
    mutating func appendCompactDate(_ date: CivilDate) {
        let parts = date.components
        appendDecimal(parts.year, width: 4)
        appendDecimal(parts.month, width: 2)
        appendDecimal(parts.day, width: 2)
    }

    /// A period as its `description` writes it: `2026-11-23`, `2026-W48`, `2026-11` or `2026`.
    mutating func appendPeriod(_ period: Period) {
        switch period {
        case .day(let date):
            appendDate(date)
        case .week(let week):
            appendDecimal(week.weekYear, width: 4)
            append(contentsOf: [UInt8(ascii: "-"), UInt8(ascii: "W")])
            appendDecimal(week.week, width: 2)
        case .month(let month):
            appendDecimal(month.year, width: 4)
            append(UInt8(ascii: "-"))
            appendDecimal(month.month, width: 2)
        case .year(let year):
            appendDecimal(year, width: 4)
        }
    }
}

extension Array where Element == [UInt8] {
    /// The parts one after another in one buffer (copied part by part rather than byte by byte).
    func joinedBytes() -> [UInt8] {
        guard count != 1 else { return first ?? [] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(reduce(0) { $0 + $1.count })
        for part in self { bytes += part }
        return bytes
    }
}
