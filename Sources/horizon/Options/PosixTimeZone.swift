import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX TZ rule string (`UTC0`, `EST5EDT`, `CET-1CEST,M3.5.0,M10.5.0/3`, `<+0330>-3:30`), as found in
/// `TZ` on systems without a zone database. Foundation does not read these; the C library does, so the
/// local date and time are asked from it (`localtime_r` with `TZ` as set). The grammar is checked first,
/// because the C library silently takes anything it cannot read as UTC.
enum PosixTimeZone {
    /// Whether the text follows POSIX's `std offset [dst [offset] [,rule,rule]]` grammar.
    static func isValid(_ text: String) -> Bool {
        var scanner = Scanner(Array(text.utf8))
        guard scanner.name(), scanner.offset() else { return false }
        if scanner.atEnd { return true }
        guard scanner.name() else { return false }
        _ = scanner.offset()
        if scanner.atEnd { return true }
        guard scanner.take(","), scanner.rule(), scanner.take(","), scanner.rule() else { return false }
        return scanner.atEnd
    }

    /// The local date and time now under the `TZ` variable of this process (which holds a valid rule).
    static func localNow() -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)? {
        tzset()
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return nil }
        return (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index == bytes.count }

        mutating func take(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }

        /// Three or more letters, or `<…>` with letters, digits and signs.
        mutating func name() -> Bool {
            let start = index
            if take("<") {
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                    let byte = bytes[index]
                    guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") else { return false }
                    index += 1
                }
                guard index - start - 1 >= 3, take(">") else { return false }
                return true
            }
            while index < bytes.count, isLetter(bytes[index]) { index += 1 }
            return index - start >= 3
        }

        /// `[+-]hh[:mm[:ss]]`, hours up to 24 (`maxHours` 167 in a rule's time).
        mutating func offset(maxHours: Int = 24) -> Bool {
            let start = index
            if !take("+") { _ = take("-") }
            guard let hours = number(maxDigits: maxHours > 99 ? 3 : 2), hours <= maxHours else {
                index = start
                return false
            }
            for _ in 0..<2 {
                guard take(":") else { break }
                guard let value = number(maxDigits: 2), value < 60 else { return false }
            }
            return true
        }

        /// `Jn` (1–365), `n` (0–365) or `Mm.w.d`, then an optional `/time`.
        mutating func rule() -> Bool {
            if take("J") {
                guard let day = number(maxDigits: 3), (1...365).contains(day) else { return false }
            } else if take("M") {
                guard let month = number(maxDigits: 2), (1...12).contains(month), take("."),
                      let week = number(maxDigits: 1), (1...5).contains(week), take("."),
                      let weekday = number(maxDigits: 1), weekday <= 6
                else { return false }
            } else {
                guard let day = number(maxDigits: 3), day <= 365 else { return false }
            }
            if take("/") { return offset(maxHours: 167) }
            return true
        }

        mutating func number(maxDigits: Int) -> Int? {
            var value = 0, digits = 0
            while index < bytes.count, isDigit(bytes[index]), digits < maxDigits {
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            return digits == 0 ? nil : value
        }

        private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    }
}
