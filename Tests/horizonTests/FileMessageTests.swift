import Foundation
import Testing

/// A file Horizon cannot read is named with the true cause (docs/commands.md#messages): exit 3, the user's path,
/// no NSError dump, no temporary path.
@Suite("Messages about files")
struct FileMessageTests {
    @Test("a FIFO is not a permission problem, and is never opened (that would wait forever)")
    func fifo() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.url.appendingPathComponent("todo.txt").path, 0o644) == 0)
        for command in [["build", "--today", "2026-11-23"], ["check"], ["list"]] {
            let result = try HorizonProcess.run(command, in: folder.url)
            #expect(result.status == 3)
            #expect(result.stderr == "horizon: todo.txt: cannot be read: it is a FIFO (named pipe), not a regular file\n", "\(command)")
        }
    }

    @Test("write commands refuse a FIFO todo.txt or done.txt instead of waiting for a writer forever")
    func fifoWrites() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.url.appendingPathComponent("todo.txt").path, 0o644) == 0)
        for command in [["done", "1"], ["add", "Task"], ["delay", "1"]] {
            let result = try HorizonProcess.run(command, in: folder.url)
            #expect(result.status == 3, "\(command)")
            #expect(result.stderr == "horizon: todo.txt: cannot be read: it is a FIFO (named pipe), not a regular file\n", "\(command)")
        }
        let other = try TemporaryFolder()
        try other.write("todo.txt", "x 2026-11-20 Done\n")
        #expect(mkfifo(other.url.appendingPathComponent("done.txt").path, 0o644) == 0)
        let archive = try HorizonProcess.run(["archive"], in: other.url)
        #expect(archive.status == 3)
        #expect(archive.stderr == "horizon: done.txt: cannot be read: it is a FIFO (named pipe), not a regular file\n")
        #expect(try other.read("todo.txt") == "x 2026-11-20 Done\n")
    }

    @Test("a loop of symbolic links is not 'no such file'")
    func symlinkLoop() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("a.txt").path, withDestinationPath: "b.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("b.txt").path, withDestinationPath: "a.txt")
        let result = try HorizonProcess.run(["build", "--todo", "a.txt", "--today", "2026-11-23"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr == "horizon: a.txt: cannot be read: its symbolic links form a loop\n")
    }

    @Test("a dangling link names where it points; a dangling done.txt is reported, not skipped")
    func danglingLink() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("todo.txt").path, withDestinationPath: "gone/todo.txt")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-23"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr == "horizon: todo.txt: cannot be read: it is a symbolic link to gone/todo.txt, which does not exist\n")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("todo.txt"))
        try folder.write("todo.txt", "Task\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("done.txt").path, withDestinationPath: "old/done.txt")
        let done = try HorizonProcess.run(["build", "--today", "2026-11-23"], in: folder.url)
        #expect(done.status == 3)
        #expect(done.stderr == "horizon: done.txt: cannot be read: it is a symbolic link to old/done.txt, which does not exist\n")
    }

    @Test("archive refuses a done.txt that is a link to todo.txt: nothing moves")
    func doneLinkedToTodo() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "x 2026-11-20 Done one\nOpen\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("done.txt").path, withDestinationPath: "todo.txt")
        let result = try HorizonProcess.run(["archive"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("todo.txt and done.txt are the same file"), "\(result.stderr)")
        #expect(try folder.read("todo.txt") == "x 2026-11-20 Done one\nOpen\n")
    }
}
