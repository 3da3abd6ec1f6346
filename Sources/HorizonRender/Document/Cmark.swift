import CCmark
import Foundation
import HorizonCore

/// The only place that touches libcmark's C API: builds a cmark node tree from a ``Document`` and
/// renders it. Rendering uses cmark's safe defaults (no raw HTML, dangerous URLs emptied); the only
/// markup that is not cmark's own is the fixed markup of boxes, styled spans and checkboxes, which
/// goes in as custom nodes and never holds task text.
enum Cmark {
    /// The document as CommonMark, rendered by cmark (which escapes text nodes).
    static func commonMark(_ document: Document) -> String {
        String(decoding: commonMarkBytes(document), as: UTF8.self)
    }

    /// ``commonMark(_:)`` as bytes.
    static func commonMarkBytes(_ document: Document) -> [UInt8] {
        render(document, forHTML: false) { cmark_render_commonmark($0, CMARK_OPT_DEFAULT, 0) }
    }

    /// ``html(_:)`` as bytes.
    static func htmlBytes(_ document: Document) -> [UInt8] {
        render(document, forHTML: true) { cmark_render_html($0, CMARK_OPT_DEFAULT) }
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
            let list = child(CMARK_NODE_LIST, of: parent)
            cmark_node_set_list_type(list, CMARK_BULLET_LIST)
            cmark_node_set_list_tight(list, 1)
            for blocks in items {
                let item = child(CMARK_NODE_ITEM, of: list)
                blocks.forEach { append($0, to: item) }
            }
        case .box(let box, let blocks):
            guard forHTML else {
                blocks.forEach { append($0, to: parent) }
                return
            }
            let node = child(CMARK_NODE_CUSTOM_BLOCK, of: parent)
            cmark_node_set_on_enter(node, box.opening)
            cmark_node_set_on_exit(node, box.closing)
            blocks.forEach { append($0, to: node) }
        case .htmlOnly(let blocks):
            if forHTML { blocks.forEach { append($0, to: parent) } }
        case .markdownOnly(let blocks):
            if !forHTML { blocks.forEach { append($0, to: parent) } }
        }
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
            _ = cmark_node_set_url(node, destination)
            inlines.forEach { append($0, to: node) }
        case .styled(let className, let inlines):
            // Styled spans exist only in HTML: in CommonMark their content goes into the parent.
            guard forHTML else {
                inlines.forEach { append($0, to: parent) }
                return
            }
            let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
            cmark_node_set_on_enter(node, "<span class=\"\(Box.escape(className))\">")
            cmark_node_set_on_exit(node, "</span>")
            inlines.forEach { append($0, to: node) }
        case .pageLink(let page, let anchor, let inlines):
            let node = child(CMARK_NODE_LINK, of: parent)
            _ = cmark_node_set_url(node, pageURL(page, anchor: anchor))
            inlines.forEach { append($0, to: node) }
        case .checkbox(let checked):
            // A custom inline is written verbatim by both renderers; its strings are fixed.
            let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
            if forHTML {
                cmark_node_set_on_enter(node, checked
                    ? "<span class=\"check done\" aria-hidden=\"true\"></span>"
                    : "<span class=\"check\" aria-hidden=\"true\"></span>")
            } else {
                cmark_node_set_on_enter(node, checked ? "[x] " : "[ ] ")
            }
            cmark_node_set_on_exit(node, "")
        }
    }

    private func literal(_ type: cmark_node_type, _ text: String, in parent: OpaquePointer) {
        let node = child(type, of: parent)
        _ = cmark_node_set_literal(node, text)
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
