import HorizonCore
import Testing

/// docs/todotxt.md#missed-plans: missed week and month plans on Today, and the Unplanned list.
@Suite("Missed plans and unplanned tasks")
struct MissedAndUnplannedTests {
    let today = day("2026-11-23")

    @Test("missed plans are carried to Today with the period they were planned for", arguments: [
        ("Fix the door plan:2026-11-18", "2026-11-18"),
        ("Sort the photos plan:2026-W46", "2026-W46"),
        ("Clear the gutters plan:2026-10", "2026-10"),
        ("Learn to juggle plan:2025", "2025"),
    ])
    func carried(line: String, from planned: String) throws {
        let item = try #require(Planner(today: today).plan(taskList(line)).days[0].items.first)
        #expect(item.reason == .carried)
        #expect(item.carriedFrom == period(planned))
        #expect(item.period == .day(today))
    }

    @Test("a carried week or month plan is not also listed in its past period; with --missed drop it stays there and is not on Today")
    func carriedWeekLeavesItsPeriod() {
        let list = taskList("Sort the photos plan:2026-W46", "Clear the gutters plan:2026-11-02 show:day")
        let carry = Planner(today: today)
        #expect(carry.list(for: period("2026-W46"), of: list).items.isEmpty)
        #expect(carry.plan(list).months[0].items.isEmpty)
        #expect(carry.plan(list).years[0].items.isEmpty)
        // A carried day plan stays on its day, as a record of the day.
        #expect(carry.list(for: period("2026-11-02"), of: list).items.map(\.reason) == [.planned])

        let drop = Planner(today: today, options: PlanOptions(missed: .drop))
        #expect(drop.plan(list).days[0].items.isEmpty)
        #expect(drop.list(for: period("2026-W46"), of: list).texts(in: drop.tasks(of: list)) == ["Sort the photos plan:2026-W46"])
        #expect(drop.plan(list).months[0].texts(in: drop.tasks(of: list)) == ["Sort the photos plan:2026-W46"])
    }

    @Test("the current week and month are not missed; a plan not started yet is not carried")
    func notMissed() {
        let plan = Planner(today: today).plan(taskList(
            "This week plan:2026-W48", "This month plan:2026-11", "Not started plan:2026-W46 t:2026-11-30"
        ))
        #expect(plan.days[0].items.isEmpty)
        #expect(plan.weeks[0].texts(in: plan.tasks) == ["This week plan:2026-W48"])
    }

    @Test("the feed lists carried week plans with Today's overdue and carried items")
    func feed() {
        let plan = Planner(today: today).plan(taskList("Sort the photos plan:2026-W46"))
        #expect(plan.upcoming.map(\.carriedFrom) == [period("2026-W46")])
    }

    @Test("unplanned: open tasks with no due, plan or threshold ahead, and those whose only date is invalid, in list order")
    func unplanned() {
        let plan = Planner(today: today).plan(taskList(
            "Learn Italian +self",
            "Dated due:2026-11-30",
            "Planned plan:2026-12",
            "x 2026-11-01 Done",
            "Hidden h:1",
            "Floating float:1",
            "Not yet t:2026-12-01",
            "Bad date due:2026-13-01",
            "Started t:2026-11-01",
            "Bad plan plan:2026-W54",
            "(A) Fix the bike +home"
        ))
        #expect(plan.unplanned.map { plan.tasks[$0].source.line } == [1, 8, 9, 10, 11])
        #expect(plan.unplanned.allSatisfy { $0.reason == .unplanned })
    }

    @Test("every diagnostic carries the task's line")
    func diagnosticText() {
        let plan = Planner(today: today).plan(taskList("Fine", "Bad date due:2026-13-01 +x"))
        #expect(plan.diagnostics.map(\.text) == ["Bad date due:2026-13-01 +x"])
        #expect(plan.diagnostics.map(\.position) == ["todo.txt:2:14"])
    }
}

/// docs/todotxt.md#order: a month or year page in date order.
@Suite("Calendar order of long lists")
struct CalendarOrderTests {
    @Test("a month: its own plans, then each week and day in calendar order, a week at its first day inside the month")
    func month() {
        let plan = Planner(today: day("2026-11-23")).plan(taskList(
            "Day 8 due:2026-12-08",
            "Week 50 plan:2026-W50",
            "Day 3 due:2026-12-03",
            "Day 1 due:2026-12-01",
            "Week 49 plan:2026-W49",
            "December plan:2026-12",
            "Day 7 due:2026-12-07"
        ))
        #expect(plan.months[1].texts(in: plan.tasks).map { String($0.prefix(8)) } == ["December", "Week 49 ", "Day 1 du", "Day 3 du", "Week 50 ", "Day 7 du", "Day 8 du"])
        #expect(plan.months[0].texts(in: plan.tasks).map { String($0.prefix(8)) } == ["Week 49 "])
    }

    @Test("a year: its plans, then months, weeks and days by the day they start, coarser first")
    func year() {
        let plan = Planner(today: day("2026-11-23")).plan(taskList(
            "February plan:2027-02", "Day Jan 4 due:2027-01-04", "Week 1 plan:2027-W01", "Day Jan 1 due:2027-01-01",
            "Year plan:2027", "Week 53 plan:2026-W53", "January plan:2027-01"
        ))
        #expect(plan.years[1].texts(in: plan.tasks).map { $0.components(separatedBy: " plan:")[0].components(separatedBy: " due:")[0] }
            == ["Year", "January", "Week 53", "Day Jan 1", "Week 1", "Day Jan 4", "February"])
    }
}
