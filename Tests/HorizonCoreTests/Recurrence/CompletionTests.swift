import HorizonCore
import Testing

// docs/todotxt.md#completing: completing a (recurring) task. 2026-03-02 is a Monday, 2026-03-05 a Thursday.

private let source = SourceLocation(file: "todo.txt", line: 1)

private func task(_ line: String) -> Task {
    TaskParser.parse(line, at: source).0
}

/// Completes one line and returns what completion produced.
private func complete(_ line: String, on date: String) throws -> Completion {
    let (task, diagnostics) = TaskParser.parse(line, at: source)
    #expect(diagnostics.isEmpty, "the test line itself should be valid: \(diagnostics)")
    return try task.completion(on: day(date))
}

/// One completion: the line, the day, the expected done line and the expected new line.
struct CompletionCase: Sendable, CustomTestStringConvertible {
    let line: String
    let date: String
    let completed: String
    let next: String?
    init(_ line: String, on date: String, completed: String, next: String?) {
        self.line = line
        self.date = date
        self.completed = completed
        self.next = next
    }
    var testDescription: String { "\(line) done \(date)" }
}

@Suite("Completing a task (docs/todotxt.md#completing)")
struct CompletionTests {
    // MARK: The examples of the spec

    @Test("the three examples of docs/todotxt.md#completing", arguments: [
        CompletionCase("empty trash can due:2021-04-19 rec:1d", on: "2021-04-23",
                       completed: "x 2021-04-23 empty trash can due:2021-04-19 rec:1d",
                       next: "2021-04-23 empty trash can due:2021-04-24 rec:1d"),
        CompletionCase("send weekly status report due:2021-04-19 rec:+1w", on: "2021-04-23",
                       completed: "x 2021-04-23 send weekly status report due:2021-04-19 rec:+1w",
                       next: "2021-04-23 send weekly status report due:2021-04-26 rec:+1w"),
        CompletionCase("pay rent t:2026-01-25 due:2026-01-31 rec:+1m", on: "2026-01-30",
                       completed: "x 2026-01-30 pay rent t:2026-01-25 due:2026-01-31 rec:+1m",
                       next: "2026-01-30 pay rent t:2026-02-22 due:2026-02-28 rec:+1m"),
    ])
    func specExamples(_ example: CompletionCase) throws {
        let completion = try complete(example.line, on: example.date)
        #expect(completion.completedLine == example.completed)
        #expect(completion.nextLine == example.next)
        #expect(completion.note == nil)
    }

    // MARK: Normal and strict

    @Test("normal and strict rules, with and without a due date", arguments: [
        // normal: completion date + interval
        CompletionCase("water plants due:2026-03-02 rec:1w", on: "2026-03-05",
                       completed: "x 2026-03-05 water plants due:2026-03-02 rec:1w",
                       next: "2026-03-05 water plants due:2026-03-12 rec:1w"),
        // strict: old due + interval
        CompletionCase("water plants due:2026-03-02 rec:+1w", on: "2026-03-05",
                       completed: "x 2026-03-05 water plants due:2026-03-02 rec:+1w",
                       next: "2026-03-05 water plants due:2026-03-09 rec:+1w"),
        // strict, even if the new due is still in the past
        CompletionCase("file report due:2026-01-05 rec:+1w", on: "2026-03-05",
                       completed: "x 2026-03-05 file report due:2026-01-05 rec:+1w",
                       next: "2026-03-05 file report due:2026-01-12 rec:+1w"),
        // normal completed early: from the completion date, not the due date
        CompletionCase("water plants due:2026-03-09 rec:1w", on: "2026-03-05",
                       completed: "x 2026-03-05 water plants due:2026-03-09 rec:1w",
                       next: "2026-03-05 water plants due:2026-03-12 rec:1w"),
        // strict monthly from a month end clamps
        CompletionCase("pay rent due:2026-01-31 rec:+1m", on: "2026-02-02",
                       completed: "x 2026-02-02 pay rent due:2026-01-31 rec:+1m",
                       next: "2026-02-02 pay rent due:2026-02-28 rec:+1m"),
        // business days, strict from a Friday due date
        CompletionCase("standup due:2026-03-06 rec:+1b", on: "2026-03-06",
                       completed: "x 2026-03-06 standup due:2026-03-06 rec:+1b",
                       next: "2026-03-06 standup due:2026-03-09 rec:+1b"),
        // no due date: the completion date is taken as the due date (and a due: is added)
        CompletionCase("stretch rec:2d", on: "2026-03-05",
                       completed: "x 2026-03-05 stretch rec:2d",
                       next: "2026-03-05 stretch rec:2d due:2026-03-07"),
        CompletionCase("stretch rec:+2d", on: "2026-03-05",
                       completed: "x 2026-03-05 stretch rec:+2d",
                       next: "2026-03-05 stretch rec:+2d due:2026-03-07"),
        CompletionCase("gym rec:mon,thu", on: "2026-03-05",
                       completed: "x 2026-03-05 gym rec:mon,thu",
                       next: "2026-03-05 gym rec:mon,thu due:2026-03-09"),
    ])
    func normalAndStrict(_ example: CompletionCase) throws {
        let completion = try complete(example.line, on: example.date)
        #expect(completion.completedLine == example.completed)
        #expect(completion.nextLine == example.next)
    }

    // MARK: Thresholds

    @Test("threshold and due: the new t: keeps its distance before the new due", arguments: [
        CompletionCase("clean gutters t:2026-03-01 due:2026-03-04 rec:1w", on: "2026-03-05",
                       completed: "x 2026-03-05 clean gutters t:2026-03-01 due:2026-03-04 rec:1w",
                       next: "2026-03-05 clean gutters t:2026-03-09 due:2026-03-12 rec:1w"),
        CompletionCase("clean gutters due:2026-03-04 t:2026-03-01 rec:+1w", on: "2026-03-05",
                       completed: "x 2026-03-05 clean gutters due:2026-03-04 t:2026-03-01 rec:+1w",
                       next: "2026-03-05 clean gutters due:2026-03-11 t:2026-03-08 rec:+1w"),
        // t: on the due day: distance 0
        CompletionCase("file taxes t:2026-03-04 due:2026-03-04 rec:+1y", on: "2026-03-05",
                       completed: "x 2026-03-05 file taxes t:2026-03-04 due:2026-03-04 rec:+1y",
                       next: "2026-03-05 file taxes t:2027-03-04 due:2027-03-04 rec:+1y"),
        // a t: after the due counts as 0
        CompletionCase("odd task t:2026-03-06 due:2026-03-04 rec:+1w", on: "2026-03-05",
                       completed: "x 2026-03-05 odd task t:2026-03-06 due:2026-03-04 rec:+1w",
                       next: "2026-03-05 odd task t:2026-03-11 due:2026-03-11 rec:+1w"),
    ])
    func thresholdAndDue(_ example: CompletionCase) throws {
        let completion = try complete(example.line, on: example.date)
        #expect(completion.completedLine == example.completed)
        #expect(completion.nextLine == example.next)
    }

    @Test("threshold only: normal from the completion date, strict from the old t:, and no due: added", arguments: [
        CompletionCase("change filter t:2026-03-01 rec:1m", on: "2026-03-05",
                       completed: "x 2026-03-05 change filter t:2026-03-01 rec:1m",
                       next: "2026-03-05 change filter t:2026-04-05 rec:1m"),
        CompletionCase("change filter t:2026-03-01 rec:+1m", on: "2026-03-05",
                       completed: "x 2026-03-05 change filter t:2026-03-01 rec:+1m",
                       next: "2026-03-05 change filter t:2026-04-01 rec:+1m"),
        CompletionCase("change filter t:2026-01-31 rec:+1m", on: "2026-03-05",
                       completed: "x 2026-03-05 change filter t:2026-01-31 rec:+1m",
                       next: "2026-03-05 change filter t:2026-02-28 rec:+1m"),
    ])
    func thresholdOnly(_ example: CompletionCase) throws {
        let completion = try complete(example.line, on: example.date)
        #expect(completion.completedLine == example.completed)
        #expect(completion.nextLine == example.next)
        #expect(completion.nextLine?.contains("due:") == false)
    }

    // MARK: Weekday lists

    @Test("weekday lists: normal after the later of completion and old due; strict after the old due", arguments: [
        // normal, completed after the due day: the first listed day after the completion
        CompletionCase("gym due:2026-03-02 rec:mon,thu", on: "2026-03-05",
                       completed: "x 2026-03-05 gym due:2026-03-02 rec:mon,thu",
                       next: "2026-03-05 gym due:2026-03-09 rec:mon,thu"),
        // normal, completed early (Monday, due Thursday): not Thursday again, but the Monday after
        CompletionCase("gym due:2026-03-05 rec:mon,thu", on: "2026-03-02",
                       completed: "x 2026-03-02 gym due:2026-03-05 rec:mon,thu",
                       next: "2026-03-02 gym due:2026-03-09 rec:mon,thu"),
        // normal, completed on the due day
        CompletionCase("gym due:2026-03-05 rec:mon,thu", on: "2026-03-05",
                       completed: "x 2026-03-05 gym due:2026-03-05 rec:mon,thu",
                       next: "2026-03-05 gym due:2026-03-09 rec:mon,thu"),
        // normal, completed on a day between two listed days
        CompletionCase("gym due:2026-03-02 rec:mon,thu", on: "2026-03-03",
                       completed: "x 2026-03-03 gym due:2026-03-02 rec:mon,thu",
                       next: "2026-03-03 gym due:2026-03-05 rec:mon,thu"),
        // strict: the first listed day after the old due, whatever the completion date
        CompletionCase("gym due:2026-03-02 rec:+mon,thu", on: "2026-03-05",
                       completed: "x 2026-03-05 gym due:2026-03-02 rec:+mon,thu",
                       next: "2026-03-05 gym due:2026-03-05 rec:+mon,thu"),
        CompletionCase("gym due:2026-02-02 rec:+mon,thu", on: "2026-03-05",
                       completed: "x 2026-03-05 gym due:2026-02-02 rec:+mon,thu",
                       next: "2026-03-05 gym due:2026-02-05 rec:+mon,thu"),
        // strict completed early: still after the old due
        CompletionCase("gym due:2026-03-05 rec:+mon,thu", on: "2026-03-02",
                       completed: "x 2026-03-02 gym due:2026-03-05 rec:+mon,thu",
                       next: "2026-03-02 gym due:2026-03-09 rec:+mon,thu"),
    ])
    func weekdayLists(_ example: CompletionCase) throws {
        let completion = try complete(example.line, on: example.date)
        #expect(completion.completedLine == example.completed)
        #expect(completion.nextLine == example.next)
    }

    // MARK: until:

    @Test("a next due after until: makes no new task, and the completion says so")
    func untilPassed() throws {
        let completion = try complete("water plants due:2026-03-02 rec:1w until:2026-03-10", on: "2026-03-05")
        #expect(completion.completedLine == "x 2026-03-05 water plants due:2026-03-02 rec:1w until:2026-03-10")
        #expect(completion.nextLine == nil)
        let note = try #require(completion.note)
        #expect(note.contains("until"))
        #expect(note.contains("todo.txt:1"))
    }

    @Test("an until: that has passed makes no new task, even where a strict next due would be before it")
    func untilLongPast() throws {
        let completion = try complete("old habit due:2025-01-06 rec:+1w until:2025-06-30", on: "2026-03-05")
        #expect(completion.completedLine == "x 2026-03-05 old habit due:2025-01-06 rec:+1w until:2025-06-30")
        #expect(completion.nextLine == nil)
        let note = try #require(completion.note)
        #expect(note.contains("until:2025-06-30 has passed"))
    }

    @Test("an until: not passed yet: a strict next due before it is made, on the until day too")
    func untilNotPassedStrict() throws {
        let completion = try complete("water plants due:2026-03-02 rec:+1w until:2026-03-10", on: "2026-03-05")
        #expect(completion.nextLine == "2026-03-05 water plants due:2026-03-09 rec:+1w until:2026-03-10")
        let onTheDay = try complete("water plants due:2026-03-02 rec:+1w until:2026-03-10", on: "2026-03-10")
        #expect(onTheDay.nextLine == "2026-03-10 water plants due:2026-03-09 rec:+1w until:2026-03-10")
    }

    @Test("threshold-only task: a new t: after until: makes no new task")
    func untilThresholdOnly() throws {
        let completion = try complete("change filter t:2026-03-01 rec:1m until:2026-03-31", on: "2026-03-05")
        #expect(completion.nextLine == nil)
        #expect(completion.note != nil)
    }

    @Test("an until: not passed is copied, including a next due exactly on the until day")
    func untilNotPassed() throws {
        let completion = try complete("water plants due:2026-03-02 rec:1w until:2026-03-12", on: "2026-03-05")
        #expect(completion.nextLine == "2026-03-05 water plants due:2026-03-12 rec:1w until:2026-03-12")
        #expect(completion.note == nil)
    }

    // MARK: Creation date, priority, tags

    @Test("the new task's creation date is the completion date, replacing the old one")
    func newCreationDate() throws {
        let completion = try complete("2020-01-01 call mom due:2026-03-01 rec:+1w", on: "2026-03-05")
        #expect(completion.completedLine == "x 2026-03-05 2020-01-01 call mom due:2026-03-01 rec:+1w")
        #expect(completion.nextLine == "2026-03-05 call mom due:2026-03-08 rec:+1w")
    }

    @Test("the priority leaves the done line as pri:X and is copied to the new line as (X)")
    func priority() throws {
        let completion = try complete("(B) 2020-01-01 call mom due:2026-03-01 rec:+1w", on: "2026-03-05")
        #expect(completion.completedLine == "x 2026-03-05 2020-01-01 call mom due:2026-03-01 rec:+1w pri:B")
        #expect(completion.nextLine == "(B) 2026-03-05 call mom due:2026-03-08 rec:+1w")
        // The done line reads back with its priority, and never as `x DATE (B)`.
        let done = task(completion.completedLine)
        #expect(done.isComplete)
        #expect(done.priority == Priority("B"))
        #expect(!completion.completedLine.contains("(B)"))
        let next = task(try #require(completion.nextLine))
        #expect(next.priority == Priority("B"))
        #expect(next.creationDate == day("2026-03-05"))
    }

    @Test("a priority without a creation date")
    func priorityWithoutCreationDate() throws {
        let completion = try complete("(A) pay rent due:2026-01-31 rec:+1m", on: "2026-01-30")
        #expect(completion.completedLine == "x 2026-01-30 pay rent due:2026-01-31 rec:+1m pri:A")
        #expect(completion.nextLine == "(A) 2026-01-30 pay rent due:2026-02-28 rec:+1m")
    }

    @Test("contexts, projects, other and unknown tags are copied in order")
    func otherTagsCopied() throws {
        let line = "review +work @desk due:2026-03-02 foo:bar rec:1w at:09:30 see https://x.org/a:b show:day,week until:2027-01-01 note:keep"
        let completion = try complete(line, on: "2026-03-05")
        #expect(completion.completedLine == "x 2026-03-05 " + line)
        #expect(completion.nextLine ==
            "2026-03-05 review +work @desk due:2026-03-12 foo:bar rec:1w at:09:30 see https://x.org/a:b show:day,week until:2027-01-01 note:keep")
    }

    @Test("delayed: is dropped from the new task (kept on the done line)")
    func delayedDropped() throws {
        let completion = try complete("report due:2026-03-03 delayed:1 rec:1w +work", on: "2026-03-05")
        #expect(completion.completedLine == "x 2026-03-05 report due:2026-03-03 delayed:1 rec:1w +work")
        #expect(completion.nextLine == "2026-03-05 report due:2026-03-12 rec:1w +work")
        #expect(task(try #require(completion.nextLine)).isDelayed == false)
    }

    @Test("the new line reads back as an open task with the new dates and the same rule")
    func nextLineReadsBack() throws {
        let completion = try complete("(C) pay rent t:2026-01-25 due:2026-01-31 rec:+1m until:2026-12-31", on: "2026-01-30")
        let (next, diagnostics) = TaskParser.parse(try #require(completion.nextLine), at: source)
        #expect(diagnostics.isEmpty)
        #expect(!next.isComplete)
        #expect(next.due == day("2026-02-28"))
        #expect(next.threshold == day("2026-02-22"))
        #expect(next.recurrence == RecurrenceRule(isStrict: true, step: .interval(count: 1, unit: .month)))
        #expect(next.until == day("2026-12-31"))
    }

    // MARK: Refusals and non-recurring tasks

    @Test("an already complete task is refused")
    func alreadyComplete() {
        let done = task("x 2026-03-01 water plants due:2026-03-01 rec:1w")
        #expect(throws: TaskEditError.alreadyComplete(source)) {
            try done.completion(on: day("2026-03-05"))
        }
    }

    @Test("a task that does not recur is only marked done")
    func nonRecurring() throws {
        let completion = try complete("(A) 2026-03-01 buy milk due:2026-03-02 @shop", on: "2026-03-05")
        #expect(completion.completedLine == "x 2026-03-05 2026-03-01 buy milk due:2026-03-02 @shop pri:A")
        #expect(completion.nextLine == nil)
        #expect(completion.note == nil)
    }

    @Test("an invalid rec: does not recur")
    func invalidRule() throws {
        let completion = try task("buy milk rec:fortnight").completion(on: day("2026-03-05"))
        #expect(completion.completedLine == "x 2026-03-05 buy milk rec:fortnight")
        #expect(completion.nextLine == nil)
    }
}

// MARK: - The document edit

private func document(_ text: String) -> TodoDocument {
    TodoDocument(name: "todo.txt", bytes: Array(text.utf8))
}

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

@Suite("TodoDocument.completing (horizon done)")
struct CompletingDocumentTests {
    @Test("several lines at once: each marked in place, new tasks appended in the order given")
    func severalLines() throws {
        let doc = document("""
            (A) pay rent due:2026-03-01 rec:+1m
            buy milk
            water plants due:2026-03-02 rec:1w
            call mom due:2026-03-04

            """)
        let result = try doc.completing(lines: [3, 1, 4], on: day("2026-03-05"))
        #expect(text(result.bytes) == """
            x 2026-03-05 pay rent due:2026-03-01 rec:+1m pri:A
            buy milk
            x 2026-03-05 water plants due:2026-03-02 rec:1w
            x 2026-03-05 call mom due:2026-03-04
            2026-03-05 water plants due:2026-03-12 rec:1w
            (A) 2026-03-05 pay rent due:2026-04-01 rec:+1m

            """)
        #expect(Set(result.completions.keys) == [1, 3, 4])
        #expect(result.completions[4]?.nextLine == nil)
    }

    @Test("a CRLF file keeps CRLF, on the replaced and on the appended lines")
    func crlf() throws {
        let doc = document("take pills due:2026-03-02 rec:1d\r\nbuy milk\r\n")
        let result = try doc.completing(lines: [1], on: day("2026-03-05"))
        #expect(result.bytes == Array("x 2026-03-05 take pills due:2026-03-02 rec:1d\r\nbuy milk\r\n2026-03-05 take pills due:2026-03-06 rec:1d\r\n".utf8))
    }

    @Test("other lines keep every byte: BOM, spacing, blank lines, unknown tags, invalid UTF-8")
    func otherLinesByteIdentical() throws {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array("keep  two  spaces foo:bar  \n".utf8)
        bytes += Array("\n".utf8)
        bytes += Array("water plants due:2026-03-02 rec:1w\n".utf8)
        bytes += [0x62, 0x61, 0x64, 0x20, 0xFF, 0xFE, 0x0A]  // "bad \xFF\xFE\n"
        bytes += Array("last line without newline".utf8)
        let doc = TodoDocument(name: "todo.txt", bytes: bytes)
        let result = try doc.completing(lines: [3], on: day("2026-03-05"))

        var expected: [UInt8] = [0xEF, 0xBB, 0xBF]
        expected += Array("keep  two  spaces foo:bar  \n".utf8)
        expected += Array("\n".utf8)
        expected += Array("x 2026-03-05 water plants due:2026-03-02 rec:1w\n".utf8)
        expected += [0x62, 0x61, 0x64, 0x20, 0xFF, 0xFE, 0x0A]
        expected += Array("last line without newline\n".utf8)
        expected += Array("2026-03-05 water plants due:2026-03-12 rec:1w\n".utf8)
        #expect(result.bytes == expected)
    }

    @Test("completing a non-recurring task appends nothing and keeps a missing final newline")
    func nonRecurringNoAppend() throws {
        let doc = document("buy milk\ncall mom")
        let result = try doc.completing(lines: [2], on: day("2026-03-05"))
        #expect(text(result.bytes) == "buy milk\nx 2026-03-05 call mom")
    }

    @Test("a line given twice is completed once")
    func duplicateLine() throws {
        let doc = document("take pills due:2026-03-02 rec:1d\n")
        let result = try doc.completing(lines: [1, 1], on: day("2026-03-05"))
        #expect(text(result.bytes) == "x 2026-03-05 take pills due:2026-03-02 rec:1d\n2026-03-05 take pills due:2026-03-06 rec:1d\n")
    }

    @Test("a done line, a blank line or a missing line is refused")
    func refusals() {
        let doc = document("x 2026-03-01 done already\n\nopen task\n")
        #expect(throws: TaskEditError.alreadyComplete(SourceLocation(file: "todo.txt", line: 1))) {
            try doc.completing(lines: [3, 1], on: day("2026-03-05"))
        }
        #expect(throws: TaskEditError.blankLine(2)) {
            try doc.completing(lines: [2], on: day("2026-03-05"))
        }
        #expect(throws: TaskEditError.noSuchLine(4, lineCount: 3)) {
            try doc.completing(lines: [4], on: day("2026-03-05"))
        }
    }
}

@Suite("Completion at the end of the calendar")
struct CalendarEndCompletionTests {
    @Test("a next instance after 9999-12-31 is not made, and the note says why")
    func beyondLatest() throws {
        let completion = try complete("far future due:9999-12-20 rec:+1m", on: "9999-12-20")
        #expect(completion.nextLine == nil)
        #expect(completion.note?.contains("9999-12-31") == true)
        #expect(completion.completedLine == "x 9999-12-20 far future due:9999-12-20 rec:+1m")
    }
}
