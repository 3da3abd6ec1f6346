import HorizonCore
import Testing

/// docs/todotxt.md#repeating: months and years list a task that occurs more often than weekly inside them once, as a
/// repeating series; days and weeks list every occurrence.
@Suite("Repeats once per period")
struct RepeatingSeriesTests {
    let planner = Planner(today: day("2026-11-23"))

    func dates(_ series: RepeatingSeries) -> [String] { series.dates.map(\.description) }

    @Test("a daily task adds one series to a month, not 31 lines; days and weeks list every occurrence")
    func daily() throws {
        let plan = planner.plan(taskList("Stretch due:2026-11-23 rec:1d"))
        let december = plan.months[1]
        #expect(december.items.isEmpty)
        let series = try #require(december.repeating.first)
        #expect(december.repeating.count == 1)
        #expect(series.count == 31)
        #expect(series.first == day("2026-12-01"))
        #expect(series.next == day("2026-12-01"))
        #expect(series.dates.last == day("2026-12-31"))
        #expect(series.item.reason == .occurrence)
        #expect(series.item.period == period("2026-12"))
        #expect(series.item.isProjected)
        #expect(plan.days.map(\.items.count) == [1, 1, 1, 1, 1, 1, 1])
        #expect(plan.weeks[1].items.count == 7)
        #expect(plan.weeks[1].repeating.isEmpty)
    }

    @Test("the current instance joins its month's series; an overdue one is counted but is not next")
    func currentInstance() throws {
        let november = planner.plan(taskList("Stretch due:2026-11-23 rec:1d")).months[0]
        #expect(november.items.isEmpty)
        #expect(dates(try #require(november.repeating.first)) == (23...30).map { "2026-11-\($0)" })

        let overdue = planner.plan(taskList("Stretch due:2026-11-20 rec:1d"))
        let series = try #require(overdue.months[0].repeating.first)
        #expect(dates(series) == ["2026-11-20"] + (24...30).map { "2026-11-\($0)" })
        #expect(series.next == day("2026-11-24"))
        #expect(overdue.days[0].items.map(\.reason) == [.overdue])
    }

    @Test("a weekly task stays under its days")
    func weekly() {
        let december = planner.plan(taskList("Review the week due:2026-11-23 rec:1w")).months[1]
        #expect(december.repeating.isEmpty)
        #expect(december.items.map(\.period.description) == ["2026-12-07", "2026-12-14", "2026-12-21", "2026-12-28"])
    }

    @Test("more often than weekly is judged inside the period: rec:+6d is weekly in December, twice a week in January")
    func judgedInsideThePeriod() {
        let plan = planner.plan(taskList("Water the ferns due:2026-11-29 rec:+6d"))
        #expect(plan.months[1].repeating.isEmpty)
        #expect(plan.months[1].items.map(\.period.description) == ["2026-12-05", "2026-12-11", "2026-12-17", "2026-12-23", "2026-12-29"])
        #expect(plan.months[2].items.isEmpty)
        #expect(plan.months[2].repeating.map(\.first) == [day("2027-01-04")])
        #expect(plan.years[0].repeating.isEmpty)
        #expect(plan.years[1].repeating.count == 1)
    }

    @Test("two occurrences in 2026-W53 on either side of New Year are counted in neither month nor year: no series")
    func acrossNewYear() {
        let plan = Planner(today: day("2026-12-20")).plan(taskList("Fireworks due:2026-12-31 rec:+1d until:2027-01-01"))
        #expect(plan.months.allSatisfy { $0.repeating.isEmpty })
        #expect(plan.years.allSatisfy { $0.repeating.isEmpty })
        #expect(plan.months.map(\.items.count) == [1, 1, 0, 0, 0, 0])
        #expect(plan.years.map { $0.items.map(\.period.description) } == [["2026-12-31"], ["2027-01-01"]])
    }

    @Test("weekday lists and business days are series", arguments: ["rec:mon,wed,fri", "rec:+1b", "rec:2d"])
    func frequentRules(rule: String) {
        let plan = planner.plan(taskList("Stand-up due:2026-11-23 \(rule)"))
        #expect(plan.months.allSatisfy { $0.items.isEmpty && $0.repeating.count == 1 })
        #expect(plan.years.allSatisfy { $0.items.isEmpty && $0.repeating.count == 1 })
    }

    @Test("a year lists each frequent task once, with every occurrence of the year inside the horizon")
    func year() throws {
        let plan = planner.plan(taskList("Stretch due:2026-11-23 rec:1d", "Once due:2026-12-24"))
        let series = try #require(plan.years[0].repeating.first)
        #expect(series.count == 39)
        #expect(series.item.period == period("2026"))
        #expect(plan.years[0].texts(in: plan.tasks) == ["Once due:2026-12-24"])
    }

    @Test("show: keeps a task out of the month and year lists, series included")
    func show() {
        let plan = planner.plan(taskList("Stretch due:2026-11-23 rec:1d show:day,week,year"))
        #expect(plan.months.allSatisfy { $0.items.isEmpty && $0.repeating.isEmpty })
        #expect(plan.years.allSatisfy { $0.repeating.count == 1 })
    }

    @Test("series are ordered like items: time, priority, text")
    func order() {
        let plan = planner.plan(taskList(
            "Walk the dog due:2026-11-23 rec:1d", "(A) Stand-up due:2026-11-23 rec:mon,wed,fri",
            "Meditate due:2026-11-23 rec:1d at:07:00"
        ))
        #expect(plan.months[1].repeating.map { plan.tasks[$0.item].source.line } == [3, 2, 1])
    }

    @Test("each occurrence is in exactly one place per month and year: its items or a series, never both",
          arguments: ["2026-11-23", "2026-12-28", "2027-02-27"])
    func exactlyOnce(today: String) {
        let planner = Planner(today: day(today))
        let list = taskList(
            "Stretch due:2026-11-23 rec:1d", "Review due:2026-11-23 rec:1w", "Ferns due:2026-11-29 rec:+6d",
            "Stand-up due:2026-11-20 rec:mon,wed,fri", "Rent due:2026-11-30 rec:+1m t:2026-11-25", "Weekend plan:2026-W49",
            "Pills plan:2026-12-30 rec:+1d show:day,week,year", "Gym due:2026-12-31 rec:tue,thu until:2027-03-01",
            "Report due:2027-01-04 rec:+1b t:2027-01-01"
        )
        let plan = planner.plan(list)
        // Each day's own items, asked once: nothing here is planned before November 2026 or after the horizon.
        var days: [CivilDate: [PlanItem]] = [:]
        var date = day("2026-11-01")
        while date <= plan.months[plan.months.count - 1].period.lastDay {
            days[date] = planner.list(for: .day(date), of: list).items
            date = date.adding(days: 1)
        }
        for month in plan.months + plan.years {
            var fromDays: [String] = []
            for (day, items) in days where month.period.contains(day) {
                // Today's overdue and carried items are Today's alone.
                for item in items where [.due, .planned, .occurrence].contains(item.reason) && plan.tasks[item].show.allows(month.period.level) {
                    fromDays.append("\(plan.tasks[item].source.line)@\(day)")
                }
            }
            let listed = month.items.filter { $0.date != nil && $0.reason != .starts }.map { "\(plan.tasks[$0].source.line)@\($0.period)" }
            let inSeries = month.repeating.flatMap { series in series.dates.map { "\(plan.tasks[series.item].source.line)@\($0)" } }
            #expect((listed + inSeries).sorted() == fromDays.sorted(), "\(month.period)")
            #expect(Set(listed).isDisjoint(with: inSeries))
        }
    }
}
