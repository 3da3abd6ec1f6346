import Foundation
import Testing

/// A database shared with other programs (docs/sqlite.md#sharing-the-database-with-other-programs): rows written with the real `sqlite3` shell,
/// which leaves `PRAGMA foreign_keys` off and stores whatever type it is given, never crash Horizon and
/// never make a task vanish or appear twice.
@Suite("A database shared with other programs")
struct SharedDatabaseTests {
    /// A database imported from `lines`, in a fresh folder.
    func imported(_ lines: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", lines.map { $0 + "\n" }.joined())
        let result = try HorizonProcess.run(["import", "--todo", "todo.txt", "--sqlite", "tasks.db"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        return folder
    }

    /// Runs SQL through the `sqlite3` shell, as a user's script would, and returns its output.
    @discardableResult
    func sqlite(_ sql: String, in folder: TemporaryFolder) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = ["tasks.db", sql]
        process.currentDirectoryURL = folder.url
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "sqlite3: \(error)")
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func exported(_ folder: TemporaryFolder) throws -> String {
        try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("out.txt"))
        let result = try HorizonProcess.run(["export", "--sqlite", "tasks.db", "--todo", "out.txt"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        return try folder.read("out.txt")
    }

    @Test("a position that is not an integer is a diagnostic; build, check, done and export keep every row",
          arguments: ["'abc'", "1e300", "X'00ff'", "2.5"])
    func oddPosition(value: String) throws {
        let folder = try imported(["First", "Second due:2026-11-25"])
        try sqlite("INSERT INTO task(line, ending, position) VALUES('Odd one due:2026-11-24', 'lf', \(value))", in: folder)
        let build = try HorizonProcess.run(["build", "--sqlite", "tasks.db", "--today", "2026-11-23", "--format", "json"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("tasks.db#3:1: the row's position is not an integer"), "\(build.stderr)")
        let plan = try folder.read("Output/plan.json")
        #expect(plan.contains("\"Odd one due:2026-11-24\""))
        let check = try HorizonProcess.run(["check", "--sqlite", "tasks.db"], in: folder.url)
        #expect(check.status == 1, "an odd value is a diagnostic (docs/sqlite.md#sharing-the-database-with-other-programs): \(check.stdout)")
        #expect(check.stdout.contains("tasks.db#3:"))
        let done = try HorizonProcess.run(["done", "--sqlite", "tasks.db", "--today", "2026-11-23", "1"], in: folder.url)
        #expect(done.status == 0, "\(done.stderr)")
        // The rows keep their order (the odd position last); a write renumbers them as integers.
        #expect(try exported(folder) == "x 2026-11-23 First\nSecond due:2026-11-25\nOdd one due:2026-11-24\n")
        #expect(try sqlite("SELECT count(*) FROM task WHERE typeof(position) != 'integer'", in: folder) == "0")
    }

    @Test("positions at the integer limit: add, done of a recurring row, archive and import --merge renumber instead of overflowing")
    func positionAtLimit() throws {
        let folder = try imported(["Water plants due:2026-11-23 rec:1w", "x 2026-11-20 Done already"])
        try sqlite("UPDATE task SET position = 9223372036854775807 WHERE id = 2; UPDATE task SET position = 9223372036854775806 WHERE id = 1", in: folder)
        let add = try HorizonProcess.run(["add", "--sqlite", "tasks.db", "--now", "2026-11-23T10:00", "Added"], in: folder.url)
        #expect(add.status == 0, "\(add.stderr)")
        let done = try HorizonProcess.run(["done", "--sqlite", "tasks.db", "--today", "2026-11-23", "1"], in: folder.url)
        #expect(done.status == 0, "\(done.stderr)")
        try sqlite("UPDATE task SET position = 9223372036854775807 WHERE id = 3", in: folder)
        let archive = try HorizonProcess.run(["archive", "--sqlite", "tasks.db"], in: folder.url)
        #expect(archive.status == 0, "\(archive.stderr)")
        try folder.write("more.txt", "Merged\n")
        try sqlite("UPDATE task SET position = 9223372036854775807 WHERE id = 3; UPDATE task SET position = 9223372036854775807 WHERE id = 2", in: folder)
        let merge = try HorizonProcess.run(["import", "--merge", "--todo", "more.txt", "--sqlite", "tasks.db"], in: folder.url)
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(try exported(folder) == "2026-11-23 Water plants due:2026-11-30 rec:1w\n2026-11-23 Added\nMerged\n")
        #expect(try folder.read("done.txt") == "x 2026-11-23 Water plants due:2026-11-23 rec:1w\nx 2026-11-20 Done already\n")
    }

    @Test("a row whose archived is not 0 or 1 stays in the task list, with a diagnostic", arguments: ["2", "-1", "'yes'"])
    func oddArchived(value: String) throws {
        let folder = try imported(["First"])
        try sqlite("INSERT INTO task(line, ending, position, archived) VALUES('Odd due:2026-11-24', 'lf', 5, \(value))", in: folder)
        let build = try HorizonProcess.run(["build", "--sqlite", "tasks.db", "--today", "2026-11-23", "--format", "json,ics"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("tasks.db#2:1: the row's archived is \(value.replacingOccurrences(of: "'", with: "")), not 0 or 1"), "\(build.stderr)")
        #expect(try folder.read("Output/plan.json").contains("\"Odd due:2026-11-24\""))
        #expect(try folder.read("Output/tasks.ics").contains("SUMMARY:Odd"))
        #expect(try exported(folder) == "First\nOdd due:2026-11-24\n")
    }

    @Test("a row deleted by sqlite3 takes its tag, project and context rows along; a reused id inherits none")
    func deleteWithoutForeignKeys() throws {
        let folder = try imported(["First +home", "Last +work @desk due:2026-11-30 rec:1d"])
        try sqlite("DELETE FROM task WHERE id = 2", in: folder)
        #expect(try sqlite("SELECT (SELECT count(*) FROM tag WHERE task_id = 2) + (SELECT count(*) FROM project WHERE task_id = 2) + (SELECT count(*) FROM context WHERE task_id = 2)", in: folder) == "0")
        try sqlite("INSERT INTO task(line) VALUES('Plain')", in: folder)
        #expect(try sqlite("SELECT id FROM task WHERE line = 'Plain'", in: folder) == "2")
        #expect(try sqlite("SELECT count(*) FROM tag WHERE task_id = 2", in: folder) == "0")
        #expect(try sqlite("SELECT count(*) FROM project WHERE task_id = 2", in: folder) == "0")
    }

    @Test("the minimal insert works on a long list: a NULL position goes after the last row, a taken one is kept in id order")
    func minimalInsert() throws {
        let folder = try imported((1...50).map { "Task \($0)" })
        try sqlite("INSERT INTO task(line, ending, position) VALUES('Call Ann due:2026-11-30', 'lf', 42)", in: folder)
        try sqlite("INSERT INTO task(line) VALUES('Appended')", in: folder)
        #expect(try sqlite("SELECT position FROM task WHERE line = 'Appended'", in: folder) == "51")
        let lines = try exported(folder).split(separator: "\n").map(String.init)
        #expect(lines.count == 52)
        #expect(lines[41] == "Task 42")
        #expect(lines[42] == "Call Ann due:2026-11-30")
        #expect(lines.last == "Appended")
    }

    @Test("import --merge adds each new line as often as the file has it more than the database")
    func mergeDuplicates() throws {
        let folder = try imported(["Same"])
        try folder.write("more.txt", "Same\nNew\nNew\n")
        let merge = try HorizonProcess.run(["import", "--merge", "--todo", "more.txt", "--sqlite", "tasks.db"], in: folder.url)
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(try exported(folder) == "Same\nNew\nNew\n")
    }
}
