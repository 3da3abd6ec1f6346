/// Consecutive top-level blocks of a page that are built only when rendered. A section starts with a
/// heading, in both formats: its CommonMark then follows the page's previous blocks after one blank
/// line whatever they were, so that the page's sections can be rendered apart and joined.
package struct Section: Sendable {
    /// Roughly how many items the section lists.
    package var size: Int
    private let build: @Sendable () -> [Block]

    /// A section of `size` items whose blocks `build` makes; the first of them is a heading, or a box
    /// whose first block is one.
    package init(size: Int, _ build: @escaping @Sendable () -> [Block]) {
        self.size = size
        self.build = build
    }

    /// The section's blocks, built now.
    package func blocks() -> [Block] {
        build()
    }
}
