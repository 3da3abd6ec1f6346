/// Where the boxes of a printed month stand on a landscape sheet (docs/output.md#paper-pdf): the title
/// across the top; the calendar on the left, a row of weekday names, then a row per ISO week with its
/// number in a narrow first column; the month's plans in a column on the right. Geometry only.
package struct MonthLayout: Sendable, Equatable {
    static let weekdayRow = 12.0
    static let weekColumn = 16.0

    /// The sheet, landscape.
    package let page: Rect
    /// The weekday names' row, over the day columns.
    package let weekdays: [Rect]
    /// Each week's number cell.
    package let weekLabels: [Rect]
    /// Each week's seven day cells.
    package let cells: [[Rect]]
    /// The side column, which its boxes share.
    package let side: Rect

    /// The layout of a sheet of `size` whose calendar has `weeks` rows.
    package init(size: PaperSize, weeks: Int) {
        let (width, height) = size.landscape
        let margin = WeekLayout.margin
        page = Rect(x: 0, y: 0, width: width, height: height)
        let top = margin + WeekLayout.titleHeight
        let inner = width - 2 * margin
        let grid = (inner * 0.72).rounded(.down)
        let dayWidth = (grid - Self.weekColumn) / 7
        let rowHeight = (height - top - margin - Self.weekdayRow) / Double(max(1, weeks))
        let left = margin + Self.weekColumn
        weekdays = (0..<7).map { Rect(x: left + Double($0) * dayWidth, y: top, width: dayWidth, height: Self.weekdayRow) }
        weekLabels = (0..<weeks).map { Rect(x: margin, y: top + Self.weekdayRow + Double($0) * rowHeight, width: Self.weekColumn, height: rowHeight) }
        cells = (0..<weeks).map { row in
            (0..<7).map { Rect(x: left + Double($0) * dayWidth, y: top + Self.weekdayRow + Double(row) * rowHeight, width: dayWidth, height: rowHeight) }
        }
        side = Rect(x: margin + grid + 6, y: top, width: inner - grid - 6, height: height - top - margin)
    }

    /// The most entries a calendar cell and a box of the side column can print, whatever their text: a
    /// sheet need be worded with no more, the rest being only counted.
    package var mostEntries: (cell: Int, side: Int) {
        (BoxPainter.mostEntries(height: cells.first?.first?.height ?? 0, style: .small),
         BoxPainter.mostEntries(height: side.height, style: .entry))
    }
}
