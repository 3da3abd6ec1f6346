import Foundation
import HorizonCore
import Testing

private func isoDate(_ text: String) -> CivilDate {
    guard let date = CivilDate(text) else { preconditionFailure("bad test date \(text)") }
    return date
}

private func isoWeek(_ text: String) -> ISOWeek {
    guard let week = ISOWeek(text) else { preconditionFailure("bad test week \(text)") }
    return week
}

@Suite("ISOWeek")
struct ISOWeekTests {
    @Test("the ISO vectors of docs/todotxt.md#periods-and-weeks", arguments: [
        ("2019-12-30", "2020-W01"),
        ("2020-12-31", "2020-W53"),
        ("2021-01-03", "2020-W53"),
        ("2021-01-04", "2021-W01"),
        ("2024-12-30", "2025-W01"),
        ("2024-12-29", "2024-W52"),
        ("2026-12-31", "2026-W53"),
        ("2027-01-01", "2026-W53"),
        ("2027-01-03", "2026-W53"),
        ("2027-01-04", "2027-W01"),
        ("2026-11-21", "2026-W47"),
        ("2023-11-13", "2023-W46"),
        ("2023-11-27", "2023-W48"),
        ("2023-12-31", "2023-W52"),
        ("2005-01-01", "2004-W53"),
        ("2008-12-29", "2009-W01"),
        ("2010-01-03", "2009-W53"),
        ("0001-01-01", "0001-W01"),
    ])
    func containing(day: String, label: String) {
        let week = ISOWeek(containing: isoDate(day))
        #expect(week.description == label)
        #expect(week == isoWeek(label))
        #expect(week.firstDay <= isoDate(day) && isoDate(day) <= week.lastDay)
    }

    @Test("week labels use the week-year, not the calendar year of the day")
    func weekYearDiffersFromCalendarYear() {
        let week = ISOWeek(containing: isoDate("2027-01-01"))
        #expect(week.weekYear == 2026)
        #expect(week.week == 53)
        let early = ISOWeek(containing: isoDate("2024-12-30"))
        #expect(early.weekYear == 2025)
        #expect(early.week == 1)
    }

    @Test("2026-W53 runs from Monday 2026-12-28 to Sunday 2027-01-03")
    func week53Of2026() throws {
        let week = try #require(ISOWeek(weekYear: 2026, week: 53))
        #expect(week.firstDay == isoDate("2026-12-28"))
        #expect(week.lastDay == isoDate("2027-01-03"))
        #expect(week.firstDay.weekday == .monday)
        #expect(week.lastDay.weekday == .sunday)
        #expect(week.days.map(\.description) == [
            "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03",
        ])
    }

    @Test("first and last days of known weeks", arguments: [
        ("2025-W01", "2024-12-30", "2025-01-05"),
        ("2023-W48", "2023-11-27", "2023-12-03"),
        ("2023-W52", "2023-12-25", "2023-12-31"),
        ("2024-W52", "2024-12-23", "2024-12-29"),
        ("2020-W01", "2019-12-30", "2020-01-05"),
        ("2020-W53", "2020-12-28", "2021-01-03"),
        ("2026-W01", "2025-12-29", "2026-01-04"),
        ("0001-W01", "0001-01-01", "0001-01-07"),
    ])
    func bounds(label: String, first: String, last: String) {
        let week = isoWeek(label)
        #expect(week.firstDay.description == first)
        #expect(week.lastDay.description == last)
    }

    @Test("weeksIn: 53 when the year starts on a Thursday, or a Wednesday in a leap year", arguments: [
        (2015, 53), (2020, 53), (2026, 53), (2032, 53), (2004, 53), (2009, 53), (1976, 53),
        (2019, 52), (2021, 52), (2023, 52), (2024, 52), (2025, 52), (2027, 52), (2000, 52), (1900, 52),
    ])
    func weeksIn(year: Int, weeks: Int) {
        #expect(ISOWeek.weeksIn(weekYear: year) == weeks)
        // The last week of the week-year ends on the Sunday before week 1 of the next.
        let last = ISOWeek(weekYear: year, week: weeks)
        #expect(last != nil)
        #expect(last?.lastDay.adding(days: 1) == ISOWeek(weekYear: year + 1, week: 1)?.firstDay)
        #expect(ISOWeek(weekYear: year, week: weeks + 1) == nil)
    }

    @Test("weeksIn matches the number of Thursdays in the calendar year, for every year 1900–2100")
    func weeksInCountsThursdays() {
        var mismatches: [Int] = []
        for year in 1900...2100 {
            let first = CivilDate(year: year, month: 1, day: 1)!
            let length = CivilDate.isLeap(year: year) ? 366 : 365
            let thursdays = (0..<length).filter { first.adding(days: $0).weekday == .thursday }.count
            if ISOWeek.weeksIn(weekYear: year) != thursdays { mismatches.append(year) }
        }
        #expect(mismatches.isEmpty, "years: \(mismatches.prefix(5))")
    }

    @Test("every day 1900–2100 matches Foundation's ISO 8601 calendar (UTC) in week-year and week")
    func matchesFoundation() {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let first = CivilDate(year: 1900, month: 1, day: 1)!.dayNumber
        let last = CivilDate(year: 2100, month: 12, day: 31)!.dayNumber
        var mismatches: [String] = []
        for number in first...last {
            let date = CivilDate(dayNumber: number)
            let instant = Date(timeIntervalSince1970: Double(number) * 86_400)
            let reference = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: instant)
            let week = ISOWeek(containing: date)
            if week.weekYear != reference.yearForWeekOfYear || week.week != reference.weekOfYear {
                mismatches.append("\(date): \(week) vs \(reference)")
            }
            // The week holds the day, at the position of its weekday.
            if date.dayNumber - week.firstDay.dayNumber != date.weekday.rawValue - 1 {
                mismatches.append("\(date): not at its weekday in \(week)")
            }
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }

    @Test("every week 1900–2100 round-trips through its first and last day, label and neighbours")
    func roundTrips() {
        var failures: [String] = []
        var count = 0
        for year in 1900...2100 {
            for number in 1...ISOWeek.weeksIn(weekYear: year) {
                guard let week = ISOWeek(weekYear: year, week: number) else {
                    failures.append("\(year) week \(number) missing")
                    continue
                }
                count += 1
                if ISOWeek(containing: week.firstDay) != week { failures.append("first day of \(week)") }
                if ISOWeek(containing: week.lastDay) != week { failures.append("last day of \(week)") }
                if week.firstDay.weekday != .monday || week.lastDay.weekday != .sunday {
                    failures.append("\(week) not Monday to Sunday")
                }
                if week.lastDay.dayNumber - week.firstDay.dayNumber != 6 { failures.append("\(week) length") }
                if ISOWeek(week.description) != week { failures.append("parse(format) \(week)") }
                if week.next.previous != week || week.next.firstDay != week.lastDay.adding(days: 1) {
                    failures.append("neighbours of \(week)")
                }
                if !(week < week.next) { failures.append("order of \(week)") }
            }
        }
        // 201 years of 52 weeks plus the long years (ISO years with 53 weeks between 1900 and 2100).
        #expect(count == 201 * 52 + (1900...2100).filter { ISOWeek.weeksIn(weekYear: $0) == 53 }.count)
        #expect(failures.isEmpty, "first failures: \(failures.prefix(5))")
    }

    @Test("next and previous cross the week-year")
    func neighbours() {
        #expect(isoWeek("2026-W53").next.description == "2027-W01")
        #expect(isoWeek("2027-W01").previous.description == "2026-W53")
        #expect(isoWeek("2025-W52").next.description == "2026-W01")
        #expect(isoWeek("2026-W01").previous.description == "2025-W52")
    }

    @Test("valid week labels are read", arguments: [
        ("2026-W53", 2026, 53), ("2026-W01", 2026, 1), ("2025-W52", 2025, 52), ("2020-W53", 2020, 53),
        ("0001-W01", 1, 1),
    ])
    func parses(text: String, year: Int, week: Int) throws {
        let parsed = try #require(ISOWeek(text))
        #expect(parsed.weekYear == year)
        #expect(parsed.week == week)
        #expect(parsed.description == text)
    }

    @Test("invalid week labels are rejected", arguments: [
        "2025-W53", "2026-W00", "2026-W54", "2026-W99", "0000-W01", "2026-w10", "2026W10", "2026-W1",
        "2026-W001", "26-W10", "2026-W1a", "2026-10", "2026-11-21", "", "2026-W-1",
    ])
    func rejects(text: String) {
        #expect(ISOWeek(text) == nil)
    }

    @Test("invalid week numbers are rejected from parts", arguments: [
        (2026, 0), (2026, 54), (2025, 53), (2024, 53), (0, 1), (10_000, 1), (2026, -1),
    ])
    func rejectsParts(year: Int, week: Int) {
        #expect(ISOWeek(weekYear: year, week: week) == nil)
    }

    @Test("formats with four-digit year and two-digit week")
    func formats() {
        #expect(ISOWeek(weekYear: 2026, week: 5)?.description == "2026-W05")
        #expect(ISOWeek(weekYear: 33, week: 10)?.description == "0033-W10")
    }

    @Test("weeks order by week-year then week")
    func ordering() {
        let weeks = ["2027-W01", "2026-W53", "2026-W02", "2025-W52", "2026-W10"].map(isoWeek)
        #expect(weeks.sorted().map(\.description) == ["2025-W52", "2026-W02", "2026-W10", "2026-W53", "2027-W01"])
    }
}
