import CCmark
import Foundation
import HorizonCore

/// Builds a cmark node tree from a ``Document`` and renders it: with ``CmarkArena`` (the memory the
/// trees are made in), the only code that touches libcmark's C API. Rendering uses cmark's safe defaults (no raw HTML, dangerous URLs emptied); the only
/// markup that is not cmark's own is the fixed markup of boxes, styled spans and task lines, which
/// goes in as custom nodes and never holds task text.
package enum Cmark {
    /// Top-level blocks of the page at `page` as CommonMark, rendered by cmark (which escapes text nodes):
    /// the reference ``MarkdownWriter``, which writes the pages, is held to (docs/architecture.md#markdown-and-html).
    /// cmark writes the noncharacters U+FFFE and U+FFFF as the single bytes 0xFE and 0xFF, which are not
    /// UTF-8 (`cmark_utf8proc_encode_char`); they are given back their UTF-8 here, as the writer writes them.
    package static func commonMark(_ blocks: [Block], page: String) -> [UInt8] {
        let output = render(blocks, page: page, forHTML: false) { cmark_render_commonmark($0, CmarkOptions.default.rawValue, 0) }
        // 0xFE and 0xFF never occur in UTF-8, so each is one of those two characters.
        guard output.contains(where: { $0 >= 0xFE }) else { return output }
        return output.flatMap { $0 >= 0xFE ? [0xEF, 0xBF, $0 - 0x40] : [$0] }
    }

    /// Top-level blocks of the page at `page` as HTML (part of the page body), rendered by cmark.
    static func html(_ blocks: [Block], page: String, options: CmarkOptions = .default) -> [UInt8] {
        var output: [UInt8] = []
        html(blocks, page: page, options: options) { output += $0 }
        return output
    }

    /// Lines that go into one tree: a tree takes one and a half to two and a half kilobytes per task
    /// line, so a tree of this many fits in the memory ``CmarkArena`` keeps between renders.
    static let linesPerTree = 2_000

    /// Top-level blocks of the page at `page` as HTML, handed to `append` in pieces that joined are the
    /// blocks' HTML, each from a tree of about `linesPerTree` lines at most (``HTMLPieces``): at a million
    /// lines a section's tree took hundreds of megabytes of fresh memory, which the system zeroed page by
    /// page (a twentieth of the build), and two such trees at once set the build's peak.
    static func html(
        _ blocks: [Block], page: String, options: CmarkOptions = .default, linesPerTree: Int = linesPerTree,
        into append: (ArraySlice<UInt8>) -> Void
    ) {
        // The pieces are handed over before this returns.
        withoutActuallyEscaping(append) { append in
            var writer = HTMLPieces(page: page, options: options, linesPerTree: linesPerTree, append: append)
            for block in blocks { writer.visit(block) }
            writer.flush()
        }
    }

    /// Renders blocks in pieces of at most about `linesPerTree` lines (``lineCount(_:)``): blocks are gathered into one
    /// tree until they hold that many lines, a box that holds more is split into its opening markup, its
    /// blocks and its closing markup (``Block/opening(_:)``), and a longer list of task lines or a
    /// paragraph of more inlines apart, in trees of `linesPerTree` lines or inlines. Joining the pieces gives the HTML of one tree: every block's HTML ends a
    /// line, and cmark starts a block on a new line only when the output so far does not end one.
    private struct HTMLPieces {
        let page: String
        let options: CmarkOptions
        let linesPerTree: Int
        let append: (ArraySlice<UInt8>) -> Void
        /// Blocks that go into the next tree, and how many lines they hold (``lineCount(_:)``).
        var gathered: [Block] = []
        var gatheredLines = 0

        mutating func visit(_ block: Block) {
            // Counted once per block visited: a split box's blocks are counted again as they are visited.
            let lines = lineCount(of: block)
            guard lines > linesPerTree else {
                gathered.append(block)
                gatheredLines += lines
                if gatheredLines >= linesPerTree { flush() }
                return
            }
            switch block {
            case .items(let lines):
                flush()
                appendLongList(lines)
            case .box(let box, let blocks):
                visit(.opening(box))
                for block in blocks { visit(block) }
                visit(.closing(box))
            case .htmlOnly(let blocks):
                for block in blocks { visit(block) }
            case .paragraph(let inlines):
                flush()
                appendLongParagraph(inlines)
            case .heading, .list, .markdownOnly, .opening, .closing:
                // Not split: a list of lists is written whole.
                gathered.append(block)
                gatheredLines += lines
                flush()
            }
        }

        /// Renders the gathered blocks.
        mutating func flush() {
            guard !gathered.isEmpty else { return }
            let options = options
            append(render(gathered, page: page, forHTML: true) { cmark_render_html($0, options.rawValue) }[...])
            gathered.removeAll(keepingCapacity: true)
            gatheredLines = 0
        }

        /// A tight bullet list of `lines`, rendered `linesPerTree` lines at a time: each tree is the
        /// list with some of the lines.
        private func appendLongList(_ lines: [ItemLine]) {
            appendInParts(of: lines.count, opening: Self.listOpening, closing: Self.listClosing) { range in
                CmarkArena.withArena { memory in
                    let root: OpaquePointer = cmark_node_new_with_mem(CMARK_NODE_DOCUMENT, memory)
                    var builder = TreeBuilder(forHTML: true, currentPage: page, memory: memory)
                    builder.appendItems(lines, range, to: root)
                    return Cmark.bytes(of: cmark_render_html(root, options.rawValue))
                }
            }
        }

        /// A paragraph of more than `linesPerTree` inlines (the 6-week view's line of a week's routines),
        /// rendered that many inlines at a time: cmark writes each inline of a paragraph on its own, so
        /// each tree is the paragraph with some of them. Only a paragraph outside a list is split here,
        /// whose markup is always `<p>`.
        private func appendLongParagraph(_ inlines: [Inline]) {
            appendInParts(of: inlines.count, opening: Self.paragraphOpening, closing: Self.paragraphClosing) { range in
                render([.paragraph(Array(inlines[range]))], page: page, forHTML: true) { [options] in
                    cmark_render_html($0, options.rawValue)
                }
            }
        }

        /// One block of `count` children (task lines, inlines) rendered `linesPerTree` children per
        /// tree by `part`, each part written without the block's `opening` and `closing` markup except
        /// around the whole, so that the parts joined are the block rendered whole.
        private func appendInParts(of count: Int, opening: [UInt8], closing: [UInt8], _ part: (Range<Int>) -> [UInt8]) {
            var start = 0
            while start < count {
                let end = min(start + linesPerTree, count)
                let output = part(start..<end)
                precondition(output.starts(with: opening) && output.reversed().starts(with: closing.reversed()),
                             "cmark wrote the block's markup around its children")
                let from = start == 0 ? 0 : opening.count
                let to = end == count ? output.count : output.count - closing.count
                append(output[from..<to])
                start = end
            }
        }

        /// A tight list's HTML is its opening line, a line per item and its closing line.
        private static let listOpening = Array("<ul>\n".utf8)
        private static let listClosing = Array("</ul>\n".utf8)
        private static let paragraphOpening = Array("<p>".utf8)
        private static let paragraphClosing = Array("</p>\n".utf8)

        /// The lines of `block` that its HTML shows: a task line or a heading is one, a paragraph one per
        /// inline (a week's Routines strip is thousands of paragraphs in boxes on a large list, and the
        /// 6-week view's is one paragraph of thousands of routines).
        private func lineCount(of block: Block) -> Int {
            switch block {
            case .items(let lines): lines.count
            case .box(_, let blocks), .htmlOnly(let blocks): blocks.reduce(0) { $0 + lineCount(of: $1) }
            case .list(let items): items.reduce(0) { count, item in item.reduce(count) { $0 + lineCount(of: $1) } }
            case .heading: 1
            case .paragraph(let inlines): max(1, inlines.count)
            case .markdownOnly, .opening, .closing: 0
            }
        }
    }

    /// Builds the cmark tree and renders it. The tree and cmark's output buffer live in this thread's
    /// arena, taken back at once. cmark returns no NULL here: it gets one only from its allocator, and
    /// the arena's ends the process rather than return one (``CmarkArena``).
    private static func render(
        _ blocks: [Block], page: String, forHTML: Bool, _ renderer: (OpaquePointer) -> UnsafeMutablePointer<CChar>
    ) -> [UInt8] {
        CmarkArena.withArena { memory in
            let root: OpaquePointer = cmark_node_new_with_mem(CMARK_NODE_DOCUMENT, memory)
            var builder = TreeBuilder(forHTML: forHTML, currentPage: page, memory: memory)
            builder.append(blocks, to: root)
            return bytes(of: renderer(root))
        }
    }

    /// The bytes of cmark's output, copied out of the arena.
    private static func bytes(of output: UnsafeMutablePointer<CChar>) -> [UInt8] {
        let count = strlen(output)
        return output.withMemoryRebound(to: UInt8.self, capacity: count) {
            Array(UnsafeBufferPointer(start: $0, count: count))
        }
    }
}

/// Makes a tree's nodes from blocks. A value changed in place: as a class, every use of its scratch
/// bytes and span table was checked for exclusive access while the program ran (875,758 checks for
/// heavy 100k's task lines alone).
private struct TreeBuilder {
    let forHTML: Bool
    let currentPage: String
    /// The arena's allocator, which every node is made with.
    private let memory: UnsafeMutablePointer<cmark_mem>
    /// Where a task line's pieces are put together before cmark copies them into a node, reused
    /// from line to line so that a line makes no strings of its own.
    private var scratch: [UInt8] = []
    /// The opening markup of a styled span, by its class, made once per tree: a tree holds thousands
    /// of spans (a year's small calendars, a month's cells) of a few classes, and making the markup
    /// (escaped, then joined) cost more than handing it to cmark.
    private var spanOpenings: [String: String] = [:]

    init(forHTML: Bool, currentPage: String, memory: UnsafeMutablePointer<cmark_mem>) {
        self.forHTML = forHTML
        self.currentPage = currentPage
        self.memory = memory
    }

    /// Blocks in order, each read in place.
    mutating func append(_ blocks: [Block], to parent: OpaquePointer) {
        let blocks = blocks.span
        for index in blocks.indices { append(blocks[index], to: parent) }
    }

    /// Inlines in order, each read in place.
    mutating func append(_ inlines: [Inline], to parent: OpaquePointer) {
        let inlines = inlines.span
        for index in inlines.indices { append(inlines[index], to: parent) }
    }

    mutating func append(_ block: Block, to parent: OpaquePointer) {
        switch block {
        case .heading(let level, let inlines):
            let node = child(CMARK_NODE_HEADING, of: parent)
            cmark_node_set_heading_level(node, Int32(level))
            append(inlines, to: node)
        case .paragraph(let inlines):
            let node = child(CMARK_NODE_PARAGRAPH, of: parent)
            append(inlines, to: node)
        case .list(let items):
            let list = tightBulletList(in: parent)
            for blocks in items {
                let item = child(CMARK_NODE_ITEM, of: list)
                append(blocks, to: item)
            }
        case .items(let lines):
            appendItems(lines, lines.indices, to: parent)
        case .box(let box, let blocks):
            guard forHTML else {
                append(blocks, to: parent)
                return
            }
            let node = child(CMARK_NODE_CUSTOM_BLOCK, of: parent)
            setMarkup(node, enter: box.opening, exit: box.closing)
            append(blocks, to: node)
        case .htmlOnly(let blocks):
            if forHTML { append(blocks, to: parent) }
        case .markdownOnly(let blocks):
            if !forHTML { append(blocks, to: parent) }
        case .opening(let box):
            // cmark writes a custom block's markup on lines of its own, as it does a box's.
            if forHTML { setMarkup(child(CMARK_NODE_CUSTOM_BLOCK, of: parent), enter: box.opening, exit: "") }
        case .closing(let box):
            if forHTML { setMarkup(child(CMARK_NODE_CUSTOM_BLOCK, of: parent), enter: box.closing, exit: "") }
        }
    }

    /// A tight bullet list of the task lines `lines[range]`.
    mutating func appendItems(_ lines: [ItemLine], _ range: Range<Int>, to parent: OpaquePointer) {
        let list = tightBulletList(in: parent)
        // Each line is read where it is, field by field: a line passed whole is copied first (Swift
        // 6.3), which retains each of its strings and arrays — a twentieth of a large build's time.
        lines.withUnsafeBufferPointer { lines in
            for index in range {
                WordsPrefetch.fetch(lines, after: index)
                let paragraph = child(CMARK_NODE_PARAGRAPH, of: child(CMARK_NODE_ITEM, of: list))
                forHTML ? appendHTML(lines, index, to: paragraph) : appendMarkdown(lines, index, to: paragraph)
            }
        }
    }

    /// `<span class="…">` for a class (``spanOpenings``).
    private mutating func spanOpening(_ className: String) -> String {
        if let opening = spanOpenings[className] { return opening }
        let opening = "<span class=\"\(Box.escape(className))\">"
        spanOpenings[className] = opening
        return opening
    }

    /// A `-` list without blank lines between its items.
    private func tightBulletList(in parent: OpaquePointer) -> OpaquePointer {
        let list = child(CMARK_NODE_LIST, of: parent)
        cmark_node_set_list_type(list, CMARK_BULLET_LIST)
        cmark_node_set_list_tight(list, 1)
        return list
    }

    mutating func append(_ inline: Inline, to parent: OpaquePointer) {
        switch inline {
        case .text(let text):
            literal(CMARK_NODE_TEXT, text, in: parent)
        case .emphasis(let inlines):
            let node = child(CMARK_NODE_EMPH, of: parent)
            append(inlines, to: node)
        case .strong(let inlines):
            let node = child(CMARK_NODE_STRONG, of: parent)
            append(inlines, to: node)
        case .code(let text):
            literal(CMARK_NODE_CODE, text, in: parent)
        case .link(let destination, let inlines):
            let node = child(CMARK_NODE_LINK, of: parent)
            setURL(node, destination)
            append(inlines, to: node)
        case .styled(let className, let inlines):
            // Styled spans exist only in HTML: in CommonMark their content goes into the parent.
            guard forHTML else {
                append(inlines, to: parent)
                return
            }
            let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
            setMarkup(node, enter: spanOpening(className), exit: "</span>")
            append(inlines, to: node)
        case .pageLink(let page, let anchor, let inlines):
            let node = child(CMARK_NODE_LINK, of: parent)
            setURL(node, LinkTarget.page(page, anchor: anchor, from: currentPage, forHTML: forHTML))
            append(inlines, to: node)
        }
    }

    /// In HTML, the task line `lines[index]` straight into nodes: the words with projects in `<b>`,
    /// contexts in `<i>`, then the detail in one `<small>` (the stylesheet draws the checkbox in front
    /// of an item that has one).
    private mutating func appendHTML(_ lines: UnsafeBufferPointer<ItemLine>, _ index: Int, to paragraph: OpaquePointer) {
        if lines[index].isTicked { markup(ItemMarkup.tick, in: paragraph) }
        if lines[index].noteLeads, let note = lines[index].note {
            let span = child(CMARK_NODE_CUSTOM_INLINE, of: paragraph)
            // The space is the note's: where the note is hidden, the words start at the checkbox.
            setMarkup(span, enter: "<span class=\"note\">", exit: " </span>")
            literal(CMARK_NODE_TEXT, note, in: span)
        }
        if lines[index].priority != nil || lines[index].time != nil {
            scratch.removeAll(keepingCapacity: true)
            if let priority = lines[index].priority { scratch.append(ItemMarkup.htmlPriority(priority).utf8.span) }
            if let time = lines[index].time { scratch.append(ItemMarkup.htmlTime[time.minutes].utf8.span) }
            markup(scratch: paragraph)
        }
        let isVisible = lines[index].wordsAreVisible
        // The words are ranges of one array of bytes, each followed by a NUL: handed to cmark in place.
        let shown = lines[index].shown
        let bytes = shown.bytes
        for word in 0..<shown.count {
            let element: (opening: String, closing: String)
            switch shown.kind(at: word) {
            case .text:
                literal(CMARK_NODE_TEXT, word: shown.range(at: word), of: bytes, in: paragraph, isVisible: isVisible)
                continue
            case .link:
                let url = shown.text(at: word)
                link(url, DisplayText.shortURL(url), in: paragraph)
                continue
            case .project: element = ItemMarkup.project
            case .context: element = ItemMarkup.context
            case .tag: element = ItemMarkup.tag
            }
            let node = child(CMARK_NODE_CUSTOM_INLINE, of: paragraph)
            setMarkup(node, enter: element.opening, exit: element.closing)
            literal(CMARK_NODE_TEXT, word: shown.range(at: word), of: bytes, in: node, isVisible: isVisible)
        }
        // A count is digits: fixed markup around them.
        if let count = lines[index].count { markup(" <span class=\"count\">×\(count)</span>", in: paragraph) }
        if !lines[index].noteLeads, let note = lines[index].note {
            let span = child(CMARK_NODE_CUSTOM_INLINE, of: paragraph)
            setMarkup(span, enter: " <span class=\"note\">", exit: "</span>")
            literal(CMARK_NODE_TEXT, note, in: span)
        }
        guard let detail = lines[index].detail else { return }
        let note = child(CMARK_NODE_CUSTOM_INLINE, of: paragraph)
        setMarkup(note, enter: ItemMarkup.detailOpening(detail.mark), exit: "</small>")
        scratch.removeAll(keepingCapacity: true)
        if let why = detail.why {
            scratch.append(why.utf8.span)
            scratch += ItemMarkup.whySeparator
        }
        detail.appendSource(to: &scratch)
        literal(CMARK_NODE_TEXT, scratch: note)
    }

    /// In Markdown, the task line `lines[index]` as a todo line, `- [ ] **(A)** 09:00 Call +work *due*
    /// `todo.txt:3``. Projects and contexts are plain words there, so the words go into one text node
    /// (a link apart).
    private mutating func appendMarkdown(_ lines: UnsafeBufferPointer<ItemLine>, _ index: Int, to paragraph: OpaquePointer) {
        if lines[index].detail != nil || lines[index].priority != nil || lines[index].isTicked {
            scratch.removeAll(keepingCapacity: true)
            if lines[index].isTicked { scratch += ItemMarkup.doneBox }
            if let detail = lines[index].detail { scratch += detail.mark == .done ? ItemMarkup.doneBox : ItemMarkup.openBox }
            if let priority = lines[index].priority { scratch += ItemMarkup.markdownPriority(priority).utf8 }
            markup(scratch: paragraph)
        }
        scratch.removeAll(keepingCapacity: true)
        if let time = lines[index].time { scratch += ItemMarkup.markdownTime[time.minutes].utf8 }
        // The words gathered up to each link, as ``MarkdownWriter`` gathers them: kept apart on purpose,
        // this tree is the reference the writer is tested against (docs/architecture.md#markdown-and-html).
        let shown = lines[index].shown
        let bytes = shown.bytes
        let words = bytes.span
        for word in 0..<shown.count {
            guard shown.kind(at: word) == .link else {
                scratch.append(words.extracting(shown.range(at: word)))
                continue
            }
            if !scratch.isEmpty { literal(CMARK_NODE_TEXT, scratch: paragraph) }
            scratch.removeAll(keepingCapacity: true)
            let url = shown.text(at: word)
            link(url, DisplayText.shortURL(url), in: paragraph)
        }
        if let count = lines[index].count { scratch += " ×\(count)".utf8 }
        if lines[index].detail != nil || lines[index].note != nil { scratch.append(UInt8(ascii: " ")) }
        if !scratch.isEmpty { literal(CMARK_NODE_TEXT, scratch: paragraph) }
        guard let detail = lines[index].detail else {
            // A one-line entry's compact why; a full entry has its why instead.
            if let note = lines[index].note { literal(CMARK_NODE_TEXT, note, in: child(CMARK_NODE_EMPH, of: paragraph)) }
            return
        }
        if let why = detail.why {
            literal(CMARK_NODE_TEXT, why, in: child(CMARK_NODE_EMPH, of: paragraph))
            literal(CMARK_NODE_TEXT, " ", in: paragraph)
        }
        scratch.removeAll(keepingCapacity: true)
        detail.appendSource(to: &scratch)
        literal(CMARK_NODE_CODE, scratch: paragraph)
    }

    /// A word of a line (`bytes[range]`, followed by its NUL in `bytes`), handed to cmark in place, or
    /// without its control characters (``VisibleText``) unless it is known to have none (`isVisible`).
    private mutating func literal(_ type: cmark_node_type, word range: Range<Int>, of bytes: [UInt8], in parent: OpaquePointer, isVisible: Bool) {
        let node = child(type, of: parent)
        if !isVisible, VisibleText.hasControl(bytes.span.extracting(range)) {
            scratch.removeAll(keepingCapacity: true)
            scratch += bytes[range]
            withScratchCString { _ = cmark_node_set_literal(node, $0) }
            return
        }
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            (base + range.lowerBound).withMemoryRebound(to: CChar.self, capacity: range.count + 1) { _ = cmark_node_set_literal(node, $0) }
        }
    }

    /// A literal from the bytes composed in `scratch`.
    private mutating func literal(_ type: cmark_node_type, scratch parent: OpaquePointer) {
        let node = child(type, of: parent)
        withScratchCString { _ = cmark_node_set_literal(node, $0) }
    }

    /// Fixed markup from the bytes composed in `scratch`.
    private mutating func markup(scratch parent: OpaquePointer) {
        let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
        withScratchCString { _ = cmark_node_set_on_enter(node, $0) }
    }

    /// Lends `scratch` as a C string (cmark copies what it is given).
    private mutating func withScratchCString(_ body: (UnsafePointer<CChar>) -> Void) {
        if let cleaned = VisibleText.cleaned(bytes: scratch) { scratch = cleaned }
        scratch.append(0)
        scratch.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { body($0) }
        }
        scratch.removeLast()
    }

    /// A link from a task: the whole URL is the target (``LinkTarget/task(_:)``), the label its host and path.
    private func link(_ url: String, _ label: String, in parent: OpaquePointer) {
        let link = child(CMARK_NODE_LINK, of: parent)
        setURL(link, LinkTarget.task(url))
        literal(CMARK_NODE_TEXT, label, in: link)
    }

    /// Fixed markup, written as it is by both renderers (never task text).
    private func markup(_ markup: String, in parent: OpaquePointer) {
        let node = child(CMARK_NODE_CUSTOM_INLINE, of: parent)
        setMarkup(node, enter: markup, exit: "")
    }

    /// Task text is shown without its control characters (``VisibleText``), unless it is known to have
    /// none (`isVisible`).
    private func literal(_ type: cmark_node_type, _ text: String, in parent: OpaquePointer, isVisible: Bool = false) {
        let node = child(type, of: parent)
        // Lent as it is when it has no control character: a string handed back made a copy (retained).
        if isVisible || !VisibleText.hasControl(text.utf8.span) {
            _ = text.withCString { cmark_node_set_literal(node, $0) }
        } else {
            _ = VisibleText.cleaned(text).withCString { cmark_node_set_literal(node, $0) }
        }
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

    /// A new node of `type`, appended to `parent`'s children (never NULL: see ``Cmark``).
    func child(_ type: cmark_node_type, of parent: OpaquePointer) -> OpaquePointer {
        let node: OpaquePointer = cmark_node_new_with_mem(type, memory)
        cmark_node_append_child(parent, node)
        return node
    }
}
