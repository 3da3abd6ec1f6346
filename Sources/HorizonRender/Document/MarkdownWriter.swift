import HorizonCore

/// Writes a page's blocks as CommonMark, straight into bytes: the Markdown pages and the terminal
/// agenda. Its output is byte for byte what cmark's CommonMark renderer wrote from the tree
/// ``Cmark`` builds (docs/architecture.md#markdown-and-html), without the tree: it walks the blocks as
/// cmark walked its nodes and writes through ``MarkdownOutput``, cmark's renderer state and escaping.
/// In Markdown a box is its content, HTML-only blocks are left out and a styled span is its text.
package struct MarkdownWriter: ~Copyable {
    private var output = MarkdownOutput()
    /// The page being written, which page links are made relative to.
    private let page: String
    /// Where a task line's pieces are put together, reused from line to line.
    private var scratch: [UInt8] = []

    private init(page: String) {
        self.page = page
    }

    /// Top-level blocks of the page at `page` as CommonMark (one document, ending with a line feed).
    package static func markdown(_ blocks: [Block], page: String) -> [UInt8] {
        var writer = MarkdownWriter(page: page)
        writer.append(blocks, inItem: false, followedByList: false)
        return writer.output.finish()
    }

    // MARK: Blocks

    /// Blocks in order. `inItem`: they are a list item's (cmark's lists here are tight);
    /// `followedByList`: the block after them in Markdown is a list.
    private mutating func append(_ blocks: [Block], inItem: Bool, followedByList: Bool) {
        for index in blocks.indices {
            switch blocks[index] {
            case .heading(let level, let inlines):
                output.inTightItem = inItem
                // cmark keeps a heading's default level, 1, when it is given one it does not have.
                for _ in 0..<((1...6).contains(level) ? level : 1) { output.literal("#") }
                output.literal(" ")
                output.startContent()
                append(inlines, inEmphasis: false, merging: false, mergingFirst: false)
                output.blankLine()
            case .paragraph(let inlines):
                output.inTightItem = inItem
                append(inlines, inEmphasis: false, merging: false, mergingFirst: false)
                output.blankLine()
            case .list(let items):
                for item in items.indices {
                    startItem(first: item == items.startIndex, listInItem: inItem)
                    append(items[item], inItem: true, followedByList: false)
                    endItem()
                }
                endList(inItem: inItem, followedByList: Self.listFollows(blocks, index) ?? followedByList)
            case .items(let lines):
                // Each line is read where it is, field by field: a line passed whole, even borrowed from a
                // span, is copied first (Swift 6.3), retaining each of its strings and arrays.
                for line in lines.indices {
                    WordsPrefetch.fetch(lines, after: line)
                    startItem(first: line == 0, listInItem: inItem)
                    output.inTightItem = true
                    appendLine(lines, line)
                    output.blankLine()
                    endItem()
                }
                endList(inItem: inItem, followedByList: Self.listFollows(blocks, index) ?? followedByList)
            case .box(_, let content), .markdownOnly(let content):
                append(content, inItem: inItem, followedByList: Self.listFollows(blocks, index) ?? followedByList)
            case .htmlOnly, .opening, .closing:
                continue
            }
        }
    }

    /// Whether the first block after `blocks[index]` that Markdown has is a list; nil when none is.
    private static func listFollows(_ blocks: [Block], _ index: Int) -> Bool? {
        for next in (index + 1)..<max(index + 1, blocks.count) {
            switch blocks[next] {
            case .heading, .paragraph: return false
            case .list, .items: return true
            case .box(_, let content), .markdownOnly(let content):
                if let isList = listFollows(content, -1) { return isList }
            case .htmlOnly, .opening, .closing: continue
            }
        }
        return nil
    }

    /// A bullet, `  - `, on a line of its own; the item's lines are indented by four spaces. A list's
    /// first item follows a blank line unless the list is in an item.
    private mutating func startItem(first: Bool, listInItem: Bool) {
        output.inTightItem = first ? listInItem : true
        output.literal("  - ")
        output.startContent()
        output.indent += 4
    }

    private mutating func endItem() {
        output.indent -= 4
        output.lineBreak()
    }

    /// After a list followed by another, a comment keeps the two lists apart.
    private mutating func endList(inItem: Bool, followedByList: Bool) {
        guard followedByList else { return }
        output.inTightItem = inItem
        output.lineBreak()
        output.literal("<!-- end list -->")
        output.blankLine()
    }

    // MARK: Inlines

    /// Inlines in order, a styled span's in its place. `inEmphasis`: their parent is an emphasis, which
    /// makes an only child's emphasis `_x_` (`**` would be strong). cmark joins adjacent text nodes before
    /// it writes a link whose destination has a scheme (`cmark_consolidate_text_nodes`), which changes how
    /// text at their joints is escaped: `merging` joins every run of texts here and below,
    /// `mergingFirst` the run that starts the inlines, or what is under the first inline.
    private mutating func append(_ inlines: [Inline], inEmphasis: Bool, merging: Bool, mergingFirst: Bool) {
        let inlines = Self.flattened(inlines)
        var index = 0
        while index < inlines.count {
            let merge = merging || (index == 0 && mergingFirst)
            switch inlines[index] {
            case .text(let text):
                if merge, index + 1 < inlines.count, case .text = inlines[index + 1] {
                    var run: [UInt8] = []
                    while index < inlines.count, case .text(let text) = inlines[index] {
                        run += VisibleText.cleaned(text).utf8
                        index += 1
                    }
                    output.write(run.span, .normal)
                    continue
                }
                writeVisible(text)
            case .emphasis(let content):
                let delimiter = inEmphasis && inlines.count == 1 ? "_" : "*"
                output.literal(delimiter)
                append(content, inEmphasis: true, merging: merge, mergingFirst: false)
                output.literal(delimiter)
            case .strong(let content):
                output.literal("**")
                append(content, inEmphasis: false, merging: merge, mergingFirst: false)
                output.literal("**")
            case .code(let code):
                appendCode(VisibleText.cleaned(code))
            case .link(let destination, let content):
                appendLink(destination, content, merging: merge)
            case .pageLink(let page, _, let content):
                appendLink(LinkTarget.page(page, anchor: nil, from: self.page, forHTML: false), content, merging: merge)
            case .styled:
                break
            }
            index += 1
        }
    }

    /// The inlines with each styled span replaced by its content (the same array when there is none).
    private static func flattened(_ inlines: [Inline]) -> [Inline] {
        guard inlines.contains(where: { if case .styled = $0 { true } else { false } }) else { return inlines }
        var flat: [Inline] = []
        for inline in inlines {
            if case .styled(_, let content) = inline { flat += flattened(content) } else { flat.append(inline) }
        }
        return flat
    }

    /// `[label](destination)`, or `<destination>` where cmark writes an autolink: a destination with a
    /// scheme whose label is its first inline's text (a `mailto:` one without its scheme).
    private mutating func appendLink(_ url: String, _ label: [Inline], merging: Bool) {
        let hasScheme = Self.hasScheme(url)
        if hasScheme {
            let label = Self.flattened(label)
            var first: [UInt8] = []
            var present = false
            switch label.first {
            case .text:
                // The first run of texts, joined as cmark joins them before it compares.
                var runLength = 0
                while runLength < label.count, case .text(let text) = label[runLength] {
                    first += VisibleText.cleaned(text).utf8
                    runLength += 1
                }
                present = runLength > 1 || !first.isEmpty
            case .code(let code):
                first = Array(VisibleText.cleaned(code).utf8)
                present = !first.isEmpty
            default:
                break
            }
            if present, Self.isAutolink(url, label: first) {
                appendAutolink(url)
                return
            }
        }
        output.literal("[")
        append(label, inEmphasis: false, merging: merging, mergingFirst: hasScheme)
        output.literal("](")
        output.write(url, .url)
        output.literal(")")
    }

    /// A link from a task: the whole URL is the target (``LinkTarget/task(_:)``), the label its host and path.
    private mutating func appendTaskLink(_ url: String, label: String) {
        let url = LinkTarget.task(url)
        let label = VisibleText.cleaned(label)
        if !label.isEmpty, Self.hasScheme(url), Self.isAutolink(url, label: label.utf8) {
            appendAutolink(url)
            return
        }
        output.literal("[")
        output.write(label, .normal)
        output.literal("](")
        output.write(url, .url)
        output.literal(")")
    }

    private mutating func appendAutolink(_ url: String) {
        output.literal("<")
        let url = url.utf8.span
        output.write(url.extracting(Self.startsWithMailto(url) ? 7... : 0...), .literal)
        output.literal(">")
    }

    private static let mailto = Array("mailto:".utf8)

    private static func startsWithMailto(_ url: Span<UInt8>) -> Bool {
        guard url.count >= mailto.count else { return false }
        for index in mailto.indices where url[index] != mailto[index] { return false }
        return true
    }

    /// Whether a link is written as an autolink: its label is its destination (`mailto:` left out).
    private static func isAutolink(_ url: String, label: some Sequence<UInt8>) -> Bool {
        let url = url.utf8.prefix { $0 != 0 }
        let address = url.starts(with: "mailto:".utf8) ? url.dropFirst(7) : url[...]
        return address.elementsEqual(label)
    }

    /// cmark's `_scan_scheme`: a letter, 1 to 31 letters, digits, `.`, `+` or `-`, then a colon.
    private static func hasScheme(_ url: String) -> Bool {
        for (offset, byte) in url.utf8.prefix(33).enumerated() {
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            if offset == 0 {
                guard isLetter else { return false }
            } else if byte == UInt8(ascii: ":") {
                return offset >= 2
            } else if !(isLetter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) {
                return false
            }
        }
        return false
    }

    /// A code span: as many backquotes as no run inside has, and a space inside each where the code
    /// starts or ends with a backquote, or with a space at both ends.
    private mutating func appendCode(_ code: String) {
        appendCode(code.utf8.span)
    }

    private mutating func appendCode(_ code: Span<UInt8>) {
        let backquote = UInt8(ascii: "`")
        let space = UInt8(ascii: " ")
        // The usual code (a task's source, `todo.txt:12`): no backquote in it and not between two
        // spaces, so one backquote on each side and no space added; found without the run lengths.
        if !code.isEmpty, code[0] != space || code[code.count - 1] != space, !Self.holdsBackquote(code) {
            output.literal(byte: backquote)
            output.write(code, .literal)
            output.literal(byte: backquote)
            return
        }
        // Run lengths 1…31 used, as cmark's bit set; bit 0 stands for no run.
        var used: UInt32 = 1
        var run = 0
        var hasNonSpace = false
        for index in code.indices {
            let byte = code[index]
            if byte != space { hasNonSpace = true }
            if byte == backquote {
                run += 1
            } else {
                if run > 0 && run < 32 { used |= 1 << UInt32(run) }
                run = 0
            }
        }
        if run > 0 && run < 32 { used |= 1 << UInt32(run) }
        let ticks = min((~used).trailingZeroBitCount, 32)
        let first = code.isEmpty ? 0 : code[0]
        let last = code.isEmpty ? 0 : code[code.count - 1]
        let extraSpaces = code.isEmpty || first == backquote || last == backquote
            || (hasNonSpace && first == space && last == space)
        for _ in 0..<ticks { output.literal(byte: backquote) }
        if extraSpaces { output.literal(byte: space) }
        output.write(code, .literal)
        if extraSpaces { output.literal(byte: space) }
        for _ in 0..<ticks { output.literal(byte: backquote) }
    }

    /// Whether `code` holds a backquote, read eight bytes at a time.
    private static func holdsBackquote(_ code: Span<UInt8>) -> Bool {
        var index = 0
        while index + 8 <= code.count {
            if EightBytes.matching(EightBytes.load(code, at: index), UInt8(ascii: "`")) != 0 { return true }
            index += 8
        }
        while index < code.count {
            if code[index] == UInt8(ascii: "`") { return true }
            index += 1
        }
        return false
    }

    // MARK: Task lines

    /// The task line `lines[index]` as a todo line, `- [ ] **(A)** 09:00 Call +work *due* `todo.txt:3``:
    /// the pieces cmark was given as nodes (the checkbox and priority as markup, the words as one text
    /// up to a link, the compact or full why in emphasis, the source as code).
    private mutating func appendLine(_ lines: [ItemLine], _ index: Int) {
        // Read once: each read of an optional field copies it (its strings retained, then released).
        let detail = lines[index].detail
        if detail != nil || lines[index].priority != nil || lines[index].isTicked {
            scratch.removeAll(keepingCapacity: true)
            if lines[index].isTicked { scratch += ItemMarkup.doneBox }
            if let mark = detail?.mark { scratch += mark == .done ? ItemMarkup.doneBox : ItemMarkup.openBox }
            if let priority = lines[index].priority { scratch.append(ItemMarkup.markdownPriority(priority).utf8.span) }
            // Horizon's own markup (a priority is a letter A to Z): nothing to clean.
            writeScratch(.literal, isVisible: true)
        }
        scratch.removeAll(keepingCapacity: true)
        if let time = lines[index].time { scratch.append(ItemMarkup.markdownTime[time.minutes].utf8.span) }
        // The words are ranges of one array of bytes: read without a count kept on each.
        let shown = lines[index].shown
        let bytes = shown.bytes
        let words = bytes.span
        for word in 0..<shown.count {
            guard shown.kind(at: word) == .link else {
                scratch.append(words.extracting(shown.range(at: word)))
                continue
            }
            if !scratch.isEmpty { writeScratch(.normal, isVisible: lines[index].wordsAreVisible) }
            scratch.removeAll(keepingCapacity: true)
            let url = shown.text(at: word)
            appendTaskLink(url, label: DisplayText.shortURL(url))
        }
        if let count = lines[index].count { scratch += " ×\(count)".utf8 }
        if detail != nil || lines[index].note != nil { scratch.append(UInt8(ascii: " ")) }
        // The time and the count are Horizon's own text: the words decide.
        if !scratch.isEmpty { writeScratch(.normal, isVisible: lines[index].wordsAreVisible) }
        guard let detail else {
            // A one-line entry's compact why; a full entry has its why instead.
            if let note = lines[index].note { appendEmphasis(note) }
            return
        }
        if let why = detail.why {
            appendEmphasis(why)
            output.literal(" ")
        }
        scratch.removeAll(keepingCapacity: true)
        detail.appendSource(to: &scratch)
        if let cleaned = VisibleText.cleaned(bytes: scratch) { scratch = cleaned }
        // A copy of the array (no bytes copied): the writer is changed while the span is read.
        let source = scratch
        appendCode(source.span)
    }

    /// `*text*`.
    private mutating func appendEmphasis(_ text: String) {
        output.literal(byte: UInt8(ascii: "*"))
        writeVisible(text)
        output.literal(byte: UInt8(ascii: "*"))
    }

    /// Text without its control characters (``VisibleText``), lent as it is when it has none: a
    /// string handed back made a copy (retained, then released), for every why and note of a page.
    private mutating func writeVisible(_ text: String) {
        if VisibleText.hasControl(text.utf8.span) {
            output.write(VisibleText.cleaned(text), .normal)
        } else {
            output.write(text, .normal)
        }
    }

    /// The bytes composed in `scratch`, without their control characters (``VisibleText``) unless they
    /// are known to have none (`isVisible`).
    private mutating func writeScratch(_ escaping: MarkdownOutput.Escaping, isVisible: Bool = false) {
        if !isVisible, let cleaned = VisibleText.cleaned(bytes: scratch) { scratch = cleaned }
        let bytes = scratch
        output.write(bytes.span, escaping)
    }
}
