/// The Routines rows of a week sheet (docs/output.md#paper-pdf): a heading, then a row per routine, its
/// name under the left column and a checkbox under each day column it occurs on, ticked where it was
/// done and crossed where a past day was missed (docs/output.md#routines). When the rows do not all
/// fit, the last one says "+N more routines".
struct RoutinePainter {
    let canvas: PDFCanvas
    let layout: WeekLayout

    /// Draws the rows of `routines`, the first of `count` routines (the rest are only counted).
    func draw(_ routines: [PaperRoutine], count: Int, in rect: Rect) throws(PaperError) {
        try canvas.stroke(rect, grey: 0.45, lineWidth: 0.6)
        let nameWidth = layout.plans.width - 2 * BoxPainter.padding
        let heading = try canvas.layout("Routines", style: .heading, width: nameWidth, maxLines: 1)
        // Two points down, or less in a family whose lines are taller (Noto Sans), to end above the first row.
        try canvas.draw(heading, x: rect.x + BoxPainter.padding, y: rect.y + max(0, min(2, WeekLayout.routineHeading - heading.height)))
        var y = rect.y + WeekLayout.routineHeading
        let shown = min(routines.count, count > layout.routineRows ? layout.routineRows - 1 : count)
        for routine in routines.prefix(shown) {
            try canvas.line(from: (rect.x, y), to: (rect.maxX, y), grey: 0.75, lineWidth: 0.4)
            let name = try canvas.layout(routine.name, note: routine.note, style: .entry, width: nameWidth, maxLines: 1)
            try canvas.draw(name, x: rect.x + BoxPainter.padding, y: y + (WeekLayout.routineRow - name.height) / 2)
            for (day, column) in zip(routine.days, layout.days) where day != .none {
                let side = 6.5
                let box = Rect(x: column.x + (column.width - side) / 2, y: y + (WeekLayout.routineRow - side) / 2, width: side, height: side)
                try canvas.stroke(box, grey: 0, lineWidth: 0.6)
                switch day {
                case .done: try canvas.tick(in: box, lineWidth: 0.9)
                case .missed: try canvas.cross(in: box, lineWidth: 0.9)
                case .open, .none: break
                }
            }
            y += WeekLayout.routineRow
        }
        if shown < count {
            try canvas.line(from: (rect.x, y), to: (rect.maxX, y), grey: 0.75, lineWidth: 0.4)
            let more = try canvas.layout("+\(count - shown) more routines", style: .small, width: nameWidth, maxLines: 1)
            try canvas.draw(more, x: rect.x + BoxPainter.padding, y: y + (WeekLayout.routineRow - more.height) / 2)
        }
        for column in layout.days {
            try canvas.line(from: (column.x, rect.y), to: (column.x, rect.maxY), grey: 0.75, lineWidth: 0.4)
        }
    }
}
