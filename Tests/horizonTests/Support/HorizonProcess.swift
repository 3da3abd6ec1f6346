import Foundation

/// Runs the built `horizon` executable, as cron or a shell would.
struct HorizonProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The `horizon` binary beside the test bundle in the build products folder.
    static let executable: URL? = {
        // HORIZON_EXECUTABLE runs the tests against another build (to show that a test fails there).
        if let path = ProcessInfo.processInfo.environment["HORIZON_EXECUTABLE"] { return URL(fileURLWithPath: path) }
        var candidates: [URL] = [Bundle.main.bundleURL]
        if let url = Bundle.main.executableURL { candidates.append(url.deletingLastPathComponent()) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for folder in candidates {
            for base in [folder, folder.deletingLastPathComponent()] {
                let url = base.appendingPathComponent("horizon")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return url
                }
            }
        }
        return nil
    }()

    /// The environment tests run `horizon` in: no TODO_* variables and no configuration file of the
    /// machine's user (`$XDG_CONFIG_HOME` points nowhere), plus `extra`.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter {
            !$0.key.hasPrefix("TODO_") && !["TZ", "DONE_FILE", "HORIZON_CONFIG"].contains($0.key)
        }
        environment["XDG_CONFIG_HOME"] = "/nonexistent/horizon-tests"
        environment.merge(extra) { $1 }
        return environment
    }

    /// Runs `horizon` with arguments in a folder, with an environment that has no TODO_* variables and
    /// no configuration file of the machine's user (`$XDG_CONFIG_HOME` points nowhere unless given).
    /// With `timeLimit`, a run that has not ended by then is killed (SIGKILL), so that a test of a
    /// command that used to hang fails instead of waiting forever; `executable` runs another program
    /// instead (one that runs `horizon` in turn, such as unshare).
    static func run(
        _ arguments: [String], in directory: URL, environment extra: [String: String] = [:], timeLimit: Double? = nil,
        executable other: URL? = nil
    ) throws -> Result {
        guard let executable = other ?? executable else { throw HorizonProcessError.notBuilt }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment(extra)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        if let timeLimit { DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog) }
        defer { watchdog.cancel() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

enum HorizonProcessError: Error {
    case notBuilt
}

/// A fresh temporary folder, removed when the value goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes a file (creating folders) and returns its URL.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Reads a file as text.
    func read(_ relative: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(relative)), as: UTF8.self)
    }

    /// Whether a file exists.
    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relative).path)
    }
}
