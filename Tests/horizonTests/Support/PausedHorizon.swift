import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A `horizon` process stopped at a named point of its run by the test-only `HORIZON_TEST_PAUSE_AT`
/// (Sources/HorizonFileSystem/TestPause.swift), to be killed there as a crash or `kill -9` would.
final class PausedHorizon {
    let process: Process

    /// Starts horizon and returns once it says it is paused at `point`.
    init(_ arguments: [String], in directory: URL, at point: String, environment extra: [String: String] = [:]) throws {
        guard let executable = HorizonProcess.executable else { throw HorizonProcessError.notBuilt }
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TODO_") && $0.key != "HORIZON_CONFIG" }
        environment["XDG_CONFIG_HOME"] = "/nonexistent/horizon-tests"
        environment["HORIZON_TEST_PAUSE_AT"] = point
        environment.merge(extra) { $1 }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var said = Data()
        let wanted = Data("paused at \(point)".utf8)
        while said.range(of: wanted) == nil {
            let chunk = errors.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw PausedHorizonError.endedBeforePausing(String(decoding: said, as: UTF8.self)) }
            said += chunk
        }
    }

    /// Waits until it ends by itself (paused for `HORIZON_TEST_PAUSE_SECONDS`), and returns its exit status.
    func waitForExit() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Kills it with SIGKILL and waits until it is gone.
    func kill() {
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

enum PausedHorizonError: Error {
    case endedBeforePausing(String)
}
