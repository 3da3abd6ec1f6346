/// What a printed box holds (docs/output.md#printing: print never cuts a task silently, and is correct by
/// construction). Each box of a printed grid has a fixed height in the stylesheet and every printed
/// line a fixed height; an entry prints on exactly the lines the renderer gives it: the stylesheet
/// sets its height there and clamps its text (`.pl-1` … `.pl-8`). So whatever the font, the entries
/// the renderer counts fill exactly the box's lines they were given, and "+N more" is decided by
/// counting lines, not by an estimate that holds for one font only. A font wider than the estimate
/// shortens an entry with an ellipsis; it never pushes the next one down. The numbers here and the
/// sizes in Templates/style.css (`@media print`) belong together.
///
/// **A box fills before it counts** (docs/output.md#a-box-fills-before-it-counts): an entry prints whole (up to
/// ``naturalLines`` lines) while the box has room for everything; only when it has not are the longest
/// entries cut to ``linesPerEntry`` lines, and only when that is not enough does "+N more" take the
/// box's last line — after entries that fill every line above it.
struct PrintFit: Sendable {
    /// Lines of text a box holds below its heading.
    let lines: Int
    /// Characters on one line, counted low: an entry estimated at one line gets two when it is close.
    let charactersPerLine: Int
    /// The most lines one entry prints on when the box is short of room.
    var linesPerEntry = 2
    /// The most lines one entry prints on when the box has room for every entry.
    var naturalLines = 2

    /// A day or the week's own plans on a printed week page (eight columns side by side on a landscape
    /// sheet), when the Routines strip below them prints `routineRows` rows (0…``weekStripRows``): the
    /// boxes give it their height (``weekBoxHeight(routineRows:)``, as the stylesheet sets it).
    static func weekBox(routineRows: Int) -> PrintFit {
        PrintFit(lines: weekBoxLines[min(max(0, routineRows), weekStripRows)], charactersPerLine: 12, naturalLines: 8)
    }

    /// The week's own plans (and the backlog under them) on a printed week page: a day's box
    /// (``weekBox(routineRows:)``) 1.4 times as wide, 17 characters a line.
    static func weekPlans(routineRows: Int) -> PrintFit {
        PrintFit(lines: weekBox(routineRows: routineRows).lines, charactersPerLine: 17, naturalLines: 8)
    }

    /// The most rows a printed Routines strip has (its last row "+N more" when there are more).
    static let weekStripRows = 8
    /// The height of one printed line of a week page, in mm (style.css: `.page-week .box li`).
    static let weekLine = 3.5
    /// The lines of a printed week box by the strip's rows: 10.2 mm of a box are its heading, padding
    /// and border (today's border is twice as thick), and a line is ``weekLine``. Style.css sets the
    /// same heights.
    static let weekBoxLines = (0...weekStripRows).map { rows in
        Int(((weekBoxHeight(routineRows: rows) - 10.2) / weekLine).rounded(.down))
    }

    /// The height of a printed week box in mm (style.css: `.page-week .rt-N .box`): the grid is 178 mm
    /// high; a strip takes its heading, padding and border (9.6 mm), a line for its row of weekday names
    /// and one for each row, and the 2 mm gap above it.
    static func weekBoxHeight(routineRows rows: Int) -> Double {
        rows == 0 ? 178 : 178 - 2 - weekStripHeight(routineRows: rows)
    }

    /// The height of a printed Routines strip of `rows` rows, in mm.
    static func weekStripHeight(routineRows rows: Int) -> Double {
        9.6 + weekLine * Double(rows + 1)
    }

    /// The side column of a printed month page (its sections share these lines).
    static let monthSide = PrintFit(lines: 54, charactersPerLine: 34)

    /// A day cell of a printed month calendar with `rows` weeks.
    static func monthCell(rows: Int) -> PrintFit {
        PrintFit(lines: rows >= 6 ? 8 : rows == 5 ? 10 : 13, charactersPerLine: 16)
    }

    /// The same box with `count` of its lines taken (by the backlog box below the week's plans).
    func taking(_ count: Int) -> PrintFit {
        PrintFit(lines: max(1, lines - count), charactersPerLine: charactersPerLine, linesPerEntry: linesPerEntry,
                 naturalLines: naturalLines)
    }

    /// The same box with `count` lines.
    func with(lines count: Int) -> PrintFit {
        PrintFit(lines: max(1, count), charactersPerLine: charactersPerLine, linesPerEntry: linesPerEntry, naturalLines: naturalLines)
    }

    /// How many lines an entry of `length` characters needs whole: at most ``naturalLines``.
    func lines(forLength length: Int) -> Int {
        min(naturalLines, max(1, (length + charactersPerLine - 1) / charactersPerLine))
    }

    /// The lines each printed entry gets, for the entries taken in order: one number per entry that
    /// prints. Every entry prints, each on the lines it needs, when they fit; else the longest are cut
    /// to ``linesPerEntry`` lines, one at a time, until they fit; else as many as fit print in the
    /// lines left after one for "+N more", the last cut to the line that is left, so that the entries
    /// and "+N more" fill the box. `lengths` may be the first of `total` entries, as long as there are
    /// more of them than the box has lines (an entry takes one line at least).
    func layout(_ lengths: [Int], of total: Int? = nil) -> [Int] {
        let available = lines
        var given = lengths.map { lines(forLength: $0) }
        if (total ?? lengths.count) == lengths.count {
            var used = given.reduce(0, +)
            if used <= available { return given }
            // Cut the longest first: the fewest entries lose words.
            let longest = given.indices.filter { given[$0] > linesPerEntry }.sorted { (given[$0], $0) > (given[$1], $1) }
            for index in longest {
                used -= given[index] - linesPerEntry
                given[index] = linesPerEntry
                if used <= available { return given }
            }
        }
        var printed: [Int] = []
        var used = 0
        for length in lengths {
            let needed = min(linesPerEntry, lines(forLength: length))
            if used + needed <= available - 1 {
                printed.append(needed)
                used += needed
                continue
            }
            // The line left above "+N more" holds the next entry's first line rather than nothing.
            if used < available - 1 { printed.append(available - 1 - used) }
            break
        }
        return printed
    }

    /// How many of the entries, taken in order, print (``layout(_:of:)``).
    func fitting(_ lengths: [Int], of total: Int? = nil) -> Int {
        layout(lengths, of: total).count
    }
}
