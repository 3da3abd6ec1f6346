/// A page that could not be rendered.
package enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libcmark returned no output for the page (it could not allocate memory).
    case cmarkFailed(page: String)
    /// Cairo or Pango could not draw a sheet (docs/output.md#paper-pdf).
    case paperFailed(page: String, reason: String)

    package var description: String {
        switch self {
        case .cmarkFailed(let page): "\(page): libcmark could not render the page (out of memory?)"
        case .paperFailed(let page, let reason): "\(page): the PDF could not be drawn: \(reason)"
        }
    }
}
