import HorizonCore
import Testing

private let source = SourceLocation(file: "todo.txt", line: 1)

private func task(_ line: String, _ holidays: Holidays) -> Task {
    var task = TaskParser.parse(line, at: source).0
    task.observe(holidays)
    return task
}

// Christmas 2026 is a Friday; Boxing Day a Saturday; New Year 2027 a Friday.
private let christmas = Holidays([(day("2026-12-24"), "Christmas Eve"), (day("2026-12-25"), "Christmas Day"),
                                  (day("2026-12-26"), "Boxing Day"), (day("2027-01-01"), "New Year")])

@Suite("Holidays: business-day rules skip them (docs/todotxt.md#holidays)")
struct HolidayTests {
    @Test("Nb steps over weekends and holidays; without holidays nothing changes", arguments: [
        ("2026-12-23", 1, "2026-12-28"), ("2026-12-23", 2, "2026-12-29"), ("2026-12-24", 1, "2026-12-28"),
        ("2026-12-26", 1, "2026-12-28"), ("2026-12-31", 1, "2027-01-04"), ("2026-12-21", 5, "2026-12-30"),
    ])
    func steps(from: String, count: Int, expected: String) {
        #expect(day(from).addingBusinessDays(count, skipping: christmas) == day(expected))
    }

    @Test("without holidays, the five-a-week arithmetic is unchanged")
    func noHolidays() {
        #expect(day("2026-12-23").addingBusinessDays(1) == day("2026-12-24"))
        #expect(day("2026-12-23").addingBusinessDays(1, skipping: Holidays()) == day("2026-12-24"))
    }

    @Test("done writes the next business day after the holidays")
    func completion() throws {
        let completion = try task("Report due:2026-12-23 rec:1b", christmas).completion(on: day("2026-12-23"))
        #expect(completion.nextLine == "2026-12-23 Report due:2026-12-28 rec:1b")
        let strict = try task("Standup due:2026-12-23 rec:+1b", christmas).completion(on: day("2026-12-23"))
        #expect(strict.nextLine == "2026-12-23 Standup due:2026-12-28 rec:+1b")
    }

    @Test("skip moves over the holidays too")
    func skip() throws {
        #expect(try task("Standup due:2026-12-23 rec:+1b", christmas).skippedLine() == "Standup due:2026-12-28 rec:+1b")
    }

    @Test("the projection leaves the holidays out, as done would write the dates")
    func projection() {
        let occurrences = task("Standup due:2026-12-22 rec:+1b", christmas)
            .projectedOccurrences(today: day("2026-12-21"), through: day("2027-01-05"))
        #expect(occurrences.map(\.date.description) == ["2026-12-23", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-04", "2027-01-05"])
    }

    @Test("the planner gives the holidays to b rules only, and the plan keeps them for the pages")
    func planner() {
        let list = taskList("Standup due:2026-12-23 rec:+1b", "Gym due:2026-12-23 rec:1d")
        let plan = Planner(today: day("2026-12-21"), options: PlanOptions(holidays: christmas)).plan(list)
        let christmasDay = plan.days.first { $0.period == .day(day("2026-12-25")) }
        #expect(christmasDay?.texts(in: plan.tasks) == ["Gym due:2026-12-23 rec:1d"])
        let eve = plan.days.first { $0.period == .day(day("2026-12-24")) }
        #expect(eve?.texts(in: plan.tasks) == ["Gym due:2026-12-23 rec:1d"])
        #expect(plan.holidays.name(on: day("2026-12-25")) == "Christmas Day")
    }

    @Test("a date given twice keeps its first name; weekdays(from:through:) lists the weekday ones in order")
    func names() {
        let holidays = Holidays([(day("2026-12-25"), "Christmas Day"), (day("2026-12-25"), "Noël"), (day("2026-12-24"), "")])
        #expect(holidays.name(on: day("2026-12-25")) == "Christmas Day")
        #expect(holidays.name(on: day("2026-12-24")) == "")
        #expect(holidays.name(on: day("2026-12-23")) == nil)
        #expect(christmas.weekdays(from: day("2026-12-01"), through: day("2027-12-31")) == [day("2026-12-24"), day("2026-12-25"), day("2027-01-01")])
    }
}
