/// A page as a tree, built once and rendered to CommonMark and to HTML (DESIGN: render stage).
///
/// Task text only ever enters as ``Inline/text(_:)`` or the words of an ``ItemLine``, so both
/// renderings escape it by construction.
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
    /// A bullet list of tasks, one line each.
    case items([ItemLine])
    /// An HTML element around blocks (a grid, a cell, a side column): markup Horizon writes itself,
    /// never task text. In CommonMark the blocks stand on their own, without the box.
    case box(Box, [Block])
    /// Blocks only the HTML page has (the empty cells of a calendar, a print-only "+N more").
    case htmlOnly([Block])
    /// Blocks only the Markdown page has (the full list behind a calendar's short cells).
    case markdownOnly([Block])
}

/// The HTML element of a ``Block/box(_:_:)``: its tag, class and id are chosen by the renderer from
/// fixed words and dates.
public struct Box: Sendable, Hashable {
    /// The element.
    public enum Tag: String, Sendable {
        case div, section, nav
    }

    /// The element's tag.
    public var tag: Tag
    /// Its class (fixed words: `week-grid`, `day weekend today`…).
    public var className: String
    /// An anchor other pages link to (`day-2026-11-23`).
    public var id: String?
    /// An accessible name, for a `nav` landmark.
    public var label: String?

    /// Creates a box.
    public init(_ tag: Tag = .div, className: String, id: String? = nil, label: String? = nil) {
        self.tag = tag
        self.className = className
        self.id = id
        self.label = label
    }

    /// The opening markup; attribute values are escaped (they come from fixed words and dates, but
    /// a template author's `--templates` never reaches them either).
    var opening: String {
        var markup = "<\(tag.rawValue) class=\"\(Box.escape(className))\""
        if let id { markup += " id=\"\(Box.escape(id))\"" }
        if let label { markup += " aria-label=\"\(Box.escape(label))\"" }
        return markup + ">"
    }

    var closing: String { "</\(tag.rawValue)>" }

    static func escape(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

/// An inline element.
public enum Inline: Sendable, Hashable {
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
