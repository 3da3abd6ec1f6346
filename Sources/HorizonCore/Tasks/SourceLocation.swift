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
