import HorizonCore
import Testing

/// docs/todotxt.md#seed-scenarios: with these tasks, the period pages list exactly these periods.
@Suite("Seed scenarios of docs/todotxt.md#seed-scenarios")
struct SeedScenarioTests {
    /// Every day, week, month and year from 40 days before the task's period to 40 days after,
    /// in which the period pages list the task.
    static func periodsListing(_ line: String, today: String) -> Set<String> {
        let list = taskList(line)
        guard let plan = list.tasks.first?.plan else { return [] }
        let planner = Planner(today: day(today))
        let first = plan.firstDay.adding(days: -40), last = plan.lastDay.adding(days: 40)
        var candidates: Set<Period> = []
        var date = first
        while date <= last {
            candidates.insert(.day(date))
            candidates.insert(.week(ISOWeek(containing: date)))
            candidates.insert(.month(YearMonth(containing: date)))
            candidates.insert(.year(date.year))
            date = date.adding(days: 1)
        }
        return Set(candidates.filter { !planner.list(for: $0, of: list).items.isEmpty }.map(\.description))
    }

    static let rows: [(task: String, today: String, listedIn: Set<String>)] = [
        ("plan:2023", "2023-11-13", ["2023"]),
        ("plan:2023-11", "2023-11-13", ["2023-11", "2023"]),
        ("plan:2023-W46", "2023-11-13", ["2023-W46", "2023-11", "2023"]),
        ("plan:2023-11-13", "2023-11-13", ["2023-11-13", "2023-W46", "2023-11", "2023"]),
        ("plan:2023-W48", "2023-11-13", ["2023-W48", "2023-11", "2023-12", "2023"]),
        ("plan:2023-W52", "2023-11-13", ["2023-W52", "2023-12", "2023"]),
        ("plan:2024-W52", "2024-12-01", ["2024-W52", "2024-12", "2024"]),
        ("plan:2025-W01", "2024-12-01", ["2025-W01", "2024-12", "2025-01", "2024", "2025"]),
        ("plan:2023-11-13 show:day", "2023-11-13", ["2023-11-13"]),
        ("plan:2023-11-13 show:day,week", "2023-11-13", ["2023-11-13", "2023-W46"]),
        ("plan:2023-11-13 show:day,week,month", "2023-11-13", ["2023-11-13", "2023-W46", "2023-11"]),
    ]

    @Test("a planned task is listed in exactly the periods of its row", arguments: rows)
    func listedIn(row: (task: String, today: String, listedIn: Set<String>)) {
        #expect(Self.periodsListing("Seed task " + row.task, today: row.today) == row.listedIn)
    }

    @Test("the seed rows hold in the built views as well as on the period pages")
    func viewsAgree() {
        let list = taskList(Self.rows.filter { $0.today == "2024-12-01" }.map { "Seed task " + $0.task })
        let plan = Planner(today: day("2024-12-01")).plan(list)
        let byPeriod = Dictionary(uniqueKeysWithValues: (plan.weeks + plan.months + plan.years).map { ($0.period.description, $0.texts(in: plan.tasks)) })
        #expect(byPeriod["2024-W52"] == ["Seed task plan:2024-W52"])
        #expect(byPeriod["2025-W01"] == ["Seed task plan:2025-W01"])
        #expect(byPeriod["2024-12"] == ["Seed task plan:2024-W52", "Seed task plan:2025-W01"])
        #expect(byPeriod["2025-01"] == ["Seed task plan:2025-W01"])
        #expect(byPeriod["2024"] == ["Seed task plan:2024-W52", "Seed task plan:2025-W01"])
        #expect(byPeriod["2025"] == ["Seed task plan:2025-W01"])
    }
}
