/// Where something came from: a file (as the reader named it) and a 1-based line.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file name as it should be shown (`todo.txt`, `tasks.db`).
    public let file: String
    /// The 1-based line number (or row id for a database).
    public let line: Int
    /// The separator between the file and the line: `:` for files, `#` for database rows.
    public let separator: String

    /// Creates a location.
    public init(file: String, line: Int, separator: String = ":") {
        self.file = file
        self.line = line
        self.separator = separator
    }

    /// `todo.txt:12`.
    public var description: String { "\(file)\(separator)\(line)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}

/// A problem found in the input: where it is and a sentence a person understands.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The file and line.
    public let location: SourceLocation
    /// The 1-based column (in bytes of the line, as compilers count).
    public let column: Int
    /// What is wrong.
    public let message: String
    /// The line of the task it is about, as read (nil when it was made without one).
    public let text: String?

    /// Creates a diagnostic.
    public init(location: SourceLocation, column: Int, text: String? = nil, message: String) {
        self.location = location
        self.column = column
        self.text = text
        self.message = message
    }

    /// The same diagnostic about the task line `text`.
    public func with(text: String) -> Diagnostic {
        Diagnostic(location: location, column: column, text: text, message: message)
    }

    /// `todo.txt:3:14`.
    public var position: String { "\(location.file)\(location.separator)\(location.line):\(column)" }

    /// `todo.txt:3:14: due date 2026-13-01 is not a valid date`.
    public var description: String { "\(position): \(message)" }
}
