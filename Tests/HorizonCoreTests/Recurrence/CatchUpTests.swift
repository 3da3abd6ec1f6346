import HorizonCore
import Testing

private let source = SourceLocation(file: "todo.txt", line: 1)

private func task(_ line: String) -> Task {
    TaskParser.parse(line, at: source).0
}

/// `horizon skip --to-today` and how far behind an overdue strict routine is (docs/commands.md, skip;
/// docs/todotxt.md, Recurring tasks).
@Suite("Catching a recurring task up to today")
struct CatchUpTests {
    @Test("17 days overdue, a daily strict rule moves to today with 17 occurrences skipped")
    func pills() throws {
        let catchUp = try task("Take pills rec:+1d due:2026-11-18").caughtUp(today: day("2026-12-05"))
        #expect(catchUp == CatchUp(line: "Take pills rec:+1d due:2026-12-05", skipped: 17))
    }

    @Test("a weekly rule lands on its first occurrence on or after today, not today; t: keeps its offset")
    func weekly() throws {
        let catchUp = try task("(A) 2026-11-01 Review t:2026-11-11 due:2026-11-13 rec:+1w delayed:1").caughtUp(today: day("2026-12-05"))
        #expect(catchUp == CatchUp(line: "(A) 2026-11-01 Review t:2026-12-09 due:2026-12-11 rec:+1w", skipped: 4))
    }

    @Test("every kind of rule catches up as that many skips would", arguments: [
        ("rent due:2026-01-31 rec:+1m", "2026-05-01", "rent due:2026-05-28 rec:+1m", 4),
        ("gym due:2026-11-02 rec:+mon,fri", "2026-11-12", "gym due:2026-11-13 rec:+mon,fri", 3),
        ("standup due:2026-11-20 rec:+1b", "2026-11-25", "standup due:2026-11-25 rec:+1b", 3),
        ("water plants due:2026-11-20 rec:3d", "2026-11-27", "water plants due:2026-11-29 rec:3d", 3),
        ("yoga plan:2026-11-20 rec:1w", "2026-11-28", "yoga plan:2026-12-04 rec:1w", 2),
        ("review t:2026-08-20 rec:1m", "2026-11-20", "review t:2026-11-20 rec:1m", 3),
    ])
    func everyRule(line: String, today: String, expected: String, skipped: Int) throws {
        let catchUp = try task(line).caughtUp(today: day(today))
        #expect(catchUp == CatchUp(line: expected, skipped: skipped))
        // The same as skipping one occurrence at a time.
        var stepped = task(line)
        for _ in 0..<skipped { stepped = TaskParser.parse(try stepped.skippedLine(), at: source).0 }
        #expect(stepped.line == expected)
    }

    @Test("a task on or after today is left as it is")
    func notBehind() throws {
        let line = "Take pills rec:+1d due:2026-12-05"
        #expect(try task(line).caughtUp(today: day("2026-12-05")) == CatchUp(line: line, skipped: 0))
        #expect(try task(line).caughtUp(today: day("2026-12-01")).isBehind == false)
    }

    @Test("refused like skip: no rec:, a done line, a series that ends before today")
    func refused() {
        #expect(throws: TaskEditError.notRecurring(source)) { try task("call Bob due:2026-11-20").caughtUp(today: day("2026-12-05")) }
        #expect(throws: TaskEditError.alreadyComplete(source)) {
            try task("x 2026-11-21 pills due:2026-11-20 rec:+1d").caughtUp(today: day("2026-12-05"))
        }
        #expect(throws: TaskEditError.seriesEnds(source, until: day("2026-11-30"))) {
            try task("pills due:2026-11-20 rec:+1d until:2026-11-30").caughtUp(today: day("2026-12-05"))
        }
    }

    @Test("behind: the occurrences of an overdue strict rule from its due date up to yesterday")
    func behind() {
        #expect(task("Take pills rec:+1d due:2026-11-18").occurrencesBehind(today: day("2026-12-05")) == 17)
        #expect(task("Review due:2026-11-13 rec:+1w").occurrencesBehind(today: day("2026-12-05")) == 4)
        #expect(task("Take pills rec:+1d due:2000-01-01").occurrencesBehind(today: day("2026-12-05")) == 9835)
        // Not strict, not overdue, done, or a series that ends first: nothing to say.
        #expect(task("Take pills rec:1d due:2026-11-18").occurrencesBehind(today: day("2026-12-05")) == nil)
        #expect(task("Take pills rec:+1d due:2026-12-05").occurrencesBehind(today: day("2026-12-05")) == nil)
        #expect(task("x 2026-11-19 Take pills rec:+1d due:2026-11-18").occurrencesBehind(today: day("2026-12-05")) == nil)
        #expect(task("Take pills rec:+1d due:2026-11-18 until:2026-11-30").occurrencesBehind(today: day("2026-12-05")) == nil)
    }

    @Test("behind, for weekday lists overdue for decades: the count of their days, found by whole weeks", arguments: [
        ("1950-01-02", [Weekday.monday, .wednesday, .friday], "mon,wed,fri"),
        ("1950-01-04", [.monday, .friday], "mon,fri"),
        ("1975-06-07", [.saturday], "sat"),
        ("2001-03-01", [.monday, .tuesday, .wednesday, .thursday, .friday], "mon,tue,wed,thu,fri"),
    ])
    func behindWeekdayLists(due: String, days: [Weekday], rule: String) {
        let today = day("2026-12-05")
        // An independent count: the due date itself, then every listed weekday after it, before today.
        var expected = 1
        var date = day(due).adding(days: 1)
        while date < today {
            if days.contains(date.weekday) { expected += 1 }
            date = date.adding(days: 1)
        }
        #expect(task("Routine rec:+\(rule) due:\(due)").occurrencesBehind(today: today) == expected)
    }

    @Test("behind, for lists of days of the month overdue for decades: the count of those days, found by whole years", arguments: [
        ("1950-01-01", [1, 15], "1st,15th"),
        ("1950-01-07", [1, 15], "1st,15th"),
        ("1988-02-28", [28], "28th"),
        ("2003-05-10", [3, 10, 17, 24], "3rd,10th,17th,24th"),
    ])
    func behindMonthDayLists(due: String, days: [Int], rule: String) {
        let today = day("2026-12-05")
        var expected = 1
        var date = day(due).adding(days: 1)
        while date < today {
            if days.contains(date.components.day) { expected += 1 }
            date = date.adding(days: 1)
        }
        #expect(task("Bills rec:+\(rule) due:\(due)").occurrencesBehind(today: today) == expected)
    }

    @Test("the planner puts the count on the overdue item, once per task, and on no other item")
    func onTheItem() throws {
        let plan = Planner(today: day("2026-12-05")).plan(taskList("Take pills rec:+1d due:2026-11-18", "Return books due:2026-11-20"))
        let overdue = plan.days[0].items.filter { $0.reason == .overdue }
        #expect(overdue.map(\.occurrencesBehind) == [17, nil])
        #expect(plan.days[1].items.allSatisfy { $0.occurrencesBehind == nil })
    }

    @Test("the document catches lines up and writes nothing when none is behind")
    func document() throws {
        let document = TodoDocument(name: "todo.txt", bytes: Array("a due:2026-11-18 rec:+1d\r\nb due:2026-12-06 rec:+1d\n".utf8))
        let both = try document.catchingUp(lines: [1, 2, 1], today: day("2026-12-05"))
        #expect(both.bytes.map { String(decoding: $0, as: UTF8.self) } == "a due:2026-12-05 rec:+1d\r\nb due:2026-12-06 rec:+1d\n")
        #expect(both.catchUps.mapValues(\.skipped) == [1: 17, 2: 0])
        #expect(try document.catchingUp(lines: [2], today: day("2026-12-05")).bytes == nil)
    }
}
