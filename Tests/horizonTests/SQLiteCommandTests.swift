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

    /// plan.json with every "source" label removed: a row id and a line number name the same task.
    static func withoutSources(_ json: String) -> String {
        json.replacingOccurrences(of: #""source": ?"[^"]*""#, with: "\"source\": \"\"", options: .regularExpression)
    }

    @Test("import brings done.txt, so build --sqlite gives the plan of build --todo with its done.txt; export writes both back")
    func doneHistory() throws {
        let folder = try prepared()
        try folder.write("done.txt", "x 2026-11-16 2026-11-01 Replace the hallway light bulb +home\nx 2026-11-24 Send birthday card to Mia +family\n")
        let imported = try HorizonProcess.run(["import", "--todo", "todo.txt", "--sqlite", "tasks.db"], in: folder.url)
        #expect(imported.status == 0, "\(imported.stderr)")
        let fromFile = try HorizonProcess.run(["build", "--todo", "todo.txt", "--today", "2026-11-23", "--output", "file", "--format", "json"], in: folder.url)
        let fromDatabase = try HorizonProcess.run(["build", "--sqlite", "tasks.db", "--today", "2026-11-23", "--output", "db", "--format", "json"], in: folder.url)
        #expect(fromFile.status == 0 && fromDatabase.status == 0)
        let planFromFile = try folder.read("file/plan.json")
        #expect(planFromFile.contains("Send birthday card to Mia"))
        #expect(Self.withoutSources(try folder.read("db/plan.json")) == Self.withoutSources(planFromFile))
        let exported = try HorizonProcess.run(["export", "--sqlite", "tasks.db", "--todo", "out/todo.txt"], in: folder.url)
        #expect(exported.status == 3, "the folder out/ does not exist")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        let written = try HorizonProcess.run(["export", "--sqlite", "tasks.db", "--todo", "out/todo.txt"], in: folder.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try folder.read("out/todo.txt") == folder.read("todo.txt"))
        #expect(try folder.read("out/done.txt") == folder.read("done.txt"))
    }

    @Test("export through symbolic links writes the targets and keeps the links")
    func exportThroughLinks() throws {
        let folder = try prepared()
        try folder.write("done.txt", "x 2026-11-16 Old\n")
        #expect(try HorizonProcess.run(["import", "--todo", "todo.txt", "--sqlite", "tasks.db"], in: folder.url).status == 0)
        try folder.write("Sync/todo.txt", "old\n")
        try folder.write("Sync/done.txt", "old\n")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("link"), withIntermediateDirectories: true)
        for name in ["todo.txt", "done.txt"] {
            try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("link/\(name)").path, withDestinationPath: "../Sync/\(name)")
        }
        let result = try HorizonProcess.run(["export", "--sqlite", "tasks.db", "--todo", "link/todo.txt"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("Sync/todo.txt") == folder.read("todo.txt"))
        #expect(try folder.read("Sync/done.txt") == "x 2026-11-16 Old\n")
        for name in ["todo.txt", "done.txt"] {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.url.appendingPathComponent("link/\(name)").path) == "../Sync/\(name)")
        }
    }

    @Test("done on a row holding a line break exits 1 and changes nothing")
    func rowWithLineBreak() throws {
        let folder = try prepared()
        let queue = try DatabaseQueue(path: folder.url.appendingPathComponent("tasks.db").path)
        try queue.write { try $0.execute(sql: "INSERT INTO task (id, line, ending, position) VALUES (500, CAST('a' || char(10) || 'b' AS BLOB), 'lf', 500)") }
        let result = try HorizonProcess.run(["done", "--sqlite", "tasks.db", "--today", "2026-11-23", "500"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr == "horizon: tasks.db#500:2: the row holds a line break, so it cannot be written as one todo.txt line; fix the row in the database; nothing was written\n")
        let check = try HorizonProcess.run(["check", "--sqlite", "tasks.db"], in: folder.url)
        #expect(check.status == 1)
        #expect(check.stdout.contains("tasks.db#500:2: the row holds a line break"))
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
