@testable import HorizonRender
import HorizonCore
import Testing

/// The feeds write dates, periods and numbers as bytes; they must read exactly as the descriptions do.
@Suite("Text as bytes")
struct ByteSinkValuesTests {
    static let dates: [CivilDate] = [
        CivilDate(year: 1, month: 1, day: 1)!, CivilDate(year: 999, month: 12, day: 31)!,
        CivilDate(year: 2026, month: 11, day: 23)!, CivilDate(year: 2027, month: 1, day: 4)!,
        CivilDate(year: 9999, month: 12, day: 31)!,
    ]

    @Test("a period is written as its description", arguments: dates)
    func periods(_ date: CivilDate) {
        for period in [Period.day(date), .week(ISOWeek(containing: date)), .month(YearMonth(containing: date)), .year(date.year)] {
            var bytes: [UInt8] = []
            bytes.appendPeriod(period)
            #expect(String(decoding: bytes, as: UTF8.self) == period.description)
        }
    }

    @Test("a compact date has no dashes", arguments: dates)
    func compactDates(_ date: CivilDate) {
        var bytes: [UInt8] = []
        bytes.appendCompactDate(date)
        #expect(String(decoding: bytes, as: UTF8.self) == date.description.replacingOccurrences(of: "-", with: ""))
    }

    /// Dates of 2000…2099 are looked up in a table made once (``ISODates``), the others worked out:
    /// every day of the table and a month on either side of it reads as its description.
    @Test("every day of the looked-up years, and those either side, is written as its description")
    func everyTableDay() {
        let first = CivilDate(year: 1999, month: 12, day: 1)!, last = CivilDate(year: 2100, month: 1, day: 31)!
        var mismatches: [String] = []
        for dayNumber in first.dayNumber...last.dayNumber {
            let date = CivilDate(dayNumber: dayNumber)
            var bytes: [UInt8] = [], compact: [UInt8] = []
            bytes.appendDate(date)
            compact.appendCompactDate(date)
            if String(decoding: bytes, as: UTF8.self) != date.description
                || String(decoding: compact, as: UTF8.self) != date.description.replacingOccurrences(of: "-", with: "") {
                mismatches.append(date.description)
            }
        }
        #expect(mismatches.isEmpty)
        #expect(ISODates.bytes(of: CivilDate(year: 1999, month: 12, day: 31)!) == nil)
        #expect(ISODates.bytes(of: CivilDate(year: 2100, month: 1, day: 1)!) == nil)
        #expect(ISODates.bytes(of: CivilDate(year: 2000, month: 1, day: 1)!) != nil)
        #expect(ISODates.bytes(of: CivilDate(year: 2099, month: 12, day: 31)!) != nil)
    }

    @Test("numbers are written in decimal, zero-padded to a width",
          arguments: [(0, 1, "0"), (7, 2, "07"), (48, 2, "48"), (9, 4, "0009"), (123_456_789, 2, "123456789"), (-5, 1, "-5")])
    func decimals(_ example: (value: Int, width: Int, expected: String)) {
        var bytes: [UInt8] = []
        bytes.appendDecimal(example.value, width: example.width)
        #expect(String(decoding: bytes, as: UTF8.self) == example.expected)
    }

    @Test("a UID's hash is 16 lowercase hexadecimal digits, most significant first",
          arguments: [(0, "0000000000000000"), (0x0123_4567_89AB_CDEF, "0123456789abcdef"), (UInt64.max, "ffffffffffffffff"),
                      (0xA0B0_C0D0_E0F0_0909, "a0b0c0d0e0f00909"), (0x8000_0000_0000_0001, "8000000000000001")])
    func hexadecimal(_ example: (value: UInt64, expected: String)) {
        var bytes: [UInt8] = []
        bytes.appendHex(example.value)
        #expect(String(decoding: bytes, as: UTF8.self) == example.expected)
    }
}
