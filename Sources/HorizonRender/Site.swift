/// The whole output as a value: relative path → bytes (docs/architecture.md#one-build-four-stages).
package struct Site: Sendable, Equatable {
    /// Every file of the site by its path relative to the output folder (`week/2026-W48.html`).
    package var files: [String: [UInt8]]

    /// Creates a site.
    package init(files: [String: [UInt8]] = [:]) {
        self.files = files
    }
}
