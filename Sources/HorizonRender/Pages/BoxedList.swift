/// One entry of a list, with its length when printed (for ``PrintFit``).
struct Entry {
    var line: ItemLine
    var printedLength: Int
}

/// A list in a box of a grid, which on screen and on paper may show only its first entries, followed
/// by "+N more" (docs/output.md#markdown-never-cuts). The Markdown page always has the whole list.
///
/// In print each entry takes the lines ``PrintFit`` gives it, clamped there: the printed entries are
/// grouped in runs of the same count, each run a list in a `pl-1` … `pl-8` box.
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
        let given = printedLayout
        let printed = given.count
        // Markdown has no space limit: it has every entry, the fuller ones when it was given them.
        var markdown: [Block] = [.items(markdownEntries ?? entries.map(\.line))]
        if cutsMarkdown, shown < count {
            let text: [Inline] = [.text("+\(count - shown) more")]
            markdown = [list(0..<shown), .paragraph(more?(text) ?? text)]
        }
        guard fit != nil else {
            guard shown < count else { return [.htmlOnly([list(0..<count)]), .markdownOnly(markdown)] }
            // Not printed as a box: print shows what the screen shows, and one "+N more".
            let text: [Inline] = [.text("+\(count - shown) more")]
            return [.htmlOnly([list(0..<shown), .box(Box(className: "more"), [.paragraph(more?(text) ?? text)])]),
                    .markdownOnly(markdown)]
        }
        var html: [Block] = BoxedList.runs(entries[0..<printed].map(\.line), lines: given)
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

    /// The lines each printed entry gets (``PrintFit/layout(_:of:)``), the screen's entries at most.
    private var printedLayout: [Int] {
        let count = total ?? entries.count
        let shown = min(count, screenLimit ?? count)
        guard let fit else { return Array(repeating: 1, count: shown) }
        return Array(fit.layout(entries.map(\.printedLength), of: count).prefix(shown))
    }

    /// How many entries print, and how many lines the box prints (entries and "+N more").
    var printedLines: (entries: Int, lines: Int) {
        let count = total ?? entries.count
        guard count > 0 else { return (0, empty == nil ? 0 : 1) }
        let given = printedLayout
        return (given.count, given.reduce(0, +) + (given.count < count ? 1 : 0))
    }

    private func list(_ range: Range<Int>) -> Block {
        .items(entries[range].map(\.line))
    }

    /// Printed entries as lists of runs given the same number of lines, each in its clamp box
    /// (`className` added to each: `print-only` for entries the screen does not show).
    static func runs(_ lines: [ItemLine], lines given: [Int], className: String = "") -> [Block] {
        var blocks: [Block] = []
        var start = 0
        while start < given.count {
            var end = start + 1
            while end < given.count, given[end] == given[start] { end += 1 }
            blocks.append(.box(Box(className: "pl-\(given[start])" + (className.isEmpty ? "" : " " + className)),
                               [.items(Array(lines[start..<end]))]))
            start = end
        }
        return blocks
    }
}
