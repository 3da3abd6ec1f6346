import CCmark
import Foundation
import HorizonCore

/// The only place that touches libcmark's C API: builds a cmark node tree from a ``Document`` and
/// renders it. Rendering uses cmark's safe defaults (no raw HTML, dangerous URLs emptied); the only
/// markup that is not cmark's own is the fixed markup of boxes, styled spans and task lines, which
/// goes in as custom nodes and never holds task text.
enum Cmark {
    /// Top-level blocks of the page at `page` as CommonMark, rendered by cmark (which escapes text nodes).
    static func commonMark(_ blocks: [Block], page: String, options: CmarkOptions = .default) throws(RenderError) -> [UInt8] {
        try render(blocks, page: page, forHTML: false) { cmark_render_commonmark($0, options.rawValue, 0) }
    }

    /// Top-level blocks of the page at `page` as HTML (part of the page body), rendered by cmark.
    static func html(_ blocks: [Block], page: String, options: CmarkOptions = .default) throws(RenderError) -> [UInt8] {
        try render(blocks, page: page, forHTML: true) { cmark_render_html($0, options.rawValue) }
    }

    /// Builds the cmark tree and renders it. cmark returns nothing only when it could not allocate: the
    /// page is then an error, never published empty.
    private static func render(
        _ blocks: [Block], page: String, forHTML: Bool, _ renderer: (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    ) throws(RenderError) -> [UInt8] {
        guard let root = cmark_node_new(CMARK_NODE_DOCUMENT) else { throw .cmarkFailed(page: page) }
        defer { cmark_node_free(root) }
        let builder = TreeBuilder(forHTML: forHTML, currentPage: page)
        for block in blocks { builder.append(block, to: root) }
        guard let output = renderer(root) else { throw .cmarkFailed(page: page) }
        defer { free(output) }
        let count = strlen(output)
        return output.withMemoryRebound(to: UInt8.self, capacity: count) {
            Array(UnsafeBufferPointer(start: $0, count: count))
        }
    }
}

/// A page that could not be rendered.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libcmark returned no output for the page (it could not allocate memory).
    case cmarkFailed(page: String)

    public var description: String {
        switch self {
        case .cmarkFailed(let page): "\(page): libcmark could not render the page (out of memory?)"
        }
    }
}

private final class TreeBuilder {
    let forHTML: Bool
    let currentPage: String

    init(forHTML: Bool, currentPage: String) {
        self.forHTML = forHTML
        self.currentPage = currentPage
    }

    func append(_ block: Block, to parent: OpaquePointer) {
        switch block {
        case .heading(let level, let inlines):
            let node = child(CMARK_NODE_HEADING, of: parent)
            cmark_node_set_heading_level(node, Int32(level))
            inlines.forEach { append($0, to: node) }
        case .paragraph(let inlines):
            let node = child(CMARK_NODE_PARAGRAPH, of: parent)
            inlines.forEach { append($0, to: node) }
        case .list(let items):
            let list = tightBulletList(in: parent)
            for blocks in items {
                let item = child(CMARK_NODE_ITEM, of: list)
                blocks.forEach { append($0, to: item) }
            }
        case .items(let lines):
            let list = tightBulletList(in: parent)
            for line in lines {
                append(line, to: child(CMARK_NODE_PARAGRAPH, of: child(CMARK_NODE_ITEM, of: list)))
            }
        case .box(let box, let blocks):
            guard forHTML else {
                blocks.forEach { append($0, to: parent) }
                return
            }
            let node = child(CMARK_NODE_CUSTOM_BLOCK, of: parent)
            setMarkup(node, enter: box.opening, exit: box.closing)
            blocks.forEach { append($0, to: node) }
        case .htmlOnly(let blocks):
            if forHTML { blocks.forEach { append($0, to: parent) } }
        case .markdownOnly(let blocks):
            if !forHTML { blocks.forEach { append($0, to: parent) } }
        }
    }

    /// A `-` list without blank lines between its items.
    private func tightBulletList(in parent: OpaquePointer) -> OpaquePointer {
        let list = child(CMARK_NODE_LIST, of: parent)
        cmark_node_set_list_type(list, CMARK_BULLET_LIST)
        cmark_node_set_list_tight(list, 1)
        return list
    }

    func append(_ inline: Inline, to parent: OpaquePointer) {
        switch inline {
        case .text(let text):
            literal(CMARK_NODE_TEXT, text, in: parent)
        case .emphasis(let inlines):
            let node = child(CMARK_NODE_EMPH, of: parent)
            inlines.forEach { append($0, to: node) }
        case .strong(let inlines):
            let node = child(CMARK_NODE_STRONG, of: parent)
            inlines.forEach { append($0, to: node) }
        case .code(let text):
            literal(CMARK_NODE_CODE, text, in: parent)
        case .link(let destination, let inlines):
            let node = child(CMARK_NODE_LINK, of: parent)
            setURL(node, destination)
            inlines.forEach { append($0, to: node) }
        case .styled(let className, let inlines):
            // Styled spans exist only in HTML: in CommonMark their content goes into the parent.
            guard forHTML else {
                inlines.forEach { append($0, to: parent) }
                return
            }
            let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
            setMarkup(node, enter: "<span class=\"\(Box.escape(className))\">", exit: "</span>")
            inlines.forEach { append($0, to: node) }
        case .pageLink(let page, let anchor, let inlines):
            let node = child(CMARK_NODE_LINK, of: parent)
            setURL(node, pageURL(page, anchor: anchor))
            inlines.forEach { append($0, to: node) }
        }
    }

    /// A task line straight into nodes (no inline tree in between).
    private func append(_ line: ItemLine, to paragraph: OpaquePointer) {
        forHTML ? appendHTML(line, to: paragraph) : appendMarkdown(line, to: paragraph)
    }

    /// In HTML: the words with projects in `<b>`, contexts in `<i>`, then the detail in one `<small>`
    /// (the stylesheet draws the checkbox in front of an item that has one).
    private func appendHTML(_ line: ItemLine, to paragraph: OpaquePointer) {
        if let priority = line.priority { markup(ItemMarkup.htmlPriority(priority), in: paragraph) }
        if let time = line.time { markup(ItemMarkup.htmlTime[time.minutes], in: paragraph) }
        for word in line.words {
            switch word {
            case .text(let text): literal(CMARK_NODE_TEXT, text, in: paragraph)
            case .project(let text): wrapped(text, in: ItemMarkup.project, paragraph)
            case .context(let text): wrapped(text, in: ItemMarkup.context, paragraph)
            case .tag(let text): wrapped(text, in: ItemMarkup.tag, paragraph)
            case .link(let url, let label): link(url, label, in: paragraph)
            }
        }
        // A count is digits: fixed markup around them.
        if let count = line.count { markup(" <span class=\"count\">×\(count)</span>", in: paragraph) }
        guard let detail = line.detail else { return }
        let source = detail.source.description
        let note = child(CMARK_NODE_CUSTOM_INLINE, of: paragraph)
        setMarkup(note, enter: ItemMarkup.detailOpening(detail.mark), exit: "</small>")
        literal(CMARK_NODE_TEXT, detail.why.map { $0 + " · " + source } ?? source, in: note)
    }

    /// In Markdown: a todo line, `- [ ] **(A)** 09:00 Call +work *due* `todo.txt:3``. Projects and
    /// contexts are plain words there, so the words go into one text node (a link apart).
    private func appendMarkdown(_ line: ItemLine, to paragraph: OpaquePointer) {
        var lead = line.detail.map { $0.mark == .done ? "[x] " : "[ ] " } ?? ""
        if let priority = line.priority { lead += ItemMarkup.markdownPriority(priority) }
        if !lead.isEmpty { markup(lead, in: paragraph) }
        var text = line.time.map { $0.description + " " } ?? ""
        for word in line.words {
            switch word {
            case .text(let words), .project(let words), .context(let words), .tag(let words):
                text += words
            case .link(let url, let label):
                if !text.isEmpty { literal(CMARK_NODE_TEXT, text, in: paragraph) }
                text = ""
                link(url, label, in: paragraph)
            }
        }
        if let count = line.count { text += " ×\(count)" }
        if line.detail != nil { text += " " }
        if !text.isEmpty { literal(CMARK_NODE_TEXT, text, in: paragraph) }
        guard let detail = line.detail else { return }
        if let why = detail.why {
            literal(CMARK_NODE_TEXT, why, in: child(CMARK_NODE_EMPH, of: paragraph))
            literal(CMARK_NODE_TEXT, " ", in: paragraph)
        }
        literal(CMARK_NODE_CODE, detail.source.description, in: paragraph)
    }

    /// A link from a task: the whole URL is the target, the label its host and path.
    private func link(_ url: String, _ label: String, in parent: OpaquePointer) {
        let link = child(CMARK_NODE_LINK, of: parent)
        setURL(link, url)
        literal(CMARK_NODE_TEXT, label, in: link)
    }

    /// Fixed markup, written as it is by both renderers (never task text).
    private func markup(_ markup: String, in parent: OpaquePointer) {
        let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
        setMarkup(node, enter: markup, exit: "")
    }

    /// Text inside a fixed element (`<b>`…`</b>`).
    private func wrapped(_ text: String, in element: (opening: String, closing: String), _ parent: OpaquePointer) {
        let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
        setMarkup(node, enter: element.opening, exit: element.closing)
        literal(CMARK_NODE_TEXT, text, in: node)
    }

    private func literal(_ type: cmark_node_type, _ text: String, in parent: OpaquePointer) {
        let node = child(type, of: parent)
        _ = text.withCString { cmark_node_set_literal(node, $0) }
    }

    // cmark copies the strings it is given. `withCString` lends a native string's own bytes; passing a
    // String where C wants a pointer would first copy it into a new array, for every node.
    private func setURL(_ node: OpaquePointer, _ url: String) {
        _ = url.withCString { cmark_node_set_url(node, $0) }
    }

    private func setMarkup(_ node: OpaquePointer, enter: String, exit: String) {
        _ = enter.withCString { cmark_node_set_on_enter(node, $0) }
        // An empty string is cmark's default.
        if !exit.isEmpty { _ = exit.withCString { cmark_node_set_on_exit(node, $0) } }
    }

    /// A relative link from the page being rendered to another page of the site, in this format.
    private func pageURL(_ page: String, anchor: String?) -> String {
        let depth = currentPage.split(separator: "/").count - 1
        let url = String(repeating: "../", count: depth) + page + (forHTML ? ".html" : ".md")
        guard forHTML, let anchor else { return url }
        return url + "#" + anchor
    }

    func child(_ type: cmark_node_type, of parent: OpaquePointer) -> OpaquePointer {
        // cmark_node_new fails only when memory does (and cmark's allocator aborts first); should it
        // ever return nil, the content goes into the parent rather than crashing.
        guard let node = cmark_node_new(type) else { return parent }
        cmark_node_append_child(parent, node)
        return node
    }
}

/// The fixed markup of task lines, made once rather than per item.
private enum ItemMarkup {
    static let project = (opening: "<b>", closing: "</b>")
    static let context = (opening: "<i>", closing: "</i>")
    static let tag = (opening: "<span class=\"tag\">", closing: "</span>")

    /// `<time>09:35</time> ` for each minute of the day.
    static let htmlTime: [String] = (0..<24 * 60).map { minutes in
        let time = TimeOfDay(hour: minutes / 60, minute: minutes % 60).map(\.description) ?? ""
        return "<time>\(time)</time> "
    }

    /// `<strong class="priority-A">(A)</strong> `: the letter is A…Z (``Priority``).
    static func htmlPriority(_ priority: Priority) -> String {
        "<strong class=\"priority-\(priority.letter)\">(\(priority.letter))</strong> "
    }

    /// `**(A)** `.
    static func markdownPriority(_ priority: Priority) -> String {
        "**(\(priority.letter))** "
    }

    /// The `<small>` of a detail, with a class when it is not an ordinary open task.
    static func detailOpening(_ mark: ItemLine.Detail.Mark) -> String {
        switch mark {
        case .open: " <small>"
        case .overdue: " <small class=\"overdue\">"
        case .done: " <small class=\"done\">"
        }
    }
}
