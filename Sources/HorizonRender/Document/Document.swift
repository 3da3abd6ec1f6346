/// A page as a tree, built once and rendered to CommonMark and to HTML (DESIGN: render stage).
///
/// Task text only ever enters as ``Inline/text(_:)`` or the words of an ``ItemLine``, so both
/// renderings escape it by construction.
///
/// A large page (a year of a long list holds a third of a million items) is its head plus
/// ``Section``s that are built only when they are rendered, one at a time, and freed after: the page
/// never exists whole, as a tree or as two cmark trees.
public struct Document: Sendable {
    /// The page's path in the site, without extension (`week/2026-W48`); page links are relative to it.
    public var path: String
    /// The page title (the `<title>` of the HTML page).
    public var title: String
    /// The blocks at the top of the page, built with the document.
    public var head: [Block]
    /// The rest of the page, in order, each built when it is rendered.
    public var sections: [Section]

    /// Creates a document.
    public init(path: String, title: String, blocks: [Block] = [], sections: [Section] = []) {
        self.path = path
        self.title = title
        self.head = blocks
        self.sections = sections
    }

    /// Every block of the page, its sections built (a test's view of the whole page).
    public var blocks: [Block] {
        head + sections.flatMap { $0.blocks() }
    }
}

/// Consecutive top-level blocks of a page that are built only when rendered. A section starts with a
/// heading, in both formats: its CommonMark then follows the page's previous blocks after one blank
/// line whatever they were, so that the page's sections can be rendered apart and joined.
public struct Section: Sendable {
    /// Roughly how many items the section lists.
    public var size: Int
    private let build: @Sendable () -> [Block]

    /// A section of `size` items whose blocks `build` makes; the first of them is a heading, or a box
    /// whose first block is one.
    public init(size: Int, _ build: @escaping @Sendable () -> [Block]) {
        self.size = size
        self.build = build
    }

    /// The section's blocks, built now.
    public func blocks() -> [Block] {
        build()
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
