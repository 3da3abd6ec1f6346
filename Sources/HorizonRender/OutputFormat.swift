/// The formats a build can write (`--format`).
public enum OutputFormat: String, Sendable, CaseIterable {
    case html, md, json, ics

    /// Every format.
    public static let all: Set<OutputFormat> = Set(allCases)
}
