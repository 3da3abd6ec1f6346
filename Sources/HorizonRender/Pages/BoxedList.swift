/// One entry of a list, with its length when printed (for ``PrintFit``).
struct Entry {
    var line: ItemLine
    var printedLength: Int
}

/// A list in a box of a grid, which on screen and on paper may show only its first entries, followed
/// by "+N more" (SPEC §5.1). The Markdown page always has the whole list.
struct BoxedList {
    var entries: [Entry]
    /// How the box prints; nil when the page does not print it as a box.
    var fit: PrintFit?
    /// How many entries the screen shows before "+N more"; nil for all.
    var screenLimit: Int? = nil
    /// Where "+N more" leads on screen (inlines of a link, given the text); nil for plain text.
    var more: (([Inline]) -> [Inline])? = nil
    /// What an empty box says.
    var empty: String? = "Nothing planned."
    /// The entries of the Markdown page, when they read differently (in full beside short cells).
    var markdownEntries: [ItemLine]? = nil

    var blocks: [Block] {
        let count = entries.count
        guard count > 0 else {
            return empty.map { [.paragraph([.styled(className: "empty", [.text($0)])])] } ?? []
        }
        let shown = min(count, screenLimit ?? count)
        let printed = printedLines.entries
        // Markdown has no print: it shows what the screen shows, or the fuller entries it was given.
        var markdown: [Block]
        if let markdownEntries {
            markdown = [.items(markdownEntries)]
        } else {
            markdown = [list(0..<shown)]
            if shown < count {
                let text: [Inline] = [.text("+\(count - shown) more")]
                markdown.append(.paragraph(more?(text) ?? text))
            }
        }
        guard shown < count || printed < count || markdownEntries != nil else { return [list(0..<count)] }
        var html: [Block] = []
        if printed > 0 { html.append(list(0..<printed)) }
        if shown > printed { html.append(.box(Box(className: "print-rest"), [list(printed..<shown)])) }
        if printed < count {
            html.append(.box(Box(className: "more print-only"), [.paragraph([.text("+\(count - printed) more")])]))
        }
        if shown < count {
            let text: [Inline] = [.text("+\(count - shown) more")]
            // A box that is not printed as a box prints what the screen shows, and says so.
            html.append(.box(Box(className: fit == nil ? "more" : "more screen-only"), [.paragraph(more?(text) ?? text)]))
        }
        return [.htmlOnly(html), .markdownOnly(markdown)]
    }

    /// How many entries print, and how many lines the box prints (entries and "+N more").
    var printedLines: (entries: Int, lines: Int) {
        let count = entries.count
        let shown = min(count, screenLimit ?? count)
        let printed = min(shown, fit?.fitting(entries.map(\.printedLength)) ?? count)
        let lines = entries[0..<printed].reduce(0) { $0 + (fit?.lines(forLength: $1.printedLength) ?? 1) }
        return (printed, max(1, lines + (printed < count ? 1 : 0)))
    }

    private func list(_ range: Range<Int>) -> Block {
        .items(entries[range].map(\.line))
    }
}
