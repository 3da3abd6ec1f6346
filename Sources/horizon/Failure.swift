import ArgumentParser
import Foundation

/// Writes a message to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Reports an input/output failure (exit 3) with a message, as cron's only feedback.
func ioFailure(_ error: any Error) -> ExitCode {
    printError("horizon: \(error)")
    return ExitCode(3)
}
