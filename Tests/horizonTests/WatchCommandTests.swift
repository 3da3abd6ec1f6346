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
}
