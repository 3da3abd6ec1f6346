import Foundation
import HorizonCore
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// docs/commands.md#what-the-writer-guarantees: through the real commands, with real processes where the
/// problem needs them (a lock held by another process, appends every few milliseconds, kill -9).
@Suite("What the writer guarantees")
struct WriterGuaranteeTests {
    @Test("a read-only todo.txt is refused with exit 3 and left as it was")
    func readOnly() throws {
        let folder = try TemporaryFolder()
        let text = "(A) call mom\n"
        let todo = try folder.write("todo.txt", text)
        chmod(todo.path, 0o444)
        let result = try HorizonProcess.run(["done", "--today", "2026-11-23", "1"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("todo.txt is read-only"))
        #expect(try folder.read("todo.txt") == text)
        #expect(try FileManager.default.attributesOfItem(atPath: todo.path)[.posixPermissions] as? Int == 0o444)
    }

    @Test("a FIFO as todo.txt is refused at once with exit 3, naming what it is", arguments: ["done", "add"])
    func fifo(command: String) throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.url.appendingPathComponent("todo.txt").path, 0o644) == 0)
        let arguments = command == "done" ? ["done", "--today", "2026-11-23", "1"] : ["add", "--now", "2026-11-23T10:00", "task"]
        let started = ContinuousClock.now
        let result = try HorizonProcess.run(arguments, in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("is a FIFO (named pipe), not a regular file"))
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test("a writer that holds the lock too long makes the next one give up after 10 s with exit 3, naming the file")
    func lockTimeout() throws {
        let folder = try TemporaryFolder()
        let text = "(A) call mom\n"
        try folder.write("todo.txt", text)
        // The other writer: this test process, holding the folder's lock as a hung horizon would.
        let descriptor = open(folder.url.path, O_RDONLY)
        #expect(flock(descriptor, LOCK_EX) == 0)
        defer { close(descriptor) }
        let started = ContinuousClock.now
        let result = try HorizonProcess.run(["done", "--today", "2026-11-23", "1"], in: folder.url)
        let waited = ContinuousClock.now - started
        #expect(result.status == 3)
        #expect(result.stderr.contains("another horizon is writing todo.txt"))
        #expect(waited >= .seconds(10) && waited < .seconds(20))
        #expect(try folder.read("todo.txt") == text)
    }

    @Test("done run as root on another user's file keeps its owner, group and mode",
          .enabled(if: geteuid() == 0, "needs root to give the file to another user"))
    func ownership() throws {
        let folder = try TemporaryFolder()
        let todo = try folder.write("todo.txt", "(A) call mom\n")
        chown(todo.path, 1234, 2345)
        chmod(todo.path, 0o640)
        let result = try HorizonProcess.run(["done", "--today", "2026-11-23", "1"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        stat(todo.path, &info)
        #expect(info.st_uid == 1234)
        #expect(info.st_gid == 2345)
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(try folder.read("todo.txt") == "x 2026-11-23 call mom pri:A\n")
    }

    @Test("done is not starved by another program appending every 2 ms: it merges the appended lines, and none is lost")
    func notStarvedByAppends() throws {
        let folder = try TemporaryFolder()
        let todo = try folder.write("todo.txt", (1...20).map { "task \($0)" }.joined(separator: "\n") + "\n")
        let stop = Flag()
        let appended = Counter()
        let appender = Thread {
            while !stop.isSet {
                let number = appended.next()
                if let handle = try? FileHandle(forWritingTo: todo) {
                    _ = try? handle.seekToEnd()
                    try? handle.write(contentsOf: Data("appended \(number)\n".utf8))
                    try? handle.close()
                }
                usleep(2_000)
            }
        }
        appender.start()
        var statuses: [Int32] = []
        for line in 1...20 {
            statuses.append(try HorizonProcess.run(["done", "--today", "2026-11-23", "\(line)"], in: folder.url).status)
        }
        stop.set()
        while !appender.isFinished { usleep(1_000) }
        #expect(statuses == Array(repeating: 0, count: 20))
        let lines = try folder.read("todo.txt").split(separator: "\n").map(String.init)
        #expect(lines.prefix(20) == ArraySlice((1...20).map { "x 2026-11-23 task \($0)" }))
        let missing = (0..<appended.value).filter { !lines.contains("appended \($0)") }
        #expect(missing == [])
    }

    @Test("a program that opened todo.txt before done's switch and writes 300 ms later loses nothing: done waits until it lets go")
    func slowWriterHoldingTheOldFile() throws {
        let folder = try TemporaryFolder()
        let todo = try folder.write("todo.txt", "task one\ntask two\n")
        // Opened before the command starts, as a shell's `>>` or a slow program would, and written late.
        let handle = try FileHandle(forWritingTo: todo)
        try handle.seekToEnd()
        let finished = Flag()
        let status = Counter()
        let url = folder.url
        let command = Thread {
            let result = try? HorizonProcess.run(["done", "--today", "2026-11-23", "1"], in: url)
            for _ in 0..<(result?.status ?? 99) { _ = status.next() }
            finished.set()
        }
        command.start()
        usleep(300_000)
        try handle.write(contentsOf: Data("written late\n".utf8))
        try handle.close()
        while !finished.isSet { usleep(5_000) }
        #expect(status.value == 0)
        #expect(try folder.read("todo.txt") == "x 2026-11-23 task one\ntask two\nwritten late\n")
    }

    @Test("a done killed right after its switch loses no line appended to the old file; the next command recovers it once")
    func killedAfterSwitch() throws {
        let folder = try TemporaryFolder()
        let todo = try folder.write("todo.txt", "task one\ntask two\n")
        // Another program has the file open for appending from before the switch.
        let handle = try FileHandle(forWritingTo: todo)
        defer { try? handle.close() }
        let paused = try PausedHorizon(["done", "--today", "2026-11-23", "1"], in: folder.url, at: "write-switched")
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("appended late\n".utf8))
        paused.kill()
        let next = try HorizonProcess.run(["add", "--now", "2026-11-23T10:00", "task three"], in: folder.url)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try folder.read("todo.txt") == "x 2026-11-23 task one\ntask two\nappended late\n2026-11-23 task three\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["todo.txt"])
    }

    // MARK: archive (one lock over both files, never a line twice)

    @Test("archive killed between done.txt and todo.txt, then run again, writes every line to done.txt once")
    func archiveRetriedAfterKill() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "x 2026-11-20 first\nopen\nx 2026-11-21 second\n")
        try folder.write("done.txt", "x 2026-11-01 older\n")
        let paused = try PausedHorizon(["archive"], in: folder.url, at: "write-switched")
        paused.kill()
        #expect(try folder.read("done.txt") == "x 2026-11-01 older\nx 2026-11-20 first\nx 2026-11-21 second\n")
        let retry = try HorizonProcess.run(["archive"], in: folder.url)
        #expect(retry.status == 0, "\(retry.stderr)")
        #expect(try folder.read("done.txt") == "x 2026-11-01 older\nx 2026-11-20 first\nx 2026-11-21 second\n")
        #expect(try folder.read("todo.txt") == "open\n")
        #expect(retry.stdout == "nothing to archive: no completed lines\n")
        #expect(retry.stderr == "horizon: an earlier archive had stopped between its two writes: 2 lines it had appended to done.txt were removed from todo.txt first\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["done.txt", "todo.txt"])
    }

    @Test("archive killed between its two writes, then done completes a line above, then archive: every line in done.txt once")
    func archiveKilledThenAnotherWriter() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "open one\nx 2026-11-20 first\n")
        let paused = try PausedHorizon(["archive"], in: folder.url, at: "write-switched")
        paused.kill()
        // Any writer of todo.txt finishes the move first; the line it completes comes before the archived one.
        let done = try HorizonProcess.run(["done", "--today", "2026-11-23", "1"], in: folder.url)
        #expect(done.status == 0, "\(done.stderr)")
        #expect(try folder.read("todo.txt") == "x 2026-11-23 open one\n")
        let archive = try HorizonProcess.run(["archive"], in: folder.url)
        #expect(archive.status == 0, "\(archive.stderr)")
        #expect(try folder.read("done.txt") == "x 2026-11-20 first\nx 2026-11-23 open one\n")
        #expect(try folder.read("todo.txt") == "")
    }

    @Test("two archives at once write every line to done.txt once")
    func concurrentArchives() throws {
        let folder = try TemporaryFolder()
        let completed = (1...300).map { "x 2026-11-20 finished \($0)" }
        try folder.write("todo.txt", (completed + ["open"]).joined(separator: "\n") + "\n")
        let results = Locked<[Int32]>([])
        let url = folder.url
        let threads = (0..<2).map { _ in
            Thread {
                if let result = try? HorizonProcess.run(["archive"], in: url) { results.withLock { $0.append(result.status) } }
            }
        }
        threads.forEach { $0.start() }
        while threads.contains(where: { !$0.isFinished }) { usleep(1_000) }
        #expect(results.current == [0, 0])
        #expect(try folder.read("done.txt") == completed.joined(separator: "\n") + "\n")
        #expect(try folder.read("todo.txt") == "open\n")
    }

    // MARK: import and the database (docs/commands.md#what-the-writer-guarantees)

    @Test("a first import killed before it finishes leaves no database; build then says so, and the next import works")
    func killedFirstImport() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "(A) call mom due:2026-11-24\n")
        let paused = try PausedHorizon(["import", "--todo", "todo.txt", "--sqlite", "tasks.db"], in: folder.url, at: "import-complete")
        paused.kill()
        #expect(!folder.exists("tasks.db"))
        let build = try HorizonProcess.run(["build", "--sqlite", "tasks.db", "--today", "2026-11-23"], in: folder.url)
        #expect(build.status == 3)
        #expect(build.stderr.contains("tasks.db: no such database"))
        let again = try HorizonProcess.run(["import", "--todo", "todo.txt", "--sqlite", "tasks.db"], in: folder.url)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["tasks.db", "todo.txt"])
    }

    @Test("build --sqlite works from a database in a read-only folder",
          .enabled(if: PublishInPlaceTests.canMount, "needs root and mount(8) for a read-only tmpfs (root writes anywhere else)"))
    func readOnlyDatabaseFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "(A) call mom due:2026-11-24\n")
        let databases = folder.url.appendingPathComponent("db").path
        try FileManager.default.createDirectory(atPath: databases, withIntermediateDirectories: true)
        try PublishInPlaceTests.mount(databases)
        defer { PublishInPlaceTests.unmount(databases) }
        let imported = try HorizonProcess.run(["import", "--todo", "todo.txt", "--sqlite", "db/tasks.db"], in: folder.url)
        try #require(imported.status == 0, "\(imported.stderr)")
        try PublishInPlaceTests.remountReadOnly(databases)
        let build = try HorizonProcess.run(["build", "--sqlite", "db/tasks.db", "--today", "2026-11-23", "--quiet"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try folder.read("Output/plan.json").contains("call mom"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: databases) == ["tasks.db"])
    }
}
