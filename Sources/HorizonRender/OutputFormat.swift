/// The formats a build can write (`--format`).
package enum OutputFormat: String, Sendable, CaseIterable {
    case html, md, json, ics, pdf

    /// Every format.
    package static let all: Set<OutputFormat> = Set(allCases)
}
