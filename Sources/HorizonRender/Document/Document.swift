/// A page as a tree, built once and rendered to CommonMark and to HTML (DESIGN: render stage).
///
/// Task text only ever enters as ``Inline/text(_:)``, so both renderings escape it by construction.
public struct Document: Sendable, Hashable {
    /// The page's path in the site, without extension (`week/2026-W48`); page links are relative to it.
    public var path: String
    /// The page title (the `<title>` of the HTML page).
    public var title: String
    /// The blocks in order.
    public var blocks: [Block]

    /// Creates a document.
    public init(path: String, title: String, blocks: [Block] = []) {
        self.path = path
        self.title = title
        self.blocks = blocks
    }
}

/// A block-level element.
public enum Block: Sendable, Hashable {
    case heading(level: Int, [Inline])
    case paragraph([Inline])
    /// A bullet list; each item holds blocks.
    case list([[Block]])
    case thematicBreak
    /// An HTML-only wrapper with a fixed class (never task text): a `<section class="…">` around blocks.
    case section(className: String, [Block])
    /// A tight bullet list whose items cmark has already rendered, in both formats (``RenderedItems``),
    /// each without its last newline (cmark writes that after the block): a long list shared by several
    /// pages is rendered once, and each page refers to runs of it instead of copying it.
    case renderedList(html: [ArraySlice<UInt8>], markdown: [ArraySlice<UInt8>])
}

/// An inline element.
public enum Inline: Sendable, Hashable {
    /// Literal text: escaped in both renderings.
    case text(String)
    case emphasis([Inline])
    case strong([Inline])
    case code(String)
    /// A link; the destination is a relative page path or a URL from a task.
    case link(destination: String, [Inline])
    /// Styled in HTML with a fixed class (`project`, `context`, `why`…); plain in Markdown.
    case styled(className: String, [Inline])
    /// A link to another page of the site (`day/2026-11-21`), made relative and given the
    /// extension of the format being rendered.
    case pageLink(page: String, [Inline])
    /// One list entry's content, a `<label>` in HTML so that its checkbox is labelled by the task.
    case label([Inline])
    /// A checkbox in HTML (`[ ]` in Markdown), labelled by the item it starts.
    case checkbox(checked: Bool)
}
