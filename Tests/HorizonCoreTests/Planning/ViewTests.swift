import HorizonCore
import Testing

/// The 7-day, 6-week and 6-month views and the year pages (docs/todotxt.md#what-each-view-lists).
@Suite("Views")
struct ViewTests {
    @Test("the views cover 7 days, 6 ISO weeks, 6 months and the years those months touch")
    func shape() {
        let plan = Planner(today: day("2026-11-21")).plan(taskList("Nothing"))
        #expect(plan.days.map(\.period.description) == (21...27).map { "2026-11-\($0)" })
        #expect(plan.weeks.map(\.period.description) == ["2026-W47", "2026-W48", "2026-W49", "2026-W50", "2026-W51", "2026-W52"])
        #expect(plan.months.map(\.period.description) == ["2026-11", "2026-12", "2027-01", "2027-02", "2027-03", "2027-04"])
        #expect(plan.years.map(\.period.description) == ["2026", "2027"])
    }

    @Test("2026-W53 from 2026-12-20: listed in December 2026 and January 2027, years 2026 and 2027")
    func week53() {
        let plan = Planner(today: day("2026-12-20")).plan(taskList("Thank-you cards plan:2026-W53"))
        #expect(plan.weeks.map(\.period.description) == ["2026-W51", "2026-W52", "2026-W53", "2027-W01", "2027-W02", "2027-W03"])
        func listing(_ lists: [PeriodList]) -> [String] {
            lists.filter { !$0.items.isEmpty }.map(\.period.description)
        }
        #expect(listing(plan.weeks) == ["2026-W53"])
        #expect(listing(plan.months) == ["2026-12", "2027-01"])
        #expect(listing(plan.years) == ["2026", "2027"])
    }

    @Test("a due date without plan plans the task on its due day; with plan it is listed at the plan and its due day marks the deadline")
    func dueAndPlan() throws {
        let plan = Planner(today: day("2026-11-23")).plan(taskList(
            "Only due due:2026-11-25",
            "Planned with deadline plan:2026-11-24 due:2026-11-26"
        ))
        #expect(plan.days[2].texts(in: plan.tasks) == ["Only due due:2026-11-25"])
        #expect(plan.days[2].items.first?.reason == .due)
        let planned = try #require(plan.days[1].items.first)
        #expect(planned.reason == .planned)
        #expect(planned.due == day("2026-11-26"))
        // Its due day marks the deadline (docs/output.md#what-a-page-looks-like).
        #expect(plan.days[3].items.map(\.reason) == [.deadline])
    }

    @Test("a week lists its own tasks first, then its days' items in date order")
    func weekGrouping() {
        let plan = Planner(today: day("2026-11-23")).plan(taskList(
            "Thursday thing due:2026-11-26",
            "Monday thing due:2026-11-23",
            "Week thing plan:2026-W48"
        ))
        #expect(plan.weeks[0].texts(in: plan.tasks) == ["Week thing plan:2026-W48", "Monday thing due:2026-11-23", "Thursday thing due:2026-11-26"])
        #expect(plan.weeks[0].items.map(\.period.description) == ["2026-W48", "2026-11-23", "2026-11-26"])
    }

    @Test("a month lists its own tasks, then the weeks that overlap it, then its days")
    func monthGrouping() {
        let plan = Planner(today: day("2026-11-23")).plan(taskList(
            "Day in December due:2026-12-02",
            "Straddling week plan:2026-W49",
            "December plan:2026-12"
        ))
        #expect(plan.months[1].texts(in: plan.tasks) == ["December plan:2026-12", "Straddling week plan:2026-W49", "Day in December due:2026-12-02"])
        #expect(plan.months[0].texts(in: plan.tasks) == ["Straddling week plan:2026-W49"])
    }

    @Test("a period page lists the whole period, not only the part inside the horizon")
    func wholePeriod() {
        let plan = Planner(today: day("2026-11-23")).plan(taskList("Early in the week due:2026-11-16", "Year end due:2026-12-31 show:year"))
        #expect(plan.weeks[0].period.description == "2026-W48")
        #expect(plan.months[0].texts(in: plan.tasks) == ["Early in the week due:2026-11-16"])
        #expect(plan.years[0].texts(in: plan.tasks) == ["Early in the week due:2026-11-16", "Year end due:2026-12-31 show:year"])
    }

    @Test("a threshold is judged against the period shown: not listed in periods that end before it, listed from it on")
    func thresholds() {
        let list = taskList(
            "Not yet plan:2026-W48 t:2026-11-30",
            "Starts later this week plan:2026-W48 t:2026-11-27",
            "Started plan:2026-W48 t:2026-11-23",
            "Planned before its threshold due:2026-11-16 t:2026-11-18",
            "Started before its day due:2026-11-17 t:2026-11-16"
        )
        let planner = Planner(today: day("2026-11-23"))
        let plan = planner.plan(list)
        #expect(plan.weeks[0].texts(in: plan.tasks) == ["Started plan:2026-W48 t:2026-11-23", "Starts later this week plan:2026-W48 t:2026-11-27"])
        // A plan whose threshold comes after its week starts the week after, on its threshold day.
        #expect(plan.weeks[1].texts(in: plan.tasks) == ["Not yet plan:2026-W48 t:2026-11-30"])
        #expect(plan.weeks[1].items.map(\.reason) == [.starts])
        let lastWeek = planner.list(for: period("2026-W47"), of: list)
        #expect(lastWeek.texts(in: planner.tasks(of: list)) == ["Started before its day due:2026-11-17 t:2026-11-16", "Planned before its threshold due:2026-11-16 t:2026-11-18"])
        #expect(lastWeek.items.map(\.reason) == [.due, .starts])
    }

    @Test("completed tasks are kept out of the lists and shown as the period's history")
    func completedHistory() {
        let plan = Planner(today: day("2026-11-23")).plan(taskList(
            "x 2026-11-23 Done today due:2026-11-23",
            "x 2026-11-20 Done last week"
        ))
        #expect(plan.days[0].items.isEmpty)
        #expect(plan.days[0].completed.map { String($0.description) } == ["Done today due:2026-11-23"])
        #expect(plan.months[0].completed.count == 2)
        #expect(plan.weeks[0].completed.count == 1)
    }
}

/// docs/todotxt.md#order ordering inside a list.
@Suite("Ordering")
struct OrderingTests {
    @Test("timed items by time first, then priority A…Z before none, then due date, then text, then line")
    func order() {
        let plan = Planner(today: day("2026-11-23")).plan(taskList(
            "b no priority plan:2026-W48",
            "a no priority plan:2026-W48",
            "(B) priority B plan:2026-W48",
            "late time plan:2026-W48 at:18:00",
            "(A) priority A plan:2026-W48",
            "early time plan:2026-W48 at:07:30",
            "z with due plan:2026-W48 due:2026-11-30",
            "a no priority plan:2026-W48"
        ))
        #expect(plan.weeks[0].items.map { plan.tasks[$0].source.line } == [6, 4, 5, 3, 7, 2, 8, 1])
    }
}
