import Foundation
import Synchronization
import Testing

@Suite("horizon build --watch")
struct WatchCommandTests {
    /// What a running process has written to stderr so far.
    final class Output: Sendable {
        private let text = Mutex("")

        func append(_ data: Data) { text.withLock { $0 += String(decoding: data, as: UTF8.self) } }
        var current: String { text.withLock { $0 } }

        /// Waits up to `seconds` for the text to satisfy `condition`.
        func wait(seconds: Double = 20, until condition: (String) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if condition(current) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return condition(current)
        }
    }

    /// Starts `horizon` with `arguments` in `folder`, in the tests' environment plus `extra`, its stderr
    /// collected as it comes.
    func start(_ arguments: [String], in folder: URL, environment extra: [String: String] = [:]) throws -> (Process, Output) {
        guard let executable = HorizonProcess.executable else { throw HorizonProcessError.notBuilt }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = HorizonProcess.environment(extra)
        let errors = Pipe()
        let output = Output()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        errors.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        try process.run()
        return (process, output)
    }

    @Test("a real process: the watch rebuilds for the new day right after midnight (a zone where it is 23:59:55)")
    func rollsOverAtMidnight() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "First task\n")
        // A POSIX rule whose offset east of UTC puts the local time 5 seconds before midnight.
        let utcSeconds = Int(Date().timeIntervalSince1970) % 86_400
        let offset = ((86_395 - utcSeconds) % 86_400 + 86_400) % 86_400
        let zone = String(format: "<LATE>-%02d:%02d:%02d", offset / 3600, offset / 60 % 60, offset % 60)
        // The local day a minute from now, read as a UTC day shifted by the offset.
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        let newDay = formatter.string(from: Date().addingTimeInterval(Double(offset + 60)))
        let (process, output) = try start(["build", "--watch", "--format", "md"], in: folder.url, environment: ["TZ": zone])
        defer { if process.isRunning { process.terminate() } }
        #expect(output.wait(seconds: 15) { $0.contains("a new day, \(newDay), began: Built") }, "TZ=\(zone): \(output.current)")
        #expect(folder.exists("Output/day/\(newDay).md"))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test("a real process: builds, rebuilds once after a burst of changes (one line), stops on SIGINT with exit 0")
    func watch() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "First task due:2026-11-23\n")
        let (process, output) = try start(["build", "--watch", "--today", "2026-11-21", "--format", "md"], in: folder.url)
        defer { if process.isRunning { process.terminate() } }

        #expect(output.wait { $0.contains("Ctrl-C stops") }, "\(output.current)")
        #expect(try folder.read("Output/day/2026-11-23.md").contains("First task"))
        // An editor's save: a new file renamed over the old one, then an append right after it.
        try folder.write("todo.tmp", "First task due:2026-11-23\nSecond task due:2026-11-23\n")
        #expect(rename(folder.url.appendingPathComponent("todo.tmp").path, folder.url.appendingPathComponent("todo.txt").path) == 0)
        let handle = try FileHandle(forWritingTo: folder.url.appendingPathComponent("todo.txt"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("Third task due:2026-11-23\n".utf8))
        try handle.close()
        #expect(output.wait { $0.contains("todo.txt changed: Built") }, "\(output.current)")
        let page = try folder.read("Output/day/2026-11-23.md")
        #expect(page.contains("Second task") && page.contains("Third task"))
        Thread.sleep(forTimeInterval: 0.5)
        let rebuildLines = output.current.split(separator: "\n").filter { $0.contains(" changed: ") }
        #expect(rebuildLines.count == 1, "the burst of changes is one rebuild: \(output.current)")

        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(output.wait(seconds: 2) { $0.hasSuffix("Stopped watching\n") }, "\(output.current)")
    }

    @Test("SIGTERM stops the watch cleanly too")
    func terminate() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        let (process, output) = try start(["build", "--watch", "--today", "2026-11-21", "--format", "json"], in: folder.url)
        defer { if process.isRunning { process.terminate() } }
        #expect(output.wait { $0.contains("Ctrl-C stops") }, "\(output.current)")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }

    @Test("a build that fails (the list gone mid-save) is retried, then reported on one line; the watch goes on and rebuilds when the file is back")
    func failedBuild() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task due:2026-11-23\n")
        let (process, output) = try start(["build", "--watch", "--today", "2026-11-21", "--format", "md"], in: folder.url)
        defer { if process.isRunning { process.terminate() } }
        #expect(output.wait { $0.contains("Ctrl-C stops") }, "\(output.current)")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("todo.txt"))
        #expect(output.wait { $0.contains("todo.txt changed: horizon: todo.txt: no such file") && $0.contains("(the next change retries)\n") }, "\(output.current)")
        #expect(process.isRunning)
        try folder.write("todo.txt", "Task back due:2026-11-23\n")
        #expect(output.wait { $0.contains("todo.txt changed: Built") }, "\(output.current)")
        #expect(try folder.read("Output/day/2026-11-23.md").contains("Task back"))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test("a change of the configuration file rebuilds with the new settings")
    func configuration() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task due:2026-11-23\n")
        try folder.write("horizon.toml", "title = \"Before\"\nformat = \"md\"\n")
        let (process, output) = try start(["build", "--watch", "--today", "2026-11-21"], in: folder.url)
        defer { if process.isRunning { process.terminate() } }
        #expect(output.wait { $0.contains("Ctrl-C stops") }, "\(output.current)")
        #expect(try folder.read("Output/index.md").contains("Before"))
        try folder.write("horizon.toml", "title = \"After\"\nformat = \"md\"\n")
        #expect(output.wait { $0.contains("horizon.toml changed: Built") }, "\(output.current)")
        #expect(try folder.read("Output/index.md").contains("After"))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// The lines of the rebuilds that built, so far.
    func builtLines(_ output: Output) -> [Substring] {
        output.current.split(separator: "\n").filter { $0.contains(" changed: Built") }
    }

    /// Ends the watch as Ctrl-C does and expects the clean exit.
    func stop(_ process: Process) {
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test("todo.txt replaced by a symbolic link (ln -sf): the link's target is watched from then on, and saving it rebuilds")
    func symbolicLinkSwap() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Plain task due:2026-11-23\n")
        try folder.write("other/real.txt", "Linked task due:2026-11-23\n")
        let (process, output) = try start(["build", "--watch", "--today", "2026-11-21", "--format", "md"], in: folder.url)
        defer { if process.isRunning { process.terminate() } }
        #expect(output.wait { $0.contains("Ctrl-C stops") }, "\(output.current)")
        // `ln -sf other/real.txt todo.txt`: a new link renamed over the file.
        #expect(symlink("other/real.txt", folder.url.appendingPathComponent("todo.lnk").path) == 0)
        #expect(rename(folder.url.appendingPathComponent("todo.lnk").path, folder.url.appendingPathComponent("todo.txt").path) == 0)
        #expect(output.wait { $0.contains("todo.txt changed: Built") }, "\(output.current)")
        #expect(try folder.read("Output/day/2026-11-23.md").contains("Linked task"))
        // The target saved in place, in another folder.
        try folder.write("other/real.txt", "Saved through the link due:2026-11-23\n")
        #expect(output.wait { $0.contains("real.txt changed: Built") }, "\(output.current)")
        #expect(try folder.read("Output/day/2026-11-23.md").contains("Saved through the link"))
        #expect(builtLines(output).count == 2, "\(output.current)")
        stop(process)
    }

    @Test("todo.txt -> real.txt in the same folder: real.txt written in place, then renamed over by an editor, rebuilds each time")
    func linkInSameFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("real.txt", "First task due:2026-11-23\n")
        #expect(symlink("real.txt", folder.url.appendingPathComponent("todo.txt").path) == 0)
        let (process, output) = try start(["build", "--watch", "--today", "2026-11-21", "--format", "md"], in: folder.url)
        defer { if process.isRunning { process.terminate() } }
        #expect(output.wait { $0.contains("Ctrl-C stops") }, "\(output.current)")
        #expect(try folder.read("Output/day/2026-11-23.md").contains("First task"))
        try folder.write("real.txt", "Written in place due:2026-11-23\n")
        #expect(output.wait { $0.contains("real.txt changed: Built") }, "\(output.current)")
        #expect(try folder.read("Output/day/2026-11-23.md").contains("Written in place"))
        try folder.write("real.tmp", "Renamed over due:2026-11-23\n")
        #expect(rename(folder.url.appendingPathComponent("real.tmp").path, folder.url.appendingPathComponent("real.txt").path) == 0)
        #expect(output.wait { _ in builtLines(output).count == 2 }, "\(output.current)")
        #expect(try folder.read("Output/day/2026-11-23.md").contains("Renamed over"))
        #expect(builtLines(output).allSatisfy { $0.contains(" real.txt changed: Built") }, "\(output.current)")
        stop(process)
    }

    @Test("the list's folder deleted and made again: the watch says it stopped and waits, then watches the new folder and rebuilds")
    func folderRecreated() throws {
        let folder = try TemporaryFolder()
        try folder.write("list/todo.txt", "First task due:2026-11-23\n")
        let (process, output) = try start(["build", "--watch", "--today", "2026-11-21", "--format", "md", "--todo", "list/todo.txt"], in: folder.url)
        defer { if process.isRunning { process.terminate() } }
        #expect(output.wait { $0.contains("Ctrl-C stops") }, "\(output.current)")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("list"))
        #expect(output.wait { $0.contains("horizon: stopped watching list (the folder was removed); waiting for it to come back\n") }, "\(output.current)")
        // The failed rebuild of the deletion is over before the folder comes back.
        #expect(output.wait { $0.contains("(the next change retries)\n") }, "\(output.current)")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("list"), withIntermediateDirectories: false)
        #expect(output.wait { $0.contains("horizon: watching list again (the folder is back)\n") }, "\(output.current)")
        try folder.write("list/todo.txt", "Back task due:2026-11-23\n")
        #expect(output.wait { _ in (try? folder.read("Output/day/2026-11-23.md").contains("Back task")) == true }, "\(output.current)")
        #expect(output.wait { $0.components(separatedBy: "(the folder is back)\n").last?.contains(" changed: Built") == true }, "\(output.current)")
        // Watched again for good: the next save rebuilds too (once the rebuilds of the folder's return are over).
        Thread.sleep(forTimeInterval: 0.5)
        let before = builtLines(output).count
        try folder.write("list/todo.txt", "Saved again due:2026-11-23\n")
        #expect(output.wait { _ in builtLines(output).count == before + 1 }, "\(output.current)")
        #expect(builtLines(output).last?.contains(" todo.txt changed: Built") == true, "\(output.current)")
        #expect(try folder.read("Output/day/2026-11-23.md").contains("Saved again"))
        stop(process)
    }

    @Test("the list's folder moved away and a new one made: the new folder is watched and the old one no longer is")
    func folderMovedAway() throws {
        let folder = try TemporaryFolder()
        try folder.write("list/todo.txt", "First task due:2026-11-23\n")
        let (process, output) = try start(["build", "--watch", "--today", "2026-11-21", "--format", "md", "--todo", "list/todo.txt"], in: folder.url)
        defer { if process.isRunning { process.terminate() } }
        #expect(output.wait { $0.contains("Ctrl-C stops") }, "\(output.current)")
        // `mv list list.old; mkdir list; echo … > list/todo.txt`, at once.
        #expect(rename(folder.url.appendingPathComponent("list").path, folder.url.appendingPathComponent("list.old").path) == 0)
        try folder.write("list/todo.txt", "New list task due:2026-11-23\n")
        #expect(output.wait { $0.contains("horizon: stopped watching list (the folder was moved away); waiting for it to come back\n") }, "\(output.current)")
        #expect(output.wait { $0.components(separatedBy: "(the folder was moved away)").last?.contains("horizon: watching list again (the folder is back)\n") == true }, "\(output.current)")
        #expect(output.wait { _ in (try? folder.read("Output/day/2026-11-23.md").contains("New list task")) == true }, "\(output.current)")
        Thread.sleep(forTimeInterval: 0.5)
        let before = builtLines(output).count
        // The folder moved away is not the list any more: its changes do not rebuild.
        try folder.write("list.old/todo.txt", "Old folder edit due:2026-11-23\n")
        Thread.sleep(forTimeInterval: 1)
        #expect(builtLines(output).count == before, "\(output.current)")
        try folder.write("list/todo.txt", "New list saved due:2026-11-23\n")
        #expect(output.wait { _ in builtLines(output).count == before + 1 }, "\(output.current)")
        #expect(try folder.read("Output/day/2026-11-23.md").contains("New list saved"))
        stop(process)
    }

    /// Whether `unshare -Ur` can make a user namespace here, whose own inotify limit a test may lower
    /// without touching the system's (fs.inotify.max_user_watches stays as it is).
    static let userNamespaces: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-Ur", "sh", "-c", "echo 1 > /proc/sys/user/max_inotify_watches"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    @Test("a full inotify watch limit (ENOSPC) says so, names fs.inotify.max_user_watches and how to raise it, and exits 3",
          .enabled(if: WatchCommandTests.userNamespaces, "needs unshare -Ur to lower the limit in a user namespace of its own"))
    func watchLimit() throws {
        guard let executable = HorizonProcess.executable else { throw HorizonProcessError.notBuilt }
        let folder = try TemporaryFolder()
        try folder.write("list/todo.txt", "Task due:2026-11-23\n")
        // No watch is allowed in the namespace: the first, the list's folder, is refused.
        let result = try HorizonProcess.run(
            ["-Ur", "sh", "-c", "echo 0 > /proc/sys/user/max_inotify_watches && exec \"$0\" \"$@\"", executable.path,
             "build", "--watch", "--today", "2026-11-21", "--format", "md", "--todo", "list/todo.txt"],
            in: folder.url, executable: URL(fileURLWithPath: "/usr/bin/unshare"))
        let limit = try String(contentsOfFile: "/proc/sys/fs/inotify/max_user_watches", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let raised = max(524_288, (Int(limit) ?? 0) * 2)
        #expect(result.status == 3)
        #expect(result.stderr == """
            horizon: cannot watch list: the inotify watch limit is reached (fs.inotify.max_user_watches = \(limit)); \
            raise it with `sudo sysctl fs.inotify.max_user_watches=\(raised)` (a file in /etc/sysctl.d/ keeps it after a restart)

            """)
        #expect(!folder.exists("Output"), "nothing is built when the watch cannot start")
    }
}
