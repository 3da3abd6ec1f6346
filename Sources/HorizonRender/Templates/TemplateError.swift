/// A layout template that cannot be used.
package enum TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The layout is not valid Mustache: where and why.
    case invalidLayout(file: String, line: Int, column: Int, message: String)

    package var description: String {
        switch self {
        case .invalidLayout(let file, let line, let column, let message): "\(file):\(line):\(column): \(message)"
        }
    }
}
