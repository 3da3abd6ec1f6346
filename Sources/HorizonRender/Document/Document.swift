/// A page as a tree, built once and rendered to CommonMark and to HTML (docs/architecture.md#one-build-four-stages).
///
/// Task text only ever enters as ``Inline/text(_:)`` or the words of an ``ItemLine``, so both
/// renderings escape it by construction.
///
/// A large page (a year of a long list holds a third of a million items) is its head plus
/// ``Section``s that are built only when they are rendered, one at a time, and freed after: the page
/// never exists whole, as a tree or as a cmark tree.
package struct Document: Sendable {
    /// The page's path in the site, without extension (`week/2026-W48`); page links are relative to it.
    package var path: String
    /// The page title (the `<title>` of the HTML page).
    package var title: String
    /// The blocks at the top of the page, built with the document.
    package var head: [Block]
    /// The rest of the page, in order, each built when it is rendered.
    package var sections: [Section]

    /// Creates a document.
    package init(path: String, title: String, blocks: [Block] = [], sections: [Section] = []) {
        self.path = path
        self.title = title
        self.head = blocks
        self.sections = sections
    }

    /// Every block of the page, its sections built (a test's view of the whole page).
    package var blocks: [Block] {
        head + sections.flatMap { $0.blocks() }
    }
}
