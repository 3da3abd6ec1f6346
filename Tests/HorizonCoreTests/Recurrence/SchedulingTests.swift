import HorizonCore
import Testing

// docs/todotxt.md#adding (`horizon add`) and docs/commands.md#delay `delayed:1` (`horizon delay`).
// 2026-11-17 is a Tuesday, 2026-11-20 a Friday, 2026-11-23 a Monday.

private func now(_ text: String) -> LocalDateTime {
    guard let moment = LocalDateTime(text) else { preconditionFailure("bad test moment \(text)") }
    return moment
}

private func rule(_ text: String) throws -> RecurrenceRule {
    try RecurrenceRule.parse(text).get()
}

private let source = SourceLocation(file: "todo.txt", line: 1)

private func task(_ line: String) -> Task {
    TaskParser.parse(line, at: source).0
}

/// One `horizon add`: the text typed, when, and the line expected.
struct AddCase: Sendable, CustomTestStringConvertible {
    let text: String
    let now: String
    let expected: String
    init(_ text: String, at now: String, _ expected: String) {
        self.text = text
        self.now = now
        self.expected = expected
    }
    var testDescription: String { "\(text) at \(now)" }
}

@Suite("Creating tasks with a schedule (docs/todotxt.md#adding)")
struct SchedulingTests {
    @Test("LocalDateTime reads YYYY-MM-DDTHH:MM and a space-separated form")
    func localDateTime() {
        #expect(LocalDateTime("2026-11-20T22:00") == LocalDateTime(date: day("2026-11-20"), time: TimeOfDay(hour: 22, minute: 0)!))
        #expect(LocalDateTime("2026-11-20 07:05") == LocalDateTime(date: day("2026-11-20"), time: TimeOfDay(hour: 7, minute: 5)!))
        #expect(LocalDateTime("2026-11-20") == nil)
        #expect(LocalDateTime("2026-11-31T10:00") == nil)
        #expect(LocalDateTime("2026-11-20T24:00") == nil)
    }

    @Test("the first occurrence of a schedule from now", arguments: [
        // daily at 08:00: today before 08:00, else tomorrow (08:00 itself has passed)
        AddCase("Take pills rec:+1d at:08:00", at: "2026-11-19T07:59", "2026-11-19 Take pills rec:+1d at:08:00 due:2026-11-19"),
        AddCase("Take pills rec:+1d at:08:00", at: "2026-11-19T08:00", "2026-11-19 Take pills rec:+1d at:08:00 due:2026-11-20"),
        AddCase("Take pills rec:+1d at:08:00", at: "2026-11-19T08:01", "2026-11-19 Take pills rec:+1d at:08:00 due:2026-11-20"),
        AddCase("Take pills rec:+1d at:08:00", at: "2026-12-31T23:00", "2026-12-31 Take pills rec:+1d at:08:00 due:2027-01-01"),
        // weekdays: Friday 22:00 for 09:00 → Monday
        AddCase("Standup rec:+1b at:09:00", at: "2026-11-20T22:00", "2026-11-20 Standup rec:+1b at:09:00 due:2026-11-23"),
        AddCase("Standup rec:+1b at:09:00", at: "2026-11-20T08:00", "2026-11-20 Standup rec:+1b at:09:00 due:2026-11-20"),
        AddCase("Standup rec:+1b at:09:00", at: "2026-11-21T08:00", "2026-11-21 Standup rec:+1b at:09:00 due:2026-11-23"),
        // weekday lists: Tuesday 23:00 → Wednesday
        AddCase("Swim rec:+mon,wed", at: "2026-11-17T23:00", "2026-11-17 Swim rec:+mon,wed due:2026-11-18"),
        AddCase("Swim rec:+mon,wed at:07:00", at: "2026-11-17T23:00", "2026-11-17 Swim rec:+mon,wed at:07:00 due:2026-11-18"),
        AddCase("Swim rec:+tue,wed at:07:00", at: "2026-11-17T06:00", "2026-11-17 Swim rec:+tue,wed at:07:00 due:2026-11-17"),
        AddCase("Swim rec:+tue at:07:00", at: "2026-11-17T23:00", "2026-11-17 Swim rec:+tue at:07:00 due:2026-11-24"),
        // month-day lists: today when it is a listed day and its time has not passed, else the next one
        AddCase("Retro rec:2nd-tue at:10:00", at: "2026-11-10T09:00", "2026-11-10 Retro rec:2nd-tue at:10:00 due:2026-11-10"),
        AddCase("Retro rec:2nd-tue at:10:00", at: "2026-11-10T11:00", "2026-11-10 Retro rec:2nd-tue at:10:00 due:2026-12-08"),
        AddCase("Pay rent rec:last-day", at: "2026-11-17T23:00", "2026-11-17 Pay rent rec:last-day due:2026-11-30"),
        AddCase("Invoice rec:+1st,15th", at: "2026-11-15T12:00", "2026-11-15 Invoice rec:+1st,15th due:2026-11-15"),
        AddCase("Rent rec:31st", at: "2027-02-01T12:00", "2027-02-01 Rent rec:31st due:2027-02-28"),
        AddCase("Board meeting rec:last-fri at:16:00", at: "2026-11-27T16:30", "2026-11-27 Board meeting rec:last-fri at:16:00 due:2026-12-25"),
        // no time: today
        AddCase("Weekly review rec:1w", at: "2026-11-20T23:59", "2026-11-20 Weekly review rec:1w due:2026-11-20"),
    ])
    func firstOccurrence(_ example: AddCase) throws {
        #expect(try TaskScheduler.newTaskLine(example.text, now: now(example.now)) == example.expected)
    }

    @Test("firstOccurrence on its own")
    func firstOccurrenceDirect() throws {
        let friday10pm = now("2026-11-20T22:00")
        #expect(TaskScheduler.firstOccurrence(try rule("+1b"), at: TimeOfDay(hour: 9, minute: 0), now: friday10pm) == day("2026-11-23"))
        #expect(TaskScheduler.firstOccurrence(try rule("+1d"), at: TimeOfDay(hour: 23, minute: 30), now: friday10pm) == day("2026-11-20"))
        #expect(TaskScheduler.firstOccurrence(try rule("sat"), at: nil, now: friday10pm) == day("2026-11-21"))
        #expect(TaskScheduler.firstOccurrence(try rule("fri"), at: nil, now: friday10pm) == day("2026-11-20"))
        #expect(TaskScheduler.firstOccurrence(try rule("fri"), at: TimeOfDay(hour: 21, minute: 0), now: friday10pm) == day("2026-11-27"))
    }

    @Test("a one-time task due in the past is refused", arguments: [
        AddCase("Dentist due:2026-11-20 at:09:00", at: "2026-11-20T10:00", ""),
        AddCase("Dentist due:2026-11-19", at: "2026-11-20T10:00", ""),
    ])
    func inThePast(_ example: AddCase) {
        let typed = task(example.text)
        #expect(throws: AddError.inThePast(typed.due!, typed.at)) {
            try TaskScheduler.newTaskLine(example.text, now: now(example.now))
        }
        let error = AddError.inThePast(typed.due!, typed.at)
        #expect(error.description.hasPrefix("cannot create a task in the past"))
    }

    @Test("a one-time task later today, or due today without a time, is accepted", arguments: [
        AddCase("Dentist due:2026-11-20 at:11:00", at: "2026-11-20T10:00", "2026-11-20 Dentist due:2026-11-20 at:11:00"),
        AddCase("Dentist due:2026-11-20", at: "2026-11-20T23:00", "2026-11-20 Dentist due:2026-11-20"),
    ])
    func notInThePast(_ example: AddCase) throws {
        #expect(try TaskScheduler.newTaskLine(example.text, now: now(example.now)) == example.expected)
    }

    @Test("creation date: added when missing, after the priority; kept when present; an explicit due: is kept", arguments: [
        AddCase("call mom", at: "2026-11-20T10:00", "2026-11-20 call mom"),
        AddCase("(A) call mom", at: "2026-11-20T10:00", "(A) 2026-11-20 call mom"),
        AddCase("(A) 2026-01-01 call mom", at: "2026-11-20T10:00", "(A) 2026-01-01 call mom"),
        AddCase("2026-01-01 call mom", at: "2026-11-20T10:00", "2026-01-01 call mom"),
        AddCase("Take pills rec:+1d at:08:00 due:2026-12-01", at: "2026-11-20T10:00", "2026-11-20 Take pills rec:+1d at:08:00 due:2026-12-01"),
        AddCase("(B) Take pills due:2026-12-01 rec:+1d", at: "2026-11-20T10:00", "(B) 2026-11-20 Take pills due:2026-12-01 rec:+1d"),
        // a recurring task with an explicit due in the past is not refused: it is simply overdue
        AddCase("Pay rent due:2026-11-01 rec:+1m", at: "2026-11-20T10:00", "2026-11-20 Pay rent due:2026-11-01 rec:+1m"),
        // a recurring task with a threshold gets no due:
        AddCase("Change filter t:2026-12-01 rec:3m", at: "2026-11-20T10:00", "2026-11-20 Change filter t:2026-12-01 rec:3m"),
        // surrounding spaces are trimmed
        AddCase("  call mom  ", at: "2026-11-20T10:00", "2026-11-20 call mom"),
    ])
    func creationDate(_ example: AddCase) throws {
        #expect(try TaskScheduler.newTaskLine(example.text, now: now(example.now)) == example.expected)
    }

    @Test("empty, multi-line, done or invalid text is refused")
    func refusals() {
        let moment = now("2026-11-20T10:00")
        #expect(throws: AddError.empty) { try TaskScheduler.newTaskLine("   ", now: moment) }
        #expect(throws: AddError.multipleLines) { try TaskScheduler.newTaskLine("a\nb", now: moment) }
        #expect(throws: AddError.alreadyComplete) { try TaskScheduler.newTaskLine("x 2026-11-20 done", now: moment) }
        #expect {
            try TaskScheduler.newTaskLine("bad rec:fortnight", now: moment)
        } throws: { error in
            if case .invalid(let diagnostics) = error as? AddError { return !diagnostics.isEmpty }
            return false
        }
    }

    @Test("the added line is appended to the document with its line ending")
    func appending() {
        let crlf = TodoDocument(name: "todo.txt", bytes: Array("a\r\nb\r\n".utf8))
        #expect(crlf.appending("2026-11-20 c") == Array("a\r\nb\r\n2026-11-20 c\r\n".utf8))
        let noFinalNewline = TodoDocument(name: "todo.txt", bytes: Array("a\nb".utf8))
        #expect(noFinalNewline.appending("2026-11-20 c") == Array("a\nb\n2026-11-20 c\n".utf8))
        let empty = TodoDocument(name: "todo.txt", bytes: [])
        #expect(empty.appending("2026-11-20 c") == Array("2026-11-20 c\n".utf8))
    }
}

/// One `horizon delay`: the line, today, and the line expected.
struct DelayCase: Sendable, CustomTestStringConvertible {
    let line: String
    let today: String
    let expected: String
    init(_ line: String, today: String, _ expected: String) {
        self.line = line
        self.today = today
        self.expected = expected
    }
    var testDescription: String { "\(line) delayed on \(today)" }
}

@Suite("Delaying a day-planned task once (docs/commands.md#delay delayed:1)")
struct DelayTests {
    @Test("the plan: day moves to the day after the later of that day and today; delayed:1 is added", arguments: [
        DelayCase("call plumber plan:2026-11-20", today: "2026-11-20", "call plumber plan:2026-11-21 delayed:1"),
        DelayCase("call plumber plan:2026-11-10", today: "2026-11-20", "call plumber plan:2026-11-21 delayed:1"),
        DelayCase("call plumber plan:2026-11-25", today: "2026-11-20", "call plumber plan:2026-11-26 delayed:1"),
        DelayCase("call plumber plan:2026-12-31", today: "2026-11-20", "call plumber plan:2027-01-01 delayed:1"),
        // with both, plan: moves and due: stays
        DelayCase("call plumber plan:2026-11-20 due:2026-11-30", today: "2026-11-20", "call plumber plan:2026-11-21 due:2026-11-30 delayed:1"),
        // due: is used when there is no plan:
        DelayCase("pay bill due:2026-11-20", today: "2026-11-20", "pay bill due:2026-11-21 delayed:1"),
        DelayCase("pay bill due:2026-11-02", today: "2026-11-20", "pay bill due:2026-11-21 delayed:1"),
        // delayed:0 is not a delay yet: it becomes delayed:1 in place
        DelayCase("pay bill delayed:0 due:2026-11-20", today: "2026-11-20", "pay bill delayed:1 due:2026-11-21"),
    ])
    func delay(_ example: DelayCase) throws {
        let delayed = try task(example.line).delayedLine(today: day(example.today))
        #expect(delayed == example.expected)
        let reread = task(delayed)
        #expect(reread.isDelayed)
    }

    @Test("the rest of the line is byte-identical: priority, creation date, spacing, unknown tags, non-ASCII")
    func restByteIdentical() throws {
        let line = "(A) 2026-11-01 call  plumber  +home @phone plan:2026-11-20 foo:bar  café ✓ url:https://x.org"
        let delayed = try task(line).delayedLine(today: day("2026-11-20"))
        #expect(delayed == "(A) 2026-11-01 call  plumber  +home @phone plan:2026-11-21 foo:bar  café ✓ url:https://x.org delayed:1")
    }

    @Test("a second delay is refused")
    func secondDelay() {
        let delayed = task("call plumber plan:2026-11-21 delayed:1")
        #expect(throws: TaskEditError.alreadyDelayed(source)) {
            try delayed.delayedLine(today: day("2026-11-21"))
        }
    }

    @Test("a task planned for a week, month or year is refused as such, also with a due: date", arguments: [
        ("review plan:2026-W48", "2026-W48"), ("review plan:2026-W48 due:2026-11-27", "2026-W48"),
        ("review plan:2026-11", "2026-11"), ("review plan:2026", "2026"),
    ])
    func plannedForLongerPeriod(_ line: String, _ plan: String) throws {
        let period = try #require(Period(plan))
        #expect(throws: TaskEditError.plannedForLongerPeriod(source, period)) {
            try task(line).delayedLine(today: day("2026-11-20"))
        }
        let message = TaskEditError.plannedForLongerPeriod(source, period).message
        #expect(message == "todo.txt:1: the task is planned for \(plan), not for a day; delay moves only a task planned for a day (move it with horizon plan); nothing was written")
    }

    @Test("a task not planned at all is refused")
    func notDayPlanned() {
        #expect(throws: TaskEditError.notDayPlanned(source)) {
            try task("review").delayedLine(today: day("2026-11-20"))
        }
    }

    @Test("a done task is refused")
    func doneRefused() {
        #expect(throws: TaskEditError.alreadyComplete(source)) {
            try task("x 2026-11-20 call plumber plan:2026-11-20").delayedLine(today: day("2026-11-20"))
        }
    }

    @Test("TodoDocument.delaying rewrites one line and keeps every other byte, CRLF included")
    func document() throws {
        let doc = TodoDocument(name: "todo.txt", bytes: Array("first  line foo:bar\r\n(B) call plumber plan:2026-11-20\r\n\r\nlast".utf8))
        let result = try doc.delaying(line: 2, today: day("2026-11-20"))
        #expect(result.line == "(B) call plumber plan:2026-11-21 delayed:1")
        #expect(result.bytes == Array("first  line foo:bar\r\n(B) call plumber plan:2026-11-21 delayed:1\r\n\r\nlast".utf8))
        #expect(throws: TaskEditError.alreadyDelayed(SourceLocation(file: "todo.txt", line: 1))) {
            try TodoDocument(name: "todo.txt", bytes: Array(result.line.utf8)).delaying(line: 1, today: day("2026-11-21"))
        }
    }
}
