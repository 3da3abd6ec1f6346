import CCmark
import Foundation

/// The only place that touches libcmark's C API: builds a cmark node tree from a ``Document`` and
/// renders it. Rendering uses cmark's safe defaults (no raw HTML, dangerous URLs emptied).
enum Cmark {
    /// The document as CommonMark, rendered by cmark (which escapes text nodes).
    static func commonMark(_ document: Document) -> String {
        String(decoding: commonMarkBytes(document), as: UTF8.self)
    }

    /// The document body as HTML.
    static func html(_ document: Document) -> String {
        String(decoding: htmlBytes(document), as: UTF8.self)
    }

    /// ``commonMark(_:)`` as bytes, without a detour through String.
    static func commonMarkBytes(_ document: Document) -> [UInt8] {
        render(document, forHTML: false) { cmark_render_commonmark($0, CMARK_OPT_DEFAULT, 0) }
    }

    /// ``html(_:)`` as bytes, without a detour through String.
    static func htmlBytes(_ document: Document) -> [UInt8] {
        render(document, forHTML: true) { cmark_render_html($0, CMARK_OPT_DEFAULT) }
    }

    /// Inline content rendered once in both formats, to be reused as ``Inline/fragment(html:markdown:)``.
    static func fragment(_ inlines: [Inline]) -> Inline {
        let document = Document(path: "fragment", title: "", blocks: [.paragraph(inlines)])
        var html = Substring(self.html(document))
        if html.hasPrefix("<p>") { html = html.dropFirst(3) }
        if html.hasSuffix("</p>\n") { html = html.dropLast(5) }
        var markdown = Substring(commonMark(document))
        while markdown.hasSuffix("\n") { markdown = markdown.dropLast() }
        return .fragment(html: String(html), markdown: String(markdown))
    }

    private static func render(
        _ document: Document, forHTML: Bool, _ renderer: (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    ) -> [UInt8] {
        guard let root = cmark_node_new(CMARK_NODE_DOCUMENT) else { return [] }
        defer { cmark_node_free(root) }
        let builder = TreeBuilder(forHTML: forHTML, currentPage: document.path)
        for block in document.blocks { builder.append(block, to: root) }
        guard let output = renderer(root) else { return [] }
        defer { free(output) }
        return output.withMemoryRebound(to: UInt8.self, capacity: strlen(output)) {
            Array(UnsafeBufferPointer(start: $0, count: strlen(output)))
        }
    }
}

private struct TreeBuilder {
    let forHTML: Bool
    let currentPage: String

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
            let list = child(CMARK_NODE_LIST, of: parent)
            cmark_node_set_list_type(list, CMARK_BULLET_LIST)
            cmark_node_set_list_tight(list, 1)
            for blocks in items {
                let item = child(CMARK_NODE_ITEM, of: list)
                blocks.forEach { append($0, to: item) }
            }
        case .thematicBreak:
            _ = child(CMARK_NODE_THEMATIC_BREAK, of: parent)
        case .section(let className, let blocks):
            guard forHTML else {
                blocks.forEach { append($0, to: parent) }
                return
            }
            let node = child(CMARK_NODE_CUSTOM_BLOCK, of: parent)
            cmark_node_set_on_enter(node, "<section class=\"\(className)\">")
            cmark_node_set_on_exit(node, "</section>")
            blocks.forEach { append($0, to: node) }
        }
    }

    func append(_ inline: Inline, to parent: OpaquePointer) {
        switch inline {
        case .text(let text):
            cmark_node_set_literal(child(CMARK_NODE_TEXT, of: parent), text)
        case .emphasis(let inlines):
            let node = child(CMARK_NODE_EMPH, of: parent)
            inlines.forEach { append($0, to: node) }
        case .strong(let inlines):
            let node = child(CMARK_NODE_STRONG, of: parent)
            inlines.forEach { append($0, to: node) }
        case .code(let text):
            cmark_node_set_literal(child(CMARK_NODE_CODE, of: parent), text)
        case .link(let destination, let inlines):
            let node = child(CMARK_NODE_LINK, of: parent)
            cmark_node_set_url(node, destination)
            inlines.forEach { append($0, to: node) }
        case .styled(let className, let inlines):
            guard forHTML else {
                inlines.forEach { append($0, to: parent) }
                return
            }
            let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
            cmark_node_set_on_enter(node, "<span class=\"\(className)\">")
            cmark_node_set_on_exit(node, "</span>")
            inlines.forEach { append($0, to: node) }
        case .label(let inlines):
            guard forHTML else {
                inlines.forEach { append($0, to: parent) }
                return
            }
            let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
            cmark_node_set_on_enter(node, "<label class=\"item\">")
            cmark_node_set_on_exit(node, "</label>")
            inlines.forEach { append($0, to: node) }
        case .checkbox(let checked):
            // A custom inline is written verbatim by both renderers; its strings are fixed, never task text.
            let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
            if forHTML {
                cmark_node_set_on_enter(node, checked
                    ? "<input type=\"checkbox\" checked disabled> "
                    : "<input type=\"checkbox\"> ")
            } else {
                cmark_node_set_on_enter(node, checked ? "[x] " : "[ ] ")
            }
            cmark_node_set_on_exit(node, "")
        case .fragment(let html, let markdown):
            let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
            cmark_node_set_on_enter(node, forHTML ? html : markdown)
            cmark_node_set_on_exit(node, "")
        case .pageLink(let page, let inlines):
            let node = child(CMARK_NODE_LINK, of: parent)
            cmark_node_set_url(node, pageURL(page))
            inlines.forEach { append($0, to: node) }
        }
    }

    /// A relative link from the page being rendered to another page of the site, in this format.
    private func pageURL(_ page: String) -> String {
        let depth = currentPage.split(separator: "/").count - 1
        return String(repeating: "../", count: depth) + page + (forHTML ? ".html" : ".md")
    }

    private func child(_ type: cmark_node_type, of parent: OpaquePointer) -> OpaquePointer {
        // cmark_node_new fails only when memory does (and cmark's allocator aborts first); should it
        // ever return nil, the content goes into the parent rather than crashing.
        guard let node = cmark_node_new(type) else { return parent }
        cmark_node_append_child(parent, node)
        return node
    }
}
