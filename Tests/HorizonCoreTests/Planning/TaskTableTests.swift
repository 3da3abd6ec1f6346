@testable import HorizonCore
import Testing

/// Items name their task by position in the plan's ``TaskTable`` (docs/architecture.md#one-build-four-stages).
@Suite("Task table")
struct TaskTableTests {
    @Test("an item is a plain value of at most 40 bytes: it holds its task's position, not a reference")
    func itemSize() {
        #expect(MemoryLayout<PlanItem>.size <= 40)
        #expect(MemoryLayout<PlanItem>.stride <= 40)
        #expect(_isPOD(PlanItem.self))
    }

    @Test("every item of a plan names its own task in the plan's table, and reads as it does")
    func itemsNameTheirTasks() {
        let plan = Planner(today: day("2026-11-23")).plan(taskList(
            "(A) Call the *bank* +home due:2026-11-23", "Water plants due:2026-11-20 rec:1d", "Stretch at:07:00,21:00 due:2026-11-24"))
        let items = (plan.days + plan.weeks + plan.months + plan.years).flatMap(\.items) + plan.upcoming + plan.unplanned
        #expect(!items.isEmpty)
        for item in items {
            let task = plan.tasks[item]
            #expect(plan.tasks.words(of: item) == DisplayText.words(of: task))
            #expect(plan.tasks.title(of: item) == DisplayText.title(of: task))
            #expect(plan.tasks.titleLength(of: item) == DisplayText.title(of: task).count)
        }
        #expect(plan.days[0].items.filter { $0.reason == .overdue }.map { plan.tasks.title(of: $0) } == ["Water plants"])
        // One line with two times is two tasks of the table, each with items of its own.
        let stretch = plan.days[1].items.filter { plan.tasks.title(of: $0) == "Stretch" }
        #expect(stretch.map { plan.tasks[$0].at?.description } == ["07:00", "21:00"])
        #expect(Set(stretch.map(\.taskIndex)).count == 2)
    }
}
