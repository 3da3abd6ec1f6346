import HorizonCore
import Testing

/// A task planned for another period than its due day is marked on its due day as a `deadline` item
/// (docs/output.md#what-a-page-looks-like).
@Suite("Deadlines")
struct DeadlineTests {
    let today = day("2026-11-23")

    /// What `list` (of a plan of `tasks`) holds for the task on line `line`: the reasons of its items.
    func reasons(_ list: PeriodList, of tasks: TaskTable, line: Int = 1) -> [Reason] {
        list.items.filter { tasks[$0].source.line == line }.map(\.reason)
    }

    @Test("a month plan's deadline in the next month is on its due day's list, planned for the month")
    func monthPlanOnDueDay() {
        let list = Planner(today: today).list(for: period("2027-01-15"), of: taskList("Budget plan:2026-12 due:2027-01-15"))
        #expect(list.items.map { "\($0.reason) \($0.plannedFor.map(String.init(describing:)) ?? "-")" } == ["deadline 2026-12"])
    }

    @Test("a month plan's deadline in the next month is on the due day's week list")
    func monthPlanOnDueWeek() {
        let list = Planner(today: today).list(for: period("2027-W02"), of: taskList("Budget plan:2026-12 due:2027-01-15"))
        #expect(list.items.map { "\($0.reason) \($0.period)" } == ["deadline 2027-01-15"])
    }

    @Test("a month plan's deadline in the next month is on the due day's month list in the plan")
    func monthPlanOnDueMonth() throws {
        let plan = Planner(today: today).plan(taskList("Budget plan:2026-12 due:2027-01-15"))
        let january = try #require(plan.months.first { $0.period == period("2027-01") })
        #expect(january.items.map { "\($0.reason) \($0.period)" } == ["deadline 2027-01-15"])
    }

    @Test("a week plan due in a later week is on that week's list (W53), not only the planned week's")
    func weekPlanOnLaterWeek() throws {
        let plan = Planner(today: today).plan(taskList("Close the books plan:2026-W50 due:2026-12-30"))
        let w53 = try #require(plan.weeks.first { $0.period == period("2026-W53") })
        #expect(w53.items.map { "\($0.reason) \($0.period)" } == ["deadline 2026-12-30"])
    }

    @Test("a task due today but planned for next month is on Today as a deadline")
    func dueTodayPlannedNextMonth() {
        let list = Planner(today: today).plan(taskList("Renew passport plan:2026-12 due:2026-11-23")).days[0]
        #expect(list.items.map(\.reason) == [.deadline])
    }

    @Test("a deadline is not overdue on its own day, and is overdue the day after")
    func overdueOnlyAfterDueDay() {
        let tasks = taskList("Renew passport plan:2026-12 due:2026-11-23")
        let onDueDay = Planner(today: today).plan(tasks)
        let dayAfter = Planner(today: today.adding(days: 1)).plan(tasks)
        #expect([reasons(onDueDay.days[0], of: onDueDay.tasks), reasons(dayAfter.days[0], of: dayAfter.tasks)] == [[.deadline], [.overdue]])
    }

    @Test("a task planned for its due day has no deadline item besides its own; one planned for another day has one")
    func noDuplicateOnPlannedDay() throws {
        let plan = Planner(today: today).plan(taskList(
            "Call the bank plan:2026-11-25 due:2026-11-25", "Prepare slides plan:2026-11-24 due:2026-11-26"))
        let week = try #require(plan.weeks.first)
        #expect(week.items.map { "\($0.reason) \($0.period) \(plan.tasks[$0].source.line)" }
            == ["planned 2026-11-24 2", "planned 2026-11-25 1", "deadline 2026-11-26 2"])
    }

    @Test("a carried task due today stays in Today's backlog, listed once; its week marks the deadline")
    func carriedDueTodayOnce() throws {
        let plan = Planner(today: today).plan(taskList("Fix the door plan:2026-W46 due:2026-11-23"))
        let week = try #require(plan.weeks.first)
        #expect([plan.days[0].items.map(\.reason), week.items.map(\.reason)] == [[.carried], [.deadline]])
    }

    @Test("deadline items are in the week's list but not in the feeds' list")
    func notUpcoming() throws {
        let plan = Planner(today: today).plan(taskList("Close the books plan:2026-W50 due:2026-12-30"))
        let w53 = try #require(plan.weeks.first { $0.period == period("2026-W53") })
        #expect([plan.upcoming.map(\.reason), w53.items.map(\.reason)] == [[.planned], [.deadline]])
    }

    @Test("a year lists the plan, not its deadline, which its month lists")
    func notInYear() throws {
        let plan = Planner(today: today).plan(taskList("Budget plan:2026-12 due:2027-01-15"))
        let year = try #require(plan.years.first { $0.period == period("2027") })
        let january = try #require(plan.months.first { $0.period == period("2027-01") })
        #expect([year.items.map(\.reason), january.items.map(\.reason)] == [[], [.deadline]])
    }
}
