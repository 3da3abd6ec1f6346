import Foundation
import GRDB
import Testing

@Suite("horizon archive")
struct ArchiveCommandTests {
    @Test("completed lines go to the end of done.txt, in order; other lines keep every byte")
    func archive() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "\u{FEFF}open one\r\nx 2026-11-20 first done\r\n\r\n(A) open two\r\nx 2026-11-21 second done\r\nlast open")
        try folder.write("done.txt", "x 2026-11-01 older\r\n")
        let result = try HorizonProcess.run(["archive"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("todo.txt") == "\u{FEFF}open one\r\n\r\n(A) open two\r\nlast open")
        #expect(try folder.read("done.txt") == "x 2026-11-01 older\r\nx 2026-11-20 first done\r\nx 2026-11-21 second done\r\n")
        #expect(result.stdout == "2: x 2026-11-20 first done\n5: x 2026-11-21 second done\n2 completed lines moved to done.txt\n")
    }

    @Test("done.txt is created beside todo.txt when missing, with todo.txt's line ending")
    func createsDone() throws {
        let folder = try TemporaryFolder()
        try folder.write("lists/todo.txt", "x 2026-11-20 done\nopen\n")
        let result = try HorizonProcess.run(["archive", "--todo", "lists/todo.txt"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("lists/done.txt") == "x 2026-11-20 done\n")
        #expect(try folder.read("lists/todo.txt") == "open\n")
    }

    @Test("nothing to archive writes nothing and exits 0")
    func nothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "open\n")
        let result = try HorizonProcess.run(["archive"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == "nothing to archive: no completed lines\n")
        #expect(!folder.exists("done.txt"))
    }

    @Test("a linked done.txt is followed: its target gets the lines, the link stays")
    func linkedDone() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "x 2026-11-20 done\nopen\n")
        try folder.write("sync/done.txt", "x 2026-11-01 older\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("done.txt").path, withDestinationPath: "sync/done.txt")
        let result = try HorizonProcess.run(["archive"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("sync/done.txt") == "x 2026-11-01 older\nx 2026-11-20 done\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.url.appendingPathComponent("done.txt").path) == "sync/done.txt")
    }

    @Test("a done.txt that cannot be written exits 3 and leaves todo.txt as it was: no line is lost")
    func doneUnwritable() throws {
        let folder = try TemporaryFolder()
        let text = "x 2026-11-20 done\nopen\n"
        try folder.write("todo.txt", text)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("done.txt"), withIntermediateDirectories: true)
        let result = try HorizonProcess.run(["archive"], in: folder.url)
        #expect(result.status == 3)
        #expect(try folder.read("todo.txt") == text)
    }

    @Test("an explicit --done that does not exist is an error (docs/commands.md#defaults); todo.txt is kept")
    func explicitDoneMissing() throws {
        let folder = try TemporaryFolder()
        let text = "x 2026-11-20 done\n"
        try folder.write("todo.txt", text)
        let result = try HorizonProcess.run(["archive", "--done", "typo.txt"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("typo.txt: no such file"))
        #expect(try folder.read("todo.txt") == text)
    }

    @Test("todo.txt as its own done.txt is refused as usage (exit 2)")
    func sameFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "x 2026-11-20 done\n")
        let result = try HorizonProcess.run(["archive", "--done", "todo.txt"], in: folder.url)
        #expect(result.status == 2)
        #expect(try folder.read("todo.txt") == "x 2026-11-20 done\n")
    }

    @Test("a done.txt that is a hard link to todo.txt is refused too")
    func hardLink() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "x 2026-11-20 done\nopen\n")
        try FileManager.default.linkItem(at: folder.url.appendingPathComponent("todo.txt"), to: folder.url.appendingPathComponent("done.txt"))
        let result = try HorizonProcess.run(["archive"], in: folder.url)
        #expect(result.status == 2)
        #expect(try folder.read("todo.txt") == "x 2026-11-20 done\nopen\n")
    }

    @Test("--sqlite marks completed rows archived: export then writes them to done.txt")
    func sqlite() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "open\nx 2026-11-20 done\nlater\n")
        try folder.write("done.txt", "x 2026-11-01 older\n")
        #expect(try HorizonProcess.run(["import", "--todo", "todo.txt", "--sqlite", "tasks.db"], in: folder.url).status == 0)
        let result = try HorizonProcess.run(["archive", "--sqlite", "tasks.db"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "#2: x 2026-11-20 done\n1 completed line moved to the archive of tasks.db\n")
        let archived = try DatabaseQueue(path: folder.url.appendingPathComponent("tasks.db").path).read { db in
            try Int.fetchAll(db, sql: "SELECT id FROM task WHERE archived = 1 ORDER BY position")
        }
        #expect(archived.count == 2 && archived.last == 2)
        let exported = try HorizonProcess.run(["export", "--sqlite", "tasks.db", "--todo", "exported.txt", "--done", "exported-done.txt"], in: folder.url)
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(try folder.read("exported.txt") == "open\nlater\n")
        #expect(try folder.read("exported-done.txt") == "x 2026-11-01 older\nx 2026-11-20 done\n")
    }
}
