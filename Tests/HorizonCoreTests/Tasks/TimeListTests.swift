import HorizonCore
import Testing

private let source = SourceLocation(file: "todo.txt", line: 1)

private func time(_ text: String) -> TimeOfDay {
    guard let time = TimeOfDay(text) else { preconditionFailure("bad test time \(text)") }
    return time
}

@Suite("Several times a day: at:08:00,20:00 (docs/todotxt.md#tags-horizon-understands, docs/todotxt.md#several-times-a-day)")
struct TimeListTests {
    @Test("up to 8 ascending times are read; the first is at, the rest laterTimes; the tag is hidden on pages")
    func read() {
        let (task, diagnostics) = TaskParser.parse("Pills rec:+1d at:08:00,13:30,20:00", at: source)
        #expect(diagnostics.isEmpty)
        #expect(task.at == time("08:00"))
        #expect(task.times == [time("08:00"), time("13:30"), time("20:00")])
        #expect(DisplayText.title(of: task) == "Pills")
        let eight = TaskParser.parse("Sip at:1:00,2:00,3:00,4:00,5:00,6:00,7:00,8:00", at: source)
        #expect(eight.1.isEmpty)
        #expect(eight.0.times.count == 8)
    }

    @Test("invalid lists are diagnostics at the value, and the task has no time", arguments: [
        ("at:09:00,08:00", "the times of at:09:00,08:00 must be ascending and different (08:00 comes after 09:00); at: is ignored"),
        ("at:08:00,08:00", "the times of at:08:00,08:00 must be ascending and different (08:00 comes after 08:00); at: is ignored"),
        ("at:08:00,", "time (empty) in at:08:00, is not a valid time of day (expected HH:MM,HH:MM…, 00:00 to 23:59)"),
        ("at:08:00,24:00", "time 24:00 in at:08:00,24:00 is not a valid time of day (expected HH:MM,HH:MM…, 00:00 to 23:59)"),
        ("at:25:00", "time 25:00 is not a valid time of day (expected HH:MM, 00:00 to 23:59)"),
        ("at:1:00,2:00,3:00,4:00,5:00,6:00,7:00,8:00,9:00", "at:1:00,2:00,3:00,4:00,5:00,6:00,7:00,8:00,9:00 lists 9 times; at most 8 are allowed (write one line per time instead); at: is ignored"),
    ])
    func invalid(tag: String, message: String) {
        let (task, diagnostics) = TaskParser.parse("Pills \(tag)", at: source)
        #expect(diagnostics.map(\.description) == ["todo.txt:1:10: \(message)"])
        #expect(task.at == nil && task.times.isEmpty)
    }

    @Test("the planner lists one occurrence per time on each day, in time order, each with its time")
    func planner() {
        let plan = Planner(today: day("2026-11-21")).plan(taskList("Pills due:2026-11-21 rec:+1d at:08:00,20:00", "Gym due:2026-11-22 at:12:00"))
        let sunday = plan.days[1]
        #expect(sunday.items.map { plan.tasks[$0].at?.description ?? "" } == ["08:00", "12:00", "20:00"])
        #expect(sunday.texts(in: plan.tasks) == ["Pills due:2026-11-21 rec:+1d at:08:00,20:00", "Gym due:2026-11-22 at:12:00", "Pills due:2026-11-21 rec:+1d at:08:00,20:00"])
        #expect(plan.days[0].items.count == 2)
        let week = plan.weeks[1]
        #expect(week.items.filter { $0.date == day("2026-11-24") }.map { plan.tasks[$0].at?.description ?? "" } == ["08:00", "20:00"])
    }

    @Test("an overdue task with several times is overdue once: done completes the day as a whole")
    func overdueOnce() {
        let plan = Planner(today: day("2026-11-23")).plan(taskList("Pills due:2026-11-20 rec:+1d at:08:00,20:00", "Call due:2026-11-21"))
        #expect(plan.days[0].items.filter { $0.reason == .overdue }.map(plan.tasks.title) == ["Pills", "Call"])
    }

    @Test("done completes the day as a whole: one done line, one next instance with every time")
    func done() throws {
        let task = TaskParser.parse("Pills due:2026-11-21 rec:+1d at:08:00,20:00", at: source).0
        let completion = try task.completion(on: day("2026-11-21"))
        #expect(completion.completedLine == "x 2026-11-21 Pills due:2026-11-21 rec:+1d at:08:00,20:00")
        #expect(completion.nextLine == "2026-11-21 Pills due:2026-11-22 rec:+1d at:08:00,20:00")
    }

    @Test("a done task and a task of one time are not split")
    func notSplit() {
        let done = TaskParser.parse("x 2026-11-20 Pills at:08:00,20:00", at: source).0
        #expect(done.splitByTime() == [done])
        let one = TaskParser.parse("Pills at:08:00", at: source).0
        #expect(one.splitByTime() == [one])
    }

    @Test("add: a day whose last time is still ahead is today")
    func add() throws {
        let now = try #require(LocalDateTime("2026-11-21T12:00"))
        #expect(try TaskScheduler.newTaskLine("Pills rec:+1d at:08:00,20:00", now: now) == "2026-11-21 Pills rec:+1d at:08:00,20:00 due:2026-11-21")
        let late = try #require(LocalDateTime("2026-11-21T21:00"))
        #expect(try TaskScheduler.newTaskLine("Pills rec:+1d at:08:00,20:00", now: late) == "2026-11-21 Pills rec:+1d at:08:00,20:00 due:2026-11-22")
    }
}
