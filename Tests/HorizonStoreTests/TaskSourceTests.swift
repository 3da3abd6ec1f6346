import Foundation
import HorizonCore
@testable import HorizonStore
import Testing

/// ``TaskSource``: where a command's tasks are read from, rewritten and archived.
@Suite("Task source")
struct TaskSourceTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ name: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path(name)) ?? Data(), as: UTF8.self)
    }

    func source(_ todo: [String], done: String? = nil, sqlite: String? = nil) -> TaskSource {
        TaskSource(todo: todo.map(path), done: done.map(path), sqlite: sqlite.map(path), busyTimeout: 0.3, environment: [:])
    }

    /// Each task as `file:line text`.
    func labels(_ list: TaskList) -> [String] {
        list.tasks.map { "\($0.source) \($0.line)" }
    }

    @Test("one list: todo.txt, then its done.txt beside it; without done, only todo.txt")
    func oneList() throws {
        try write("todo.txt", "Call Mom\nPay rent\n")
        try write("done.txt", "x 2026-11-20 Old task\n")
        #expect(labels(try source(["todo.txt"]).read()) == ["todo.txt:1 Call Mom", "todo.txt:2 Pay rent", "done.txt:1 x 2026-11-20 Old task"])
        #expect(labels(try source(["todo.txt"]).read(includingDone: false)) == ["todo.txt:1 Call Mom", "todo.txt:2 Pay rent"])
        #expect(labels(try source(["todo.txt"]).read(labelledByPath: true)).first == "\(path("todo.txt")):1 Call Mom")
    }

    @Test("several lists are read in the order given, each task labelled by its file's name")
    func severalLists() throws {
        try write("work.txt", "Report\n")
        try write("home.txt", "Dishes\nLaundry\n")
        #expect(labels(try source(["work.txt", "home.txt"]).read()) == ["work.txt:1 Report", "home.txt:1 Dishes", "home.txt:2 Laundry"])
    }

    @Test("lists in one folder share its done.txt: it is read once; a list given twice is one list")
    func doneReadOnce() throws {
        try write("work.txt", "Report\n")
        try write("home.txt", "Dishes\n")
        try write("done.txt", "x 2026-11-20 Filed\n")
        let source = source(["work.txt", "home.txt", "./work.txt"].map { $0 })
        #expect(source.locations.count == 2)
        #expect(labels(try source.read()) == ["work.txt:1 Report", "done.txt:1 x 2026-11-20 Filed", "home.txt:1 Dishes"])
    }

    @Test("two lists with the same file name are labelled by their paths")
    func sameNames() throws {
        try write("a/todo.txt", "A\n")
        try write("b/todo.txt", "B\n")
        #expect(labels(try source(["a/todo.txt", "b/todo.txt"]).read()) == ["\(path("a/todo.txt")):1 A", "\(path("b/todo.txt")):1 B"])
    }

    @Test("a database is read instead of the lists; without done, not its archive")
    func database() throws {
        try write("todo.txt", "Call Mom\nx 2026-11-20 Paid\n")
        let database = TaskDatabase(path: path("tasks.db"), busyTimeout: 0.3)
        _ = try database.importFile(try TodoFileReader.read(path: path("todo.txt")))
        let source = source([], sqlite: "tasks.db")
        #expect(labels(try source.read()) == ["tasks.db#1 Call Mom", "tasks.db#2 x 2026-11-20 Paid"])
        guard case .rows(let rows) = try source.archive() else { Issue.record("a database archives rows"); return }
        #expect(rows.map(\.line) == ["x 2026-11-20 Paid"])
        #expect(labels(try source.read(includingDone: false)) == ["tasks.db#1 Call Mom"])
    }

    @Test("a missing todo.txt says where Horizon looked for it, reading and rewriting")
    func missingTodo() throws {
        let source = source(["todo.txt"])
        let expected = StoreError.missingTodo(message: "\(path("todo.txt")): no such file (given by --todo); horizon looks for the todo file at --todo, else the configuration file's todo, else $TODO_FILE, else $TODO_DIR/todo.txt, else ./todo.txt — `horizon add` creates it")
        #expect(throws: expected) { try source.read() }
        #expect(throws: expected) { try source.rewrite { ($0.appending("A"), ()) } }
        #expect(throws: expected) { try source.archive() }
        try write("other.txt", "Other\n")
        #expect(throws: expected) { try self.source(["other.txt", "todo.txt"]).read() }
        try source.rewrite(creatingIfMissing: true) { ($0.appending("First"), ()) }
        #expect(read("todo.txt") == "First\n")
    }

    @Test("a rewrite of several lists tries every list first: a refusal in the second writes neither")
    func rewrite() throws {
        try write("work.txt", "Report\nMemo\n")
        try write("home.txt", "x 2026-11-20 Dishes\n")
        let source = source(["work.txt", "home.txt"])
        let lines = [(location: source.locations[0], lines: [2]), (location: source.locations[1], lines: [1])]
        let complete = { (document: TodoDocument, numbers: [Int]) throws -> (bytes: [UInt8]?, result: [Int: Completion]) in
            let change = try document.completing(lines: numbers, on: CivilDate(year: 2026, month: 11, day: 23)!)
            return (change.bytes, change.completions)
        }
        var written: [Int] = []
        #expect(throws: TaskEditError.self) { try source.rewrite(lines, complete) { index, _ in written.append(index) } }
        #expect(written.isEmpty)
        #expect(read("work.txt") == "Report\nMemo\n")
        try source.rewrite([lines[0]], complete) { index, completions in
            written.append(index)
            #expect(completions[2]?.completedLine == "x 2026-11-23 Memo")
        }
        #expect(written == [0])
        #expect(read("work.txt") == "Report\nx 2026-11-23 Memo\n")
    }

    @Test("archive moves the completed lines to the end of done.txt, created if missing")
    func archive() throws {
        try write("todo.txt", "Call Mom\nx 2026-11-20 Paid rent\nPay taxes\n")
        guard case .lines(let moved) = try source(["todo.txt"]).archive() else { Issue.record("a list archives lines"); return }
        #expect(moved.removed.map(\.number) == [2])
        #expect(moved.removed.map(\.line) == ["x 2026-11-20 Paid rent"])
        #expect(read("todo.txt") == "Call Mom\nPay taxes\n")
        #expect(read("done.txt") == "x 2026-11-20 Paid rent\n")
    }

    @Test("archive refuses a done.txt the user named that is not there")
    func archiveNamedDoneMissing() throws {
        try write("todo.txt", "x 2026-11-20 Paid rent\n")
        #expect(throws: StoreError.missing(path: path("finished.txt"))) { try source(["todo.txt"], done: "finished.txt").archive() }
        #expect(read("todo.txt") == "x 2026-11-20 Paid rent\n")
    }

    static let monday = CivilDate(year: 2026, month: 11, day: 23)!

    /// Each completion as `line: completed line` and, for a recurring task, `next: next line`.
    static func completions(_ completed: [TaskSource.Completed]) -> [String] {
        completed.flatMap { done in
            ["\(done.line): \(done.completion.completedLine)"] + (done.next.map { ["\($0): \(done.completion.nextLine ?? "")"] } ?? [])
        }
    }

    @Test("complete marks lines done once each and numbers the next instances in the order named, list by list")
    func complete() throws {
        try write("work.txt", "Report\nWater plants rec:1w due:2026-11-23\n")
        try write("home.txt", "Dishes rec:+1d due:2026-11-23\n")
        let source = source(["work.txt", "home.txt"])
        var told: [String] = []
        try source.complete([(source.locations[0], [2, 1, 2]), (source.locations[1], [1])], on: Self.monday, holidays: Holidays()) { index, completed in
            told += ["list \(index)"] + Self.completions(completed)
        }
        #expect(told == [
            "list 0", "2: x 2026-11-23 Water plants rec:1w due:2026-11-23", "3: 2026-11-23 Water plants rec:1w due:2026-11-30",
            "1: x 2026-11-23 Report",
            "list 1", "1: x 2026-11-23 Dishes rec:+1d due:2026-11-23", "2: 2026-11-23 Dishes rec:+1d due:2026-11-24",
        ])
        #expect(read("work.txt") == "x 2026-11-23 Report\nx 2026-11-23 Water plants rec:1w due:2026-11-23\n2026-11-23 Water plants rec:1w due:2026-11-30\n")
        #expect(read("home.txt") == "x 2026-11-23 Dishes rec:+1d due:2026-11-23\n2026-11-23 Dishes rec:+1d due:2026-11-24\n")
    }

    @Test("complete on a database completes rows by id and appends the next instance as a new row")
    func completeRows() throws {
        try write("todo.txt", "Report\nWater plants rec:1w due:2026-11-23\n")
        _ = try TaskDatabase(path: path("tasks.db"), busyTimeout: 0.3).importFile(try TodoFileReader.read(path: path("todo.txt")))
        let source = source([], sqlite: "tasks.db")
        var told: [String] = []
        try source.complete([(source.location, [2, 2])], on: Self.monday, holidays: Holidays()) { index, completed in
            told += ["list \(index)"] + Self.completions(completed)
        }
        #expect(told == ["list 0", "2: x 2026-11-23 Water plants rec:1w due:2026-11-23", "3: 2026-11-23 Water plants rec:1w due:2026-11-30"])
        #expect(labels(try source.read()) == [
            "tasks.db#1 Report", "tasks.db#2 x 2026-11-23 Water plants rec:1w due:2026-11-23", "tasks.db#3 2026-11-23 Water plants rec:1w due:2026-11-30",
        ])
    }

    @Test("delay moves a day-planned task to the next day, in a list and in a database")
    func delay() throws {
        try write("todo.txt", "Call Mom due:2026-11-23\n")
        let list = source(["todo.txt"])
        #expect(try list.delay(line: 1, in: list.location, today: Self.monday) == "Call Mom due:2026-11-24 delayed:1")
        #expect(read("todo.txt") == "Call Mom due:2026-11-24 delayed:1\n")
        #expect(throws: TaskEditError.self) { try list.delay(line: 1, in: list.location, today: Self.monday) }
        try write("other.txt", "Call Mom due:2026-11-23\n")
        _ = try TaskDatabase(path: path("tasks.db"), busyTimeout: 0.3).importFile(try TodoFileReader.read(path: path("other.txt")))
        let database = source([], sqlite: "tasks.db")
        #expect(try database.delay(line: 1, in: database.location, today: Self.monday) == "Call Mom due:2026-11-24 delayed:1")
    }

    @Test("rewrite reports each changed line once, by list, with what it became; rows by id")
    func rewriteLines() throws {
        try write("work.txt", "Report\nMemo\n")
        try write("todo.txt", "Call Mom\n")
        _ = try TaskDatabase(path: path("tasks.db"), busyTimeout: 0.3).importFile(try TodoFileReader.read(path: path("todo.txt")))
        let week = try #require(PlanTarget("2026-W49", today: Self.monday))
        let cases: [(source: TaskSource, lines: [Int], expected: [String])] = [
            (source(["work.txt"]), [2, 2, 1], ["0 2 Memo plan:2026-W49", "0 1 Report plan:2026-W49"]),
            (source([], sqlite: "tasks.db"), [1, 1], ["0 1 Call Mom plan:2026-W49"]),
        ]
        for (source, lines, expected) in cases {
            var told: [String] = []
            try source.rewrite([(source.location, lines)]) { task in
                let line = try task.replannedLine(week, show: nil, today: Self.monday)
                return (line, line)
            } edit: { document, numbers in
                let change = try document.replanning(lines: numbers, to: week, show: nil, today: Self.monday)
                return (change.bytes, change.lines)
            } report: { list, line, made in
                told.append("\(list) \(line) \(made)")
            }
            #expect(told == expected)
        }
        #expect(read("work.txt") == "Report plan:2026-W49\nMemo plan:2026-W49\n")
    }

    @Test("add appends a line and gives its number, creating todo.txt on a first run; a database gives the row id")
    func add() throws {
        let list = source(["todo.txt"])
        #expect(try list.add("Call Mom") == 1)
        #expect(try list.add("Pay rent") == 2)
        #expect(read("todo.txt") == "Call Mom\nPay rent\n")
        _ = try TaskDatabase(path: path("tasks.db"), busyTimeout: 0.3).importFile(try TodoFileReader.read(path: path("todo.txt")))
        let database = source([], sqlite: "tasks.db")
        #expect(try database.add("Water plants") == 3)
        #expect(labels(try database.read()).last == "tasks.db#3 Water plants")
    }
}
