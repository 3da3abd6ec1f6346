import CCmark
import CCmarkArena
import HorizonCore
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
        commonMarkParts(document).joinedBytes()
    }

    /// ``commonMark(_:)`` as consecutive parts: pre-rendered lists are not copied into one buffer.
    static func commonMarkParts(_ document: Document) -> [ArraySlice<UInt8>] {
        render(document, forHTML: false) { cmark_render_commonmark($0, CMARK_OPT_DEFAULT, 0) }
    }

    /// ``html(_:)`` as bytes, without a detour through String.
    static func htmlBytes(_ document: Document) -> [UInt8] {
        htmlParts(document).joinedBytes()
    }

    /// ``html(_:)`` as consecutive parts: pre-rendered lists are not copied into one buffer.
    static func htmlParts(_ document: Document) -> [ArraySlice<UInt8>] {
        render(document, forHTML: true) { cmark_render_html($0, CMARK_OPT_DEFAULT) }
    }

    /// Entries rendered as the items of one tight bullet list, each item on its own, in both formats
    /// (`<li>…</li>` and `  - …`), to be joined into lists by ``Block/renderedList(html:markdown:)``.
    /// Nil only if cmark cannot allocate.
    static func listItems(count: Int, _ write: (Int, inout CmarkEntrySink) -> Void) -> RenderedItems? {
        // The tree of a chunk is tens of thousands of small nodes and strings that all die together:
        // they live on this thread's arena (nodes, their strings and cmark's output buffers), which is
        // rewound afterwards instead of freeing each one.
        var allocator = cmark_mem(calloc: horizon_arena_calloc, realloc: horizon_arena_realloc, free: horizon_arena_free)
        horizon_arena_reset()
        defer { horizon_arena_reset() }
        return withUnsafeMutablePointer(to: &allocator) { memory in
            var result = RenderedItems()
            guard let root = cmark_node_new_with_mem(CMARK_NODE_DOCUMENT, memory) else { return nil }
            // One tree serves both formats: it is built for HTML, then its HTML-only nodes (spans, labels)
            // are emptied and its checkboxes turned into `[ ]` for CommonMark, which writes an empty custom
            // inline as nothing at all.
            let builder = TreeBuilder(forHTML: true, currentPage: "fragment", recordingCustomInlines: true, memory: memory)
            let list = builder.bulletList(in: root)
            var sink = CmarkEntrySink(builder: builder)
            for index in 0..<count {
                let item = builder.child(CMARK_NODE_ITEM, of: list)
                sink.start(in: builder.child(CMARK_NODE_PARAGRAPH, of: item))
                write(index, &sink)
            }
            for forHTML in [true, false] {
                if !forHTML { builder.switchCustomInlinesToCommonMark() }
                guard renderWhole(list, forHTML: forHTML, count: count, into: &result)
                        || renderEach(list, forHTML: forHTML, into: &result)
                else { return nil }
            }
            return result.htmlEnds.count == count && result.markdownEnds.count == count ? result : nil
        }
    }

    /// Renders the list once and cuts it into items: in HTML each item ends with `</li>` and a newline,
    /// in CommonMark each item's first line starts with `  - ` (a line break inside an item is followed
    /// by the item's four-space indent). Should task text ever make a cut where no item ends, the count
    /// differs: then this writes nothing and returns false.
    private static func renderWhole(_ list: OpaquePointer, forHTML: Bool, count: Int, into result: inout RenderedItems) -> Bool {
        let rendered = forHTML ? cmark_render_html(list, CMARK_OPT_DEFAULT) : cmark_render_commonmark(list, CMARK_OPT_DEFAULT, 0)
        // Arena memory (see listItems): not freed here.
        guard let rendered else { return false }
        return rendered.withMemoryRebound(to: UInt8.self, capacity: strlen(rendered)) { start in
            let bytes = UnsafeBufferPointer(start: start, count: strlen(rendered))
            guard let cuts = forHTML ? htmlItemCuts(bytes) : markdownItemCuts(bytes), cuts.count == count + 1 else { return false }
            for index in 0..<count {
                result.append(UnsafeBufferPointer(rebasing: bytes[cuts[index]..<cuts[index + 1]]), html: forHTML)
            }
            return true
        }
    }

    /// Where the items of `<ul>\n<li>…</li>\n…</ul>\n` start, and where the last one ends.
    private static func htmlItemCuts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        let open = Array("<ul>\n".utf8), close = Array("</ul>\n".utf8), itemEnd = Array("</li>".utf8)
        guard bytes.count >= open.count + close.count, bytes.starts(with: open),
              bytes[(bytes.count - close.count)...].elementsEqual(close)
        else { return nil }
        var cuts = [open.count]
        for index in newlines(bytes) where index >= itemEnd.count && bytes[(index - itemEnd.count)..<index].elementsEqual(itemEnd) {
            cuts.append(index + 1)
        }
        return cuts.last == bytes.count - close.count ? cuts : nil
    }

    /// Where the items of `  - …\n  - …\n` start, and where the last one ends.
    private static func markdownItemCuts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        let marker = Array("  - ".utf8)
        guard bytes.starts(with: marker), bytes.last == UInt8(ascii: "\n") else { return nil }
        var cuts = [0]
        for index in newlines(bytes) where bytes[(index + 1)...].starts(with: marker) {
            cuts.append(index + 1)
        }
        cuts.append(bytes.count)
        return cuts
    }

    /// The positions of the newlines in `bytes`, found with memchr.
    private static func newlines(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let base = bytes.baseAddress else { return [] }
        var found: [Int] = []
        var offset = 0
        while offset < bytes.count, let hit = memchr(base + offset, 10, bytes.count - offset) {
            let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            found.append(index)
            offset = index + 1
        }
        return found
    }

    /// Renders each item of the list on its own. An item renders the same on its own as inside its
    /// list: cmark looks only at the list it belongs to (bullet, tight) and at the item's own content.
    private static func renderEach(_ list: OpaquePointer, forHTML: Bool, into result: inout RenderedItems) -> Bool {
        var next = cmark_node_first_child(list)
        while let item = next {
            let rendered = forHTML ? cmark_render_html(item, CMARK_OPT_DEFAULT) : cmark_render_commonmark(item, CMARK_OPT_DEFAULT, 0)
            guard let rendered else { return false }
            rendered.withMemoryRebound(to: UInt8.self, capacity: strlen(rendered)) {
                result.append(UnsafeBufferPointer(start: $0, count: strlen(rendered)), html: forHTML)
            }
            next = cmark_node_next(item)
        }
        return true
    }

    private static func render(
        _ document: Document, forHTML: Bool, _ renderer: (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    ) -> [ArraySlice<UInt8>] {
        if let spliced = render(document, forHTML: forHTML, splicingLists: true, renderer) { return spliced }
        return render(document, forHTML: forHTML, splicingLists: false, renderer) ?? []
    }

    /// Renders the document. Pre-rendered lists are long, and cmark copies a custom block's text and
    /// writes it out character by character; so each goes in as a short marker that is replaced by the
    /// list afterwards. Should the rest of the page contain the marker too (it is not markup, but a code
    /// span could hold it), the count differs and this returns nil: the caller then renders without markers.
    private static func render(
        _ document: Document, forHTML: Bool, splicingLists: Bool,
        _ renderer: (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    ) -> [ArraySlice<UInt8>]? {
        guard let root = cmark_node_new(CMARK_NODE_DOCUMENT) else { return nil }
        defer { cmark_node_free(root) }
        let builder = TreeBuilder(forHTML: forHTML, currentPage: document.path, splicingLists: splicingLists)
        for block in document.blocks { builder.append(block, to: root) }
        guard let output = renderer(root) else { return nil }
        defer { free(output) }
        return output.withMemoryRebound(to: UInt8.self, capacity: strlen(output)) {
            let rendered = UnsafeBufferPointer(start: $0, count: strlen(output))
            guard !builder.splicedLists.isEmpty else { return [Array(rendered)[...]] }
            return ListSplicer.splice(builder.splicedLists, into: rendered)
        }
    }
}

/// Replaces the markers that stand for pre-rendered lists by the lists.
private enum ListSplicer {
    static let markerText = "<!--horizon-rendered-list-->"
    static let marker = Array(markerText.utf8)

    /// The rendered page with its markers replaced, as parts: the page's own text between the lists,
    /// and the lists' runs themselves (shared, not copied).
    static func splice(_ lists: [[ArraySlice<UInt8>]], into rendered: UnsafeBufferPointer<UInt8>) -> [ArraySlice<UInt8>]? {
        var parts: [ArraySlice<UInt8>] = []
        var textStart = 0
        var index = 0
        var listNumber = 0
        func text(upTo end: Int) {
            if textStart < end { parts.append(Array(rendered[textStart..<end])[...]) }
        }
        while index < rendered.count {
            guard rendered[index] == marker[0], rendered[index...].starts(with: marker) else {
                index += 1
                continue
            }
            guard listNumber < lists.count else { return nil }
            text(upTo: index)
            parts += lists[listNumber].filter { !$0.isEmpty }
            listNumber += 1
            index += marker.count
            textStart = index
            // cmark's CommonMark renderer ends a custom block with a blank line even at the end of
            // the document, where a real list ends with a single newline.
            if rendered[index...].allSatisfy({ $0 == UInt8(ascii: "\n") }) {
                parts.append(newline[...])
                textStart = rendered.count
                break
            }
        }
        text(upTo: rendered.count)
        return listNumber == lists.count ? parts : nil
    }

    private static let newline: [UInt8] = [UInt8(ascii: "\n")]
}

/// Puts a list entry's content straight into a cmark list item, without ``Inline`` values in between.
struct CmarkEntrySink: InlineSink {
    fileprivate let builder: TreeBuilder
    /// The node that receives content, innermost last.
    private var parents: [OpaquePointer] = []

    fileprivate init(builder: TreeBuilder) {
        self.builder = builder
    }

    fileprivate mutating func start(in paragraph: OpaquePointer) {
        parents.removeAll(keepingCapacity: true)
        parents.append(paragraph)
    }

    private var parent: OpaquePointer? { parents.last }

    mutating func text(_ text: Substring) {
        if let parent { builder.text(text, in: parent) }
    }

    mutating func code(_ text: String) {
        if let parent { builder.code(text[...], in: parent) }
    }

    mutating func link(_ destination: Substring, text: Substring) {
        guard let parent else { return }
        builder.text(text, in: builder.link(destination, in: parent))
    }

    mutating func text(utf8: UnsafeBufferPointer<UInt8>) {
        if let parent { builder.text(utf8: UnsafeRawBufferPointer(utf8), in: parent) }
    }

    mutating func link(utf8: UnsafeBufferPointer<UInt8>) {
        guard let parent else { return }
        builder.text(utf8: UnsafeRawBufferPointer(utf8), in: builder.link(utf8: UnsafeRawBufferPointer(utf8), in: parent))
    }

    mutating func code(source: SourceLocation) {
        if let parent { builder.code(source: source, in: parent) }
    }

    mutating func open(_ container: InlineContainer) {
        if let parent { parents.append(builder.open(container, in: parent)) }
    }

    mutating func close() {
        _ = parents.popLast()
    }

    mutating func checkbox(checked: Bool) {
        if let parent { builder.checkbox(checked: checked, in: parent) }
    }
}

private final class TreeBuilder {
    let forHTML: Bool
    let currentPage: String
    /// Whether pre-rendered lists go in as markers (see `Cmark.render`) rather than as their text.
    let splicingLists: Bool
    /// The pre-rendered lists that markers stand for, in document order.
    private(set) var splicedLists: [[ArraySlice<UInt8>]] = []

    /// Custom inlines made so far, when recording: spans and labels (nil) and checkboxes (checked or not).
    private var customInlines: [(node: OpaquePointer, checkbox: Bool?)] = []
    private let recordingCustomInlines: Bool

    /// The allocator of the tree's nodes; nil for cmark's own.
    private let memory: UnsafeMutablePointer<cmark_mem>?

    init(forHTML: Bool, currentPage: String, splicingLists: Bool = false, recordingCustomInlines: Bool = false,
         memory: UnsafeMutablePointer<cmark_mem>? = nil) {
        self.memory = memory
        self.forHTML = forHTML
        self.currentPage = currentPage
        self.splicingLists = splicingLists
        self.recordingCustomInlines = recordingCustomInlines
    }

    /// Makes the recorded custom inlines of an HTML tree read as CommonMark: spans and labels empty
    /// (their content stays), checkboxes `[ ]` or `[x]`.
    func switchCustomInlinesToCommonMark() {
        for (node, checkbox) in customInlines {
            if let checked = checkbox {
                cmark_node_set_on_enter(node, checked ? "[x] " : "[ ] ")
            } else {
                cmark_node_set_on_enter(node, "")
                cmark_node_set_on_exit(node, "")
            }
        }
        customInlines.removeAll()
    }

    func bulletList(in parent: OpaquePointer) -> OpaquePointer {
        let list = child(CMARK_NODE_LIST, of: parent)
        cmark_node_set_list_type(list, CMARK_BULLET_LIST)
        cmark_node_set_list_tight(list, 1)
        return list
    }

    func append(listItem blocks: [Block], to list: OpaquePointer) {
        let item = child(CMARK_NODE_ITEM, of: list)
        blocks.forEach { append($0, to: item) }
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
            let list = bulletList(in: parent)
            items.forEach { append(listItem: $0, to: list) }
        case .renderedList(let html, let markdown):
            let text = forHTML ? html : markdown
            guard text.contains(where: { !$0.isEmpty }) else { return }
            let node = child(CMARK_NODE_CUSTOM_BLOCK, of: parent)
            if splicingLists {
                splicedLists.append(text)
                cmark_node_set_on_enter(node, ListSplicer.markerText)
            } else {
                cmark_node_set_on_enter(node, String(decoding: text.joinedBytes(), as: UTF8.self))
            }
            cmark_node_set_on_exit(node, "")
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
            self.text(text[...], in: parent)
        case .emphasis(let inlines):
            append(inlines, in: .emphasis, to: parent)
        case .strong(let inlines):
            append(inlines, in: .strong, to: parent)
        case .code(let text):
            code(text[...], in: parent)
        case .link(let destination, let inlines):
            let node = link(destination[...], in: parent)
            for inline in inlines { append(inline, to: node) }
        case .styled(let className, let inlines):
            append(inlines, in: .styled(className), to: parent)
        case .label(let inlines):
            append(inlines, in: .label, to: parent)
        case .checkbox(let checked):
            checkbox(checked: checked, in: parent)
        case .pageLink(let page, let inlines):
            let node = child(CMARK_NODE_LINK, of: parent)
            pageURL(page).withCString { _ = cmark_node_set_url(node, $0) }
            for inline in inlines { append(inline, to: node) }
        }
    }

    private func append(_ inlines: [Inline], in container: InlineContainer, to parent: OpaquePointer) {
        let node = open(container, in: parent)
        for inline in inlines { append(inline, to: node) }
    }

    func text(_ text: Substring, in parent: OpaquePointer) {
        let node = child(CMARK_NODE_TEXT, of: parent)
        withScratch("", text, "") { _ = cmark_node_set_literal(node, $0) }
    }

    func text(utf8: UnsafeRawBufferPointer, in parent: OpaquePointer) {
        let node = child(CMARK_NODE_TEXT, of: parent)
        withScratch("", utf8, "") { _ = cmark_node_set_literal(node, $0) }
    }

    func code(_ text: Substring, in parent: OpaquePointer) {
        let node = child(CMARK_NODE_CODE, of: parent)
        withScratch("", text, "") { _ = cmark_node_set_literal(node, $0) }
    }

    /// A code span `file:line`, written without making the location's description first.
    func code(source: SourceLocation, in parent: OpaquePointer) {
        var file = source.file, separator = source.separator
        file.withUTF8 { file in
            separator.withUTF8 { separator in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
                    var line = source.line.magnitude, count = 0
                    repeat {
                        digits[23 - count] = UInt8(ascii: "0") + UInt8(line % 10)
                        line /= 10
                        count += 1
                    } while line > 0 && count < 20
                    if source.line < 0 {
                        digits[23 - count] = UInt8(ascii: "-")
                        count += 1
                    }
                    let number = UnsafeRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(digits)[(24 - count)...])
                    let node = child(CMARK_NODE_CODE, of: parent)
                    withScratch(UnsafeRawBufferPointer(file), UnsafeRawBufferPointer(separator), number) { _ = cmark_node_set_literal(node, $0) }
                }
            }
        }
    }

    /// A link node, to which the caller adds the text.
    func link(_ destination: Substring, in parent: OpaquePointer) -> OpaquePointer {
        let node = child(CMARK_NODE_LINK, of: parent)
        withScratch("", destination, "") { _ = cmark_node_set_url(node, $0) }
        return node
    }

    func link(utf8 destination: UnsafeRawBufferPointer, in parent: OpaquePointer) -> OpaquePointer {
        let node = child(CMARK_NODE_LINK, of: parent)
        withScratch("", destination, "") { _ = cmark_node_set_url(node, $0) }
        return node
    }

    /// The node that a container's content goes into. Styled spans and labels exist only in HTML: in
    /// CommonMark their content goes into the parent.
    func open(_ container: InlineContainer, in parent: OpaquePointer) -> OpaquePointer {
        switch container {
        case .emphasis:
            return child(CMARK_NODE_EMPH, of: parent)
        case .strong:
            return child(CMARK_NODE_STRONG, of: parent)
        case .styled(let className):
            guard forHTML else { return parent }
            let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
            withScratch("<span class=\"", className[...], "\">") { _ = cmark_node_set_on_enter(node, $0) }
            cmark_node_set_on_exit(node, "</span>")
            if recordingCustomInlines { customInlines.append((node, nil)) }
            return node
        case .label:
            guard forHTML else { return parent }
            let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
            cmark_node_set_on_enter(node, "<label class=\"item\">")
            cmark_node_set_on_exit(node, "</label>")
            if recordingCustomInlines { customInlines.append((node, nil)) }
            return node
        }
    }

    func checkbox(checked: Bool, in parent: OpaquePointer) {
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
        if recordingCustomInlines { customInlines.append((node, checked)) }
    }

    /// Calls `body` with `prefix`, `middle` and `suffix` joined as a C string.
    private func withScratch(_ prefix: StaticString, _ middle: Substring, _ suffix: StaticString, _ body: (UnsafePointer<CChar>) -> Void) {
        var middle = middle
        middle.withUTF8 { withScratch(prefix, UnsafeRawBufferPointer($0), suffix, body) }
    }

    private func withScratch(_ prefix: StaticString, _ middle: UnsafeRawBufferPointer, _ suffix: StaticString, _ body: (UnsafePointer<CChar>) -> Void) {
        withScratch(UnsafeRawBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount), middle,
                    UnsafeRawBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount), body)
    }

    /// Calls `body` with the three pieces joined as a C string, built on the stack: cmark copies the
    /// string, and this runs for nearly every node of a million-entry cache.
    private func withScratch(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer, _ third: UnsafeRawBufferPointer,
                             _ body: (UnsafePointer<CChar>) -> Void) {
        let count = first.count + second.count + third.count
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count + 1) { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            func copy(_ piece: UnsafeRawBufferPointer) {
                guard let start = piece.baseAddress, !piece.isEmpty else { return }
                (base + offset).initialize(from: start.assumingMemoryBound(to: UInt8.self), count: piece.count)
                offset += piece.count
            }
            copy(first)
            copy(second)
            copy(third)
            base[offset] = 0
            UnsafeRawPointer(base).withMemoryRebound(to: CChar.self, capacity: count + 1) { body($0) }
        }
    }

    /// A relative link from the page being rendered to another page of the site, in this format.
    private func pageURL(_ page: String) -> String {
        let depth = currentPage.split(separator: "/").count - 1
        return String(repeating: "../", count: depth) + page + (forHTML ? ".html" : ".md")
    }

    func child(_ type: cmark_node_type, of parent: OpaquePointer) -> OpaquePointer {
        // cmark_node_new fails only when memory does (and cmark's allocator aborts first); should it
        // ever return nil, the content goes into the parent rather than crashing.
        guard let node = memory.map({ cmark_node_new_with_mem(type, $0) }) ?? cmark_node_new(type) else { return parent }
        cmark_node_append_child(parent, node)
        return node
    }
}
