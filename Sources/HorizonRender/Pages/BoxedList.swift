/// One entry of a list, with its length when printed (for ``PrintFit``).
struct Entry {
    var line: ItemLine
    var printedLength: Int
}

/// A list in a box of a grid, which on screen and on paper may show only its first entries, followed
/// by "+N more" (docs/output.md#markdown-never-cuts). The Markdown page always has the whole list.
///
/// In print each entry is clamped to the lines ``PrintFit`` counts for it: the printed entries are
/// grouped in runs of the same count, each run a list in a `pl-1` or `pl-2` box.
struct BoxedList {
    var entries: [Entry]
    /// How many entries the list has, when `entries` holds only its first ones: those the screen
    /// shows, and at least one more than the printed box has lines (the rest are only counted, in
    /// "+N more"; ``GridDay`` makes no entry nobody sees). Nil when `entries` is the whole list.
    var total: Int? = nil
    /// How the box prints; nil when the page does not print it as a box.
    var fit: PrintFit?
    /// How many entries the screen shows before "+N more"; nil for all.
    var screenLimit: Int? = nil
    /// Where "+N more" leads (inlines of a link, given the text); nil for plain text.
    var more: (([Inline]) -> [Inline])? = nil
    /// What an empty box says.
    var empty: String? = "Nothing planned."
    /// The entries of the Markdown page, when they read differently (in full beside short cells).
    var markdownEntries: [ItemLine]? = nil
    /// Whether the Markdown page stops where the screen does (the index, an overview of lists that
    /// can hold thousands); every other Markdown page lists everything (docs/output.md#markdown-never-cuts).
    var cutsMarkdown = false

    var blocks: [Block] {
        let count = total ?? entries.count
        guard count > 0 else {
            return empty.map { [.paragraph([.styled(className: "empty", [.text($0)])])] } ?? []
        }
        let shown = min(count, screenLimit ?? count)
        let printed = printedLines.entries
        // Markdown has no space limit: it has every entry, the fuller ones when it was given them.
        var markdown: [Block] = [.items(markdownEntries ?? entries.map(\.line))]
        if cutsMarkdown, shown < count {
            let text: [Inline] = [.text("+\(count - shown) more")]
            markdown = [list(0..<shown), .paragraph(more?(text) ?? text)]
        }
        guard let fit else {
            guard shown < count else { return [.htmlOnly([list(0..<count)]), .markdownOnly(markdown)] }
            // Not printed as a box: print shows what the screen shows, and one "+N more".
            let text: [Inline] = [.text("+\(count - shown) more")]
            return [.htmlOnly([list(0..<shown), .box(Box(className: "more"), [.paragraph(more?(text) ?? text)])]),
                    .markdownOnly(markdown)]
        }
        var html: [Block] = runs(0..<printed, fit: fit)
        if shown > printed { html.append(.box(Box(className: "print-rest"), [list(printed..<shown)])) }
        if printed < count {
            let text: [Inline] = [.text("+\(count - printed) more")]
            html.append(.box(Box(className: shown == printed ? "more" : "more print-only"), [.paragraph(more?(text) ?? text)]))
        }
        if shown < count, shown != printed {
            let text: [Inline] = [.text("+\(count - shown) more")]
            html.append(.box(Box(className: "more screen-only"), [.paragraph(more?(text) ?? text)]))
        }
        return [.htmlOnly(html), .markdownOnly(markdown)]
    }

    /// How many entries print, and how many lines the box prints (entries and "+N more").
    var printedLines: (entries: Int, lines: Int) {
        let count = total ?? entries.count
        guard count > 0 else { return (0, empty == nil ? 0 : 1) }
        let shown = min(count, screenLimit ?? count)
        let printed = min(shown, fit?.fitting(entries.map(\.printedLength), of: count) ?? count)
        let lines = entries[0..<printed].reduce(0) { $0 + (fit?.lines(forLength: $1.printedLength) ?? 1) }
        return (printed, lines + (printed < count ? 1 : 0))
    }

    private func list(_ range: Range<Int>) -> Block {
        .items(entries[range].map(\.line))
    }

    /// The printed entries as lists of runs with the same number of lines, each in its clamp box.
    private func runs(_ range: Range<Int>, fit: PrintFit) -> [Block] {
        var blocks: [Block] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let lines = fit.lines(forLength: entries[start].printedLength)
            var end = start + 1
            while end < range.upperBound, fit.lines(forLength: entries[end].printedLength) == lines { end += 1 }
            blocks.append(.box(Box(className: "pl-\(lines)"), [list(start..<end)]))
            start = end
        }
        return blocks
    }
}
