import HorizonCore
import Testing

private let source = SourceLocation(file: "todo.txt", line: 1)

private func task(_ line: String) -> Task {
    TaskParser.parse(line, at: source).0
}

@Suite("horizon skip: the next occurrence without a completion (docs/todotxt.md#moving-and-skipping)")
struct SkippingTests {
    @Test("due: moves to the date completing on the due date gives, for every kind of rule", arguments: [
        ("water plants due:2026-11-20 rec:3d", "water plants due:2026-11-23 rec:3d"),
        ("report due:2026-11-20 rec:+1w", "report due:2026-11-27 rec:+1w"),
        ("standup due:2026-11-20 rec:1b", "standup due:2026-11-23 rec:1b"),
        ("gym due:2026-11-20 rec:mon,wed,fri", "gym due:2026-11-23 rec:mon,wed,fri"),
        ("rent due:2026-01-31 rec:+1m", "rent due:2026-02-28 rec:+1m"),
        ("retro due:2026-11-10 rec:2nd-tue,4th-tue", "retro due:2026-11-24 rec:2nd-tue,4th-tue"),
    ])
    func next(line: String, expected: String) throws {
        #expect(try task(line).skippedLine() == expected)
    }

    @Test("t: keeps its offset before the due; priority, creation date and spacing stay; delayed: goes")
    func threshold() throws {
        let skipped = try task("(B) 2026-01-02 pay  rent t:2026-01-25 due:2026-01-31 rec:+1m delayed:1 +home").skippedLine()
        #expect(skipped == "(B) 2026-01-02 pay  rent t:2026-02-22 due:2026-02-28 rec:+1m +home")
    }

    @Test("a day plan stands in for a missing due date, and t: alone moves by the rule")
    func withoutDue() throws {
        #expect(try task("yoga plan:2026-11-20 rec:1w").skippedLine() == "yoga plan:2026-11-27 rec:1w")
        #expect(try task("review t:2026-11-20 rec:1m").skippedLine() == "review t:2026-12-20 rec:1m")
    }

    @Test("a task that does not recur is refused")
    func notRecurring() {
        #expect(throws: TaskEditError.notRecurring(source)) { try task("call Bob due:2026-11-20").skippedLine() }
        #expect(throws: TaskEditError.notRecurring(source)) { try task("call Bob due:2026-11-20 rec:fortnight").skippedLine() }
    }

    @Test("a series whose next date passes until: is refused, and says use done")
    func seriesEnds() {
        let error = TaskEditError.seriesEnds(source, until: day("2027-03-31"))
        #expect(throws: error) { try task("yoga due:2027-03-30 rec:+1w until:2027-03-31").skippedLine() }
        #expect(error.description == "todo.txt:1: the series ends on 2027-03-31 (until:2027-03-31); use done")
    }

    @Test("a recurring task with no date at all, and a done line, are refused")
    func nothingToSkip() {
        #expect(throws: TaskEditError.nothingToSkipFrom(source)) { try task("stretch rec:1d").skippedLine() }
        #expect(throws: TaskEditError.alreadyComplete(source)) { try task("x 2026-11-20 stretch due:2026-11-20 rec:1d").skippedLine() }
    }

    @Test("the skipped line is what done's next instance holds, without the completion")
    func agreesWithDone() throws {
        let line = "pay rent t:2026-01-25 due:2026-01-31 rec:+1m"
        let next = try task(line).completion(on: day("2026-01-31")).nextLine
        #expect(next == "2026-01-31 " + (try task(line).skippedLine()))
    }
}
