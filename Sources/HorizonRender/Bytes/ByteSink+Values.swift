import HorizonCore

/// Writing the values feeds are made of straight into a byte buffer: a feed of a million items would
/// otherwise make a String for every date, period and source location it writes.
extension ByteSink where Self: ~Copyable {
    /// `value` in decimal with at least `width` digits, zero-padded (as the `description`s write it).
    mutating func appendDecimal(_ value: Int, width: Int = 1) {
        guard value >= 0 else {
            for byte in String(value).utf8 { append(byte) }
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

    /// What `appendDecimal(value, width: 2)` writes, without its loops for the values below 100
    /// (months, days, weeks, hours and minutes).
    mutating func appendTwoDigits(_ value: Int) {
        guard (0...99).contains(value) else {
            appendDecimal(value, width: 2)
            return
        }
        append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 10))
        append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
    }

    /// What `appendDecimal(year, width: 4)` writes, without its loops for the years 0…9999.
    mutating func appendYear(_ year: Int) {
        guard (0...9999).contains(year) else {
            appendDecimal(year, width: 4)
            return
        }
        appendTwoDigits(year / 100)
        appendTwoDigits(year % 100)
    }

    /// `2026-11-23`.
    mutating func appendDate(_ date: CivilDate) {
        if let bytes = ISODates.bytes(of: date) {
            append(bytesOf: bytes)
            return
        }
        let (year, month, day) = date.components
        guard (0...9999).contains(year) else {
            appendYear(year)
            append(UInt8(ascii: "-"))
            appendTwoDigits(month)
            append(UInt8(ascii: "-"))
            appendTwoDigits(day)
            return
        }
        // Made in place and written at once.
        let dash = UInt8(ascii: "-")
        append(bytesOf: (digit(year / 1000), digit(year / 100 % 10), digit(year / 10 % 10), digit(year % 10), dash,
                         digit(month / 10), digit(month % 10), dash, digit(day / 10), digit(day % 10)))
    }

    /// `20261123`, the form of iCalendar DATE values.
    mutating func appendCompactDate(_ date: CivilDate) {
        if let bytes = ISODates.bytes(of: date) {
            append(bytesOf: (bytes.0, bytes.1, bytes.2, bytes.3, bytes.5, bytes.6, bytes.8, bytes.9))
            return
        }
        let (year, month, day) = date.components
        guard (0...9999).contains(year) else {
            appendYear(year)
            appendTwoDigits(month)
            appendTwoDigits(day)
            return
        }
        append(bytesOf: (digit(year / 1000), digit(year / 100 % 10), digit(year / 10 % 10), digit(year % 10),
                         digit(month / 10), digit(month % 10), digit(day / 10), digit(day % 10)))
    }

    /// The ASCII digit for 0…9 (a month and a day are always 1…12 and 1…31).
    private func digit(_ value: Int) -> UInt8 {
        UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
    }

    /// A period as its `description` writes it: `2026-11-23`, `2026-W48`, `2026-11` or `2026`.
    mutating func appendPeriod(_ period: Period) {
        switch period {
        case .day(let date):
            appendDate(date)
        case .week(let week):
            appendYear(week.weekYear)
            append(UInt8(ascii: "-"))
            append(UInt8(ascii: "W"))
            appendTwoDigits(week.week)
        case .month(let month):
            appendYear(month.year)
            append(UInt8(ascii: "-"))
            appendTwoDigits(month.month)
        case .year(let year):
            appendYear(year)
        }
    }

    /// `value` as 16 lowercase hexadecimal digits, made eight at a time in an integer and written at once
    /// (every UID of the feeds has them).
    mutating func appendHex(_ value: UInt64) {
        let high = Self.hexDigits(UInt32(truncatingIfNeeded: value >> 32))
        append(bytesOf: (high, Self.hexDigits(UInt32(truncatingIfNeeded: value))))
    }

    /// The eight hexadecimal digits of `value`, most significant first in memory (as a little-endian
    /// integer: its low byte is the first digit).
    private static func hexDigits(_ value: UInt32) -> UInt64 {
        // One nibble per byte, the lowest nibble in the lowest byte…
        var nibbles = UInt64(value)
        nibbles = (nibbles | nibbles << 16) & 0x0000_FFFF_0000_FFFF
        nibbles = (nibbles | nibbles << 8) & 0x00FF_00FF_00FF_00FF
        nibbles = (nibbles | nibbles << 4) & 0x0F0F_0F0F_0F0F_0F0F
        // …then the highest first, and each nibble its digit: '0' + n, and 'a' - '0' - 10 more from 10 on.
        nibbles = nibbles.byteSwapped
        let isLetter = ((nibbles &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        let digits = nibbles &+ 0x3030_3030_3030_3030 &+ isLetter &* 39
        return UInt64(littleEndian: digits)
    }
}
