/// Draws a ``PaperBox`` into its rectangle (docs/output.md#paper-pdf): the frame, the heading, then as
/// many whole entries as Pango says fit, and "+N more" for the rest. A box fills before it counts: its
/// entries first get room for `lineLimits[0]` lines each; only when they do not all fit are they cut to
/// the next limit, and only when even those do not fit does the box print the entries that do (the
/// next one cut to one line if that still fits) and count the others. Nothing is drawn past the box.
struct BoxPainter {
    let canvas: PDFCanvas
    /// The style of the heading and of the entries.
    var headingStyle: TextStyle = .heading
    var entryStyle: TextStyle = .entry
    /// The most lines an entry takes, tried in turn.
    var lineLimits = [6, 2]
    /// The line that counts what does not fit ("+6 more", on a tablet "+6 more → p. 37").
    var moreText: (Int) -> String = { "+\($0) more" }

    static let padding = 3.0
    static let gap = 1.5

    /// The most entries a box `height` points high can print in `style`, whatever their text and font:
    /// an entry takes at least a line, and a line at least 0.8 of the type's size (DejaVu Sans takes
    /// 1.16, Liberation Sans 1.15, Noto Sans 1.36). One more is given, so that the box sees there are more.
    static func mostEntries(height: Double, style: TextStyle) -> Int {
        Int(((height - 2 * padding + gap) / (lowestLine(style) + gap)).rounded(.down)) + 1
    }

    /// The least height a line of `style` takes, whatever its text and font (see ``mostEntries(height:style:)``):
    /// room lower than this holds no entry, so no entry is laid out to find that out.
    static func lowestLine(_ style: TextStyle) -> Double { style.size * 0.8 }

    /// What a box printed: how many entries, how many counted in "+N more".
    struct Outcome: Equatable {
        var printed: Int
        var counted: Int
    }

    /// Draws `box` into `rect`. `measured`, its first entries as laid out to find the box's height, are
    /// taken where they were laid out as this box would (the same style, width and lines).
    func draw(_ box: PaperBox, in rect: Rect, measured: [EntryBlock] = []) throws(PaperError) -> Outcome {
        switch box.shade {
        case .weekend: try canvas.fill(rect, grey: 0.92)
        case .dimmed: try canvas.fill(rect, grey: 0.96)
        case .plain, .today: break
        }
        try canvas.stroke(rect, grey: box.shade == .today ? 0 : 0.45, lineWidth: box.shade == .today ? 1.6 : 0.6)
        let inner = rect.inset(Self.padding + (box.shade == .today ? 0.8 : 0))
        var y = inner.y
        if !box.heading.isEmpty {
            let heading = try canvas.layout(box.heading, style: headingStyle, width: inner.width, maxLines: 1)
            guard y + heading.height <= inner.maxY else { return Outcome(printed: 0, counted: box.total) }
            try canvas.draw(heading, x: inner.x, y: y, grey: box.shade == .dimmed ? 0.35 : 0)
            y += heading.height + Self.gap
        }
        var bottom = inner.maxY
        if let footnote = box.footnote {
            let note = try canvas.layout(footnote, style: .small, width: inner.width, maxLines: 2)
            if bottom - note.height >= y {
                bottom -= note.height
                try canvas.draw(note, x: inner.x, y: bottom, grey: 0.3)
            }
        }
        guard box.total > 0 else {
            if let empty = box.empty {
                let text = try canvas.layout(empty, style: .small, width: inner.width, maxLines: 1)
                if y + text.height <= bottom { try canvas.draw(text, x: inner.x, y: y, grey: 0.4) }
            }
            return Outcome(printed: 0, counted: 0)
        }
        let column = Rect(x: inner.x, y: y, width: inner.width, height: max(0, bottom - y))
        let painter = EntryPainter(canvas: canvas, style: entryStyle, width: column.width)
        // Each entry as last laid out, so that a pass takes what an earlier one laid out the same way.
        var earlier = measured
        func laidOut(_ index: Int, maxLines: Int) throws(PaperError) -> EntryBlock {
            let block = try painter.layout(box.entries[index], maxLines: maxLines, earlier: index < earlier.count ? earlier[index] : nil)
            if index < earlier.count { earlier[index] = block } else { earlier.append(block) }
            return block
        }
        // Every entry at the most generous limit that lets them all fit.
        if box.entries.count == box.total {
            for limit in lineLimits {
                // Laid out only until they pass the box's height: a long day has a hundred entries.
                var blocks: [EntryBlock] = []
                var height = -Self.gap
                for index in box.entries.indices {
                    if height + Self.gap + Self.lowestLine(entryStyle) > column.height { break }
                    let block = try laidOut(index, maxLines: limit)
                    height += block.height + Self.gap
                    if height > column.height { break }
                    blocks.append(block)
                }
                if blocks.count == box.entries.count {
                    try place(blocks, in: column, painter: painter)
                    return Outcome(printed: blocks.count, counted: 0)
                }
            }
        }
        // They do not: as many as fit above a "+N more" line, the last one cut to a line if need be.
        let more = try canvas.layout(moreText(box.total), style: .small, width: column.width, maxLines: 1)
        let room = column.height - more.height
        var blocks: [EntryBlock] = []
        var used = 0.0
        for (index, entry) in box.entries.enumerated() {
            if used + Self.lowestLine(entryStyle) > room { break }
            let block = try laidOut(index, maxLines: lineLimits.last ?? 2)
            if used + block.height <= room {
                blocks.append(block)
                used += block.height + Self.gap
                continue
            }
            let short = try painter.layout(entry, maxLines: 1, earlier: block)
            if used + short.height <= room {
                blocks.append(short)
                used += short.height + Self.gap
            }
            break
        }
        try place(blocks, in: column, painter: painter)
        let counted = box.total - blocks.count
        if counted > 0, more.height <= column.height {
            let text = try canvas.layout(moreText(counted), style: .small, width: column.width, maxLines: 1)
            try canvas.draw(text, x: column.x, y: column.y + used, grey: 0)
        }
        return Outcome(printed: blocks.count, counted: counted)
    }

    private func place(_ blocks: [EntryBlock], in column: Rect, painter: EntryPainter) throws(PaperError) {
        var y = column.y
        for block in blocks {
            try painter.draw(block, x: column.x, y: y)
            y += block.height + Self.gap
        }
    }
}
