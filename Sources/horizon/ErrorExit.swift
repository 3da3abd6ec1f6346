import ArgumentParser
import HorizonCore
import HorizonStore
import HorizonFileSystem

/// How `horizon` ends when a command throws: what it prints, where, and the exit status (docs/commands.md#exit-status).
/// Decided here only; `main.swift` prints it and exits.
struct ErrorExit: Equatable {
    /// The process's exit status.
    let status: Int32
    /// Printed on standard output: help, version and completion scripts.
    let standardOutput: String?
    /// Printed on standard error, its control characters shown as U+FFFD when the text is ours.
    let standardError: String?

    init(status: Int32, standardOutput: String? = nil, standardError: String? = nil) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Our errors say their status and message; swift-argument-parser's (a usage error, `--help`,
    /// `--version`) keep its text, a usage error prefixed `horizon: ` as ours are, and their status
    /// (usage exits 2); any other error is an input or
    /// output failure we did not foresee: exit 3, its message in one sentence.
    init(_ error: any Error) {
        if let error = error as? any HorizonError {
            self.init(status: error.exitStatus.rawValue, standardError: error.report.isEmpty ? nil : VisibleText.cleaned(error.report))
            return
        }
        switch HorizonCommand.exitCode(for: error) {
        case .success:
            self.init(status: 0, standardOutput: HorizonCommand.fullMessage(for: error))
        case .validationFailure:
            // One prefix for every error: argument-parser's own `Error: ` becomes `horizon: `, and the
            // arguments it quotes are cleaned of control characters like every other message.
            var message = HorizonCommand.fullMessage(for: error)
            if message.hasPrefix("Error: ") { message = "horizon: " + message.dropFirst("Error: ".count) }
            self.init(status: ExitStatus.usage.rawValue, standardError: VisibleText.cleaned(message))
        default:
            self.init(status: ExitStatus.inputOutput.rawValue, standardError: VisibleText.cleaned("horizon: " + Self.message(error)))
        }
    }

    /// The message of any error, without `horizon: `: ours as it says, a system error as one sentence
    /// naming its file (never an NSError dump).
    static func message(_ error: any Error) -> String {
        (error as? any HorizonError)?.message ?? SystemReason.message(error)
    }
}
