/// The whole output as a value: relative path → bytes (DESIGN: publish writes it).
public struct Site: Sendable, Equatable {
    /// Every file of the site by its path relative to the output folder (`week/2026-W48.html`).
    public var files: [String: [UInt8]]

    /// Creates a site.
    public init(files: [String: [UInt8]] = [:]) {
        self.files = files
    }
}
