import HorizonCore
import Testing

/// docs/todotxt.md#routines: a week lists a task that repeats more often than weekly as a row of its Routines strip —
/// the days it occurs, the days a completion is recorded (matched by the task's stable identity) and
/// the streak — while its items stay in the week's list (plan.json lists every occurrence).
@Suite("Routines strip")
struct RoutineTests {
    let planner = Planner(today: day("2026-11-25"))

    func days(_ dates: [CivilDate]) -> [String] { dates.map(\.description) }

    @Test("a daily task is a routine: its days, its ticks from done lines of the same identity, its streak")
    func daily() throws {
        let plan = planner.plan(taskList(
            "Stretch @home due:2026-11-25 rec:1d",
            "x 2026-11-24 Stretch @home due:2026-11-24 rec:1d",
            "x 2026-11-23 2026-11-01 Stretch @home due:2026-11-23 rec:1d",
            "x 2026-11-21 Stretch @home due:2026-11-21 rec:1d",
            "x 2026-11-24 Stretch @work due:2026-11-24 rec:1d",
            "Water plants due:2026-11-26 rec:1w"))
        let week = plan.weeks[0]
        #expect(week.period == period("2026-W48"))
        let routine = try #require(week.routines.first)
        #expect(week.routines.count == 1)
        #expect(routine.item.title == "Stretch @home")
        #expect(days(routine.days) == (25...29).map { "2026-11-\($0)" })
        #expect(days(routine.done) == ["2026-11-23", "2026-11-24"])
        #expect(days(routine.boxes) == (23...29).map { "2026-11-\($0)" })
        // 24 and 23 in a row; 22 was missed.
        #expect(routine.streak == 2)
        // The week still lists every occurrence and the weekly task.
        #expect(week.items.filter { $0.title == "Stretch @home" }.count == 5)
        #expect(week.items.contains { $0.title == "Water plants" })
        #expect(plan.weeks[1].routines.first.map { days($0.days) } == ["2026-11-30"] + (1...6).map { "2026-12-0\($0)" })
        #expect(plan.weeks[1].routines.first?.done == [])
    }

    @Test("a completion `horizon done` wrote (priority moved to pri:, new due date) ticks its routine")
    func completedWithPriority() throws {
        let plan = planner.plan(taskList(
            "(A) 2026-11-01 Team stand-up notes +work rec:mon,wed,fri due:2026-11-25",
            "x 2026-11-23 2026-11-01 Team stand-up notes +work rec:mon,wed,fri due:2026-11-23 pri:A"))
        let routine = try #require(plan.weeks[0].routines.first)
        #expect(days(routine.done) == ["2026-11-23"])
        #expect(days(routine.boxes) == ["2026-11-23", "2026-11-25", "2026-11-27"])
        #expect(routine.streak == 1)
    }

    @Test("weekdays and business days are routines; weekly and monthly rules are not")
    func whichRules() {
        let plan = planner.plan(taskList(
            "Gym due:2026-11-25 rec:mon,wed,fri",
            "Standup due:2026-11-25 rec:+1b",
            "Review due:2026-11-25 rec:+1w",
            "Rent due:2026-11-25 rec:+1m"))
        #expect(plan.weeks[0].routines.map(\.item.title) == ["Gym", "Standup"])
        #expect(days(plan.weeks[0].routines[0].days) == ["2026-11-25", "2026-11-27"])
        #expect(days(plan.weeks[0].routines[1].days) == ["2026-11-25", "2026-11-26", "2026-11-27"])
    }

    @Test("the streak: completions no further apart than the rule's longest gap, the latest not missed since")
    func streak() throws {
        let gym = try RecurrenceRule.parse("mon,wed,fri").get()
        let today = day("2026-11-25")
        // Fri 20, Mon 23 (3 days: Fri→Mon is the longest gap), Wed 25.
        #expect(Routine.streak(completions: [day("2026-11-25"), day("2026-11-23"), day("2026-11-20")], rule: gym, today: today) == 3)
        // Mon 16 → Fri 20 is 4 days: the Wednesday between was missed.
        #expect(Routine.streak(completions: [day("2026-11-23"), day("2026-11-20"), day("2026-11-16")], rule: gym, today: today) == 2)
        let daily = try RecurrenceRule.parse("1d").get()
        // The latest completion is three days back: two occurrences were missed since.
        #expect(Routine.streak(completions: [day("2026-11-22"), day("2026-11-21")], rule: daily, today: today) == 0)
        #expect(Routine.streak(completions: [], rule: daily, today: today) == 0)
        // A completion ahead of today (completed early) does not count.
        #expect(Routine.streak(completions: [day("2026-11-26"), day("2026-11-25")], rule: daily, today: today) == 1)
    }
}
