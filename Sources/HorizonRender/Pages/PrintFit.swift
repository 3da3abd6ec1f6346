/// What a printed box holds (docs/output.md#printing: print never cuts a task silently, and is correct by
/// construction). Each box of a printed grid has a fixed height in the stylesheet and every printed
/// line a fixed height; an entry prints on at most ``linesPerEntry`` lines, and on exactly as many as
/// the renderer counts for it at most: the stylesheet clamps it there (`.pl-1`, `.pl-2`). So whatever
/// the font, the entries the renderer counts fill at most the box's lines, and "+N more" is decided by
/// counting lines, not by an estimate that holds for one font only. A font wider than the estimate
/// shortens an entry with an ellipsis; it never pushes the next one down. The numbers here and the
/// sizes in Templates/style.css (`@media print`) belong together.
struct PrintFit: Sendable {
    /// Lines of text a box holds below its heading.
    let lines: Int
    /// Characters on one line, counted low: an entry estimated at one line gets two when it is close.
    let charactersPerLine: Int
    /// The most lines one entry prints on.
    var linesPerEntry = 2

    /// A day or the week's own plans on a printed week page (4 × 2 boxes on a landscape sheet), when
    /// the Routines strip below them prints `routineRows` rows (0…``weekStripRows``): the boxes give it
    /// their height (``weekBoxHeight(routineRows:)``, as the stylesheet sets it).
    static func weekBox(routineRows: Int) -> PrintFit {
        PrintFit(lines: weekBoxLines[min(max(0, routineRows), weekStripRows)], charactersPerLine: 30)
    }

    /// The most rows a printed Routines strip has (its last row "+N more" when there are more).
    static let weekStripRows = 8
    /// The lines of a printed week box by the strip's rows: a box is 88 mm high without a strip and
    /// gives half of the strip's height (heading and padding 9.6 mm, 3.75 mm for its row of weekday
    /// names and for each row, its gap 2 mm); 9.6 mm of a box are its heading and padding, and a line
    /// is 3.75 mm. Style.css sets the same heights.
    static let weekBoxLines = (0...weekStripRows).map { rows in
        Int(((weekBoxHeight(routineRows: rows) - 9.6) / 3.75).rounded(.down))
    }

    /// The height of a printed week box in mm (style.css: `.page-week .rt-N .box`).
    static func weekBoxHeight(routineRows rows: Int) -> Double {
        rows == 0 ? 88 : 88 - (11.6 + 3.75 * Double(rows + 1)) / 2
    }

    /// The side column of a printed month page (its sections share these lines).
    static let monthSide = PrintFit(lines: 54, charactersPerLine: 34)

    /// A day cell of a printed month calendar with `rows` weeks.
    static func monthCell(rows: Int) -> PrintFit {
        PrintFit(lines: rows >= 6 ? 8 : rows == 5 ? 10 : 13, charactersPerLine: 16)
    }

    /// The same box with `count` of its lines taken (by the backlog box below the week's plans).
    func taking(_ count: Int) -> PrintFit {
        PrintFit(lines: max(1, lines - count), charactersPerLine: charactersPerLine, linesPerEntry: linesPerEntry)
    }

    /// How many lines an entry of `length` characters prints on: at most ``linesPerEntry``.
    func lines(forLength length: Int) -> Int {
        min(linesPerEntry, max(1, (length + charactersPerLine - 1) / charactersPerLine))
    }

    /// How many of the entries, taken in order, print: all of them if they fit, else as many as fit
    /// in the lines left after one for "+N more". `lengths` may be the first of `total` entries, as
    /// long as there are more of them than the box has lines (an entry takes one line at least).
    func fitting(_ lengths: [Int], of total: Int? = nil) -> Int {
        let available = lines
        var used = (total ?? lengths.count) - lengths.count
        for length in lengths { used += self.lines(forLength: length) }
        if used <= available { return lengths.count }
        used = 0
        for (index, length) in lengths.enumerated() {
            used += self.lines(forLength: length)
            if used > available - 1 { return index }
        }
        return lengths.count
    }
}
