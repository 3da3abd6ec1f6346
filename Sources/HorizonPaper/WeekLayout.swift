/// Where the boxes of a printed week stand on a landscape sheet (docs/output.md#paper-pdf): the title
/// across the top; a left column with This week and, on today's week, the backlog; the seven day
/// columns beside it; the Routines rows across the bottom, the names under the left column and each
/// routine's boxes under their day columns. Geometry only: the tests read the PDF against it.
package struct WeekLayout: Sendable, Equatable {
    /// The margin on every side, in points.
    package static let margin = 24.0
    /// The height of the title line.
    static let titleHeight = 26.0
    /// The height of the Routines heading and of each routine's row.
    package static let routineHeading = 13.0
    package static let routineRow = 11.0

    /// The sheet, landscape.
    package let page: Rect
    /// This week's plans.
    package let plans: Rect
    /// The backlog, when the sheet has one.
    package let backlog: Rect?
    /// Monday to Sunday.
    package let days: [Rect]
    /// The Routines rows, nil without routines.
    package let routines: Rect?
    /// How many routine rows print (the last says "+N more routines" when there are more).
    package let routineRows: Int

    /// The layout of a sheet of `size` with a backlog or not and `routineCount` routines.
    package init(size: PaperSize, hasBacklog: Bool, routineCount: Int) {
        let (width, height) = size.landscape
        let margin = Self.margin
        page = Rect(x: 0, y: 0, width: width, height: height)
        let top = margin + Self.titleHeight
        let inner = width - 2 * margin
        let left = (inner * 0.2).rounded(.down)
        let dayWidth = (inner - left) / 7
        // The routines take at most a third of the sheet's height; the day boxes the rest.
        let most = Int(((height - top - margin) / 3 - Self.routineHeading) / Self.routineRow)
        routineRows = min(routineCount, max(1, most))
        let routinesHeight = routineCount == 0 ? 0 : Self.routineHeading + Double(routineRows) * Self.routineRow + 4
        let boxesHeight = height - top - margin - (routinesHeight > 0 ? routinesHeight + 4 : 0)
        if hasBacklog {
            let half = (boxesHeight / 2).rounded(.down)
            plans = Rect(x: margin, y: top, width: left - 4, height: half - 2)
            backlog = Rect(x: margin, y: top + half + 2, width: left - 4, height: boxesHeight - half - 2)
        } else {
            plans = Rect(x: margin, y: top, width: left - 4, height: boxesHeight)
            backlog = nil
        }
        days = (0..<7).map { Rect(x: margin + left + Double($0) * dayWidth, y: top, width: dayWidth, height: boxesHeight) }
        routines = routinesHeight > 0 ? Rect(x: margin, y: height - margin - routinesHeight, width: inner, height: routinesHeight) : nil
    }

    /// The most entries each box can print (This week's plans, the backlog, a day), whatever their
    /// text: a sheet need be worded with no more, the rest being only counted.
    package var mostEntries: (plans: Int, backlog: Int, day: Int) {
        (BoxPainter.mostEntries(height: plans.height, style: .entry),
         BoxPainter.mostEntries(height: backlog?.height ?? 0, style: .entry),
         BoxPainter.mostEntries(height: days.first?.height ?? 0, style: .entry))
    }
}
