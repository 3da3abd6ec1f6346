import HorizonCore

/// Today's backlog in a box of its own (docs/output.md#the-backlog): its count, its most urgent
/// entries, each with its checkbox and its reason first (a printed line that runs out of room cuts the
/// words, never the reason), and "+N more" leading to the one page that lists it whole, today's day
/// page. Every other page, and its Markdown twin, shows only this box.
extension PageBuilder {
    /// How many of the backlog's most urgent entries a page shows before "+N more": the week page and
    /// the 7-day view, the index and the month page, the compact views (6 weeks, 6 months).
    static let backlogShown = (week: 5, index: 3, compact: 2)

    /// Where the full backlog is: its box on today's day page.
    static let backlogAnchor = "backlog"

    /// The lines a printed backlog box of `limit` entries takes: its heading (two lines), one line an
    /// entry (each is clamped to one), and "+N more".
    func backlogPrintedLines(limit: Int) -> Int {
        guard !backlog.isEmpty else { return 0 }
        let shown = min(limit, backlog.count)
        return 2 + shown + (shown < backlog.count ? 1 : 0)
    }

    /// The fewest lines the backlog keeps in a printed box it shares (the week's plans): its heading,
    /// its three most urgent entries and "+N more"; it gets more where the plans leave them.
    var backlogLeastPrintedLines: Int {
        guard !backlog.isEmpty else { return 0 }
        let shown = min(3, backlog.count)
        return 2 + shown + (shown < backlog.count ? 1 : 0)
    }

    /// The blocks of the backlog box: its heading with the count, its `limit` most urgent entries —
    /// full ones (checkbox, why line and source) or, with `short`, one line each with their reason (the
    /// Markdown twin has them in full, with their checkbox, all the same) — and "+N more" leading to the
    /// full list. Nothing when the backlog is empty. With `print`, the lines the printed box has below
    /// its heading: print lists as many entries as fill them (more or fewer than the screen's `limit`,
    /// docs/output.md#printing), each given its lines by the fit; else one line each, as on screen.
    func backlogBlocks(limit: Int, headingLevel: Int, short: Bool = false, print: PrintFit? = nil) -> [Block] {
        guard !backlog.isEmpty else { return [] }
        let today = Period.day(plan.today)
        // The entries someone sees: the screen's, and one more than the printed box has lines.
        let made = backlog.mostUrgent(max(limit, print.map { $0.lines + 1 } ?? 0))
        let notes = made.map { ItemLines.note($0, in: plan.tasks, under: today, today: plan.today, labels: labels) }
        let full = made.map { ItemLines.full($0, in: plan.tasks, under: today, today: plan.today, labels: labels) }
        let lines = zip(made.indices, short ? made.map { ItemLines.short($0, in: plan.tasks) } : full).map { index, line in
            var line = line
            line.note = notes[index - made.startIndex]
            line.noteLeads = true
            return line
        }
        let shown = min(limit, backlog.count)
        let heading: Block = .heading(level: headingLevel, [.text("Backlog · \(backlog.count)")])
        func more(_ count: Int, _ className: String) -> Block {
            .box(Box(className: className), [.paragraph([
                .pageLink(page: today.pagePath, anchor: PageBuilder.backlogAnchor, [.text("+\(count) more")]),
            ])])
        }
        guard let print else {
            let list: Block = .box(Box(className: "pl-1"), [.items(Array(lines.prefix(shown)))])
            return [heading] + (short ? [.htmlOnly([list]), .markdownOnly([.items(Array(full.prefix(shown)))])] : [list])
                + (shown < backlog.count ? [more(backlog.count - shown, "more")] : [])
        }
        let given = print.layout(zip(made, notes).map { ItemLines.printedLength($0, in: plan.tasks, note: $1) }, of: backlog.count)
        let printed = given.count, both = min(printed, shown)
        var html = BoxedList.runs(Array(lines[0..<both]), lines: Array(given[0..<both]))
        if printed > shown {
            html += BoxedList.runs(Array(lines[shown..<printed]), lines: Array(given[shown..<printed]), className: "print-only")
        }
        if shown > printed { html.append(.box(Box(className: "print-rest"), [.items(Array(lines[printed..<shown]))])) }
        if printed == shown {
            if shown < backlog.count { html.append(more(backlog.count - shown, "more")) }
        } else {
            if printed < backlog.count { html.append(more(backlog.count - printed, "more print-only")) }
            if shown < backlog.count { html.append(more(backlog.count - shown, "more screen-only")) }
        }
        var markdown: [Block] = [.items(Array(full.prefix(shown)))]
        if shown < backlog.count { markdown.append(more(backlog.count - shown, "more")) }
        return [heading, .htmlOnly(html), .markdownOnly(markdown)]
    }

    /// The backlog box of a grid page: ``backlogBlocks(limit:headingLevel:short:print:)`` in a box of its own.
    func backlogBox(limit: Int, headingLevel: Int, short: Bool = false, print: PrintFit? = nil,
                    className: String = "backlog") -> [Block] {
        let blocks = backlogBlocks(limit: limit, headingLevel: headingLevel, short: short, print: print)
        return blocks.isEmpty ? [] : [.box(Box(.section, className: className), blocks)]
    }

    /// The whole backlog, on today's day page: every entry in full, the most urgent first, under the
    /// anchor every "+N more" of the other pages leads to.
    func fullBacklog() -> [Block] {
        guard !backlog.isEmpty else { return [] }
        let today = Period.day(plan.today)
        return [.box(Box(.section, className: "backlog-list", id: PageBuilder.backlogAnchor), [
            .heading(level: 2, [.text("Backlog · \(backlog.count)")]),
            .items(backlog.entries.map { ItemLines.full($0, in: plan.tasks, under: today, today: plan.today, labels: labels) }),
        ])]
    }
}
