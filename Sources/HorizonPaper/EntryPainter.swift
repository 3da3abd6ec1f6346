/// An entry laid out: its text and, when the note is kept whole, the note apart from it.
struct EntryBlock {
    var mark: PaperEntry.Mark
    var text: TextBlock
    /// A kept note, at the right of the text's first line or on a line of its own below it.
    var note: TextBlock?
    var noteBelow = false
    var height: Double
    /// What it was laid out for: the painter's style and width, and the most lines.
    var style: TextStyle
    var width: Double
    var maxLines: Int

    /// Whether laying the entry out again in `style`, `width` points wide, on at most `lines` lines gives
    /// this block: it was laid out so, or on more lines but took no more than `lines` whole (nothing
    /// cut), so that Pango breaks it the same way.
    func isLaidOut(style: TextStyle, width: Double, lines: Int) -> Bool {
        guard style == self.style, width == self.width else { return false }
        guard lines != maxLines else { return true }
        return !text.isCut && text.lineCount <= (noteBelow ? max(1, lines - 1) : lines)
    }
}

/// Lays out and draws one entry: the checkbox, then the text with its note. A backlog entry's reason
/// is never the part cut (docs/output.md#paper-pdf): it is measured first and the text gets what is left.
struct EntryPainter {
    let canvas: PDFCanvas
    let style: TextStyle
    /// The width of the entry, checkbox included.
    let width: Double

    /// The checkbox's side and the room it takes before the text.
    private var checkbox: Double { style.size * 0.75 }
    private var indent: Double { style.size * 1.15 }

    /// The entry laid out on at most `maxLines` lines. `earlier`, the same entry laid out before (on
    /// another limit, or to measure its box), is taken as it is when Pango would lay it out the same: a
    /// box tries its entries on several limits, and most entries take one line whatever the limit.
    func layout(_ entry: PaperEntry, maxLines: Int, earlier: EntryBlock? = nil) throws(PaperError) -> EntryBlock {
        if let earlier, earlier.isLaidOut(style: style, width: width, lines: maxLines) { return earlier }
        let textWidth = width - (entry.mark == .none ? 0 : indent)
        guard entry.keepsNote, let note = entry.note else {
            let text = try canvas.layout(entry.text, note: entry.note, style: style, width: textWidth, maxLines: maxLines)
            return EntryBlock(mark: entry.mark, text: text, height: text.height, style: style, width: width, maxLines: maxLines)
        }
        let kept = try canvas.layout(note, style: .small, width: textWidth, maxLines: 2)
        if kept.lineCount == 1, kept.width <= textWidth * 0.55 {
            let text = try canvas.layout(entry.text, style: style, width: textWidth - kept.width - 4, maxLines: maxLines)
            return EntryBlock(mark: entry.mark, text: text, note: kept, height: max(text.height, kept.height),
                              style: style, width: width, maxLines: maxLines)
        }
        let text = try canvas.layout(entry.text, style: style, width: textWidth, maxLines: max(1, maxLines - 1))
        return EntryBlock(mark: entry.mark, text: text, note: kept, noteBelow: true, height: text.height + kept.height,
                          style: style, width: width, maxLines: maxLines)
    }

    func draw(_ block: EntryBlock, x: Double, y: Double) throws(PaperError) {
        var textX = x
        if block.mark != .none {
            let lineHeight = block.text.lineCount > 0 ? block.text.height / Double(block.text.lineCount) : block.text.height
            let box = Rect(x: x + 0.5, y: y + (lineHeight - checkbox) / 2, width: checkbox, height: checkbox)
            try canvas.stroke(box, grey: 0, lineWidth: 0.6)
            if block.mark == .ticked { try canvas.tick(in: box, lineWidth: 0.9) }
            textX += indent
        }
        try canvas.draw(block.text, x: textX, y: y, grey: block.mark == .ticked ? 0.35 : 0)
        if let note = block.note {
            if block.noteBelow {
                try canvas.draw(note, x: textX, y: y + block.text.height, grey: 0.3)
            } else {
                try canvas.draw(note, x: x + width - note.width, y: y + (block.text.height - note.height) / 2, grey: 0.3)
            }
        }
    }
}
