/// Draws the week and month sheets as PDF files (docs/output.md#paper-pdf). Text is laid out and
/// measured by Pango in the font family given (a Pango family list; fontconfig picks a fallback for
/// what it lacks, CJK and emoji included).
package struct PaperRenderer: Sendable {
    /// The sheet's size (landscape for both sheets).
    package var size: PaperSize
    /// The family the text is set in.
    package var family: String
    /// Lays out the sheets' text, sharing it between sheets: a routine is set in every day of every week.
    private let typesetters = TypesetterPool()

    /// The family a sheet uses unless told: DejaVu Sans, then fontconfig's sans-serif.
    package static let defaultFamily = "DejaVu Sans,sans-serif"

    /// Creates a renderer.
    package init(size: PaperSize = .a4, family: String = PaperRenderer.defaultFamily) {
        self.size = size
        self.family = family
    }

    /// Starts fontconfig, as the first sheet drawn would: called before any sheet is worded, so that a
    /// system with too little room for the fonts (`ulimit -v`) stops the PDFs before other threads go
    /// on allocating for them (Swift ends the process when an allocation fails).
    package static func startFonts() throws(PaperError) {
        try FontStart.start()
    }

    /// The PDF of a week sheet: one landscape page.
    package func pdf(_ week: PaperWeek) throws(PaperError) -> [UInt8] {
        try typesetters.withTypesetter(family: family) { typesetter throws(PaperError) in try pdf(week, typesetter: typesetter) }
    }

    private func pdf(_ week: PaperWeek, typesetter: Typesetter) throws(PaperError) -> [UInt8] {
        let layout = WeekLayout(size: size, hasBacklog: week.backlog != nil, routineCount: week.routineCount)
        let canvas = try PDFCanvas(width: layout.page.width, height: layout.page.height, typesetter: typesetter)
        try canvas.setTitle(week.title)
        try drawTitle(week.title, site: week.site, on: canvas, width: layout.page.width)
        let painter = BoxPainter(canvas: canvas)
        _ = try painter.draw(week.plans, in: layout.plans)
        if let backlog = week.backlog, let rect = layout.backlog {
            _ = try BoxPainter(canvas: canvas, lineLimits: [6, 2, 1]).draw(backlog, in: rect)
        }
        for (day, rect) in zip(week.days, layout.days) {
            _ = try painter.draw(day, in: rect)
        }
        if let rect = layout.routines {
            try RoutinePainter(canvas: canvas, layout: layout).draw(week.routines, count: week.routineCount, in: rect)
        }
        try canvas.showPage()
        return try canvas.finish()
    }

    /// The PDF of a month sheet: one landscape page.
    package func pdf(_ month: PaperMonth) throws(PaperError) -> [UInt8] {
        try typesetters.withTypesetter(family: family) { typesetter throws(PaperError) in try pdf(month, typesetter: typesetter) }
    }

    private func pdf(_ month: PaperMonth, typesetter: Typesetter) throws(PaperError) -> [UInt8] {
        let layout = MonthLayout(size: size, weeks: month.weeks.count)
        let canvas = try PDFCanvas(width: layout.page.width, height: layout.page.height, typesetter: typesetter)
        try canvas.setTitle(month.title)
        try drawTitle(month.title, site: month.site, on: canvas, width: layout.page.width)
        for (name, rect) in zip(month.weekdays, layout.weekdays) {
            let text = try canvas.layout(name, style: .heading, width: rect.width - 4, maxLines: 1)
            try canvas.draw(text, x: rect.x + 2, y: rect.y)
        }
        let cell = BoxPainter(canvas: canvas, headingStyle: .heading, entryStyle: .small, lineLimits: [6, 2, 1])
        for (row, week) in month.weeks.enumerated() where row < layout.cells.count {
            let label = layout.weekLabels[row]
            let text = try canvas.layout(week.label, style: .small, width: label.width - 2, maxLines: 1)
            try canvas.draw(text, x: label.x + 1, y: label.y + 3, grey: 0.3)
            for (day, rect) in zip(week.days, layout.cells[row]) {
                _ = try cell.draw(day, in: rect)
            }
        }
        // The side boxes (the backlog first) were given the height their entries want at two lines each;
        // an entry is cut to one line only in a box that is short of room.
        let boxes = (month.backlog.map { [$0] } ?? []) + month.side
        let side = BoxPainter(canvas: canvas, lineLimits: [2, 1])
        for (box, (rect, measured)) in zip(boxes, try sideRects(boxes, in: layout.side, canvas: canvas)) {
            _ = try side.draw(box, in: rect, measured: measured)
        }
        try canvas.showPage()
        return try canvas.finish()
    }

    /// The title at the top left, the site's name in small print at the top right.
    private func drawTitle(_ title: String, site: String, on canvas: PDFCanvas, width: Double) throws(PaperError) {
        let margin = WeekLayout.margin
        let name = try canvas.layout(site, style: .small, width: width / 4, maxLines: 1)
        try canvas.draw(name, x: width - margin - name.width, y: margin + 4, grey: 0.3)
        let heading = try canvas.layout(title, style: .title, width: width - 2 * margin - name.width - 8, maxLines: 1)
        try canvas.draw(heading, x: margin, y: margin - 4)
    }

    /// The side column shared by its boxes: each gets the height its entries want (two lines each at
    /// most), and when they want more than the column has, the small ones keep theirs and the rest share
    /// what is left equally. Each with the entries laid out to measure it, which its painter takes.
    ///
    /// A box is measured only as far as the share it could still get: a box that wants more than that
    /// gets the share whatever it wants, so its further entries need not be laid out (a month of many
    /// plans has a dozen boxes, each measured once down to the column's foot before).
    private func sideRects(_ boxes: [PaperBox], in column: Rect, canvas: PDFCanvas) throws(PaperError) -> [(Rect, [EntryBlock])] {
        guard !boxes.isEmpty else { return [] }
        let gap = 4.0
        let available = column.height - gap * Double(boxes.count - 1)
        let painter = EntryPainter(canvas: canvas, style: .entry, width: column.width - 2 * BoxPainter.padding)
        var measures = boxes.map { SideMeasure(entries: Array($0.entries.prefix(80))) }
        var heights = Array(repeating: 0.0, count: boxes.count)
        // Every box keeps what it wants when together they fit; else the boxes are taken from the one
        // that wants least, each keeping what it wants while that is no more than an equal share of
        // what is left, and the others sharing the rest equally.
        var left = available
        var open = Array(boxes.indices)
        while !open.isEmpty {
            let share = left / Double(open.count)
            for index in open { try measures[index].measure(upTo: share, with: painter, column: available) }
            let fitting = open.filter { measures[$0].isComplete && measures[$0].wanted <= share }
            guard let smallest = fitting.min(by: { (measures[$0].wanted, $0) < (measures[$1].wanted, $1) }) else { break }
            heights[smallest] = measures[smallest].wanted
            left -= heights[smallest]
            open.removeAll { $0 == smallest }
        }
        if !open.isEmpty {
            // Whoever of these wants least goes first, as when every box was measured whole; each is
            // given the share of what is left, which the ones before it left equal.
            for index in open.sorted(by: { (measures[$0].wanted, $0) < (measures[$1].wanted, $1) }) {
                heights[index] = left / Double(open.count)
                left -= heights[index]
                open.removeAll { $0 == index }
            }
        }
        var y = column.y
        return zip(heights, measures).map { height, measure in
            defer { y += height + gap }
            return (Rect(x: column.x, y: y, width: column.width, height: height), measure.blocks)
        }
    }
}

/// A side box's entries laid out, two lines each, as far as they have been: the height they want.
private struct SideMeasure {
    let entries: [PaperEntry]
    var blocks: [EntryBlock] = []
    /// The padding, the heading and the entries measured so far.
    private var height = 2 * BoxPainter.padding + 14
    /// Whether every entry is measured, or they already want more than the whole column.
    private(set) var isComplete = false

    init(entries: [PaperEntry]) {
        self.entries = entries
        isComplete = entries.isEmpty
    }

    /// What the box wants: its entries' height, at least 30 points.
    var wanted: Double { max(height, 30) }

    /// Lays out entries until they want more than `cap` (or than `column`, the whole column's height,
    /// after which the box is measured) or are all laid out.
    mutating func measure(upTo cap: Double, with painter: EntryPainter, column: Double) throws(PaperError) {
        while !isComplete, height <= cap {
            let block = try painter.layout(entries[blocks.count], maxLines: 2)
            blocks.append(block)
            height += block.height + BoxPainter.gap
            if height > column || blocks.count == entries.count { isComplete = true }
        }
    }
}
