import HorizonCore
import Testing

private func periodDate(_ text: String) -> CivilDate {
    guard let date = CivilDate(text) else { preconditionFailure("bad test date \(text)") }
    return date
}

private func periodOf(_ text: String) -> Period {
    guard let period = Period(text) else { preconditionFailure("bad test period \(text)") }
    return period
}

@Suite("Period")
struct PeriodTests {
    // MARK: Parsing and formatting

    @Test("the four forms parse to the right level and format back unchanged", arguments: [
        ("2026-11-21", PeriodLevel.day),
        ("2026-W48", .week),
        ("2026-W53", .week),
        ("2026-11", .month),
        ("2026", .year),
        ("0001-01-01", .day),
        ("9999-12", .month),
        ("0001", .year),
        ("9999", .year),
    ])
    func parseFormat(text: String, level: PeriodLevel) throws {
        let period = try #require(Period(text))
        #expect(period.level == level)
        #expect(period.description == text)
    }

    @Test("parsed periods carry the right value")
    func parsedValues() {
        #expect(Period("2026-11-21") == .day(CivilDate(year: 2026, month: 11, day: 21)!))
        #expect(Period("2026-W48") == .week(ISOWeek(weekYear: 2026, week: 48)!))
        #expect(Period("2026-11") == .month(YearMonth(year: 2026, month: 11)!))
        #expect(Period("2027") == .year(2027))
    }

    @Test("anything else is not a period", arguments: [
        "", "2026-02-30", "2026-13-01", "2026-13", "2026-00", "2026-W54", "2025-W53", "2026-W00", "0000",
        "10000", "202", "2026-1", "2026-1-01", "2026-w48", "26-11", "2026-11-21-", "abcd", "-202",
        "2026-11-2a", "+2026", "0000-01", "0000-W01", "0000-01-01",
    ])
    func rejects(text: String) {
        #expect(Period(text) == nil)
    }

    @Test("period levels are named day, week, month, year and read case-insensitively")
    func levelNames() {
        #expect(PeriodLevel.allCases.map(\.name) == ["day", "week", "month", "year"])
        #expect(PeriodLevel(name: "week") == .week)
        #expect(PeriodLevel(name: "YEAR") == .year)
        #expect(PeriodLevel(name: "Month") == .month)
        #expect(PeriodLevel(name: "days") == nil)
        #expect(PeriodLevel(name: "") == nil)
        #expect(PeriodLevel.day < .week && PeriodLevel.week < .month && PeriodLevel.month < .year)
    }

    // MARK: Bounds

    @Test("first and last day of each form", arguments: [
        ("2026-11-21", "2026-11-21", "2026-11-21"),
        ("2026-W48", "2026-11-23", "2026-11-29"),
        ("2026-W53", "2026-12-28", "2027-01-03"),
        ("2025-W01", "2024-12-30", "2025-01-05"),
        ("2026-11", "2026-11-01", "2026-11-30"),
        ("2026-02", "2026-02-01", "2026-02-28"),
        ("2024-02", "2024-02-01", "2024-02-29"),
        ("2026-12", "2026-12-01", "2026-12-31"),
        ("2026", "2026-01-01", "2026-12-31"),
        ("9999", "9999-01-01", "9999-12-31"),
    ])
    func bounds(text: String, first: String, last: String) {
        let period = periodOf(text)
        #expect(period.firstDay.description == first)
        #expect(period.lastDay.description == last)
    }

    @Test("YearMonth steps across years and reads strictly")
    func yearMonth() throws {
        let november = try #require(YearMonth("2026-11"))
        #expect(november.adding(months: 2).description == "2027-01")
        #expect(november.adding(months: -11).description == "2025-12")
        #expect(YearMonth(containing: periodDate("2024-02-29")).description == "2024-02")
        #expect(YearMonth("2026-13") == nil)
        #expect(YearMonth("2026-00") == nil)
        #expect(YearMonth("2026-1") == nil)
        #expect(YearMonth(year: 0, month: 1) == nil)
        #expect(YearMonth(year: 2026, month: 13) == nil)
        #expect(YearMonth(year: 5, month: 3)?.description == "0005-03")
    }

    // MARK: contains, overlaps, includes

    @Test("contains is true exactly for the days between first and last day", arguments: [
        ("2026-W53", "2026-12-27", false),
        ("2026-W53", "2026-12-28", true),
        ("2026-W53", "2027-01-03", true),
        ("2026-W53", "2027-01-04", false),
        ("2026-11", "2026-10-31", false),
        ("2026-11", "2026-11-01", true),
        ("2026-11", "2026-11-30", true),
        ("2026-11", "2026-12-01", false),
        ("2026", "2025-12-31", false),
        ("2026", "2026-01-01", true),
        ("2026", "2026-12-31", true),
        ("2026", "2027-01-01", false),
        ("2026-11-21", "2026-11-21", true),
        ("2026-11-21", "2026-11-22", false),
        ("2026-11-21", "2026-11-20", false),
    ])
    func contains(period: String, day: String, expected: Bool) {
        #expect(periodOf(period).contains(periodDate(day)) == expected)
    }

    @Test("overlaps is symmetric and true when a day is shared", arguments: [
        ("2023-W48", "2023-11", true),
        ("2023-W48", "2023-12", true),
        ("2023-W48", "2024-01", false),
        ("2025-W01", "2024", true),
        ("2025-W01", "2025", true),
        ("2025-W01", "2024-12-31", true),
        ("2025-W01", "2025-01-06", false),
        ("2023-W52", "2024-01", false),
        ("2023-W52", "2024", false),
        ("2026-11", "2026-12", false),
        ("2026-11", "2026-11", true),
        ("2026-W48", "2026-W49", false),
        ("2026", "2026-11-21", true),
        ("2026", "2027-01-01", false),
    ])
    func overlaps(lhs: String, rhs: String, expected: Bool) {
        #expect(periodOf(lhs).overlaps(periodOf(rhs)) == expected)
        #expect(periodOf(rhs).overlaps(periodOf(lhs)) == expected)
    }

    @Test("includes: a coarser period lists a finer one it shares a day with (docs/todotxt.md#straddling-weeks)", arguments: [
        // A week belongs to every month and year it overlaps.
        ("2023-11", "2023-W48", true),
        ("2023-12", "2023-W48", true),
        ("2024-01", "2023-W52", false),
        ("2023-12", "2023-W52", true),
        ("2024-12", "2025-W01", true),
        ("2025-01", "2025-W01", true),
        ("2024", "2025-W01", true),
        ("2025", "2025-W01", true),
        ("2025-01", "2024-W52", false),
        ("2025", "2024-W52", false),
        ("2024", "2024-W52", true),
        ("2023", "2023-W46", true),
        // Days inside weeks, months, years.
        ("2023-W46", "2023-11-13", true),
        ("2023-W46", "2023-11-20", false),
        ("2023-11", "2023-11-13", true),
        ("2023", "2023-11-13", true),
        ("2024", "2023-11-13", false),
        ("2023", "2023-11", true),
        ("2024", "2023-11", false),
        // Never the same level or a coarser one.
        ("2023-11", "2023-11", false),
        ("2023-W48", "2023-W48", false),
        ("2023-11-13", "2023-11-13", false),
        ("2023-W48", "2023-11", false),
        ("2023-11", "2023", false),
        ("2023-11-13", "2023-W46", false),
    ])
    func includes(outer: String, inner: String, expected: Bool) {
        #expect(periodOf(outer).includes(periodOf(inner)) == expected)
    }

    // MARK: months and years a period overlaps

    @Test("months and years a period overlaps", arguments: [
        ("2023-W48", ["2023-11", "2023-12"], [2023]),
        ("2025-W01", ["2024-12", "2025-01"], [2024, 2025]),
        ("2023-W52", ["2023-12"], [2023]),
        ("2024-W52", ["2024-12"], [2024]),
        ("2026-W53", ["2026-12", "2027-01"], [2026, 2027]),
        ("2023-W46", ["2023-11"], [2023]),
        ("2026-11-21", ["2026-11"], [2026]),
        ("2026-11", ["2026-11"], [2026]),
        ("2026", ["2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06",
                  "2026-07", "2026-08", "2026-09", "2026-10", "2026-11", "2026-12"], [2026]),
    ])
    func monthsAndYears(text: String, months: [String], years: [Int]) {
        let period = periodOf(text)
        #expect(period.months.map(\.description) == months)
        #expect(period.years == years)
    }

    @Test("every week of 2020–2030 lists exactly the months and years its days fall in")
    func monthsOfEveryWeek() {
        var failures: [String] = []
        var week = ISOWeek(weekYear: 2020, week: 1)!
        while week.weekYear <= 2030 {
            let period = Period.week(week)
            var expectedMonths: [String] = []
            var expectedYears: [Int] = []
            for day in week.days {
                let month = YearMonth(containing: day).description
                if expectedMonths.last != month { expectedMonths.append(month) }
                if expectedYears.last != day.year { expectedYears.append(day.year) }
            }
            if period.months.map(\.description) != expectedMonths || period.years != expectedYears {
                failures.append(week.description)
            }
            for month in period.months where !Period.month(month).includes(period) {
                failures.append("\(month) does not include \(week)")
            }
            for year in period.years where !Period.year(year).includes(period) {
                failures.append("\(year) does not include \(week)")
            }
            week = week.next
        }
        #expect(failures.isEmpty, "first failures: \(failures.prefix(5))")
    }

    // MARK: Ordering

    @Test("periods order by first day, finer before coarser")
    func ordering() {
        let texts = ["2027", "2026-11", "2026-W48", "2026-11-21", "2026", "2026-01-01", "2026-W01", "2026-12", "2026-11-01"]
        let sorted = texts.map(periodOf).sorted().map(\.description)
        #expect(sorted == [
            "2026-W01",      // starts 2025-12-29
            "2026-01-01",
            "2026",
            "2026-11-01",
            "2026-11",
            "2026-11-21",
            "2026-W48",      // starts 2026-11-23
            "2026-12",
            "2027",
        ])
        #expect(periodOf("2026-11-01") < periodOf("2026-11"))
        #expect(periodOf("2026-01") < periodOf("2026"))
        #expect(!(periodOf("2026") < periodOf("2026-01-01")))
        #expect(!(periodOf("2026") < periodOf("2026")))
    }
}
