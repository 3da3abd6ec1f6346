import Foundation
import GRDB
import HorizonCore
@testable import HorizonStore
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
            #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == 3)
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

    // MARK: Rows other programs insert (docs/sqlite.md#sharing-the-database-with-other-programs)

    func execute(_ database: TaskDatabase, _ sql: String) throws {
        try DatabaseQueue(path: database.path).write { try $0.execute(sql: sql) }
    }

    @Test("the documented minimal insert works, is read, and the next write command derives its columns")
    func minimalInsert() throws {
        let db = database()
        try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("one\n".utf8)))
        try execute(db, "INSERT INTO task (line, ending, position) VALUES (CAST('Pay rent due:2026-11-30 +home' AS BLOB), 'lf', 2)")
        try execute(db, "INSERT INTO task (line, ending, position) VALUES ('Call Ann @phone', 'lf', 3)")
        #expect(try db.readTasks().tasks.map(\.line) == ["one", "Pay rent due:2026-11-30 +home", "Call Ann @phone"])
        _ = try db.add(line: "four")
        let queue = try DatabaseQueue(path: db.path)
        try queue.read { connection throws in
            #expect(try String.fetchOne(connection, sql: "SELECT due FROM task WHERE position = 2") == "2026-11-30")
            #expect(try String.fetchAll(connection, sql: "SELECT name FROM project") == ["home"])
            #expect(try String.fetchAll(connection, sql: "SELECT name FROM context") == ["phone"])
            #expect(try Int.fetchOne(connection, sql: "SELECT count(*) FROM task WHERE derived = 0 OR text IS NULL") == 0)
        }
        // Another program changing a line makes its columns stale until the next write.
        try execute(db, "UPDATE task SET line = CAST('Pay rent due:2026-12-01' AS BLOB) WHERE position = 2")
        try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("five\n".utf8)), mode: .merge)
        try queue.read { connection throws in
            #expect(try String.fetchOne(connection, sql: "SELECT due FROM task WHERE position = 2") == "2026-12-01")
            #expect(try Int.fetchOne(connection, sql: "SELECT count(*) FROM project") == 0)
        }
    }

    @Test("a row holding a line break is one task with a diagnostic; done, delay and export refuse it")
    func rowWithLineBreak() throws {
        let db = database()
        try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("one\n".utf8)))
        try execute(db, "INSERT INTO task (id, line, ending, position) VALUES (7, CAST('Buy milk' || char(10) || 'due:2026-11-30' AS BLOB), 'lf', 2)")
        let list = try db.readTasks()
        #expect(list.tasks.map(\.source.description) == ["tasks.db#1", "tasks.db#7"])
        #expect(list.tasks.last?.due == CivilDate(year: 2026, month: 11, day: 30))
        #expect(list.diagnostics.map(\.description) == [
            "tasks.db#7:9: the row holds a line break; it is read as one task (the break as a space), and write commands will not edit it",
        ])
        #expect(list.diagnostics.map(\.text) == [list.tasks.last?.line])
        let refusal = RowRefusal.lineBreak(path: db.path, id: 7, column: 9)
        #expect(throws: refusal) { try db.complete(ids: [7], on: CivilDate(year: 2026, month: 11, day: 23)!) }
        #expect(throws: refusal) { try db.delay(id: 7, today: CivilDate(year: 2026, month: 11, day: 23)!) }
        #expect(throws: refusal) { try db.exportBytes() }
        #expect(try db.complete(ids: [1], on: CivilDate(year: 2026, month: 11, day: 23)!).count == 1)
    }

    @Test("a row after a last line without a line ending stays its own task, and export ends the line with LF")
    func missingEndingBeforeInsertedRow() throws {
        let db = database()
        try db.importFile(TodoDocument(name: "todo.txt", bytes: Array("one\nTwo due:2026-11-26".utf8)))
        try execute(db, "INSERT INTO task (line, ending, position) VALUES ('Three', 'lf', 3)")
        #expect(try db.readTasks().tasks.map(\.line) == ["one", "Two due:2026-11-26", "Three"])
        #expect(String(decoding: try db.exportBytes(), as: UTF8.self) == "one\nTwo due:2026-11-26\nThree\n")
    }

    // MARK: done.txt as archived rows (docs/sqlite.md#sqlite)

    @Test("import brings done.txt as archived rows; reads include them; export gives both files back byte for byte")
    func archivedRows() throws {
        let db = database()
        let todo = "(A) Call Ann due:2026-11-24\r\nnext\r\n"
        let done = "\u{FEFF}x 2026-11-20 Sent the card\nx 2026-11-21 Paid rent pri:A"
        try db.importFile(TodoDocument(name: "todo.txt", bytes: Array(todo.utf8)), done: TodoDocument(name: "done.txt", bytes: Array(done.utf8)))
        #expect(String(decoding: try db.exportBytes(), as: UTF8.self) == todo)
        #expect(try db.exportDoneBytes().map { String(decoding: $0, as: UTF8.self) } == done)
        let list = try db.readTasks()
        #expect(list.tasks.map(\.line) == ["(A) Call Ann due:2026-11-24", "next", "x 2026-11-20 Sent the card", "x 2026-11-21 Paid rent pri:A"])
        #expect(list.tasks.map(\.source.description) == ["tasks.db#1", "tasks.db#2", "tasks.db#3", "tasks.db#4"])
        // New tasks go to the task list, not the archive; merging adds only archive lines not there yet.
        _ = try db.add(line: "new")
        try db.importFile(TodoDocument(name: "todo.txt", bytes: []), done: TodoDocument(name: "done.txt", bytes: Array("x 2026-11-20 Sent the card\nx 2026-11-22 Filed taxes\n".utf8)), mode: .merge)
        #expect(String(decoding: try db.exportBytes(), as: UTF8.self) == todo + "new\r\n")
        #expect(try db.exportDoneBytes().map { String(decoding: $0, as: UTF8.self) } == done + "\nx 2026-11-22 Filed taxes\n")
        #expect(try database("empty.db").importFile(TodoDocument(name: "todo.txt", bytes: Array("a\n".utf8))) == 1)
        #expect(try database("empty.db").exportDoneBytes() == nil)
    }

    @Test("a version 1 database is read as it is and brought to version 3 by the first write, rows intact")
    func migratesVersion1() throws {
        let db = database()
        let queue = try DatabaseQueue(path: db.path)
        try TaskSchema.migrator.migrate(queue, upTo: "v1: tasks, tags, projects, contexts")
        try queue.write { connection in
            try connection.execute(sql: "INSERT INTO document (id, name, has_bom) VALUES (1, 'todo.txt', 0)")
            try connection.execute(sql: "INSERT INTO task (id, position, line, ending, is_blank, due) VALUES (1, 1, CAST('Call due:2026-11-24' AS BLOB), 'lf', 0, '2026-11-24')")
        }
        #expect(try db.readTasks().tasks.map(\.line) == ["Call due:2026-11-24"])
        _ = try db.add(line: "next")
        try queue.read { connection throws in
            #expect(try Int.fetchOne(connection, sql: "PRAGMA user_version") == 3)
            #expect(try String.fetchOne(connection, sql: "SELECT due FROM task WHERE id = 1") == "2026-11-24")
        }
        #expect(String(decoding: try db.exportBytes(), as: UTF8.self) == "Call due:2026-11-24\nnext\n")
    }

    @Test("a version 2 database is migrated to 3 by the first write: orphaned derived rows go, odd positions are numbered, NULL positions are chosen")
    func migratesVersion2() throws {
        let db = database()
        // As sqlite3 and Python connect: foreign keys off.
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(path: db.path, configuration: configuration)
        try TaskSchema.migrator.migrate(queue, upTo: "v2: archived rows, defaults, derived flag")
        try queue.write { connection in
            try connection.execute(sql: "INSERT INTO document (id, name, has_bom) VALUES (1, 'todo.txt', 0)")
            try connection.execute(sql: "INSERT INTO task (id, position, line) VALUES (1, 'abc', 'Second'), (2, 1, 'First')")
            // What sqlite3 leaves behind after deleting task 3 with foreign keys off.
            try connection.execute(sql: "INSERT INTO tag (task_id, position, key, value) VALUES (3, 0, 'rec', '1d')")
            try connection.execute(sql: "INSERT INTO project (task_id, position, name) VALUES (3, 0, 'gone')")
        }
        #expect(try db.readTasks().tasks.map(\.line) == ["First", "Second"])
        _ = try db.add(line: "Third")
        try queue.write { connection throws in
            #expect(try Int.fetchOne(connection, sql: "PRAGMA user_version") == 3)
            #expect(try Int.fetchOne(connection, sql: "SELECT count(*) FROM tag WHERE task_id = 3") == 0)
            #expect(try Int.fetchOne(connection, sql: "SELECT count(*) FROM project WHERE task_id = 3") == 0)
            #expect(try Int64.fetchAll(connection, sql: "SELECT position FROM task ORDER BY id") == [2, 1, 3])
            try connection.execute(sql: "INSERT INTO task (line) VALUES ('Fourth')")
            #expect(try Int64.fetchOne(connection, sql: "SELECT position FROM task WHERE line = 'Fourth'") == 4)
        }
        #expect(String(decoding: try db.exportBytes(), as: UTF8.self) == "First\nSecond\nThird\nFourth\n")
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
