import HorizonCore
import Testing

/// docs/output.md#planner-pdf: the tablet planner's pages and their order come from the dates alone.
@Suite("Planner pages")
struct PlannerPagesTests {
    let pages = PlannerPages(horizon: Horizon(today: day("2026-11-23")))

    @Test("Today, the overviews, months, weeks, days, then the overflow pages; named in ASCII")
    func order() {
        let names = pages.pages.map(\.destination)
        #expect(names.count == 3 + 6 + 6 + 7 + 6 + 6)
        #expect(names.prefix(4) == ["today", "months", "weeks", "2026-11"])
        #expect(names[9] == "2026-W48" && names[15] == "2026-11-23" && names[22] == "2026-W48-more" && names[28] == "2026-11-more")
        #expect(names.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } })
        #expect(pages.pages.map(\.number) == Array(1...34))
        #expect(pages.page(.day(day("2026-11-30"))) == nil)
    }

    @Test("a day's rest goes to its week's overflow page, or its month's beyond the 6 weeks")
    func overflow() {
        #expect(pages.overflow(ofDay: day("2026-11-25")) == .weekMore(ISOWeek(weekYear: 2026, week: 48)!))
        #expect(pages.overflow(ofDay: day("2027-02-03")) == .monthMore(YearMonth(year: 2027, month: 2)!))
        #expect(pages.overflow(ofDay: day("2026-11-02")) == .monthMore(YearMonth(year: 2026, month: 11)!))
    }

    @Test("up: a day to its month and week, a week to its Thursday's month, or the first month when that one is not in the horizon")
    func up() {
        #expect(pages.up(from: .day(day("2026-11-25"))) == [.month(YearMonth(year: 2026, month: 11)!), .week(ISOWeek(weekYear: 2026, week: 48)!)])
        #expect(pages.up(from: .week(ISOWeek(weekYear: 2026, week: 49)!)) == [.month(YearMonth(year: 2026, month: 12)!)])
        // 1 January 2027: its week's Thursday is 31 December, a month the horizon (January to June) does not have.
        let newYear = PlannerPages(horizon: Horizon(today: day("2027-01-01")))
        #expect(newYear.up(from: .week(ISOWeek(weekYear: 2026, week: 53)!)) == [.month(YearMonth(year: 2027, month: 1)!)])
        #expect(newYear.pages.map(\.destination).contains("2026-W53-more"))
        #expect(pages.up(from: .today).isEmpty && pages.up(from: .month(YearMonth(year: 2026, month: 12)!)) == [.months])
    }

    @Test("previous and next: within a kind, across kinds at its ends, nothing at the file's ends")
    func neighbours() {
        #expect(pages.neighbours(of: .week(ISOWeek(weekYear: 2026, week: 49)!)) == (.week(ISOWeek(weekYear: 2026, week: 48)!), .week(ISOWeek(weekYear: 2026, week: 50)!)))
        #expect(pages.neighbours(of: .week(ISOWeek(weekYear: 2026, week: 48)!)).previous == .month(YearMonth(year: 2027, month: 4)!))
        #expect(pages.neighbours(of: .today) == (nil, .months))
        #expect(pages.neighbours(of: .monthMore(YearMonth(year: 2027, month: 4)!)).next == nil)
    }
}
