import HorizonCore
import Testing

/// Today's backlog, ranked once for every renderer (docs/output.md#the-backlog).
@Suite("Backlog")
struct BacklogTests {
    @Test("the backlog holds Today's overdue, carried and floating items, by priority, then the longest behind, then Today's order")
    func ranked() {
        let plan = Planner(today: day("2026-11-23")).plan(taskList(
            "Floating one float:1",
            "Overdue 3 days due:2026-11-20",
            "(B) Carried plan:2026-11-16",
            "Due today due:2026-11-23",
            "Overdue 22 days due:2026-11-01",
            "(A) Overdue 1 day due:2026-11-22",
            "Carried week plan:2026-W46"
        ))
        let backlog = Backlog(of: plan)
        #expect(backlog.entries.map(plan.tasks.title) == [
            "Overdue 1 day", "Carried", "Overdue 22 days", "Carried week", "Overdue 3 days", "Floating one",
        ])
        #expect(backlog.count == 6)
        #expect(backlog.mostUrgent(2).map(plan.tasks.title) == ["Overdue 1 day", "Carried"])
        #expect(!plan.days[0].items.filter { !Backlog.holds($0) }.map(plan.tasks.title).contains("Floating one"))
    }
}
