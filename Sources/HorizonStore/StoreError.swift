import HorizonCore

/// A file Horizon needs that it cannot read or write (exit status 3), or an output folder it must not
/// publish into (exit status 2: the command line named the wrong folder).
public enum StoreError: HorizonError, Sendable, Equatable, CustomStringConvertible {
    case missing(path: String)
    /// todo.txt is missing; the message says where Horizon looked and why.
    case missingTodo(message: String)
    case isDirectory(path: String)
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    case notADirectory(path: String)
    /// Another build publishes into the folder and did not finish within the lock timeout.
    case outputLocked(path: String)
    /// An output folder that is no place for a site (an empty name, the home folder, `/`).
    case unsafeOutput(path: String, reason: String)

    /// The exit status this error ends the command with (SPEC §7): usage for a wrong output folder,
    /// input/output else.
    public var exitStatus: ExitStatus {
        if case .unsafeOutput = self { return .usage }
        return .inputOutput
    }

    /// What went wrong, naming the path.
    public var message: String { description }

    public var description: String {
        switch self {
        case .missing(let path): "\(path): no such file"
        case .missingTodo(let message): message
        case .isDirectory(let path): "\(path): is a directory, not a todo.txt file"
        case .unreadable(let path, let reason): "\(path): cannot be read: \(reason)"
        case .unwritable(let path, let reason): "\(path): cannot be written: \(reason)"
        case .notADirectory(let path): "\(path): exists and is not a directory; choose another --output"
        case .outputLocked(let path):
            "\(path): another horizon is publishing into this folder and did not finish within 10 s; try again when it is done"
        case .unsafeOutput(let path, let reason): "--output \(path.debugDescription): \(reason)"
        }
    }
}
