import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs `horizon` under a shell's resource limits (`ulimit -v`, `-f`, `-u`), optionally as another user
/// (`setpriv`), and kills it after a deadline: a process that hangs fails the test instead of hanging CI.
enum LimitedHorizon {
    struct Result {
        /// The exit status, or 128 + the signal that ended it; nil when it was still running at the deadline.
        let status: Int32?
        let stderr: String
        var hung: Bool { status == nil }
    }

    /// Runs `horizon arguments` in `directory` after `limits` (shell commands such as `ulimit -v 100000`),
    /// as `user` when one is given (the limits of `ulimit -u` bind only users other than root).
    static func run(_ arguments: [String], in directory: URL, limits: String, user: String? = nil,
                    deadline: Duration = .seconds(60)) throws -> Result {
        let started = try start(arguments, in: directory, limits: limits, user: user)
        return started.finish(deadline: deadline)
    }

    /// A horizon started under limits, not waited for yet.
    final class Started {
        let process: Process
        let errors: URL

        init(process: Process, errors: URL) {
            self.process = process
            self.errors = errors
        }

        /// What it has written to stderr so far.
        var stderr: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

        /// Waits until it ends or the deadline passes (then kills it), and returns the result.
        func finish(deadline: Duration) -> Result {
            defer { try? FileManager.default.removeItem(at: errors) }
            let end = ContinuousClock.now + deadline
            while process.isRunning, ContinuousClock.now < end { usleep(20_000) }
            var status: Int32?
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            } else {
                status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
            }
            return Result(status: status, stderr: stderr)
        }
    }

    /// Starts `horizon arguments` as ``run(_:in:limits:user:deadline:)`` does, without waiting.
    static func start(_ arguments: [String], in directory: URL, limits: String, user: String? = nil) throws -> Started {
        guard var executable = HorizonProcess.executable else { throw HorizonProcessError.notBuilt }
        if user != nil {
            // The other user may not reach the build folder (a checkout in a private folder): a copy
            // in the test's folder (its libraries are found by absolute paths).
            let copy = directory.appendingPathComponent(".horizon-\(UUID().uuidString)")
            try FileManager.default.copyItem(at: executable, to: copy)
            chmod(copy.path, 0o755)
            executable = copy
        }
        let errors = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        chmod(errors.path, 0o666)
        let process = Process()
        // bash: dash's ulimit has no -u. SIGXFSZ back to its default, as a login shell or cron has it
        // (the test runner may ignore it, and an ignored signal stays ignored across exec).
        let script = "\(limits); exec /usr/bin/env --default-signal=XFSZ \"$0\" \"$@\" 2>\"$HORIZON_TEST_STDERR\""
        if let user {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(user)", "--regid=nogroup", "--clear-groups", "/bin/bash", "-c", script, executable.path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", script, executable.path] + arguments
        }
        process.currentDirectoryURL = directory
        process.environment = HorizonProcess.environment(["HORIZON_TEST_STDERR": errors.path])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return Started(process: process, errors: errors)
    }

    /// Whether tests can run horizon as another user: they run as root, and `setpriv` is there.
    static var canSwitchUser: Bool {
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    }
}
