import HorizonCore
import Testing

/// docs/output.md#paper-pdf: what a week and a month sheet show is decided once, from the plan, in
/// HorizonCore; the pages and the PDFs only draw it.
@Suite("Week and month sheets")
struct WeekSheetTests {
    let planner = Planner(today: day("2026-11-25"))
    let lines = [
        "Plan the offsite plan:2026-W48",
        "(A) Pay rent due:2026-11-20",
        "Call the plumber due:2026-11-25",
        "Buy stamps due:2026-11-27",
        "Stretch due:2026-11-25 rec:1d",
        "x 2026-11-24 Stretch due:2026-11-24 rec:1d",
        "x 2026-11-23 Return the books due:2026-11-23",
        "Write the report plan:2026-12",
        "Book the venue plan:2026-W49",
        "Renew the passport due:2026-12-10",
    ]

    func titles(_ items: [PlanItem], _ plan: Plan) -> [String] { items.map(plan.tasks.title) }

    @Test("today's week: its own plans, the backlog apart, seven days without the routines, the routines rows")
    func todaysWeek() throws {
        let plan = planner.plan(taskList(lines))
        let sheet = try #require(WeekSheet(plan.weeks[0], of: plan, backlog: Backlog(of: plan)))
        #expect(sheet.week.description == "2026-W48")
        #expect(titles(sheet.plans, plan) == ["Plan the offsite"])
        #expect(titles(sheet.backlog?.entries ?? [], plan) == ["Pay rent"])
        #expect(sheet.days.map(\.date.description) == (23...29).map { "2026-11-\($0)" })
        #expect(sheet.days.map { titles($0.items, plan) } == [[], [], ["Call the plumber"], [], ["Buy stamps"], [], []])
        #expect(sheet.days.map { $0.completed.map(\.description) } == [["Return the books due:2026-11-23"], [], [], [], [], [], []])
        #expect(sheet.routines.map { plan.tasks.title(of: $0.item) } == ["Stretch"])
        #expect(sheet.routines.first?.days(.done).map(\.description) == ["2026-11-24"])
    }

    @Test("another week has no backlog; its plans are its own")
    func laterWeek() throws {
        let plan = planner.plan(taskList(lines))
        let sheet = try #require(WeekSheet(plan.weeks[1], of: plan, backlog: Backlog(of: plan)))
        #expect(sheet.backlog == nil)
        #expect(titles(sheet.plans, plan) == ["Book the venue"])
        #expect(sheet.days.allSatisfy { $0.items.isEmpty && $0.completed.isEmpty })
        #expect(WeekSheet(plan.months[0], of: plan, backlog: Backlog(of: plan)) == nil)
    }

    @Test("a month: its weeks, every day of them, its plans, its weeks' plans and its Repeating list")
    func month() throws {
        let plan = planner.plan(taskList(lines))
        let sheet = try #require(MonthSheet(plan.months[1], of: plan, backlog: Backlog(of: plan)))
        #expect(sheet.month.description == "2026-12")
        #expect(sheet.weeks.map(\.description) == ["2026-W49", "2026-W50", "2026-W51", "2026-W52", "2026-W53"])
        #expect(sheet.days.count == 35)
        #expect(sheet.days.first?.date.description == "2026-11-30")
        #expect(titles(sheet.plans, plan) == ["Write the report"])
        #expect(sheet.weekPlans.map(\.period.description) == ["2026-W49"])
        #expect(sheet.weekPlans.map { titles($0.items, plan) } == [["Book the venue"]])
        #expect(sheet.days.first { $0.date == day("2026-12-10") }.map { titles($0.items, plan) } == ["Renew the passport"])
        #expect(sheet.repeating.map { plan.tasks.title(of: $0.item) } == ["Stretch"])
        #expect(sheet.backlog == nil)
        #expect(MonthSheet(plan.weeks[0], of: plan, backlog: Backlog(of: plan)) == nil)
    }

    @Test("today's month has the backlog in a box of its own; today's cell leaves its tasks to it")
    func todaysMonth() throws {
        let plan = planner.plan(taskList(lines))
        let sheet = try #require(MonthSheet(plan.months[0], of: plan, backlog: Backlog(of: plan)))
        #expect(titles(sheet.backlog?.entries ?? [], plan) == ["Pay rent"])
        #expect(sheet.days.first { $0.date == day("2026-11-25") }.map { titles($0.items + $0.deadlines, plan) } == ["Call the plumber"])
    }
}
