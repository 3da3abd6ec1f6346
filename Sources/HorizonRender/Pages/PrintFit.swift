/// What a printed box holds (SPEC §5.1: print never cuts a task silently). Each box of a printed
/// grid has a fixed size in the stylesheet; the renderer estimates how many lines each entry takes
/// and prints the entries that fit whole, then "+N more" for the rest. The numbers here and the
/// sizes in Templates/style.css (`@media print`) belong together.
struct PrintFit: Sendable {
    /// Lines of text a box holds below its heading.
    let lines: Int
    /// Characters on one line, counted low so that an estimate never falls short.
    let charactersPerLine: Int

    /// A day or the week's own plans on a printed week page (4 × 2 boxes on a landscape sheet).
    static let weekBox = PrintFit(lines: 20, charactersPerLine: 36)
    /// The side column of a printed month page (its sections share these lines).
    static let monthSide = PrintFit(lines: 54, charactersPerLine: 40)

    /// A day cell of a printed month calendar with `rows` weeks.
    static func monthCell(rows: Int) -> PrintFit {
        PrintFit(lines: rows >= 6 ? 8 : rows == 5 ? 10 : 13, charactersPerLine: 20)
    }

    /// How many lines an entry of `length` characters takes.
    func lines(forLength length: Int) -> Int {
        charactersPerLine == .max ? 1 : max(1, (length + charactersPerLine - 1) / charactersPerLine)
    }

    /// How many of the entries, taken in order, print whole: all of them if they fit, else as many
    /// as fit in the lines left after one for "+N more".
    func fitting(_ lengths: [Int], lines available: Int? = nil) -> Int {
        let available = available ?? lines
        var used = 0
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
