import HorizonCore
import Testing

/// docs/output.md#routines: a week lists a task that repeats more often than weekly as a row of its
/// Routines strip, a habit tracker built from the rule over the whole week — done, missed, to do, no
/// box — and every completion of it (matched by the task's stable identity) for the streak, while its
/// items stay in the week's list (plan.json lists every occurrence).
@Suite("Routines strip")
struct RoutineTests {
    let planner = Planner(today: day("2026-11-25"))

    func days(_ dates: [CivilDate]) -> [String] { dates.map(\.description) }

    /// A row's seven boxes as letters, Monday first: done, missed, to do, no box.
    func row(_ routine: Routine) -> String {
        String(routine.boxes.map { box -> Character in
            switch box {
            case .done: "x"
            case .missed: "m"
            case .due: "o"
            case .none: "."
            }
        })
    }

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
        #expect(plan.tasks.title(of: routine.item) == "Stretch @home")
        #expect(row(routine) == "xxooooo")
        #expect(days(routine.days(.done)) == ["2026-11-23", "2026-11-24"])
        #expect(days(routine.days(.due)) == (25...29).map { "2026-11-\($0)" })
        // 24 and 23 in a row; 22 was missed.
        #expect(routine.streak == 2)
        // The week still lists every occurrence and the weekly task.
        #expect(week.items.filter { plan.tasks.title(of: $0) == "Stretch @home" }.count == 5)
        #expect(week.items.contains { plan.tasks.title(of: $0) == "Water plants" })
        #expect(plan.weeks[1].routines.first.map(row) == "ooooooo")
    }

    @Test("a past scheduled day with no completion is missed, a day the rule does not schedule has no box")
    func missedDays() throws {
        // Friday: done Mon, Tue and Thu, not Wed.
        let plan = Planner(today: day("2026-11-27")).plan(taskList(
            "2026-11-20 Stretch due:2026-11-27 rec:1d",
            "x 2026-11-26 2026-11-24 Stretch due:2026-11-24 rec:1d",
            "x 2026-11-24 2026-11-23 Stretch due:2026-11-23 rec:1d",
            "x 2026-11-23 2026-11-20 Stretch due:2026-11-22 rec:1d",
            "2026-11-01 Gym due:2026-11-27 rec:mon,wed,fri"))
        let routines = plan.weeks[0].routines
        #expect(routines.map { plan.tasks.title(of: $0.item) } == ["Gym", "Stretch"])
        #expect(row(routines[0]) == "m.m.o..")
        #expect(row(routines[1]) == "xxmxooo")
        #expect(routines[1].streak == 1)
    }

    @Test("a routine done all week keeps its row, every box ticked, after its last occurrence is done")
    func allDone() throws {
        var lines = ["2026-11-29 Stretch due:2026-11-30 rec:1d"]
        lines += (23...29).map { "x 2026-11-\($0) 2026-11-\($0 - 1) Stretch due:2026-11-\($0) rec:1d" }
        let plan = Planner(today: day("2026-11-29")).plan(taskList(lines))
        let routine = try #require(plan.weeks[0].routines.first)
        #expect(row(routine) == "xxxxxxx")
        #expect(routine.streak == 7)
        #expect(routine.items.isEmpty)
        #expect(plan.tasks.title(of: routine.item) == "Stretch")
    }

    @Test("rows keep one order all week, by time (untimed last), then text, whatever is done")
    func order() throws {
        let open = ["Write journal due:2026-11-25 rec:1d", "Take pills due:2026-11-25 rec:1d at:20:00",
                    "Air the room due:2026-11-25 rec:1d", "Run due:2026-11-25 rec:1d at:07:00"]
        let plan = planner.plan(taskList(open))
        let before = plan.weeks[0].routines.map { plan.tasks.title(of: $0.item) }
        #expect(before == ["Run", "Take pills", "Air the room", "Write journal"])
        let after = planner.plan(taskList(["Air the room due:2026-11-27 rec:1d"] + open.dropFirst(3) + [open[1], open[0],
            "x 2026-11-25 Air the room due:2026-11-25 rec:1d", "x 2026-11-26 Air the room due:2026-11-26 rec:1d"]))
        #expect(after.weeks[0].routines.map { after.tasks.title(of: $0.item) } == before)
    }

    /// docs/todotxt.md#order: texts compare by their composed form, also the pairs Swift's `<` leaves
    /// unordered (a written-out accent against a composed one followed by more text).
    @Test("rows with the same time order by their composed text, written-out accents included")
    func orderOfComposedText() {
        let plan = planner.plan(taskList(["e\u{E9}x due:2026-11-25 rec:1d", "ee\u{301} due:2026-11-25 rec:1d"]))
        #expect(plan.weeks[0].routines.map { plan.tasks.title(of: $0.item).unicodeScalars.map(\.value) }
                == [[0x65, 0x65, 0x301], [0x65, 0xE9, 0x78]])
    }

    @Test("the streak counts completions of every year: no reset on 1 January")
    func streakAcrossYears() throws {
        var lines = ["2027-01-03 Stretch due:2027-01-04 rec:1d"]
        var date = day("2026-12-15")
        while date < day("2027-01-04") {
            lines.append("x \(date) Stretch due:\(date) rec:1d")
            date = date.adding(days: 1)
        }
        let plan = Planner(today: day("2027-01-04")).plan(taskList(lines))
        // 15 Dec to 3 Jan, 20 days in a row; today's, not done yet, does not break it.
        #expect(plan.weeks[0].routines.first?.streak == 20)
    }

    @Test("a strict routine skipped or behind shows the days it did not get done as missed")
    func behind() throws {
        let plan = planner.plan(taskList("2026-11-01 Take pills due:2026-11-23 rec:+1d"))
        let routine = try #require(plan.weeks[0].routines.first)
        // Behind since Monday: Mon and Tue missed, today to do.
        #expect(row(routine) == "mmooooo")
        #expect(routine.streak == 0)
    }

    @Test("a completion `horizon done` wrote (priority moved to pri:, new due date) ticks its routine")
    func completedWithPriority() throws {
        let plan = planner.plan(taskList(
            "(A) 2026-11-23 Team stand-up notes +work rec:mon,wed,fri due:2026-11-25",
            "x 2026-11-23 2026-11-01 Team stand-up notes +work rec:mon,wed,fri due:2026-11-23 pri:A"))
        let routine = try #require(plan.weeks[0].routines.first)
        #expect(row(routine) == "x.o.o..")
        #expect(routine.streak == 1)
    }

    @Test("weekdays and business days are routines; weekly and monthly rules are not")
    func whichRules() {
        let plan = planner.plan(taskList(
            "Gym due:2026-11-25 rec:mon,wed,fri",
            "Standup due:2026-11-25 rec:+1b",
            "Review due:2026-11-25 rec:+1w",
            "Rent due:2026-11-25 rec:+1m"))
        #expect(plan.weeks[0].routines.map { plan.tasks.title(of: $0.item) } == ["Gym", "Standup"])
        // No completion and no creation date: nothing before the open instance is known.
        #expect(row(plan.weeks[0].routines[0]) == "..o.o..")
        #expect(row(plan.weeks[0].routines[1]) == "..ooo..")
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

    @Test("the week before is kept as a review: still open with what moves it on, completed, its strip with missed days")
    func review() throws {
        let plan = Planner(today: day("2026-11-24")).plan(taskList(
            "2026-11-01 Stretch due:2026-11-24 rec:1d", "Write report plan:2026-W47", "Call bank due:2026-11-19",
            "Plan holiday plan:2026-10", "Next plan:2026-W48",
            "x 2026-11-18 Stretch due:2026-11-18 rec:1d", "x 2026-11-19 Paid rent", "x 2026-10-05 Old done"))
        #expect(plan.reviews.map(\.period) == [period("2026-W47"), period("2026-10")])
        let week = plan.reviews[0]
        #expect(week.items.map(plan.tasks.title) == ["Call bank", "Write report"])
        #expect(week.completed.map(\.line) == ["x 2026-11-19 Paid rent", "x 2026-11-18 Stretch due:2026-11-18 rec:1d"])
        #expect(week.routines.map(row) == ["mmxmmmm"])
        #expect(plan.reviews[1].items.map(plan.tasks.title) == ["Plan holiday"])
        #expect(plan.reviews[1].completed.map(\.line) == ["x 2026-10-05 Old done"])
        // In January the year before is kept too.
        #expect(Planner(today: day("2027-01-10")).plan(taskList("A")).reviews.map(\.period) == [period("2026-W53"), period("2026-12"), period("2026")])
    }
}
