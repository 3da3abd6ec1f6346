/// Where the parts of a tablet planner's page stand (docs/output.md#planner-pdf): a bar of links at
/// the top, the title under it, the body below. The margin on the device's toolbar side — the left,
/// or the right with `--left-handed` — is a tenth of the page's width, the others 14 points. Every
/// link is at least 8 mm (22.7 points) tall. Geometry only: the renderer draws into these rectangles,
/// and the tests read the PDF against them.
package struct PlannerLayout: Sendable, Equatable {
    /// 8 mm, the least height of anything meant to be tapped.
    package static let tap = 22.7
    /// The top bar's height.
    package static let navigationHeight = 24.0
    /// The title line's height.
    static let titleHeight = 22.0
    /// The margin away from the toolbar.
    package static let margin = 14.0
    /// The room between boxes.
    static let gap = 4.0

    /// The page.
    package let page: Rect
    /// The page inside its margins.
    package let content: Rect
    /// The bar of links.
    package let navigation: Rect
    /// The title line.
    package let title: Rect
    /// What the page shows under its title.
    package let body: Rect

    /// The layout of a page of `size`, its wide margin on the left unless `leftHanded`.
    package init(size: TabletSize, leftHanded: Bool) {
        page = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let toolbar = max(Self.margin, (size.width / 10).rounded())
        let left = leftHanded ? Self.margin : toolbar, right = leftHanded ? toolbar : Self.margin
        content = Rect(x: left, y: Self.margin, width: size.width - left - right, height: size.height - 2 * Self.margin)
        navigation = Rect(x: content.x, y: content.y, width: content.width, height: Self.navigationHeight)
        title = Rect(x: content.x, y: navigation.maxY + Self.gap, width: content.width, height: Self.titleHeight)
        let top = title.maxY + Self.gap
        body = Rect(x: content.x, y: top, width: content.width, height: content.maxY - top)
    }

    /// Today's box above the backlog's, the backlog taking the larger share.
    package var today: (today: Rect, backlog: Rect) {
        let (upper, lower) = split(body, at: 0.45)
        return (upper, lower)
    }

    /// A day page: its items above ruled lines for notes.
    package var day: (items: Rect, notes: Rect) {
        split(body, at: 0.6)
    }

    /// A week page: Monday to Thursday down the left column, Friday to Sunday and the week's plans
    /// down the right.
    package var week: (days: [Rect], plans: Rect) {
        let width = (body.width - Self.gap) / 2
        let height = (body.height - 3 * Self.gap) / 4
        let cells = (0..<8).map { index in
            Rect(x: body.x + Double(index / 4) * (width + Self.gap), y: body.y + Double(index % 4) * (height + Self.gap),
                 width: width, height: height)
        }
        return (Array(cells.prefix(7)), cells[7])
    }

    /// The weekday names' row of a grid, over its day columns.
    static let weekdayRow = 12.0
    /// The week numbers' column of a grid.
    static let weekColumn = 22.0

    /// A month page: a calendar of `weeks` rows (weekday names over the columns, each row's week
    /// number first), then the month's plans on the left and its weeks' plans over its Repeating list
    /// on the right.
    package func month(weeks: Int) -> (weekdays: [Rect], labels: [Rect], cells: [[Rect]], plans: Rect, weekPlans: Rect, repeating: Rect) {
        let (grid, lower) = split(body, at: 0.62)
        let (weekdays, labels, cells) = Self.grid(grid, rows: weeks)
        let half = (lower.width - Self.gap) / 2
        let plans = Rect(x: lower.x, y: lower.y, width: half, height: lower.height)
        let (weekPlans, repeating) = split(Rect(x: lower.x + half + Self.gap, y: lower.y, width: half, height: lower.height), at: 0.5)
        return (weekdays, labels, cells, plans, weekPlans, repeating)
    }

    /// The 6-week overview: a row per week, its number and plans first, then its seven days.
    package func weekRows(_ rows: Int) -> (weekdays: [Rect], labels: [Rect], cells: [[Rect]]) {
        Self.grid(body, rows: rows, labelWidth: 40)
    }

    /// The 6-month overview: six small calendars, two across and three down.
    package var calendars: [Rect] {
        let width = (body.width - 3 * Self.gap) / 2
        let height = (body.height - 2 * 3 * Self.gap) / 3
        return (0..<6).map { index in
            Rect(x: body.x + Double(index % 2) * (width + 3 * Self.gap), y: body.y + Double(index / 2) * (height + 3 * Self.gap),
                 width: width, height: height)
        }
    }

    /// A grid in `rect`: the weekday names' row, then `rows` rows of a number cell and seven day cells.
    static func grid(_ rect: Rect, rows: Int, labelWidth: Double = weekColumn) -> (weekdays: [Rect], labels: [Rect], cells: [[Rect]]) {
        let dayWidth = (rect.width - labelWidth) / 7
        let rowHeight = (rect.height - weekdayRow) / Double(max(1, rows))
        let left = rect.x + labelWidth
        let weekdays = (0..<7).map { Rect(x: left + Double($0) * dayWidth, y: rect.y, width: dayWidth, height: weekdayRow) }
        let labels = (0..<rows).map { Rect(x: rect.x, y: rect.y + weekdayRow + Double($0) * rowHeight, width: labelWidth, height: rowHeight) }
        let cells = (0..<rows).map { row in
            (0..<7).map { Rect(x: left + Double($0) * dayWidth, y: rect.y + weekdayRow + Double(row) * rowHeight, width: dayWidth, height: rowHeight) }
        }
        return (weekdays, labels, cells)
    }

    /// `rect` cut across at `share` of its height, a gap between the two parts.
    private func split(_ rect: Rect, at share: Double) -> (Rect, Rect) {
        let upper = ((rect.height - Self.gap) * share).rounded(.down)
        return (Rect(x: rect.x, y: rect.y, width: rect.width, height: upper),
                Rect(x: rect.x, y: rect.y + upper + Self.gap, width: rect.width, height: rect.height - upper - Self.gap))
    }
}
