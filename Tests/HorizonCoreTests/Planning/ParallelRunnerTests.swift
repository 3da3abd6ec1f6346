import HorizonCore
import Testing

/// HorizonCore runs its parallel work on the runner it is given; whatever order the runner takes
/// the pieces in, the results are the same.
@Suite("parallel runners")
struct ParallelRunnerTests {
    /// A runner that takes the pieces last first, as a busy machine might.
    static let backwards = ParallelRunner { count, body in
        for index in (0..<count).reversed() { body(index) }
    }

    @Test("map gives the results in index order, whatever order the runner runs them in")
    func mapOrder() {
        #expect(Self.backwards.map(5) { $0 * 10 } == [0, 10, 20, 30, 40])
        #expect(ParallelRunner.serial.map(0) { $0 } == [])
    }

    @Test("a list read and planned in chunks (three of them) is the same on a runner that takes them backwards")
    func planOrder() throws {
        let lines = (0..<40_000).map { index in
            switch index % 4 {
            case 0: "Task \(index) due:2026-11-\(23 + index % 7)"
            case 1: "(B) Call \(index) +work plan:2026-W\(48 + index % 3)"
            case 2: "x 2026-11-2\(index % 3) Done \(index)"
            default: "Water \(index) rec:+\(1 + index % 5)d due:2026-11-20"
            }
        }
        let document = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8))
        let today = try #require(CivilDate(year: 2026, month: 11, day: 23))
        func outline(_ runner: ParallelRunner) -> [String] {
            let list = document.readTasks(parallel: runner)
            let plan = Planner(today: today, parallel: runner).plan(list)
            return (plan.days + plan.weeks + plan.months + plan.years).map { list in
                "\(list.period): " + list.items.map { "\($0.reason) \($0.taskIndex)" }.joined(separator: ",")
                    + " done " + list.completed.map(\.line).joined(separator: ",")
            } + [plan.upcoming.map { "\($0.taskIndex)" }.joined(separator: ","), plan.unplanned.map(plan.tasks.title).joined(separator: ",")]
        }
        #expect(outline(Self.backwards) == outline(.serial))
    }
}
