import HorizonCore
import Testing

/// What Today lists besides its own day's tasks (docs/todotxt.md#today, 7-day view).
@Suite("Today")
struct TodayTests {
    let today = day("2026-11-23")

    func todayList(_ lines: String..., options: PlanOptions = PlanOptions()) -> PeriodList {
        Planner(today: today, options: options).plan(taskList(lines)).days[0]
    }

    @Test("an overdue task is listed on Today with how many days late")
    func overdue() throws {
        let list = todayList("Return books due:2026-11-20")
        let item = try #require(list.items.first)
        #expect(item.reason == .overdue)
        #expect(item.daysOverdue == 3)
        #expect(item.period == .day(today))
    }

    @Test("a task due today is listed as due, not overdue")
    func dueToday() {
        #expect(todayList("Call plumber due:2026-11-23").items.map(\.reason) == [.due])
    }

    @Test("floating tasks are listed on Today")
    func floating() {
        let list = todayList("Read a book float:1", "Tidy garage float:1")
        #expect(list.items.map(\.reason) == [.floating, .floating])
    }

    @Test("floating tasks are listed only on Today, not on the next days")
    func floatingOnlyToday() {
        let plan = Planner(today: today).plan(taskList("Read a book float:1"))
        #expect(plan.days.dropFirst().allSatisfy { $0.items.isEmpty })
    }

    @Test("more than 3 floating tasks is a diagnostic at the fourth one")
    func floatLimit() throws {
        let lines = (1...4).map { "Floating \($0) float:1" }
        let plan = Planner(today: today).plan(taskList(lines))
        let diagnostic = try #require(plan.diagnostics.first)
        #expect(plan.diagnostics.count == 1)
        #expect(diagnostic.location.line == 4)
        #expect(diagnostic.column == 12)
        #expect(diagnostic.message.contains("4 floating tasks"))
        #expect(plan.days[0].items.count == 4)
    }

    @Test("exactly 3 floating tasks is fine")
    func floatLimitNotReached() {
        let lines = (1...3).map { "Floating \($0) float:1" }
        #expect(Planner(today: today).plan(taskList(lines)).diagnostics.isEmpty)
    }

    @Test("a day plan that has passed is carried to Today, marked with its planned day")
    func missedCarry() throws {
        let item = try #require(todayList("Fix the door plan:2026-11-18").items.first)
        #expect(item.reason == .carried)
        #expect(item.carriedFrom == .day(day("2026-11-18")))
    }

    @Test("--missed drop leaves passed day plans out")
    func missedDrop() {
        #expect(todayList("Fix the door plan:2026-11-18", options: PlanOptions(missed: .drop)).items.isEmpty)
    }

    @Test("a passed day plan that is also overdue is listed once, as overdue")
    func carriedAndOverdue() {
        #expect(todayList("Fix the door plan:2026-11-18 due:2026-11-19").items.map(\.reason) == [.overdue])
    }

    @Test("a task whose threshold is today is listed as starting today")
    func startsToday() {
        let list = todayList("File taxes t:2026-11-23 due:2026-12-31")
        #expect(list.items.map(\.reason) == [.starts])
        #expect(list.items.first?.due == day("2026-12-31"))
    }

    @Test("a task whose threshold is ahead is not on Today; it starts on its threshold day and is listed on its due day")
    func notStartedYet() {
        let plan = Planner(today: today).plan(taskList("File taxes t:2026-11-25 due:2026-11-26"))
        #expect(plan.days.map { $0.items.map(\.reason) } == [[], [], [.starts], [.due], [], [], []])
        #expect(plan.weeks[0].items.map(\.reason) == [.due])
        #expect(plan.months[0].items.map(\.reason) == [.due])
    }

    @Test("hidden, done and not-yet-started tasks are not listed")
    func notListed() {
        let list = todayList(
            "Secret due:2026-11-23 h:1",
            "Secret too due:2026-11-23 hide:1",
            "x 2026-11-22 Finished due:2026-11-23",
            "Later due:2026-11-23 t:2026-11-24",
            "Late and not started due:2026-11-20 t:2026-11-30"
        )
        #expect(list.items.isEmpty)
    }

    @Test("a task listed for several reasons appears once on Today")
    func noDuplicates() {
        let list = todayList("Everything due:2026-11-23 t:2026-11-23 float:1")
        #expect(list.items.count == 1)
    }

    @Test("each item knows its source line")
    func source() {
        let plan = Planner(today: today).plan(taskList("", "Second line due:2026-11-23"))
        #expect(plan.days[0].items.first.map { plan.tasks[$0].source.description } == "todo.txt:2")
    }
}
