/// Consecutive top-level blocks of a page that are built only when rendered. In Markdown a section
/// starts with a heading, so that its CommonMark follows the page's previous blocks after one blank
/// line whatever they were, or has nothing at all (a calendar week without items); so the page's
/// sections can be rendered apart and joined. In HTML the blocks of a section may sit inside a box
/// that an earlier section opens (``Block/opening(_:)``).
package struct Section: Sendable {
    private let build: @Sendable () -> [Block]

    /// A section whose blocks `build` makes; in Markdown they start with a heading, or are nothing.
    package init(_ build: @escaping @Sendable () -> [Block]) {
        self.build = build
    }

    /// The section's blocks, built now.
    package func blocks() -> [Block] {
        build()
    }
}
