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
