/// A page that could not be rendered.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libcmark returned no output for the page (it could not allocate memory).
    case cmarkFailed(page: String)

    public var description: String {
        switch self {
        case .cmarkFailed(let page): "\(page): libcmark could not render the page (out of memory?)"
        }
    }
}
