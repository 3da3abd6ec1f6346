import HorizonCore

/// Month-shaped pages: a month page is a calendar of its weeks (ISO week numbers at the row starts,
/// days outside the month dimmed, cells with short entries and "+N more") with the month's plans,
/// its weeks' plans and its Repeating list beside it (SPEC §5.1); the 6-month view shows six
/// compact calendars. In Markdown each is weeks → days → items.
extension PageBuilder {
    func monthPage(_ position: Int) -> Document {
        let list = plan.months[position]
        let title = labels.title(list.period)
        guard case .month(let month) = list.period else { return Document(path: list.period.pagePath, title: title) }
        let blocks: [Block] = [
            .heading(level: 1, [.text(title)]),
            navigation(plan.months, position, up: [.year(month.year)]),
            .box(Box(className: "month-layout"), [
                calendar(month, list: list, compact: false),
                .box(Box(.section, className: "month-side"), monthSide(list, compact: false)),
            ]),
        ]
        return Document(path: list.period.pagePath, title: "\(title) — \(siteTitle)", blocks: blocks, sections: completedSection(list))
    }

    /// The 6-month view: six compact calendars, each with its plans below, then the year pages.
    func monthsView() -> Document {
        let title = "Next 6 months"
        var blocks: [Block] = [.heading(level: 1, [.text(title)])]
        for list in plan.months {
            guard case .month(let month) = list.period else { continue }
            blocks.append(.box(Box(.section, className: "month-row"), [
                .heading(level: 2, [.pageLink(page: list.period.pagePath, [.text(labels.title(list.period))])]),
                calendar(month, list: list, compact: true),
                .box(Box(className: "month-side compact"), monthSide(list, compact: true)),
            ]))
        }
        blocks.append(.heading(level: 2, [.text("Years")]))
        blocks.append(.list(plan.years.map { [.paragraph([.pageLink(page: $0.period.pagePath, [.text($0.period.description)])])] }))
        return Document(path: "months", title: "\(title) — \(siteTitle)", blocks: blocks)
    }

    /// The weeks of a month as rows of seven cells. A compact calendar (the 6-month view) has no ids
    /// (six months on one page share days) and leads to the month page for more.
    func calendar(_ month: YearMonth, list: PeriodList, compact: Bool) -> Block {
        let byPeriod = byPeriod(list.items)
        var weeks: [ISOWeek] = []
        var week = ISOWeek(containing: month.firstDay)
        while week.firstDay <= month.lastDay {
            weeks.append(week)
            week = week.next
        }
        let fit = PrintFit.monthCell(rows: weeks.count)
        let head: Block = .htmlOnly([.box(Box(className: "cal-head"), [.paragraph(
            [.styled(className: "cal-wk", [.text("Wk")])]
                + labels.weekdayNames.map { .styled(className: "cal-wd", [.text($0)]) }
        )])])
        var rows: [Block] = [head]
        for week in weeks {
            var hasItems = false
            var cells: [Block] = []
            for date in week.days {
                let items = Period.month(month).contains(date) ? byPeriod[.day(date)] ?? [] : []
                hasItems = hasItems || !items.isEmpty
                cells.append(calendarCell(date, month: month, items: items, fit: fit, compact: compact))
            }
            let weekLabel: [Inline] = [
                .styled(className: "vh", [.text("Week \(week.weekYear)-W")]),
                .text(String(week.week)),
                .styled(className: "vh", [.text(" · " + labels.range(week.firstDay, week.lastDay))]),
            ]
            let heading: Block = .heading(level: compact ? 3 : 2, site.has(.week(week))
                ? [.pageLink(page: Period.week(week).pagePath, weekLabel)] : weekLabel)
            rows.append(.box(Box(.section, className: "cal-week", id: compact ? nil : Anchors.week(week)),
                             [hasItems ? heading : .htmlOnly([heading])] + cells))
        }
        return .box(Box(className: "calendar rows-\(weeks.count)" + (compact ? " compact" : "")), rows)
    }

    private func calendarCell(_ date: CivilDate, month: YearMonth, items: [PlanItem], fit: PrintFit, compact: Bool) -> Block {
        let inMonth = Period.month(month).contains(date)
        let headingLevel = compact ? 4 : 3
        let ownPage: Period = .month(month)
        var className = dayClass(date, base: "cal-day")
        if !inMonth { className += " out" }
        let box = Box(className: className, id: inMonth && !compact ? Anchors.day(date) : nil)
        guard inMonth else {
            return .htmlOnly([.box(box, [.paragraph([.styled(className: "cal-date", labels.cellTitle(date))])])])
        }
        // A cell links to the day's own place: its day page or its week page; on the month page
        // itself the cell is that place, so it shows everything on screen.
        let target = compact ? site.target(.day(date)) ?? site.target(ownPage) : site.target(.day(date))
        let elsewhere = target.flatMap { $0.page != ownPage.pagePath || compact ? $0 : nil }
        func link(_ inlines: [Inline]) -> [Inline] {
            guard let elsewhere else { return inlines }
            return [.pageLink(page: elsewhere.page, anchor: elsewhere.anchor, inlines)]
        }
        let heading = link(labels.cellTitle(date))
        let entries = shortEntries(items)
        let cap = compact ? 3 : fit.fitting(entries.map(\.printedLength))
        let boxed = BoxedList(
            entries: entries, fit: compact ? nil : fit, screenLimit: elsewhere == nil ? nil : cap,
            more: elsewhere == nil ? nil : link,
            empty: nil,
            markdownEntries: compact ? nil : items.map { ItemLines.full($0, under: .day(date), today: plan.today, labels: labels) })
        let content: [Block] = [.heading(level: headingLevel, heading)] + boxed.blocks
        return items.isEmpty ? .htmlOnly([.box(box, content)]) : .box(box, content)
    }

    /// Beside (or below) the calendar: the month's own plans, its weeks' plans, its Repeating list.
    func monthSide(_ list: PeriodList, compact: Bool) -> [Block] {
        let level = compact ? 3 : 2
        // The side column prints beside the calendar on the same sheet: its sections share its lines,
        // each heading taking two.
        var linesLeft = PrintFit.monthSide.lines
        func boxed(_ entries: [Entry]) -> [Block] {
            guard !compact else { return BoxedList(entries: entries).blocks }
            linesLeft -= 2
            let boxed = BoxedList(entries: entries, fit: PrintFit(lines: max(1, linesLeft), charactersPerLine: PrintFit.monthSide.charactersPerLine))
            linesLeft -= boxed.printedLines.lines
            return boxed.blocks
        }
        func part(_ blocks: [Block]) -> Block { .box(Box(.section, className: "side-part"), blocks) }
        let own = list.items.filter { $0.period == list.period }
        var parts: [Block] = [part([.heading(level: level, [.text("This month")])]
            + boxed(compact ? shortEntries(own) : entries(own, under: list.period)))]
        let weekGroups = grouped(list.items).filter { $0.period.level == .week }
        if !weekGroups.isEmpty {
            var weeks: [Block] = [.heading(level: level, [.text("Weeks")])]
            linesLeft -= 1
            for group in weekGroups {
                let label = labels.subheading(group.period)
                weeks.append(.heading(level: level + 1, site.link(group.period, [.text(label)])))
                weeks += boxed(compact ? shortEntries(group.items) : entries(group.items, under: group.period))
            }
            parts.append(part(weeks))
        }
        let repeating = repeatingEntries(list, compact: compact)
        if !repeating.isEmpty {
            parts.append(part([.heading(level: level, [.text("Repeating")])] + boxed(repeating)))
        }
        return parts
    }

    /// The Repeating list (SPEC §4.3): each frequent recurring task once, with its rule, how often it
    /// occurs in the period, and its first and next occurrence.
    func repeatingEntries(_ list: PeriodList, compact: Bool) -> [Entry] {
        list.repeating.map { series in
            let task = series.item.task
            if compact {
                var line = ItemLines.short(series.item)
                line.count = series.count
                return Entry(line: line, printedLength: ItemLines.printedLength(series.item) + 4)
            }
            var why: [String] = []
            if let rule = task.recurrence?.label { why.append(rule) }
            why.append("\(series.count)×, first \(labels.short(series.first, today: plan.today))")
            if let next = series.next, next != series.first { why.append("next \(labels.short(next, today: plan.today))") }
            var line = ItemLines.short(series.item)
            line.detail = .init(why: why.joined(separator: " · "), source: task.source)
            return Entry(line: line, printedLength: ItemLines.printedLength(series.item))
        }
    }
}
