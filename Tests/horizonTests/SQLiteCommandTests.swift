import Foundation
import GRDB
import Testing

@Suite("horizon with --sqlite")
struct SQLiteCommandTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/todo.txt")

    func prepared() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", try String(contentsOf: Self.examples, encoding: .utf8))
        let result = try HorizonProcess.run(["import", "--todo", "todo.txt", "--sqlite", "tasks.db"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        return folder
    }

    @Test("build --sqlite gives the same plan as the equivalent todo.txt; only the source labels differ")
    func samePlan() throws {
        let folder = try prepared()
        let fromFile = try HorizonProcess.run(["build", "--todo", "todo.txt", "--today", "2026-11-23", "--output", "file", "--format", "json,md"], in: folder.url)
        let fromDatabase = try HorizonProcess.run(["build", "--sqlite", "tasks.db", "--today", "2026-11-23", "--output", "db", "--format", "json,md"], in: folder.url)
        #expect(fromFile.status == 0 && fromDatabase.status == 0)
        let planFromFile = try folder.read("file/plan.json")
        let planFromDatabase = try folder.read("db/plan.json")
        #expect(planFromDatabase.contains("\"tasks.db#2\""))
        #expect(planFromDatabase.replacingOccurrences(of: "tasks.db#", with: "todo.txt:") == planFromFile)
        #expect(try folder.read("db/week/2026-W48.md").replacingOccurrences(of: "tasks.db#", with: "todo.txt:") == folder.read("file/week/2026-W48.md"))
    }

    @Test("build opens the database read-only and never changes it")
    func readOnly() throws {
        let folder = try prepared()
        let path = folder.url.appendingPathComponent("tasks.db").path
        let before = FileManager.default.contents(atPath: path)
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let result = try HorizonProcess.run(["build", "--sqlite", "tasks.db", "--today", "2026-11-23"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
    }

    @Test("a build works while another process holds a write transaction, and sees only committed tasks")
    func concurrentWriter() throws {
        let folder = try prepared()
        let writer = try DatabaseQueue(path: folder.url.appendingPathComponent("tasks.db").path)
        try writer.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            try db.execute(sql: "INSERT INTO task (id, position, line, ending, text, is_blank, due) VALUES (999, 999, 'Uncommitted due:2026-11-23', 'lf', 'Uncommitted due:2026-11-23', 0, '2026-11-23')")
            let result = try HorizonProcess.run(["build", "--sqlite", "tasks.db", "--today", "2026-11-23", "--busy-timeout", "1"], in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try !folder.read("Output/index.md").contains("Uncommitted"))
            try db.execute(sql: "COMMIT")
        }
        _ = try HorizonProcess.run(["build", "--sqlite", "tasks.db", "--today", "2026-11-23"], in: folder.url)
        #expect(try folder.read("Output/index.md").contains("Uncommitted"))
    }

    @Test("done --sqlite completes by row id in a transaction; export writes the file back")
    func doneAndExport() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "send weekly status report due:2021-04-19 rec:+1w\n")
        _ = try HorizonProcess.run(["import", "--todo", "todo.txt", "--sqlite", "tasks.db"], in: folder.url)
        let done = try HorizonProcess.run(["done", "--sqlite", "tasks.db", "--today", "2021-04-23", "1"], in: folder.url)
        #expect(done.status == 0, "\(done.stderr)")
        #expect(done.stdout == "#1: x 2021-04-23 send weekly status report due:2021-04-19 rec:+1w\n#2: 2021-04-23 send weekly status report due:2021-04-26 rec:+1w\n")
        let export = try HorizonProcess.run(["export", "--sqlite", "tasks.db", "--todo", "out.txt"], in: folder.url)
        #expect(export.status == 0)
        #expect(try folder.read("out.txt") == "x 2021-04-23 send weekly status report due:2021-04-19 rec:+1w\n2021-04-23 send weekly status report due:2021-04-26 rec:+1w\n")
    }

    @Test("bad databases exit 3 with a message and change nothing", arguments: [
        ("missing.db", "no such database"),
        ("notes.db", "is not an SQLite database"),
    ])
    func badDatabases(name: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("notes.db", "plain text\n")
        for arguments in [["build"], ["check"], ["done", "1"], ["export", "--todo", "out.txt"]] {
            let result = try HorizonProcess.run(arguments + ["--sqlite", name, "--today", "2026-11-23"].filter { arguments[0] != "export" || $0 != "--today" && $0 != "2026-11-23" }, in: folder.url)
            #expect(result.status == 3, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        #expect(!folder.exists("missing.db"))
        #expect(!folder.exists("out.txt"))
        #expect(try folder.read("notes.db") == "plain text\n")
    }

    @Test("a locked database past the busy timeout exits 3 and changes nothing")
    func lockedDatabase() throws {
        let folder = try prepared()
        let writer = try DatabaseQueue(path: folder.url.appendingPathComponent("tasks.db").path)
        try writer.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            try db.execute(sql: "UPDATE task SET text = text WHERE id = 1")
            let result = try HorizonProcess.run(["done", "--sqlite", "tasks.db", "--today", "2026-11-23", "--busy-timeout", "0.2", "2"], in: folder.url)
            #expect(result.status == 3)
            #expect(result.stderr.contains("locked"))
            try db.execute(sql: "ROLLBACK")
        }
        let export = try HorizonProcess.run(["export", "--sqlite", "tasks.db", "--todo", "out.txt"], in: folder.url)
        #expect(export.status == 0)
        #expect(try folder.read("out.txt") == folder.read("todo.txt"))
    }
}
