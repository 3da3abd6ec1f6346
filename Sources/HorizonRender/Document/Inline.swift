/// An inline element.
package enum Inline: Sendable, Hashable {
    /// Literal text: escaped in both renderings.
    case text(String)
    case emphasis([Inline])
    case strong([Inline])
    case code(String)
    /// A link; the destination is a URL from a task.
    case link(destination: String, [Inline])
    /// Styled in HTML with a fixed class (`project`, `context`, `why`…); plain in Markdown.
    case styled(className: String, [Inline])
    /// A link to another page of the site (`day/2026-11-21`), made relative and given the extension of
    /// the format being rendered. The anchor (`day-2026-11-23`) is kept in HTML only: Markdown
    /// headings have no ids of their own.
    case pageLink(page: String, anchor: String? = nil, [Inline])
}
