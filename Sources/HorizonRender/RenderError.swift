/// A file that could not be rendered. Only the printed sheets can fail (docs/output.md#paper-pdf):
/// the pages and feeds are built from values and cannot.
package enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Cairo or Pango could not draw a sheet: the system refused memory or a thread, or a font setup failed.
    case paperFailed(page: String, reason: String)

    package var description: String {
        switch self {
        case .paperFailed(let page, let reason): "\(page): the PDF could not be drawn: \(reason)"
        }
    }
}
