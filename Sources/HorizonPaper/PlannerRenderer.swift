/// Draws the tablet planner as one PDF (docs/output.md#planner-pdf): a page per ``PaperPlanner/Page``,
/// in order, each a named destination with its page label; the top bar's links, Today's, the
/// overviews', the ones up and the previous and next page; boxes that fill before they count, their
/// rest counted "+6 more → p. 37" and linked to the overflow page that holds it; and the outline.
/// The overflow pages come last, so by the time one is drawn every box that leads to it has been.
package struct PlannerRenderer: Sendable {
    /// The page's size.
    package var size: TabletSize
    /// Whether the wide margin, which the device's toolbar covers, is on the right.
    package var leftHanded: Bool
    /// The family the text is set in.
    package var family: String

    /// Creates a renderer.
    package init(size: TabletSize = .eink, leftHanded: Bool = false, family: String = PaperRenderer.defaultFamily) {
        self.size = size
        self.leftHanded = leftHanded
        self.family = family
    }

    /// The PDF of the planner.
    package func pdf(_ planner: PaperPlanner) throws(PaperError) -> [UInt8] {
        // A typesetter of its own, gone with the planner: a renderer lives as long as `horizon watch`.
        try pdf(planner, typesetter: Typesetter(family: family))
    }

    private func pdf(_ planner: PaperPlanner, typesetter: Typesetter) throws(PaperError) -> [UInt8] {
        let layout = PlannerLayout(size: size, leftHanded: leftHanded)
        let canvas = try PDFCanvas(width: size.width, height: size.height, typesetter: typesetter)
        try canvas.setTitle(planner.title)
        var drawing = PlannerDrawing(canvas: canvas, layout: layout)
        for page in planner.pages {
            try drawing.draw(page)
            try canvas.showPage()
        }
        for entry in planner.outline { try addOutline(entry, parent: 0, on: canvas) }
        return try canvas.finish()
    }

    private func addOutline(_ entry: PaperPlanner.Outline, parent: Int, on canvas: PDFCanvas) throws(PaperError) {
        let id = try canvas.outline(entry.title, destination: entry.destination, parent: parent, open: parent == 0 && !entry.children.isEmpty)
        for child in entry.children { try addOutline(child, parent: id, on: canvas) }
    }
}

/// One planner being drawn: the canvas, the layout, and what the boxes drawn so far left to their
/// overflow pages, section by section.
private struct PlannerDrawing {
    let canvas: PDFCanvas
    let layout: PlannerLayout
    /// By overflow page: its sections by their keys, each once.
    private var sections: [String: [String: PaperBox]] = [:]

    init(canvas: PDFCanvas, layout: PlannerLayout) {
        self.canvas = canvas
        self.layout = layout
    }

    mutating func draw(_ page: PaperPlanner.Page) throws(PaperError) {
        try canvas.name(page: page.destination, label: page.label)
        try drawNavigation(page)
        let title = try canvas.layout(page.title, style: .title, width: layout.title.width, maxLines: 1)
        try canvas.draw(title, x: layout.title.x, y: layout.title.y + (layout.title.height - title.height) / 2)
        switch page.body {
        case .today(let today, let backlog):
            let rects = layout.today
            try draw(today, in: rects.today)
            try draw(backlog, in: rects.backlog, lineLimits: [2, 1])
        case .months(let calendars):
            for (calendar, rect) in zip(calendars, layout.calendars) { try draw(calendar, in: rect) }
        case .weeks(let weekdays, let rows):
            try draw(weekdays, rows, grid: layout.weekRows(rows.count))
        case .month(let weekdays, let weeks, let plans, let weekPlans, let repeating):
            let rects = layout.month(weeks: weeks.count)
            try drawWeekdays(weekdays, in: rects.weekdays)
            for (row, week) in weeks.enumerated() where row < rects.cells.count {
                let label = rects.labels[row]
                let text = try canvas.layout(week.label, style: .small, width: label.width - 2, maxLines: 1)
                try canvas.draw(text, x: label.x + 1, y: label.y + 3, grey: week.link == nil ? 0.3 : 0)
                if let link = week.link { try canvas.link(label, to: link.destination) }
                for (day, rect) in zip(week.days, rects.cells[row]) {
                    try draw(day, in: rect, entryStyle: .small, lineLimits: [2, 1])
                }
            }
            try draw(plans, in: rects.plans, lineLimits: [2, 1])
            try draw(weekPlans, in: rects.weekPlans, lineLimits: [2, 1])
            try draw(repeating, in: rects.repeating, lineLimits: [1])
        case .week(let days, let plans):
            let rects = layout.week
            for (day, rect) in zip(days, rects.days) { try draw(day, in: rect) }
            try draw(plans, in: rects.plans)
        case .day(let box):
            let rects = layout.day
            try draw(box, in: rects.items)
            try drawNotes(in: rects.notes)
        case .more(let empty):
            // In the order of their keys, which the wording chose (a week's plans, its days, then the backlog).
            try drawMore((sections[page.destination] ?? [:]).sorted { $0.key < $1.key }.map(\.value), empty: empty)
        }
    }

    /// The top bar: Today, the overviews and the pages up on the left, the previous and next page on
    /// the right, each a framed button the bar's height. When they do not fit in the heading type,
    /// they are set smaller, and then the previous and next buttons keep only their arrows.
    private func drawNavigation(_ page: PaperPlanner.Page) throws(PaperError) {
        let bar = layout.navigation
        let pad = 5.0, gap = 3.0
        var chosen: [(PaperPlanner.Link, TextBlock)] = []
        var aside: [(PaperPlanner.Link, TextBlock)] = []
        attempts: for (style, arrowsOnly) in [(TextStyle.heading, false), (.small, false), (.small, true)] {
            chosen = []
            aside = []
            for link in page.navigation {
                chosen.append((link, try canvas.layout(link.label, style: style, width: bar.width, maxLines: 1)))
            }
            if let previous = page.previous {
                aside.append((previous, try canvas.layout(arrowsOnly ? "‹" : "‹ " + previous.label, style: style, width: bar.width, maxLines: 1)))
            }
            if let next = page.next {
                aside.append((next, try canvas.layout(arrowsOnly ? "›" : next.label + " ›", style: style, width: bar.width, maxLines: 1)))
            }
            let total = (chosen + aside).reduce(0) { $0 + max(Self.minimumButton, $1.1.width + 2 * pad) + gap }
            if total <= bar.width + gap { break attempts }
        }
        var x = bar.x
        for (link, text) in chosen {
            let width = max(Self.minimumButton, text.width + 2 * pad)
            guard x + width <= bar.maxX else { break }
            try button(link, text, Rect(x: x, y: bar.y, width: width, height: bar.height))
            x += width + gap
        }
        var right = bar.maxX
        for (link, text) in aside.reversed() {
            let width = max(Self.minimumButton, text.width + 2 * pad)
            guard right - width >= x else { break }
            try button(link, text, Rect(x: right - width, y: bar.y, width: width, height: bar.height))
            right -= width + gap
        }
    }

    /// The narrowest a button is: as wide as it is tall.
    static let minimumButton = PlannerLayout.navigationHeight

    private func button(_ link: PaperPlanner.Link, _ text: TextBlock, _ rect: Rect) throws(PaperError) {
        try canvas.stroke(rect, grey: 0.55, lineWidth: 0.6)
        try canvas.draw(text, x: rect.x + (rect.width - text.width) / 2, y: rect.y + (rect.height - text.height) / 2)
        try canvas.link(rect, to: link.destination)
    }

    /// A box, its heading linked where it leads, its rest counted with the page that holds it and left
    /// there for that page to print.
    private mutating func draw(_ box: PaperPlanner.Box, in rect: Rect, entryStyle: TextStyle = .entry,
                               lineLimits: [Int] = [6, 2]) throws(PaperError) {
        var painter = BoxPainter(canvas: canvas, headingStyle: .heading, entryStyle: entryStyle, lineLimits: lineLimits)
        if let overflow = box.overflow {
            // The longest wording that fits the box's width, so that the page number is never cut.
            let page = overflow.link.page
            let forms: [@Sendable (Int) -> String] = [{ "+\($0) more → p. \(page)" }, { "+\($0) → p. \(page)" }, { "+\($0) → \(page)" }, { "+\($0)→\(page)" }]
            let width = rect.width - 2 * BoxPainter.padding - 2
            painter.moreText = { "+\($0)" }
            for form in forms where try canvas.layout(form(box.box.total), style: .small, width: 10_000, maxLines: 1).width <= width {
                painter.moreText = form
                break
            }
        }
        let outcome = try painter.draw(box.box, in: rect)
        if let heading = box.heading {
            try canvas.link(Rect(x: rect.x, y: rect.y, width: rect.width, height: min(rect.height, PlannerLayout.tap)), to: heading.destination)
        }
        guard outcome.counted > 0, let overflow = box.overflow else { return }
        // The "+N more" line stands at the foot of a full box: the box's lowest 8 mm lead on.
        let height = min(rect.height, PlannerLayout.tap)
        try canvas.link(Rect(x: rect.x, y: rect.maxY - height, width: rect.width, height: height), to: overflow.link.destination)
        leave(box.box, printed: outcome.printed, as: overflow)
    }

    /// Keeps what a box did not print for its overflow page. Boxes of the same list share a section
    /// (their key), which starts at the first entry any of them left out.
    private mutating func leave(_ box: PaperBox, printed: Int, as overflow: PaperPlanner.Overflow) {
        let destination = overflow.link.destination
        let rest = PaperBox(heading: overflow.heading, entries: Array(box.entries.dropFirst(printed)), total: box.total - printed)
        if rest.total > sections[destination]?[overflow.key]?.total ?? -1 { sections[destination, default: [:]][overflow.key] = rest }
    }

    /// An overflow page: its sections one under another, each as tall as its entries want (two lines
    /// each at most); the first that does not fit gets the room left and counts its rest, and the
    /// sections after it are counted on the last line.
    private func drawMore(_ sections: [PaperBox], empty: String) throws(PaperError) {
        let body = layout.body
        guard !sections.isEmpty else {
            let text = try canvas.layout(empty, style: .entry, width: body.width, maxLines: 2)
            try canvas.draw(text, x: body.x, y: body.y, grey: 0.4)
            try drawNotes(in: Rect(x: body.x, y: body.y + text.height + PlannerLayout.gap, width: body.width,
                                   height: body.height - text.height - PlannerLayout.gap))
            return
        }
        let painter = BoxPainter(canvas: canvas, lineLimits: [2, 1])
        let entries = EntryPainter(canvas: canvas, style: .entry, width: body.width - 2 * BoxPainter.padding)
        let last = try canvas.layout("+0 more", style: .small, width: body.width, maxLines: 1)
        var y = body.y
        for (index, section) in sections.enumerated() {
            let later = sections[(index + 1)...].reduce(0) { $0 + $1.total }
            let bottom = body.maxY - (later > 0 ? last.height + PlannerLayout.gap : 0)
            var wanted = 2 * BoxPainter.padding + 14
            // Laid out as the box lays them out first (its width, two lines), so that it takes them as they are.
            var measured: [EntryBlock] = []
            for entry in section.entries {
                let block = try entries.layout(entry, maxLines: 2)
                measured.append(block)
                wanted += block.height + BoxPainter.gap
                if y + wanted > bottom { break }
            }
            let height = min(wanted, bottom - y)
            if height >= 2 * BoxPainter.padding + 14 {
                _ = try painter.draw(section, in: Rect(x: body.x, y: y, width: body.width, height: height), measured: measured)
                y += height + PlannerLayout.gap
                if height == wanted || later == 0 { continue }
            }
            // No room for the sections from here on: counted, and named as far as the line goes.
            let left = sections[(height >= 2 * BoxPainter.padding + 14 ? index + 1 : index)...]
            let names = left.map(\.heading).joined(separator: ", ")
            let text = try canvas.layout("+\(left.reduce(0) { $0 + $1.total }) more: \(names)", style: .small, width: body.width, maxLines: 1)
            try canvas.draw(text, x: body.x, y: min(y, body.maxY - text.height))
            return
        }
    }

    /// Ruled lines to write on, a line every 8 mm, under a small "Notes".
    private func drawNotes(in rect: Rect) throws(PaperError) {
        let heading = try canvas.layout("Notes", style: .small, width: rect.width, maxLines: 1)
        try canvas.draw(heading, x: rect.x, y: rect.y, grey: 0.4)
        var y = rect.y + heading.height + PlannerLayout.tap
        while y <= rect.maxY {
            try canvas.line(from: (rect.x, y), to: (rect.maxX, y), grey: 0.7, lineWidth: 0.4)
            y += PlannerLayout.tap
        }
    }

    private func drawWeekdays(_ names: [String], in rects: [Rect]) throws(PaperError) {
        for (name, rect) in zip(names, rects) {
            let text = try canvas.layout(name, style: .small, width: rect.width - 2, maxLines: 1)
            try canvas.draw(text, x: rect.x + 1, y: rect.y, grey: 0.3)
        }
    }

    /// A small calendar of the 6-month overview: title and note, weekday letters, and the weeks, each
    /// day its number with, when it has entries, their count. A tap anywhere on it opens the month.
    private func draw(_ calendar: PaperPlanner.Calendar, in rect: Rect) throws(PaperError) {
        let note = try calendar.note.map { note throws(PaperError) in try canvas.layout(note, style: .small, width: rect.width / 2, maxLines: 1) }
        let title = try canvas.layout(calendar.title, style: .heading, width: rect.width - (note?.width ?? 0) - 4, maxLines: 1)
        try canvas.draw(title, x: rect.x, y: rect.y)
        if let note { try canvas.draw(note, x: rect.maxX - note.width, y: rect.y + (title.height - note.height), grey: 0.3) }
        let grid = Rect(x: rect.x, y: rect.y + title.height + 2, width: rect.width, height: rect.height - title.height - 2)
        let (weekdays, labels, cells) = PlannerLayout.grid(grid, rows: calendar.weeks.count, labelWidth: 16)
        try drawWeekdays(calendar.weekdays, in: weekdays)
        for (row, week) in calendar.weeks.enumerated() {
            let label = try canvas.layout(week.label, style: .small, width: labels[row].width - 2, maxLines: 1)
            try canvas.draw(label, x: labels[row].x, y: labels[row].y + 1, grey: 0.45)
            for (day, cell) in zip(week.days, cells[row]) { try draw(day, in: cell, countBelow: false) }
        }
        try canvas.link(rect, to: calendar.link.destination)
    }

    /// The 6-week overview: the weekday names, then a row per week, its number and its plans' count
    /// first (opening the week's page), each day its name and its count (a day of the 7-day view
    /// opening its page).
    private func draw(_ weekdays: [String], _ rows: [PaperPlanner.WeekRow], grid: (weekdays: [Rect], labels: [Rect], cells: [[Rect]])) throws(PaperError) {
        try drawWeekdays(weekdays, in: grid.weekdays)
        for (row, week) in rows.enumerated() where row < grid.labels.count {
            let label = grid.labels[row]
            try canvas.stroke(label, grey: 0.55, lineWidth: 0.6)
            let name = try canvas.layout(week.link.label, style: .heading, width: label.width - 4, maxLines: 1)
            try canvas.draw(name, x: label.x + 2, y: label.y + 2)
            if week.plans > 0 {
                let plans = try canvas.layout(week.plans == 1 ? "1 plan" : "\(week.plans) plans", style: .small, width: label.width - 4, maxLines: 2)
                if name.height + plans.height + 4 <= label.height { try canvas.draw(plans, x: label.x + 2, y: label.y + name.height + 3, grey: 0.3) }
            }
            try canvas.link(label, to: week.link.destination)
            for (day, cell) in zip(week.days, grid.cells[row]) { try draw(day, in: cell, countBelow: true) }
        }
    }

    /// A counted day: shaded as its box would be, its label at the top left, its count (when it has
    /// entries) in bold, under the label or beside it.
    private func draw(_ day: PaperPlanner.CountedDay, in cell: Rect, countBelow: Bool) throws(PaperError) {
        switch day.shade {
        case .weekend: try canvas.fill(cell, grey: 0.92)
        case .dimmed: try canvas.fill(cell, grey: 0.96)
        case .plain, .today: break
        }
        if countBelow || day.shade == .today {
            try canvas.stroke(cell, grey: day.shade == .today ? 0 : 0.55, lineWidth: day.shade == .today ? 1.4 : 0.4)
        }
        let label = try canvas.layout(day.label, style: .small, width: cell.width - 3, maxLines: 1)
        try canvas.draw(label, x: cell.x + 1.5, y: cell.y + 1, grey: day.dimmed ? 0.55 : 0.2)
        if day.count > 0 {
            // Under the label: centred in a row's cell, at the left in a small calendar's; set small
            // when the cell is too short for the bold count.
            var count = try canvas.layout(String(day.count), style: .heading, width: cell.width - 3, maxLines: 1)
            let top = cell.y + 1 + label.height
            if top + count.height > cell.maxY {
                count = try canvas.layout(String(day.count), style: .small, width: cell.width - 3, maxLines: 1)
            }
            let x = countBelow ? cell.x + (cell.width - count.width) / 2 : cell.x + 1.5
            let y = countBelow ? max(top, cell.y + (cell.height - count.height) / 2) : top
            if y + count.height <= cell.maxY { try canvas.draw(count, x: x, y: y, grey: day.dimmed ? 0.45 : 0) }
        }
        if let link = day.link, cell.height >= PlannerLayout.tap { try canvas.link(cell, to: link.destination) }
    }
}
