@testable import HorizonCore
@testable import HorizonRender
import Testing

/// plan.json, its twins and the feeds number the tasks of their items by position in the list, or in a
/// hash table when a file names few of a long list's tasks.
@Suite("Task slots")
struct TaskSlotsTests {
    @Test("numbered by position or in a hash table, tasks get the same slots in the order they first come")
    func sameSlotsEitherWay() {
        let taskCount = 1_000
        let day = Period.day(CivilDate(dayNumber: 20_000))
        // Repeats, the first and last positions, and tasks that never come.
        let positions = (0..<3_000).map { ($0 * 7919) % 613 } + [0, taskCount - 1, 5]
        let items = positions.map { PlanItem(taskIndex: $0, show: .all, reason: .due, period: day) }
        var byPosition = TaskSlots(items: items.count, of: taskCount)
        var hashed = TaskSlots(items: 10, of: taskCount)
        var expected: [Int: Int] = [:]
        for index in items.indices {
            let slot = expected[positions[index]] ?? expected.count
            expected[positions[index]] = slot
            #expect(byPosition.slot(of: index, in: items.span) == slot)
            #expect(hashed.slot(of: index, in: items.span) == slot)
        }
        #expect(byPosition.firstItems.map(\.taskIndex) == hashed.firstItems.map(\.taskIndex))
        #expect(byPosition.firstItems.count == expected.count)
        for position in [0, 5, 612, 700, taskCount - 1] {
            let item = PlanItem(taskIndex: position, show: .all, reason: .due, period: day)
            #expect(byPosition.existingSlot(of: item) == expected[position])
            #expect(hashed.existingSlot(of: item) == expected[position])
        }
    }
}
