import HorizonCore
import Testing

private let parserSource = HorizonCore.SourceLocation(file: "todo.txt", line: 7)

private func parseLine(_ line: String) -> (task: HorizonCore.Task, diagnostics: [Diagnostic]) {
    let (task, diagnostics) = TaskParser.parse(line, at: parserSource)
    return (task, diagnostics)
}

private func parserDate(_ text: String?) -> CivilDate? {
    guard let text else { return nil }
    guard let date = CivilDate(text) else { preconditionFailure("bad test date \(text)") }
    return date
}

/// How the start of a line reads: completion, priority, creation date, and where the description starts.
struct LineHeadCase: Sendable, CustomTestStringConvertible {
    let line: String
    let complete: Bool
    let completion: String?
    let priority: Character?
    let creation: String?
    let description: String

    init(_ line: String, complete: Bool = false, completion: String? = nil, priority: Character? = nil,
         creation: String? = nil, description: String) {
        self.line = line
        self.complete = complete
        self.completion = completion
        self.priority = priority
        self.creation = creation
        self.description = description
    }

    var testDescription: String { "\"\(line)\"" }
}

/// A line whose one interpreted tag value is invalid: the column and message it must report.
struct DiagnosticCase: Sendable, CustomTestStringConvertible {
    let line: String
    let column: Int
    let message: String

    init(_ line: String, _ column: Int, _ message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { "\"\(line)\"" }
}

@Suite("TaskParser")
struct TaskParserTests {
    // MARK: Completion, priority, creation date (docs/todotxt.md#the-todotxt-dialect)

    @Test("completion: only a lowercase x followed by a space marks a task done", arguments: [
        LineHeadCase("x 2026-01-02 Call mom", complete: true, completion: "2026-01-02", description: "Call mom"),
        LineHeadCase("x Call mom", complete: true, description: "Call mom"),
        LineHeadCase("x 2026-01-02", complete: true, completion: "2026-01-02", description: ""),
        LineHeadCase("xylophone lesson", description: "xylophone lesson"),
        LineHeadCase("X 2026-01-01 Call mom", description: "X 2026-01-01 Call mom"),
        LineHeadCase("(A) x Call mom", priority: "A", description: "x Call mom"),
        LineHeadCase("x", description: "x"),
        LineHeadCase(" x 2026-01-02 Call mom", description: " x 2026-01-02 Call mom"),
        LineHeadCase("x\t2026-01-02 Call mom", description: "x\t2026-01-02 Call mom"),
        LineHeadCase("xx 2026-01-02 Call mom", description: "xx 2026-01-02 Call mom"),
    ])
    func completion(_ example: LineHeadCase) {
        check(example)
    }

    @Test("priority: (A)–(Z) and a space, only at the very start of an open line", arguments: [
        LineHeadCase("(A) Call mom", priority: "A", description: "Call mom"),
        LineHeadCase("(Z) Call mom", priority: "Z", description: "Call mom"),
        LineHeadCase("(a) Call mom", description: "(a) Call mom"),
        LineHeadCase("(A)Call mom", description: "(A)Call mom"),
        LineHeadCase("(AB) Call mom", description: "(AB) Call mom"),
        LineHeadCase("(1) Call mom", description: "(1) Call mom"),
        LineHeadCase(" (A) Call mom", description: " (A) Call mom"),
        LineHeadCase("Call mom (A)", description: "Call mom (A)"),
        LineHeadCase("Call (B) mom", description: "Call (B) mom"),
        LineHeadCase("[A] Call mom", description: "[A] Call mom"),
        LineHeadCase("2026-01-01 (A) Call mom", creation: "2026-01-01", description: "(A) Call mom"),
        LineHeadCase("Call mom pri:A", description: "Call mom pri:A"),
    ])
    func priority(_ example: LineHeadCase) {
        check(example)
    }

    @Test("done lines: pri:X and a tolerated (A) after the completion date give the original priority", arguments: [
        LineHeadCase("x 2026-01-02 Call mom pri:B", complete: true, completion: "2026-01-02", priority: "B",
                     description: "Call mom pri:B"),
        LineHeadCase("x 2026-01-02 (A) Call mom", complete: true, completion: "2026-01-02", priority: "A",
                     description: "Call mom"),
        LineHeadCase("x 2026-01-02 (C) 2026-01-01 Call mom", complete: true, completion: "2026-01-02",
                     priority: "C", creation: "2026-01-01", description: "Call mom"),
        LineHeadCase("x 2026-01-02 Call mom", complete: true, completion: "2026-01-02", description: "Call mom"),
        LineHeadCase("x 2026-01-02 Call (A) mom", complete: true, completion: "2026-01-02",
                     description: "Call (A) mom"),
        LineHeadCase("x (A) Call mom", complete: true, priority: "A", description: "Call mom"),
        LineHeadCase("x (A) 2009-03-01 Call mom", complete: true, priority: "A", creation: "2009-03-01",
                     description: "Call mom"),
    ])
    func donePriority(_ example: LineHeadCase) {
        check(example)
    }

    @Test("creation date: only right after the priority, or after the completion date", arguments: [
        LineHeadCase("2026-01-01 Call mom", creation: "2026-01-01", description: "Call mom"),
        LineHeadCase("(A) 2026-01-01 Call mom", priority: "A", creation: "2026-01-01", description: "Call mom"),
        LineHeadCase("x 2026-01-02 2026-01-01 Call mom", complete: true, completion: "2026-01-02",
                     creation: "2026-01-01", description: "Call mom"),
        LineHeadCase("Call mom 2026-01-01", description: "Call mom 2026-01-01"),
        LineHeadCase("(A) Call mom 2026-01-01", priority: "A", description: "Call mom 2026-01-01"),
        LineHeadCase("(A)  2026-01-01 Call mom", priority: "A", description: " 2026-01-01 Call mom"),
        LineHeadCase("2026-01-01", creation: "2026-01-01", description: ""),
        LineHeadCase("2026-01-01T10:00 Call mom", description: "2026-01-01T10:00 Call mom"),
        LineHeadCase("2026-1-01 Call mom", description: "2026-1-01 Call mom"),
    ])
    func creationDate(_ example: LineHeadCase) {
        check(example)
    }

    private func check(_ example: LineHeadCase, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (task, diagnostics) = parseLine(example.line)
        #expect(task.line == example.line, sourceLocation: sourceLocation)
        #expect(task.source == parserSource, sourceLocation: sourceLocation)
        #expect(task.isComplete == example.complete, sourceLocation: sourceLocation)
        #expect(task.completionDate == parserDate(example.completion), sourceLocation: sourceLocation)
        #expect(task.priority == example.priority.flatMap(Priority.init), sourceLocation: sourceLocation)
        #expect(task.creationDate == parserDate(example.creation), sourceLocation: sourceLocation)
        #expect(String(task.description) == example.description, sourceLocation: sourceLocation)
        #expect(diagnostics.isEmpty, sourceLocation: sourceLocation)
    }

    @Test("a date-shaped word that is no real day in the head of the line is reported and read as text", arguments: [
        ("2026-02-30 Call mom", 1, "creation date 2026-02-30 is not a valid date; it is read as text",
         "2026-02-30 Call mom"),
        ("(A) 2026-13-01 Call mom", 5, "creation date 2026-13-01 is not a valid date; it is read as text",
         "2026-13-01 Call mom"),
        ("x 2026-02-30 Call mom", 3, "completion date 2026-02-30 is not a valid date; it is read as text",
         "2026-02-30 Call mom"),
        ("x 2026-01-02 2026-04-31 Call mom", 14, "creation date 2026-04-31 is not a valid date; it is read as text",
         "2026-04-31 Call mom"),
    ])
    func invalidHeadDates(line: String, column: Int, message: String, description: String) {
        let (task, diagnostics) = parseLine(line)
        #expect(task.creationDate == nil)
        #expect(task.line == line)
        #expect(String(task.description) == description)
        #expect(diagnostics.map(\.column) == [column])
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.first?.location == parserSource)
    }

    @Test("a done line with an invalid completion date keeps no completion date")
    func invalidCompletionDate() {
        let (task, _) = parseLine("x 2026-02-30 Call mom")
        #expect(task.isComplete)
        #expect(task.completionDate == nil)
        #expect(String(task.description) == "2026-02-30 Call mom")
    }

    // MARK: Contexts and projects

    @Test("contexts and projects: after a space or at line start; any non-space characters after the sigil", arguments: [
        ("Call @mom about +Family", ["mom"], ["Family"]),
        ("@home first +p1 +p2", ["home"], ["p1", "p2"]),
        ("Write to a@b.com about 2+2", [], []),
        ("lonely @ and + signs", [], []),
        ("@@x ++y @a:b +c/d", ["@x", "a:b"], ["+y", "c/d"]),
        ("(A) @phone", ["phone"], []),
        ("x 2026-01-02 +Done @work", ["work"], ["Done"]),
        ("Café @été +maïs", ["été"], ["maïs"]),
        ("mail@home+work", [], []),
        ("a  @double  +space", ["double"], ["space"]),
    ])
    func contextsAndProjects(line: String, contexts: [String], projects: [String]) {
        let (task, diagnostics) = parseLine(line)
        #expect(task.contexts == contexts)
        #expect(task.projects == projects)
        #expect(diagnostics.isEmpty)
    }

    // MARK: Tags

    @Test("tags split at the first colon; key and value must be non-empty", arguments: [
        ("Buy milk key:value", [["key", "value", "10"]]),
        ("a:b:c", [["a", "b:c", "1"]]),
        ("ab:cd:ef gh:ij", [["ab", "cd:ef", "1"], ["gh", "ij", "10"]]),
        ("key: :value : tags:", []),
        ("Café x:y", [["x", "y", "7"]]),
        ("(A) 2026-01-01 id:42", [["id", "42", "16"]]),
        ("x 2026-01-02 id:42", [["id", "42", "14"]]),
    ])
    func tagSplitting(line: String, expected: [[String]]) {
        let (task, _) = parseLine(line)
        #expect(task.tags.map { [$0.key, $0.value, String($0.column)] } == expected)
    }

    @Test("URLs, mailto: and clock times are text, not tags", arguments: [
        "See https://example.com/a:b",
        "See http://example.com",
        "Open file:///tmp/x:y",
        "Write mailto:bob@example.com",
        "Write MAILTO:bob@example.com",
        "Meet at 12:30",
        "Meet at 9:05",
        "Ratio 1:2:3",
        "ftp://host/x",
        "Look ![img](http://example.org/x.png)",
        "Read [the docs](https://example.org/a:b) first",
        "Write [Bob](mailto:bob@example.com)",
        "Open <https://example.org>",
        "see:https://example.org",
    ])
    func textNotTags(line: String) {
        let (task, diagnostics) = parseLine(line)
        #expect(task.tags.isEmpty)
        #expect(diagnostics.isEmpty)
        #expect(task.line == line)
    }

    @Test("unknown tags are kept verbatim and in order, interleaved with interpreted ones")
    func unknownTags() {
        let line = "Plan trip zz:1 due:2026-11-30 ab:cd:ef https://x.org Z:9 id:x%20y zz:2"
        let (task, diagnostics) = parseLine(line)
        #expect(diagnostics.isEmpty)
        #expect(task.tags.map(\.key) == ["zz", "due", "ab", "Z", "id", "zz"])
        #expect(task.tags.map(\.value) == ["1", "2026-11-30", "cd:ef", "9", "x%20y", "2"])
        #expect(task.tagValue("zz") == "1")
        #expect(task.tagValue("ab") == "cd:ef")
        #expect(task.tagValue("nope") == nil)
        #expect(task.due == parserDate("2026-11-30"))
        #expect(task.line == line)
        #expect(String(task.description) == line)
    }

    @Test("tag columns are 1-based byte columns; the value column follows the colon")
    func tagColumns() throws {
        let (task, _) = parseLine("Pay rent due:2026-11-30 ✓ at:09:35")
        let due = try #require(task.tags.first)
        #expect(due.column == 10)
        #expect(due.valueColumn == 14)
        let at = try #require(task.tags.last)
        // "Pay rent due:2026-11-30 " is 24 bytes and "✓ " 4 more.
        #expect(at.column == 29)
        #expect(at.valueColumn == 32)
    }

    // MARK: Interpreted tags (docs/todotxt.md#tags-horizon-understands)

    @Test("every interpreted tag gets its typed value")
    func interpretedTags() throws {
        let line = "Ship it due:2026-11-30 t:2026-11-25 rec:+1w until:2027-03-31 at:09:35 plan:2026-W48 show:day,week float:1 h:1 delayed:1"
        let (task, diagnostics) = parseLine(line)
        #expect(diagnostics.isEmpty)
        #expect(task.due == parserDate("2026-11-30"))
        #expect(task.threshold == parserDate("2026-11-25"))
        #expect(task.recurrence == RecurrenceRule(isStrict: true, step: .interval(count: 1, unit: .week)))
        #expect(task.until == parserDate("2027-03-31"))
        #expect(task.at == TimeOfDay(hour: 9, minute: 35))
        #expect(task.plan == .week(try #require(ISOWeek(weekYear: 2026, week: 48))))
        #expect(task.show == [.day, .week])
        #expect(task.show.allows(.day) && task.show.allows(.week))
        #expect(!task.show.allows(.month) && !task.show.allows(.year))
        #expect(task.isFloating)
        #expect(task.isHidden)
        #expect(task.isDelayed)
        #expect(task.line == line)
    }

    @Test("a plain line has the defaults: nothing set, shown at every level")
    func defaults() {
        let (task, diagnostics) = parseLine("Call mom")
        #expect(diagnostics.isEmpty)
        #expect(task.due == nil && task.threshold == nil && task.until == nil)
        #expect(task.recurrence == nil && task.at == nil && task.plan == nil)
        #expect(task.show == .all)
        #expect(PeriodLevel.allCases.allSatisfy { task.show.allows($0) })
        #expect(!task.isFloating && !task.isHidden && !task.isDelayed && !task.isComplete)
        #expect(task.priority == nil && task.tags.isEmpty && task.contexts.isEmpty && task.projects.isEmpty)
    }

    @Test("plan: reads each of the four period forms", arguments: [
        ("plan:2026-11-21", "2026-11-21", PeriodLevel.day),
        ("plan:2026-W48", "2026-W48", .week),
        ("plan:2026-W53", "2026-W53", .week),
        ("plan:2026-12", "2026-12", .month),
        ("plan:2027", "2027", .year),
    ])
    func planForms(tag: String, period: String, level: PeriodLevel) {
        let (task, diagnostics) = parseLine("Task " + tag)
        #expect(diagnostics.isEmpty)
        #expect(task.plan?.description == period)
        #expect(task.plan?.level == level)
    }

    @Test("show: reads a comma list of levels, case-insensitively", arguments: [
        ("show:day", ShowLevels.day),
        ("show:day,week", ShowLevels([.day, .week])),
        ("show:day,week,month", ShowLevels([.day, .week, .month])),
        ("show:year,DAY", ShowLevels([.day, .year])),
        ("show:month", ShowLevels.month),
    ])
    func showLevels(tag: String, expected: ShowLevels) {
        let (task, diagnostics) = parseLine("Task " + tag)
        #expect(diagnostics.isEmpty)
        #expect(task.show == expected)
    }

    @Test("at: reads HH:MM and H:MM on a 24-hour clock", arguments: [
        ("at:09:35", 9, 35), ("at:9:35", 9, 35), ("at:00:00", 0, 0), ("at:23:59", 23, 59),
    ])
    func atTimes(tag: String, hour: Int, minute: Int) {
        let (task, diagnostics) = parseLine("Task " + tag)
        #expect(diagnostics.isEmpty)
        #expect(task.at?.hour == hour)
        #expect(task.at?.minute == minute)
        #expect(task.at?.description == (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)")
    }

    @Test("flags: h:1 and hide:1 hide, float:1 floats, delayed:1 marks; :0 clears", arguments: [
        ("h:1", true, false, false),
        ("hide:1", true, false, false),
        ("h:0", false, false, false),
        ("float:1", false, true, false),
        ("float:0", false, false, false),
        ("delayed:1", false, false, true),
    ])
    func flags(tag: String, hidden: Bool, floating: Bool, delayed: Bool) {
        let (task, diagnostics) = parseLine("Task " + tag)
        #expect(diagnostics.isEmpty)
        #expect(task.isHidden == hidden)
        #expect(task.isFloating == floating)
        #expect(task.isDelayed == delayed)
    }

    @Test("rec: gives the parsed rule", arguments: [
        ("rec:1d", "1d"), ("rec:+1w", "+1w"), ("rec:+10b", "+10b"), ("rec:mon,wed,fri", "mon,wed,fri"), ("rec:3M", "3m"),
    ])
    func recurrence(tag: String, rule: String) {
        let (task, diagnostics) = parseLine("Task " + tag)
        #expect(diagnostics.isEmpty)
        #expect(task.recurrence?.description == rule)
        #expect(task.recurrence == (try? RecurrenceRule.parse(rule).get()))
    }

    // MARK: Diagnostics for invalid values

    @Test("an invalid value of an interpreted tag is a diagnostic at its value, with a sentence", arguments: [
        DiagnosticCase("Pay rent due:2026-13-01", 14, "due date 2026-13-01 is not a valid date"),
        DiagnosticCase("Pay rent due:2026-02-30", 14, "due date 2026-02-30 is not a valid date"),
        DiagnosticCase("Pay rent due:tomorrow", 14, "due date tomorrow is not a valid date (expected YYYY-MM-DD)"),
        DiagnosticCase("Pay rent due:2026-1-01", 14, "due date 2026-1-01 is not a valid date (expected YYYY-MM-DD)"),
        DiagnosticCase("Start t:2026-02-29", 9, "threshold date 2026-02-29 is not a valid date"),
        DiagnosticCase("Stop until:0000-01-01", 12, "until date 0000-01-01 is not a valid date"),
        DiagnosticCase("Water plants rec:fortnight", 18,
                       "recurrence rule fortnight is not valid: expected [+][N]d|b|w|m|y (such as 1w or +3m), weekdays (such as mon,wed,fri) or days of the month (such as 2nd-tue, last-fri, 15th, last-day); the task is not treated as recurring"),
        DiagnosticCase("Water plants rec:0d", 18,
                       "recurrence rule 0d is not valid: the interval must be at least 1; the task is not treated as recurring"),
        DiagnosticCase("Water plants rec:1", 18,
                       "recurrence rule 1 is not valid: expected [+][N]d|b|w|m|y (such as 1w or +3m), weekdays (such as mon,wed,fri) or days of the month (such as 2nd-tue, last-fri, 15th, last-day); the task is not treated as recurring"),
        DiagnosticCase("Water plants rec:mon,mon", 22,
                       "recurrence rule mon,mon is not valid: Mon is listed twice; the task is not treated as recurring"),
        DiagnosticCase("Water plants rec:10000d", 18,
                       "recurrence rule 10000d is not valid: the interval may be at most 9999; the task is not treated as recurring"),
        DiagnosticCase("Pay rent rec:32nd", 14,
                       "recurrence rule 32nd is not valid: no month has a 32nd day (days of the month go from 1st to 31st; use last-day for the month's end); the task is not treated as recurring"),
        DiagnosticCase("Meet rec:6th-mon", 10,
                       "recurrence rule 6th-mon is not valid: no month has a 6th of a weekday (use 1st to 5th or last, such as last-mon); the task is not treated as recurring"),
        DiagnosticCase("Invoice rec:1th", 13,
                       "recurrence rule 1th is not valid: 1th is not an ordinal; write 1st; the task is not treated as recurring"),
        DiagnosticCase("Pay rent rec:last", 14,
                       "recurrence rule last is not valid: last needs a weekday or day after it: last-fri or last-day; the task is not treated as recurring"),
        DiagnosticCase("Retro rec:2nd-tue,4th-tue,2nd-TUE", 27,
                       "recurrence rule 2nd-tue,4th-tue,2nd-TUE is not valid: 2nd-tue is listed twice; the task is not treated as recurring"),
        DiagnosticCase("Retro rec:+2nd-tue,6th-mon", 20,
                       "recurrence rule +2nd-tue,6th-mon is not valid: no month has a 6th of a weekday (use 1st to 5th or last, such as last-mon); the task is not treated as recurring"),
        DiagnosticCase("Swim rec:mon,wed,", 18,
                       "recurrence rule mon,wed, is not valid: expected [+][N]d|b|w|m|y (such as 1w or +3m), weekdays (such as mon,wed,fri) or days of the month (such as 2nd-tue, last-fri, 15th, last-day); the task is not treated as recurring"),
        DiagnosticCase("Water plants rec:+", 18,
                       "recurrence rule + is not valid: it is empty; the task is not treated as recurring"),
        DiagnosticCase("Review plan:2026-W54", 13, "plan period 2026-W54 is not valid: 2026 has 53 ISO weeks"),
        DiagnosticCase("Review plan:2025-W53", 13, "plan period 2025-W53 is not valid: 2025 has 52 ISO weeks"),
        DiagnosticCase("Review plan:2026-W00", 13, "plan period 2026-W00 is not valid: weeks are numbered from 01"),
        DiagnosticCase("Review plan:2026-02-30", 13, "plan period 2026-02-30 is not valid: 2026-02-30 is not a real day"),
        DiagnosticCase("Review plan:2026-13", 13, "plan period 2026-13 is not valid: months are numbered 01 to 12"),
        DiagnosticCase("Review plan:soon", 13,
                       "plan period soon is not valid: expected a day (2026-11-21), an ISO week (2026-W48), a month (2026-11) or a year (2026)"),
        DiagnosticCase("Call at:25:00", 9, "time 25:00 is not a valid time of day (expected HH:MM, 00:00 to 23:59)"),
        DiagnosticCase("Call at:12:60", 9, "time 12:60 is not a valid time of day (expected HH:MM, 00:00 to 23:59)"),
        DiagnosticCase("Call at:9:5", 9, "time 9:5 is not a valid time of day (expected HH:MM, 00:00 to 23:59)"),
        DiagnosticCase("Call at:noon", 9, "time noon is not a valid time of day (expected HH:MM, 00:00 to 23:59)"),
        DiagnosticCase("Call at:123:00", 9, "time 123:00 is not a valid time of day (expected HH:MM, 00:00 to 23:59)"),
        DiagnosticCase("Call at:12:345", 9, "time 12:345 is not a valid time of day (expected HH:MM, 00:00 to 23:59)"),
        DiagnosticCase("Call at::30", 9, "time :30 is not a valid time of day (expected HH:MM, 00:00 to 23:59)"),
        DiagnosticCase("Call at:12:30:00", 9, "time 12:30:00 is not a valid time of day (expected HH:MM, 00:00 to 23:59)"),
        DiagnosticCase("Call at:1230", 9, "time 1230 is not a valid time of day (expected HH:MM, 00:00 to 23:59)"),
        DiagnosticCase("Call at:\u{0661}\u{0662}:30", 9, "time \u{0661}\u{0662}:30 is not a valid time of day (expected HH:MM, 00:00 to 23:59)"),
        DiagnosticCase("Read show:days", 11, "show level 'days' is not one of day, week, month, year; show:days is ignored"),
        DiagnosticCase("Read show:day,,week", 11, "show level '' is not one of day, week, month, year; show:day,,week is ignored"),
        DiagnosticCase("Dream float:yes", 13, "float:yes is not understood (expected float:1 or float:0)"),
        DiagnosticCase("Secret h:true", 10, "h:true is not understood (expected h:1 or h:0)"),
        DiagnosticCase("Secret hide:2", 13, "hide:2 is not understood (expected hide:1 or hide:0)"),
        DiagnosticCase("Moved delayed:yes", 15, "delayed:yes is not understood (expected delayed:1 or delayed:0)"),
        DiagnosticCase("x 2026-01-02 Done pri:AB", 23, "pri:AB is not a priority (expected one letter A to Z)"),
        DiagnosticCase("x 2026-01-02 Done pri:a", 23, "pri:a is not a priority (expected one letter A to Z)"),
    ])
    func invalidValues(_ example: DiagnosticCase) {
        let (task, diagnostics) = parseLine(example.line)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.column == example.column)
        #expect(diagnostics.first?.message == example.message)
        #expect(diagnostics.first?.location == parserSource)
        // The task is kept with its raw text; the bad tag is ignored.
        #expect(task.line == example.line)
        #expect(task.due == nil && task.threshold == nil && task.until == nil && task.recurrence == nil)
        #expect(task.plan == nil && task.at == nil && task.show == .all)
        #expect(!task.isFloating && !task.isHidden && !task.isDelayed)
    }

    @Test("a diagnostic reads file:line:column: message")
    func diagnosticText() throws {
        let (_, diagnostics) = parseLine("Pay rent due:2026-13-01")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.position == "todo.txt:7:14")
        #expect(diagnostic.description == "todo.txt:7:14: due date 2026-13-01 is not a valid date")
    }

    @Test("diagnostic columns count bytes, not characters")
    func columnsInBytes() throws {
        // "Café ☕ " is 10 bytes (é is 2, ☕ is 3), so due: starts at byte 11 and its value at 15.
        let (_, diagnostics) = parseLine("Café ☕ due:2026-13-01")
        #expect(diagnostics.map(\.column) == [15])
    }

    @Test("an invalid tag does not stop the other tags of the line from being read")
    func otherTagsStillRead() {
        let (task, diagnostics) = parseLine("Pay rent due:2026-13-01 t:2026-11-25 rec:fortnight plan:2026-W48 @home")
        #expect(diagnostics.map(\.column) == [14, 42])
        #expect(task.due == nil)
        #expect(task.recurrence == nil)
        #expect(task.threshold == parserDate("2026-11-25"))
        #expect(task.plan?.description == "2026-W48")
        #expect(task.contexts == ["home"])
        #expect(task.tags.map(\.key) == ["due", "t", "rec", "plan"])
    }

    @Test("pri: on an open line is not its priority and changes nothing")
    func priOnOpenLine() {
        let (task, diagnostics) = parseLine("(B) Call mom pri:A")
        #expect(task.priority == Priority("B"))
        #expect(diagnostics.isEmpty)
        let (plain, _) = parseLine("Call mom pri:A")
        #expect(plain.priority == nil)
    }

    // MARK: Duplicate interpreted tags

    @Test("a repeated interpreted tag: the first is used and the repetition reported at its key", arguments: [
        ("Pay due:2026-01-01 due:2026-02-02", 20, "due: is given more than once; the first one is used"),
        ("Pay t:2026-01-01 t:2026-02-02", 18, "t: is given more than once; the first one is used"),
        ("Pay rec:1d rec:2w", 12, "rec: is given more than once; the first one is used"),
        ("Pay plan:2026 plan:2027", 15, "plan: is given more than once; the first one is used"),
        ("Pay at:09:00 at:10:00", 14, "at: is given more than once; the first one is used"),
        ("Pay h:1 hide:0", 9, "hide: is given more than once; the first one is used"),
        ("Pay hide:1 h:0", 12, "h: is given more than once; the first one is used"),
    ])
    func duplicates(line: String, column: Int, message: String) {
        let (task, diagnostics) = parseLine(line)
        #expect(diagnostics.map(\.column) == [column])
        #expect(diagnostics.map(\.message) == [message])
        #expect(task.line == line)
    }

    @Test("the first of repeated tags wins")
    func firstWins() {
        #expect(parseLine("Pay due:2026-01-01 due:2026-02-02").task.due == parserDate("2026-01-01"))
        #expect(parseLine("Pay rec:1d rec:2w").task.recurrence?.description == "1d")
        #expect(parseLine("Pay plan:2026 plan:2027").task.plan == .year(2026))
        #expect(parseLine("Pay at:09:00 at:10:00").task.at == TimeOfDay(hour: 9, minute: 0))
        #expect(parseLine("Pay h:1 hide:0").task.isHidden)
        #expect(!parseLine("Pay hide:0 h:1").task.isHidden)
    }

    @Test("a tag given three times is reported once; repeated unknown tags are not reported")
    func repeatedOnce() {
        let (task, diagnostics) = parseLine("Pay due:2026-01-01 due:2026-02-02 due:2026-03-03 id:1 id:2")
        #expect(diagnostics.count == 1)
        #expect(task.tags.count == 5)
    }
}
