import Foundation
import HorizonCore
import Testing

/// A date from parts known to be valid in a test.
private func civil(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
    guard let date = CivilDate(year: year, month: month, day: day) else {
        preconditionFailure("bad test date \(year)-\(month)-\(day)")
    }
    return date
}

/// A date from text known to be valid in a test.
private func civil(_ text: String) -> CivilDate {
    guard let date = CivilDate(text) else { preconditionFailure("bad test date \(text)") }
    return date
}

/// A UTC Gregorian calendar from Foundation, the reference the brute-force checks compare against.
private func utcCalendar(_ identifier: Calendar.Identifier) -> Calendar {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}

/// Foundation's weekday (Sunday 1 … Saturday 7) as an ISO weekday (Monday 1 … Sunday 7).
private func isoWeekday(fromFoundation weekday: Int) -> Int {
    (weekday + 5) % 7 + 1
}

@Suite("CivilDate")
struct CivilDateTests {
    // MARK: Day numbers

    @Test("day numbers count days from 1970-01-01", arguments: [
        ("1970-01-01", 0),
        ("1970-01-02", 1),
        ("1969-12-31", -1),
        ("2000-01-01", 10_957),
        ("2000-03-01", 11_017),
        ("2026-11-21", 20_778),
        ("0001-01-01", -719_162),
        ("9999-12-31", 2_932_896),
    ])
    func dayNumber(text: String, number: Int) {
        #expect(civil(text).dayNumber == number)
        #expect(CivilDate(dayNumber: number).description == text)
    }

    @Test("y/m/d parts come back from the day number", arguments: [
        (1970, 1, 1), (1969, 12, 31), (2000, 2, 29), (1900, 2, 28), (1900, 3, 1), (2100, 2, 28),
        (2024, 2, 29), (2024, 12, 31), (1, 1, 1), (9999, 12, 31), (400, 2, 29), (1600, 12, 31),
    ])
    func components(year: Int, month: Int, day: Int) {
        let date = civil(year, month, day)
        let back = CivilDate(dayNumber: date.dayNumber)
        #expect(back.year == year)
        #expect(back.month == month)
        #expect(back.day == day)
        #expect(back.components == (year, month, day))
    }

    @Test("earliest and latest are 0001-01-01 and 9999-12-31")
    func bounds() {
        #expect(CivilDate.earliest.description == "0001-01-01")
        #expect(CivilDate.latest.description == "9999-12-31")
        #expect(CivilDate.earliest < CivilDate.latest)
    }

    @Test("day of year runs 1…365, or 1…366 in a leap year", arguments: [
        ("2026-01-01", 1), ("2026-02-28", 59), ("2026-03-01", 60), ("2026-12-31", 365),
        ("2024-03-01", 61), ("2024-12-31", 366), ("2000-12-31", 366), ("1900-12-31", 365),
    ])
    func dayOfYear(text: String, expected: Int) {
        #expect(civil(text).dayOfYear == expected)
    }

    @Test("leap years follow the Gregorian rule", arguments: [
        (2024, true), (2026, false), (2000, true), (1900, false), (2100, false), (2400, true), (4, true), (1, false),
    ])
    func leapYears(year: Int, leap: Bool) {
        #expect(CivilDate.isLeap(year: year) == leap)
        #expect(CivilDate.daysIn(month: 2, year: year) == (leap ? 29 : 28))
    }

    @Test("months have 28 to 31 days")
    func monthLengths() {
        let lengths2026 = (1...12).map { CivilDate.daysIn(month: $0, year: 2026) }
        #expect(lengths2026 == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        #expect(CivilDate.daysIn(month: 2, year: 2028) == 29)
    }

    // MARK: Weekdays

    @Test("weekday of known days", arguments: [
        ("1970-01-01", Weekday.thursday),
        ("1969-12-31", .wednesday),
        ("2026-11-21", .saturday),
        ("2026-11-23", .monday),
        ("2026-12-28", .monday),
        ("2027-01-03", .sunday),
        ("2000-01-01", .saturday),
        ("0001-01-01", .monday),
        ("9999-12-31", .friday),
        ("2024-02-29", .thursday),
    ])
    func weekday(text: String, expected: Weekday) {
        #expect(civil(text).weekday == expected)
    }

    @Test("weekdays cycle Monday to Sunday, day after day, before and after 1970")
    func weekdayCycle() {
        for start in [civil(1969, 12, 20), civil(2026, 11, 16)] {
            let week = (0..<14).map { start.adding(days: $0).weekday.rawValue }
            let first = start.weekday.rawValue
            let expected = (0..<14).map { (first - 1 + $0) % 7 + 1 }
            #expect(week == expected)
        }
    }

    @Test("weekday short names read case-insensitively and only as three letters")
    func weekdayNames() {
        #expect(Weekday.allCases.map(\.shortName) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(Weekday(shortName: "mon") == .monday)
        #expect(Weekday(shortName: "SUN") == .sunday)
        #expect(Weekday(shortName: "Wed") == .wednesday)
        #expect(Weekday(shortName: "monday") == nil)
        #expect(Weekday(shortName: "") == nil)
        #expect(Weekday.saturday.isWeekend && Weekday.sunday.isWeekend)
        #expect(!Weekday.friday.isWeekend && !Weekday.monday.isWeekend)
    }

    // MARK: Arithmetic

    @Test("adding days crosses months, years and leap days", arguments: [
        ("2026-01-31", 1, "2026-02-01"),
        ("2026-12-31", 1, "2027-01-01"),
        ("2024-02-28", 1, "2024-02-29"),
        ("2023-02-28", 1, "2023-03-01"),
        ("2026-03-01", -1, "2026-02-28"),
        ("2026-11-21", 0, "2026-11-21"),
        ("2026-11-21", 365, "2027-11-21"),
        ("2024-01-01", 366, "2025-01-01"),
        ("1970-01-01", -1, "1969-12-31"),
        ("2026-11-21", -20_778, "1970-01-01"),
    ])
    func addingDays(start: String, count: Int, expected: String) {
        #expect(civil(start).adding(days: count).description == expected)
    }

    @Test("adding months clamps to the end of a shorter month", arguments: [
        ("2026-01-31", 1, "2026-02-28"),
        ("2024-01-31", 1, "2024-02-29"),
        ("2026-01-31", 2, "2026-03-31"),
        ("2026-01-31", 3, "2026-04-30"),
        ("2026-03-31", -1, "2026-02-28"),
        ("2026-05-31", -1, "2026-04-30"),
        ("2026-01-15", -1, "2025-12-15"),
        ("2026-01-15", -13, "2024-12-15"),
        ("2026-12-31", 1, "2027-01-31"),
        ("2026-11-30", 3, "2027-02-28"),
        ("2026-08-31", 6, "2027-02-28"),
        ("2026-11-21", 0, "2026-11-21"),
        ("2026-11-21", 24, "2028-11-21"),
        ("0001-03-31", -1, "0001-02-28"),
    ])
    func addingMonths(start: String, count: Int, expected: String) {
        #expect(civil(start).adding(months: count).description == expected)
    }

    @Test("adding years clamps Feb 29 to Feb 28", arguments: [
        ("2024-02-29", 1, "2025-02-28"),
        ("2024-02-29", 4, "2028-02-29"),
        ("2024-02-29", -1, "2023-02-28"),
        ("2000-02-29", 100, "2100-02-28"),
        ("2026-11-21", 1, "2027-11-21"),
        ("2026-11-21", -26, "2000-11-21"),
    ])
    func addingYears(start: String, count: Int, expected: String) {
        #expect(civil(start).adding(years: count).description == expected)
    }

    @Test("adding months agrees with Foundation's clamping for every day of 2023–2025")
    func addingMonthsMatchesFoundation() {
        let calendar = utcCalendar(.gregorian)
        let first = civil(2023, 1, 1).dayNumber
        let last = civil(2025, 12, 31).dayNumber
        var mismatches: [String] = []
        for number in stride(from: first, through: last, by: 1) {
            let date = CivilDate(dayNumber: number)
            let instant = Date(timeIntervalSince1970: Double(number) * 86_400)
            for months in [-13, -1, 1, 2, 12, 25] {
                let reference = calendar.date(byAdding: .month, value: months, to: instant)!
                let expected = Int((reference.timeIntervalSince1970 / 86_400).rounded(.down))
                let actual = date.adding(months: months).dayNumber
                if actual != expected { mismatches.append("\(date) + \(months)m") }
            }
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }

    // MARK: Parsing and formatting

    @Test("strict YYYY-MM-DD dates are read", arguments: [
        ("2026-11-21", 2026, 11, 21),
        ("2024-02-29", 2024, 2, 29),
        ("0001-01-01", 1, 1, 1),
        ("9999-12-31", 9999, 12, 31),
        ("2000-02-29", 2000, 2, 29),
    ])
    func parsesValidDates(text: String, year: Int, month: Int, day: Int) throws {
        let date = try #require(CivilDate(text))
        #expect(date.components == (year, month, day))
        #expect(date == CivilDate(year: year, month: month, day: day))
    }

    @Test("anything but a real day written YYYY-MM-DD is rejected", arguments: [
        "2026-02-30", "2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00",
        "2026-01-32", "0000-01-01", "2026-1-01", "2026-01-1", "26-01-01", "20260101", "2026/01/01",
        "2026-01-01 ", " 2026-01-01", "2026-01-01T00", "+026-01-01", "-026-01-01", "2026-0a-01", "2026—01-01",
        "10000-01-01", "", "２０２６-01-01", "2026-1-1",
    ])
    func rejectsInvalidDates(text: String) {
        #expect(CivilDate(text) == nil)
    }

    @Test("out-of-range parts are rejected", arguments: [
        (0, 1, 1), (10_000, 1, 1), (2026, 0, 1), (2026, 13, 1), (2026, 2, 29), (2026, 1, 0), (2026, 1, 32),
        (-1, 1, 1), (2026, 6, 31),
    ])
    func rejectsInvalidParts(year: Int, month: Int, day: Int) {
        #expect(CivilDate(year: year, month: month, day: day) == nil)
    }

    @Test("formats as zero-padded YYYY-MM-DD", arguments: [
        (1, 1, 1, "0001-01-01"),
        (999, 9, 9, "0999-09-09"),
        (2026, 11, 21, "2026-11-21"),
        (9999, 12, 31, "9999-12-31"),
    ])
    func formats(year: Int, month: Int, day: Int, expected: String) {
        #expect(civil(year, month, day).description == expected)
        #expect("\(civil(year, month, day))" == expected)
    }

    @Test("dates order by day")
    func ordering() {
        let dates = ["2026-11-21", "1970-01-01", "2026-11-20", "0001-01-01", "2027-01-01"].map(civil)
        #expect(dates.sorted().map(\.description) == [
            "0001-01-01", "1970-01-01", "2026-11-20", "2026-11-21", "2027-01-01",
        ])
        #expect(civil("2026-11-21") == civil(2026, 11, 21))
        #expect(civil("2026-11-21").hashValue == civil(2026, 11, 21).hashValue)
    }

    // MARK: Brute force and properties

    @Test("every day 1900–2100 matches Foundation's Gregorian calendar (UTC) in y/m/d and weekday")
    func matchesFoundation() {
        let calendar = utcCalendar(.gregorian)
        let first = civil(1900, 1, 1).dayNumber
        let last = civil(2100, 12, 31).dayNumber
        #expect(last - first + 1 == 73_414)
        var mismatches: [String] = []
        var previous: CivilDate?
        for number in first...last {
            let date = CivilDate(dayNumber: number)
            let instant = Date(timeIntervalSince1970: Double(number) * 86_400)
            let reference = calendar.dateComponents([.year, .month, .day, .weekday], from: instant)
            let parts = date.components
            if parts.year != reference.year || parts.month != reference.month || parts.day != reference.day
                || date.weekday.rawValue != isoWeekday(fromFoundation: reference.weekday!) {
                mismatches.append("\(number): \(date) \(date.weekday) vs \(reference)")
            }
            // Constructing from the parts gives the day number back.
            if CivilDate(year: parts.year, month: parts.month, day: parts.day)?.dayNumber != number {
                mismatches.append("\(number): \(date) does not round-trip through its parts")
            }
            if let previous, !(previous < date) { mismatches.append("\(number): not after \(previous)") }
            previous = date
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }

    @Test("parse(format(d)) == d and the day number round trip, every 37th day of 0001–9999")
    func roundTripProperty() {
        let first = CivilDate.earliest.dayNumber
        let last = CivilDate.latest.dayNumber
        var failures: [String] = []
        var checked = 0
        for number in stride(from: first, through: last, by: 37) {
            let date = CivilDate(dayNumber: number)
            let text = date.description
            if CivilDate(text) != date { failures.append("parse(format) \(text)") }
            let parts = date.components
            if CivilDate(year: parts.year, month: parts.month, day: parts.day)?.dayNumber != number {
                failures.append("parts \(text)")
            }
            if !(1...12).contains(parts.month) || parts.day < 1 || parts.day > CivilDate.daysIn(month: parts.month, year: parts.year) {
                failures.append("impossible parts \(text)")
            }
            checked += 1
        }
        #expect(checked > 98_000)
        #expect(failures.isEmpty, "first failures: \(failures.prefix(5))")
    }

    @Test("the last day of every month of 1999–2001 and 9998–9999 round-trips", arguments: [1999, 2000, 2001, 9998, 9999])
    func monthEnds(year: Int) {
        for month in 1...12 {
            let last = civil(year, month, CivilDate.daysIn(month: month, year: year))
            #expect(CivilDate(last.description) == last)
            let next = last.adding(days: 1)
            #expect(next.day == 1)
            #expect(next.month == month % 12 + 1)
        }
    }
}
