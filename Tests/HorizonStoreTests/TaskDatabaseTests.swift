import Foundation
import GRDB
import HorizonCore
import HorizonStore
import Testing

@Suite("SQLite task database")
struct TaskDatabaseTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-db-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func database(_ name: String = "tasks.db") -> TaskDatabase {
        TaskDatabase(path: folder.appendingPathComponent(name).path, busyTimeout: 0.3)
    }

    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/todo.txt")

    /// A seeded file of `count` lines mixing every kind of line the dialect has.
    static func generatedFile(lines count: Int) -> [UInt8] {
        var generator = SplitMix(seed: 42)
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        let words = ["Call", "Pay", "Write", "Fix", "Plan", "Read", "Buy", "Review", "Clean", "Book", "café", "日本"]
        for index in 0..<count {
            var line = ""
            switch generator.next() % 10 {
            case 0: line = "x 2026-0\(1 + generator.next() % 9)-1\(generator.next() % 9) "
            case 1: line = "(\(["A", "B", "C"][Int(generator.next() % 3)])) "
            default: break
            }
            line += (0..<(1 + Int(generator.next() % 5))).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
            if generator.next() % 3 == 0 { line += " +proj\(generator.next() % 20) @ctx\(generator.next() % 7)" }
            if generator.next() % 2 == 0 { line += " due:2026-1\(generator.next() % 3)-2\(generator.next() % 9)" }
            if generator.next() % 5 == 0 { line += " rec:+\(1 + generator.next() % 4)w unknown:tag https://example.org/\(index)" }
            if generator.next() % 7 == 0 { line += "  plan:2026-W4\(generator.next() % 9)  " }
            var lineBytes = Array(line.utf8)
            if generator.next() % 997 == 0 { lineBytes.append(0xFF) }
            if generator.next() % 50 == 0 { lineBytes = [] }
            bytes += lineBytes
            if index < count - 1 { bytes += generator.next() % 100 == 0 ? [13, 10] : [10] }
        }
        return bytes
    }

    @Test("import then export reproduces Examples/todo.txt byte for byte")
    func roundTripExamples() throws {
        let bytes = Array(try Data(contentsOf: Self.examples))
        let db = database()
        try db.importFile(TodoDocument(name: "todo.txt", bytes: bytes))
        #expect(try db.exportBytes() == bytes)
    }

    @Test("import then export reproduces a generated file of 100,000 lines byte for byte")
    func roundTripLarge() throws {
        let bytes = Self.generatedFile(lines: 100_000)
        let db = database()
        let count = try db.importFile(TodoDocument(name: "todo.txt", bytes: bytes))
        #expect(count == 100_000)
        #expect(try db.exportBytes() == bytes)
    }

    @Test("the schema holds every field of a line, unknown tags in order, and is versioned")
    func schema() throws {
        let db = database()
        try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("(A) 2026-11-01 Pay rent +home @bank due:2026-11-30 zeta:1 alpha:2 plan:2026-W48\n".utf8)))
        let queue = try DatabaseQueue(path: db.path)
        try queue.read { db in
            #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == 1)
            let row = try #require(try Row.fetchOne(db, sql: "SELECT * FROM task WHERE id = 1"))
            #expect(row["priority"] == "A")
            #expect(row["creation_date"] == "2026-11-01")
            #expect(row["due"] == "2026-11-30")
            #expect(row["plan"] == "2026-W48")
            #expect(row["plan_level"] == "week")
            #expect(row["plan_start"] == "2026-11-23")
            #expect(row["plan_end"] == "2026-11-29")
            #expect(try String.fetchAll(db, sql: "SELECT key FROM tag WHERE task_id = 1 ORDER BY position") == ["due", "zeta", "alpha", "plan"])
            #expect(try String.fetchAll(db, sql: "SELECT name FROM project") == ["home"])
            #expect(try String.fetchAll(db, sql: "SELECT name FROM context") == ["bank"])
            let indexes = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'task_%'")
            #expect(Set(indexes).isSuperset(of: ["task_open_due", "task_open_plan", "task_threshold"]))
        }
    }

    @Test("import replaces by default; --merge appends only new lines")
    func importModes() throws {
        let db = database()
        try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("one\ntwo\n".utf8)))
        try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("two\nthree\n".utf8)), mode: .merge)
        #expect(String(decoding: try db.exportBytes(), as: UTF8.self) == "one\ntwo\nthree\n")
        try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("only\n".utf8)))
        #expect(String(decoding: try db.exportBytes(), as: UTF8.self) == "only\n")
    }

    @Test("reading labels tasks tasks.db#ID, and the ids are the line numbers after an import")
    func sources() throws {
        let db = database()
        try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("one\n\nthree due:2026-13-01\n".utf8)))
        let list = try db.readTasks()
        #expect(list.tasks.map(\.source.description) == ["tasks.db#1", "tasks.db#3"])
        #expect(list.diagnostics.map(\.position) == ["tasks.db#3:11"])
    }

    @Test("done, delay and add change rows in place with the file semantics")
    func edits() throws {
        let db = database()
        try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("(A) empty trash can due:2021-04-19 rec:1d\r\nphotos plan:2021-04-23\r\nlast".utf8)))
        let done = try db.complete(ids: [1], on: CivilDate(year: 2021, month: 4, day: 23)!)
        #expect(done.first?.newID == 4)
        _ = try db.delay(id: 2, today: CivilDate(year: 2021, month: 4, day: 23)!)
        _ = try db.add(line: "2021-04-23 new task")
        #expect(String(decoding: try db.exportBytes(), as: UTF8.self) == """
            x 2021-04-23 empty trash can due:2021-04-19 rec:1d pri:A\r
            photos plan:2021-04-24 delayed:1\r
            last\r
            (A) 2021-04-23 empty trash can due:2021-04-24 rec:1d\r
            2021-04-23 new task\r

            """)
        #expect(throws: TaskEditError.self) { try db.delay(id: 2, today: CivilDate(year: 2021, month: 4, day: 23)!) }
        #expect(throws: DatabaseStoreError.noSuchTask(path: db.path, id: 99)) { try db.complete(ids: [99], on: CivilDate(year: 2021, month: 4, day: 23)!) }
    }

    @Test("a missing database is an error and is not created by a read")
    func missing() {
        let db = database("none.db")
        #expect(throws: DatabaseStoreError.missing(path: db.path)) { try db.readTasks() }
        #expect(throws: DatabaseStoreError.missing(path: db.path)) { try db.exportBytes() }
        #expect(throws: DatabaseStoreError.missing(path: db.path)) { try db.add(line: "x") }
        #expect(!FileManager.default.fileExists(atPath: db.path))
    }

    @Test("a file that is not a database is refused and left unchanged")
    func notADatabase() throws {
        let db = database("notes.db")
        try Data("just text\n".utf8).write(to: URL(fileURLWithPath: db.path))
        #expect(throws: DatabaseStoreError.notADatabase(path: db.path)) { try db.readTasks() }
        #expect(throws: DatabaseStoreError.notADatabase(path: db.path)) {
            try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("a\n".utf8)))
        }
        #expect(FileManager.default.contents(atPath: db.path) == Data("just text\n".utf8))
    }

    @Test("a schema from a newer version is refused, by reads and by import")
    func newerSchema() throws {
        let db = database()
        try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("a\n".utf8)))
        try DatabaseQueue(path: db.path).write { try $0.execute(sql: "PRAGMA user_version = 7") }
        #expect(throws: DatabaseStoreError.newerSchema(path: db.path, version: 7)) { try db.readTasks() }
        #expect(throws: DatabaseStoreError.newerSchema(path: db.path, version: 7)) {
            try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("b\n".utf8)))
        }
    }

    @Test("an SQLite database without Horizon's tables is refused")
    func foreignDatabase() throws {
        let db = database("other.db")
        try DatabaseQueue(path: db.path).write { try $0.execute(sql: "CREATE TABLE notes (x TEXT)") }
        #expect(throws: DatabaseStoreError.notHorizonDatabase(path: db.path)) { try db.readTasks() }
    }

    @Test("a write waits for another writer's lock, and gives up with a clear error past the busy timeout")
    func locked() throws {
        let db = database()
        try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("task due:2026-11-23\n".utf8)))
        let other = try DatabaseQueue(path: db.path)
        try other.inDatabase { connection in
            try connection.execute(sql: "BEGIN IMMEDIATE")
            try connection.execute(sql: "UPDATE task SET text = text")
            #expect(throws: DatabaseStoreError.locked(path: db.path)) {
                try db.complete(ids: [1], on: CivilDate(year: 2026, month: 11, day: 23)!)
            }
            // Reading works during the other write (WAL).
            #expect(try db.readTasks().tasks.count == 1)
            try connection.execute(sql: "ROLLBACK")
        }
        #expect(String(decoding: try db.exportBytes(), as: UTF8.self) == "task due:2026-11-23\n")
    }
}

/// A small seeded generator (SplitMix64) so generated files are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
