/// A calendar day in the proleptic Gregorian calendar, with no time and no time zone.
///
/// Stored as a day number (days since 1970-01-01) so that comparing and stepping are integer
/// operations; the year, month and day are derived with Howard Hinnant's `civil_from_days`.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public var dayNumber: Int { Int(storedDayNumber) }
    /// ``dayNumber`` in the four bytes every day of 0001…9999 fits: a large plan holds millions of dates.
    private let storedDayNumber: Int32

    /// The earliest day Horizon accepts in input: 0001-01-01.
    public static let earliest = CivilDate(unchecked: 1, 1, 1)
    /// The latest day Horizon accepts in input: 9999-12-31.
    public static let latest = CivilDate(unchecked: 9999, 12, 31)

    /// Creates the date with the given day number.
    public init(dayNumber: Int) {
        storedDayNumber = Int32(clamping: dayNumber)
    }

    /// Creates a date from its parts, or nil when the parts do not name a real day in 0001…9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= CivilDate.daysIn(month: month, year: year)
        else { return nil }
        self.init(unchecked: year, month, day)
    }

    /// Creates a date from parts that are known to be in range for the month, without limiting the
    /// year: arithmetic near 9999 may step past it, and must not fall back to a far-away day.
    init(unchecked year: Int, _ month: Int, _ day: Int) {
        // days_from_civil (Hinnant): shift the year to start in March so Feb 29 is the last day.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        storedDayNumber = Int32(clamping: era * 146_097 + dayOfEra - 719_468)
    }

    /// The year, month and day of this date.
    public var components: (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// The calendar year.
    public var year: Int { components.year }
    /// The month, 1…12.
    public var month: Int { components.month }
    /// The day of the month, 1…31.
    public var day: Int { components.day }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday (ISO 4).
        let index = ((dayNumber % 7) + 7 + 3) % 7  // 0 = Monday
        return Weekday(rawValue: index + 1) ?? .monday
    }

    /// The day of the year, 1…366.
    public var dayOfYear: Int {
        dayNumber - CivilDate(unchecked: year, 1, 1).dayNumber + 1
    }

    /// The date `count` days later (earlier when negative).
    public func adding(days count: Int) -> CivilDate {
        CivilDate(dayNumber: dayNumber + count)
    }

    /// The date `count` months later, clamped to the end of a shorter month (Jan 31 + 1 = Feb 28).
    public func adding(months count: Int) -> CivilDate {
        let (year, month, day) = components
        let monthIndex = year * 12 + (month - 1) + count
        let newYear = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
        let newMonth = monthIndex - newYear * 12 + 1
        let newDay = min(day, CivilDate.daysIn(month: newMonth, year: newYear))
        return CivilDate(unchecked: newYear, newMonth, newDay)
    }

    /// The date `count` years later, clamped (Feb 29 + 1 year = Feb 28).
    public func adding(years count: Int) -> CivilDate {
        adding(months: count * 12)
    }

    /// Whether the year is a Gregorian leap year.
    public static func isLeap(year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in a month of a year.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year: year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Formats as `YYYY-MM-DD`.
    public var description: String {
        let (year, month, day) = components
        return Digits.pad(year, 4) + "-" + Digits.pad(month, 2) + "-" + Digits.pad(day, 2)
    }

    /// Reads a strict `YYYY-MM-DD` date; nil for anything else, including days that do not exist.
    public init?(_ text: some StringProtocol) {
        // Byte by byte, without copying them into an array first (the heavy benchmark list has a date tag
        // on every other line).
        var (fields, count) = ((year: 0, month: 0, day: 0), 0)
        for byte in text.utf8 {
            if count == 4 || count == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
            } else {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                let digit = Int(byte - UInt8(ascii: "0"))
                switch count {
                case ..<4: fields.year = fields.year * 10 + digit
                case ..<7: fields.month = fields.month * 10 + digit
                default: fields.day = fields.day * 10 + digit
                }
            }
            count += 1
            guard count <= 10 else { return nil }
        }
        guard count == 10 else { return nil }
        self.init(year: fields.year, month: fields.month, day: fields.day)
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool { lhs.dayNumber < rhs.dayNumber }
}

/// Small helpers for fixed-width decimal numbers, shared by the date and period formats.
enum Digits {
    /// The value of a run of ASCII digits, or nil when a byte is not a digit or the run is empty.
    static func value(_ bytes: some Collection<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var result = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            result = result * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return result
    }

    /// ``value(_:)`` of the bytes in `range`.
    static func value(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count <= 18 else { return nil }
        var result = 0
        for index in range {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            result = result * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return result
    }

    /// The number written with at least `width` digits, zero-padded.
    static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number.magnitude)
        let padded = digits.utf8.count >= width ? digits : String(repeating: "0", count: width - digits.utf8.count) + digits
        return number < 0 ? "-" + padded : padded
    }
}
