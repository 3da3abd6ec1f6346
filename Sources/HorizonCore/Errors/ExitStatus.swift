/// How a command ends when something stops it (docs/commands.md#exit-status); success, 0, is no error's.
public enum ExitStatus: Int32, Sendable, Hashable, CaseIterable {
    /// The input has diagnostics (`check`, `build --strict`), or a change was refused for what the task
    /// or the command says; nothing was written.
    case refused = 1
    /// The command line or the configuration file asks for what cannot be done.
    case usage = 2
    /// A file, folder or database could not be read or written.
    case inputOutput = 3
}
