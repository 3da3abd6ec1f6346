import HorizonCore

/// A file or folder Horizon needs that it cannot read (exit status 3). Publishing has its own errors
/// (`PublishError`, in HorizonPublish).
package enum StoreError: HorizonError, Sendable, Equatable, CustomStringConvertible {
    case missing(path: String)
    /// todo.txt is missing; the message says where Horizon looked and why.
    case missingTodo(message: String)
    case isDirectory(path: String)
    case unreadable(path: String, reason: String)
    /// A `--templates` path that is a file.
    case notADirectory(path: String)

    /// The exit status this error ends the command with (SPEC §7): input/output.
    package var exitStatus: ExitStatus { .inputOutput }

    /// What went wrong, naming the path.
    package var message: String { description }

    package var description: String {
        switch self {
        case .missing(let path): "\(path): no such file"
        case .missingTodo(let message): message
        case .isDirectory(let path): "\(path): is a directory, not a todo.txt file"
        case .unreadable(let path, let reason): "\(path): cannot be read: \(reason)"
        case .notADirectory(let path): "\(path): is a file, not a folder; --templates names a folder holding layout.html and style.css"
        }
    }
}
