import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// docs/commands.md#what-the-writer-guarantees: a write command never doubles, reorders or
/// loses a line — not the user's, not one another program appends every few milliseconds, not when
/// commands are killed with SIGKILL at any moment and the next one finishes what they left.
@Suite("Writers under appends and kill -9")
struct KilledWriterTests {
    @Test("a line appended to the old file after the switch goes before lines appended to the new one since")
    func lateLineKeepsItsPlace() throws {
        let folder = try TemporaryFolder()
        let todo = try folder.write("todo.txt", "task one\ntask two\n")
        // An appender that opened the file before the switch writes into the old file, then appends
        // again by name, into the new one: its lines must stay in the order it wrote them.
        let handle = try FileHandle(forWritingTo: todo)
        defer { try? handle.close() }
        let paused = try PausedHorizon(["done", "--today", "2026-11-23", "1"], in: folder.url, at: "write-switched",
                                       environment: ["HORIZON_TEST_PAUSE_SECONDS": "0.5"])
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("A12\n".utf8))
        try Self.append("A13\n", to: todo.path)
        #expect(paused.waitForExit() == 0)
        #expect(try folder.read("todo.txt") == "x 2026-11-23 task one\ntask two\nA12\nA13\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["todo.txt"])
    }

    @Test("after a kill right after the switch, the next command puts the late line before lines appended since")
    func lateLineOfAKilledCommandKeepsItsPlace() throws {
        let folder = try TemporaryFolder()
        let todo = try folder.write("todo.txt", "task one\ntask two\n")
        let handle = try FileHandle(forWritingTo: todo)
        defer { try? handle.close() }
        let paused = try PausedHorizon(["done", "--today", "2026-11-23", "1"], in: folder.url, at: "write-switched")
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("A12\n".utf8))
        try Self.append("A13\n", to: todo.path)
        paused.kill()
        try Self.append("A14\n", to: todo.path)
        let next = try HorizonProcess.run(["plan", "--today", "2026-11-23", "2", "2027"], in: folder.url)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try folder.read("todo.txt") == "x 2026-11-23 task one\ntask two plan:2027\nA12\nA13\nA14\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["todo.txt"])
    }

    @Test("after an archive killed right after it switched done.txt, the next add finishes done.txt too: the late line in place, nothing left beside")
    func archiveKilledAfterDoneSwitchIsFinishedByAdd() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "x 2026-11-20 paid rent\nopen task\n")
        let done = try folder.write("done.txt", "x 2026-11-01 old\n")
        // Another program holds done.txt open from before the switch and appends to it after.
        let handle = try FileHandle(forWritingTo: done)
        defer { try? handle.close() }
        let paused = try PausedHorizon(["archive"], in: folder.url, at: "write-switched")
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("x 2026-11-02 late\n".utf8))
        paused.kill()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).contains { $0.hasPrefix(".done.txt.horizon-old-") })
        let next = try HorizonProcess.run(["add", "--now", "2026-11-23T10:00", "new task"], in: folder.url)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try folder.read("done.txt") == "x 2026-11-01 old\nx 2026-11-20 paid rent\nx 2026-11-02 late\n")
        #expect(try folder.read("todo.txt").hasPrefix("open task\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["done.txt", "todo.txt"])
    }

    @Test("plan, skip, delay, done, add and archive, 40 % killed at random, under an appender every 1–5 ms: every line once, in order")
    func killedAtRandomUnderAppends() throws {
        let folder = try TemporaryFolder()
        let todo = try folder.write("todo.txt", (1...60).map { "Task \($0) +home rec:1d due:2026-12-28\n" }.joined())
        let appender = RandomAppender(path: todo.path)
        appender.start()
        var generator = SystemRandomNumberGenerator()
        var killed = 0, statuses: [Int32: Int] = [:]
        for round in 0..<120 {
            let line = String(Int.random(in: 1...10, using: &generator))
            let arguments: [String] = switch round % 6 {
            case 0: ["plan", "--today", "2026-12-28", line, ["2027-W02", "2027-01", "none"].randomElement(using: &generator) ?? "none"]
            case 1: ["skip", "--today", "2026-12-28", line]
            case 2: ["delay", "--today", "2026-12-28", line]
            case 3: ["done", "--today", "2026-12-28", line]
            case 4: ["add", "--now", "2026-12-28T10:00", "Added \(round)"]
            default: ["archive"]
            }
            if Int.random(in: 0..<10, using: &generator) < 4 {
                let process = try Self.start(arguments, in: folder.url)
                usleep(UInt32.random(in: 0...120_000, using: &generator))
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                killed += 1
            } else {
                let result = try HorizonProcess.run(arguments, in: folder.url)
                statuses[result.status, default: 0] += 1
                // 1: a change refused for what the task says (a done line, a second delay).
                #expect(result.status == 0 || result.status == 1, "\(arguments): \(result.stderr)")
            }
        }
        let appended = appender.stop()
        // The last writer finishes what the killed ones left.
        let last = try HorizonProcess.run(["add", "--now", "2026-12-28T10:00", "Added last"], in: folder.url)
        #expect(last.status == 0, "\(last.stderr)")

        let todoLines = try folder.read("todo.txt").split(separator: "\n").map(String.init)
        let doneLines = ((try? folder.read("done.txt")) ?? "").split(separator: "\n").map(String.init)
        let all = todoLines + doneLines
        let doubled = Dictionary(grouping: all, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(doubled == [], "lines doubled")
        // Every appended line once, in the order it was appended.
        let appendedNumbers = todoLines.filter { $0.hasPrefix("APPEND ") }.compactMap { Int($0.dropFirst(7)) }
        let missing = Set(0..<appended).subtracting(appendedNumbers).sorted()
        let outOfOrder = zip(appendedNumbers, appendedNumbers.dropFirst()).filter { $0 >= $1 }.map { "\($0) before \($1)" }
        #expect(missing == [] && outOfOrder == [], "missing \(missing.prefix(20)), out of order \(outOfOrder.prefix(20)) of \(appended)")
        // Every task of the list still open exactly once (a done recurring task has its next instance).
        for number in 1...60 {
            let open = todoLines.filter { !$0.hasPrefix("x ") && $0.contains("Task \(number) +home") }
            #expect(open.count == 1, "Task \(number): \(open)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(Set(left).isSubset(of: ["todo.txt", "done.txt"]), "left beside the lists: \(left)")
        // The test is only worth something when commands were killed and lines arrived meanwhile.
        #expect(killed > 20 && appended > 100, "\(killed) killed, \(appended) appended, \(statuses)")
    }

    static func append(_ text: String, to path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    static func start(_ arguments: [String], in directory: URL) throws -> Process {
        guard let executable = HorizonProcess.executable else { throw HorizonProcessError.notBuilt }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = HorizonProcess.environment()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}

/// Another program appending `APPEND N` lines every 1–5 ms (open, append, close, as `echo >>` does).
final class RandomAppender: @unchecked Sendable {
    private let path: String
    private let lock = NSLock()
    private var stopped = false
    private var count = 0
    private let finished = DispatchSemaphore(value: 0)

    init(path: String) {
        self.path = path
    }

    func start() {
        Thread.detachNewThread { [self] in
            var generator = SystemRandomNumberGenerator()
            while !lock.withLock({ stopped }) {
                let number = lock.withLock { count }
                let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
                if descriptor >= 0 {
                    let line = Array("APPEND \(number)\n".utf8)
                    if write(descriptor, line, line.count) == line.count { lock.withLock { count += 1 } }
                    close(descriptor)
                }
                usleep(UInt32.random(in: 1_000...5_000, using: &generator))
            }
            finished.signal()
        }
    }

    /// Stops appending and returns how many lines were appended.
    func stop() -> Int {
        lock.withLock { stopped = true }
        finished.wait()
        return lock.withLock { count }
    }
}
