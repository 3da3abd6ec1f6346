/// An error that knows how the command ends and what the user is told. Every error type that can stop
/// a command conforms, so that the command line maps errors to exit statuses in one place
/// (`main.swift`) and a subcommand only throws.
public protocol HorizonError: Error {
    /// The status the command exits with.
    var exitStatus: ExitStatus { get }
    /// What went wrong, naming the user's file and the true cause; empty when the command has shown
    /// the problem already (the diagnostics of `check`).
    var message: String { get }
    /// What is printed on standard error: `horizon: ` and the message, one line (nothing when the
    /// message is empty).
    var report: String { get }
}

extension HorizonError {
    /// `horizon: ` and the message; empty when the message is.
    public var report: String { message.isEmpty ? "" : "horizon: " + message }
}
