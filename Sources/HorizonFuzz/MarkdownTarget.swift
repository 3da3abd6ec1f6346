import HorizonCore
import HorizonRender

/// The `markdown` fuzz target (CONTRIBUTING.md#fuzzing): any bytes as a document of text, inlines, blocks
/// and task lines, written as Markdown by Horizon's writer and by cmark's CommonMark renderer; the two
/// must be the same bytes (docs/architecture.md#markdown-and-html).
enum MarkdownTarget {
    /// Pieces are separated by the byte 0x1F; a piece's first byte says what it adds, the rest is its
    /// text: an inline, a wrapper around the inlines so far, a block of them, a task line (its text read
    /// as todo.txt), or a wrapper around the blocks so far.
    static func run(_ bytes: [UInt8]) {
        var blocks: [Block] = []
        var inlines: [Inline] = []
        var lines: [ItemLine] = []
        for piece in bytes.split(separator: 0x1F, omittingEmptySubsequences: false).prefix(64) {
            let kind = piece.first ?? 0
            let text = String(decoding: piece.dropFirst(), as: UTF8.self)
            switch kind % 16 {
            case 0, 1: inlines.append(.text(text))
            case 2: inlines.append(.code(text))
            case 3: inlines = [.emphasis(inlines)]
            case 4: inlines = [.strong(inlines)]
            case 5: inlines = [.link(destination: text, inlines)]
            case 6: inlines = [.styled(className: "s", inlines)]
            case 7: inlines = [.pageLink(page: text, inlines)]
            case 8:
                blocks.append(.paragraph(inlines))
                inlines = []
            case 9:
                blocks.append(.heading(level: Int(kind / 16) % 8, inlines))
                inlines = []
            case 10: lines.append(line(text, kind: kind))
            case 11:
                blocks.append(.items(lines))
                lines = []
            case 12: blocks = [.list([blocks, [.paragraph(inlines)]])]
            case 13: blocks = [.box(Box(className: "b"), blocks)]
            case 14: blocks = [kind < 128 ? .markdownOnly(blocks) : .htmlOnly(blocks)]
            default: blocks.append(kind < 128 ? .opening(Box(className: "o")) : .closing(Box(className: "o")))
            }
        }
        blocks.append(.paragraph(inlines))
        blocks.append(.items(lines))
        let page = "day/2026-11-23"
        let written = MarkdownWriter.markdown(blocks, page: page)
        let expected = Cmark.commonMark(blocks, page: page)
        guard String(validating: written, as: UTF8.self) != nil else {
            fatalError("the Markdown writer wrote bytes that are not UTF-8 for \(blocks)")
        }
        guard written == expected else {
            let writer = String(decoding: written, as: UTF8.self).debugDescription
            let cmark = String(decoding: expected, as: UTF8.self).debugDescription
            fatalError("the Markdown writer and cmark disagree on \(blocks)\nwriter: \(writer)\ncmark:  \(cmark)")
        }
    }

    /// A task line from todo.txt text, its other parts chosen by the bits of `kind`.
    private static func line(_ text: String, kind: UInt8) -> ItemLine {
        let task = TodoDocument(name: "todo.txt", bytes: Array(text.utf8)).readTasks().tasks.first
        var line = ItemLine(priority: task?.priority, time: task?.at, words: task.map(DisplayText.words) ?? [],
                            count: kind & 16 == 0 ? nil : Int(kind), note: kind & 32 == 0 ? nil : text, isTicked: kind & 64 != 0)
        if kind & 128 != 0 {
            line.detail = ItemLine.Detail(mark: task?.isComplete == true ? .done : .open, why: kind & 32 == 0 ? text : nil,
                                          source: task?.source ?? SourceLocation(file: "todo.txt", line: 1))
        }
        return line
    }
}
