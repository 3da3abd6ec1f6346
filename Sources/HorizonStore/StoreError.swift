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
    /// A todo.txt, done.txt or holidays file saved as UTF-16: refused, with the command that converts it.
    case utf16(path: String, encoding: UTF16Text)

    /// The file a conversion writes: `todo.txt` → `todo-utf8.txt`, in the same folder.
    static func converted(_ path: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[slash...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + "-utf8" }
        return String(path[..<dot]) + "-utf8" + String(path[dot...])
    }

    /// A path as a shell takes it: as it is when it holds only safe characters, else in single quotes.
    static func quoted(_ path: String) -> String {
        let safe = path.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "._/-+,:@".unicodeScalars.contains($0)) }
        return safe && !path.isEmpty ? path : "'" + path.map { $0 == "'" ? #"'\''"# : String($0) }.joined() + "'"
    }

    /// The exit status this error ends the command with (docs/commands.md#exit-status): input/output.
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
        case .utf16(let path, let encoding):
            "\(path): is \(encoding.description) text; Horizon reads UTF-8: convert it with "
                + "`iconv -f \(encoding.iconvName) -t UTF-8 \(Self.quoted(path)) > \(Self.quoted(Self.converted(path)))`"
                + " and use the new file in its place"
        }
    }
}
