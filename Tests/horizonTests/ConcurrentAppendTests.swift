import Foundation
import Testing

/// docs/commands.md#what-the-writer-guarantees: a write command never loses a line another program appends at any moment of its run.
/// A real appender process (`echo … >> todo.txt` in a loop, as scripts and other todo.txt tools do)
/// runs beside a real `horizon` on a large file and appends at many points of the command's run:
/// while the new file is written and synced, around the last check and the switch, after it, and
/// at fixed times (before the read, while the change is computed).
@Suite("Appends by another program during a write command")
struct ConcurrentAppendTests {
    /// A list large enough (about 7 MB) that writing and syncing it takes a visible part of the run.
    static let bigList: Data = {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8_000_000)
        let head = Array("(B) task number ".utf8), tail = Array(" with some words +project @context due:2026-12-20\n".utf8)
        for number in 1...100_000 {
            bytes += head
            bytes += Array(String(number).utf8)
            bytes += tail
        }
        return Data(bytes)
    }()

    enum Command: String, CaseIterable {
        case done, add, delay, export

        func arguments(_ folder: TemporaryFolder) -> [String] {
            switch self {
            case .done: ["done", "--today", "2026-12-28", "2"]
            case .add: ["add", "--now", "2026-12-28T10:00", "Call the plumber"]
            case .delay: ["delay", "--today", "2026-12-28", "3"]
            case .export: ["export", "--sqlite", folder.url.appendingPathComponent("tasks.db").path, "--todo", "todo.txt"]
            }
        }

        /// What the command's own change leaves in the file when it succeeds.
        var evidence: String {
            switch self {
            case .done: "x 2026-12-28 task number 2 "
            case .add: "2026-12-28 Call the plumber"
            case .delay: "delayed:1"
            case .export: "exported from the database"
            }
        }
    }

    @Test("every appended line survives, whether the command succeeds or refuses")
    func noAppendedLineIsLost() throws {
        var roundsDuringWrite = 0
        for command in Command.allCases {
            let folder = try TemporaryFolder()
            if command == .export {
                try folder.write("source.txt", "exported from the database\n")
                let imported = try HorizonProcess.run(["import", "--todo", "source.txt", "--sqlite", "tasks.db"], in: folder.url)
                try #require(imported.status == 0, "\(imported.stderr)")
            }
            let timings: [Appender.Timing] = [0, 0.002, 0.01].map { .afterTemporaryFile(delay: $0) } + [.at(0.03), .at(0.15)]
            for timing in timings {
                let todo = folder.url.appendingPathComponent("todo.txt")
                try ConcurrentAppendTests.bigList.write(to: todo)
                let appender = Appender(path: todo.path, timing: timing)
                appender.begin()
                let result = try HorizonProcess.run(command.arguments(folder), in: folder.url)
                let (appendedCount, sawTemporaryFile) = appender.finish()
                if sawTemporaryFile { roundsDuringWrite += 1 }

                let lines = try folder.read("todo.txt").split(separator: "\n")
                let appended = Set(lines.filter { $0.hasPrefix("appended by another program ") })
                let missing = (0..<appendedCount).filter { !appended.contains("appended by another program \($0)") }
                // export replaces the file with the database's tasks: a line appended at a fixed time may
                // have been in the file when export read it, and is replaced by design. Lines appended
                // once the temporary file exists (after the read) may never be lost.
                let allowed: Int
                if case .at = timing, command == .export, result.status == 0 { allowed = missing.count } else { allowed = 0 }
                #expect(missing == Array(0..<allowed),
                        "\(command) appending \(timing): appended lines \(missing) lost (exit \(result.status))")
                #expect(result.status == 0 || result.status == 3, "\(result.stderr)")
                if result.status == 0 {
                    #expect(lines.contains { $0.contains(command.evidence) })
                } else {
                    #expect(result.stderr.contains("run the command again"))
                    #expect(!lines.contains { $0.contains(command.evidence) })
                }
            }
        }
        // The test is only worth something if lines arrived while a command was writing.
        #expect(roundsDuringWrite > 0)
    }
}

/// The other program: a shell process per line (`echo … >> todo.txt`), started at the chosen moment by a
/// thread of the test that watches for horizon's temporary file.
final class Appender: @unchecked Sendable {
    /// When to append.
    enum Timing: CustomStringConvertible {
        /// `delay` seconds after horizon's temporary file appears beside the file (while it is written
        /// and synced, around the last check and the switch), and again once it is gone.
        case afterTemporaryFile(delay: Double)
        /// At a fixed time after the command starts.
        case at(Double)

        var description: String {
            switch self {
            case .afterTemporaryFile(let delay): "\(delay) s after the temporary file appears"
            case .at(let time): "at \(time) s"
            }
        }
    }

    private let path: String
    private let timing: Timing
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var count = 0
    private var sawTemporaryFile = false
    private var commandFinished = false

    init(path: String, timing: Timing) {
        self.path = path
        self.timing = timing
    }

    func begin() {
        Thread.detachNewThread { [self] in
            switch timing {
            case .at(let time):
                usleep(useconds_t(time * 1_000_000))
                append()
            case .afterTemporaryFile(let delay):
                // A short-lived temporary file can be missed on a busy machine; the line then comes after.
                if waitForTemporaryFile(present: true) {
                    lock.withLock { sawTemporaryFile = true }
                    usleep(useconds_t(delay * 1_000_000))
                    append()
                    _ = waitForTemporaryFile(present: false)
                }
                append()
            }
            done.signal()
        }
    }

    /// Tells the appender the command has ended, waits for its last line, and returns how many lines
    /// were appended and whether one was appended while the temporary file existed.
    func finish() -> (count: Int, sawTemporaryFile: Bool) {
        lock.withLock { commandFinished = true }
        done.wait()
        return lock.withLock { (count, sawTemporaryFile) }
    }

    /// Runs `echo … >> FILE` in its own shell process, as scripts and other todo.txt tools append.
    private func append() {
        let number = lock.withLock { count }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "echo \"appended by another program $1\" >> \"$2\"", "appender", String(number), path]
        guard (try? shell.run()) != nil else { return }
        shell.waitUntilExit()
        guard shell.terminationStatus == 0 else { return }
        lock.withLock { count += 1 }
    }

    /// Polls the folder until a horizon temporary file is there (or gone); false once the command ended.
    private func waitForTemporaryFile(present: Bool) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        while !lock.withLock({ commandFinished }) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(where: { $0.contains(".horizon-") }) == present { return true }
            usleep(250)
        }
        return false
    }
}
