import HorizonCore
import Testing

/// docs/todotxt.md#thresholds: a threshold is judged against the period shown, not against today.
@Suite("Thresholds per period")
struct ThresholdTests {
    let planner = Planner(today: day("2026-11-23"))

    /// The months of the 6-month view that list something, with the reasons of their items.
    func monthsListing(_ plan: Plan) -> [String: [Reason]] {
        var result: [String: [Reason]] = [:]
        for month in plan.months where !month.items.isEmpty {
            result[month.period.description] = month.items.map(\.reason)
        }
        return result
    }

    @Test("the example of docs/todotxt.md#thresholds: car insurance due 15 Mar with t: 15 Feb is on March (due) and February (starts), not on Nov or Dec")
    func carInsurance() throws {
        let plan = planner.plan(taskList("Renew car insurance due:2027-03-15 t:2027-02-15"))
        #expect(monthsListing(plan) == ["2027-02": [.starts], "2027-03": [.due]])
        let starts = try #require(plan.months[3].items.first)
        #expect(starts.period == period("2027-02-15"))
        #expect(starts.due == day("2027-03-15"))
        #expect(starts.startsFor == period("2027-03-15"))
        #expect(planner.list(for: period("2027-02-15"), of: taskList("Renew car insurance due:2027-03-15 t:2027-02-15")).items.map(\.reason) == [.starts])
        // The year lists the task once: its due item; the starts item announces an instance it lists.
        #expect(plan.years[1].items.map(\.reason) == [.due])
        #expect(plan.days.allSatisfy { $0.items.isEmpty })
        #expect(plan.unplanned.isEmpty)
    }

    @Test("monthly rent with a t: offset is projected; each occurrence starts on its own threshold day")
    func rentWithThreshold() throws {
        let list = taskList("Pay rent due:2026-11-30 t:2026-11-25 rec:+1m")
        let plan = planner.plan(list)
        #expect(plan.days[2].items.map(\.reason) == [.starts])
        let december = try #require(plan.months.first { $0.period == period("2026-12") })
        #expect(december.items.map(\.reason) == [.occurrence])
        #expect(december.items.map(\.period) == [period("2026-12-30")])
        let startsDay = try #require(planner.list(for: period("2026-12-25"), of: list).items.first)
        #expect(startsDay.reason == .starts)
        #expect(startsDay.isProjected)
        #expect(startsDay.due == day("2026-12-30"))
        #expect(startsDay.startsFor == period("2026-12-30"))
        // The week of the 25th lists the starts item, the week of the 30th the occurrence.
        #expect(planner.list(for: period("2026-W52"), of: list).items.map(\.reason) == [.starts])
        #expect(planner.list(for: period("2026-W53"), of: list).items.map(\.reason) == [.occurrence])
        // A calendar feed gives each occurrence once, not its starts day.
        #expect(plan.upcoming.allSatisfy { $0.reason != .starts })
        #expect(plan.upcoming.first?.due == day("2026-11-30"))
    }

    @Test("a daily task's occurrences start when the one before is done: no starts item between them")
    func frequentOccurrencesDoNotStart() {
        let plan = planner.plan(taskList("Take pills due:2026-11-24 t:2026-11-22 rec:1d"))
        #expect(plan.days.map { $0.items.map(\.reason) } == [[], [.due], [.occurrence], [.occurrence], [.occurrence], [.occurrence], [.occurrence]])
    }

    @Test("a plan starting inside its week is listed once in the week and starts on its day")
    func weekPlanStartingMidweek() throws {
        let list = taskList("Book flights plan:2026-W49 t:2026-12-02")
        let plan = planner.plan(list)
        #expect(plan.weeks[1].items.map(\.reason) == [.planned])
        let starts = try #require(planner.list(for: period("2026-12-02"), of: list).items.first)
        #expect(starts.reason == .starts)
        #expect(starts.startsFor == period("2026-W49"))
    }

    @Test("show: applies to starts items: a week plan shown only on weeks starts in its week, not on a day page")
    func startsRespectsShow() {
        let list = taskList("Book flights plan:2026-W49 t:2026-11-25 show:week")
        let plan = planner.plan(list)
        #expect(plan.days.allSatisfy { $0.items.isEmpty })
        #expect(plan.weeks[0].items.map(\.reason) == [.starts])
        #expect(plan.weeks[1].items.map(\.reason) == [.planned])
        #expect(plan.months[0].items.isEmpty)
    }

    @Test("a task with only a threshold starts on its day; once started it is unplanned")
    func thresholdOnly() {
        let ahead = planner.plan(taskList("Call about the boiler t:2026-11-25"))
        #expect(ahead.days[2].items.map(\.reason) == [.starts])
        #expect(ahead.unplanned.isEmpty)
        let started = planner.plan(taskList("Call about the boiler t:2026-11-20"))
        #expect(started.unplanned.map { started.tasks[$0].source.line } == [1])
        #expect(started.days.allSatisfy { $0.items.isEmpty })
    }
}
