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

    /// The blocks of the backlog box: its heading with the count, its `limit` most urgent entries —
    /// full ones (checkbox, why line and source) or, with `short`, one line each with their reason (the
    /// Markdown twin has them in full, with their checkbox, all the same) — and "+N more" leading to the
    /// full list. Nothing when the backlog is empty.
    func backlogBlocks(limit: Int, headingLevel: Int, short: Bool = false) -> [Block] {
        guard !backlog.isEmpty else { return [] }
        let today = Period.day(plan.today)
        let shown = backlog.mostUrgent(limit)
        let full = shown.map { ItemLines.full($0, under: today, today: plan.today, labels: labels) }
        let lines = zip(shown, short ? shown.map { ItemLines.short($0) } : full).map { item, line in
            var line = line
            line.note = ItemLines.note(item, under: today, today: plan.today, labels: labels)
            line.noteLeads = true
            return line
        }
        let list: Block = .box(Box(className: "pl-1"), [.items(lines)])
        var blocks: [Block] = [
            .heading(level: headingLevel, [.text("Backlog · \(backlog.count)")]),
        ] + (short ? [.htmlOnly([list]), .markdownOnly([.items(full)])] : [list])
        if lines.count < backlog.count {
            blocks.append(.box(Box(className: "more"), [.paragraph([
                .pageLink(page: today.pagePath, anchor: PageBuilder.backlogAnchor, [.text("+\(backlog.count - lines.count) more")]),
            ])]))
        }
        return blocks
    }

    /// The backlog box of a grid page: ``backlogBlocks(limit:headingLevel:short:)`` in a box of its own.
    func backlogBox(limit: Int, headingLevel: Int, short: Bool = false, className: String = "backlog") -> [Block] {
        let blocks = backlogBlocks(limit: limit, headingLevel: headingLevel, short: short)
        return blocks.isEmpty ? [] : [.box(Box(.section, className: className), blocks)]
    }

    /// The whole backlog, on today's day page: every entry in full, the most urgent first, under the
    /// anchor every "+N more" of the other pages leads to.
    func fullBacklog() -> [Block] {
        guard !backlog.isEmpty else { return [] }
        let today = Period.day(plan.today)
        return [.box(Box(.section, className: "backlog-list", id: PageBuilder.backlogAnchor), [
            .heading(level: 2, [.text("Backlog · \(backlog.count)")]),
            .items(backlog.entries.map { ItemLines.full($0, under: today, today: plan.today, labels: labels) }),
        ])]
    }
}
