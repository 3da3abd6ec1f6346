/// Why a PDF could not be drawn: Cairo or Pango reported an error (docs/output.md#paper-pdf). The
/// renderer reports it as an output failure (exit 3); it is never a crash.
package struct PaperError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done ("creating the PDF surface", "drawing a box").
    package let step: String
    /// Cairo's own words for its status ("out of memory", "invalid tag name, attributes, or nesting").
    package let reason: String

    package var description: String { "\(step): \(reason)" }
}
