import HorizonCore

/// Month-shaped pages: a month page is a calendar of its weeks (ISO week numbers at the row starts,
/// days outside the month dimmed, cells with short entries and "+N more") with the month's plans,
/// its weeks' plans and its Repeating list beside it (docs/output.md#what-a-page-looks-like); the 6-month view shows six
/// compact calendars. In Markdown each is weeks → days → items.
extension PageBuilder {
    func monthPage(_ position: Int) -> Document {
        let list = plan.months[position]
        let title = labels.title(list.period)
        guard case .month(let month) = list.period else { return Document(path: list.period.pagePath, title: title) }
        let layout = Box(className: "month-layout")
        let calendar = calendarGrid(month, list: list, compact: false)
        let blocks: [Block] = [
            .heading(level: 1, [.text(title)]),
            navigation(plan.months, position, up: [.year(month.year)]),
            .opening(layout),
            .opening(calendar.box),
            calendar.head,
        ]
        // Each week of the calendar is a section, built and rendered on its own (Markdown lists every
        // item of its days); the last closes the calendar, and the side column follows it.
        let weeks = calendar.weeks.map { week in
            Section {
                var blocks = [calendar.row(week)]
                if week == calendar.weeks.last {
                    blocks += [
                        .closing(calendar.box),
                        .box(Box(.section, className: "month-side"), monthSide(list, compact: false)),
                        .closing(layout),
                    ]
                }
                return blocks
            }
        }
        return Document(path: list.period.pagePath, title: "\(title) — \(siteTitle)", blocks: blocks, sections: weeks + completedSection(list))
    }

    /// The 6-month view: six compact calendars, each with its plans below, then the year pages. Each
    /// month is a section, built and rendered on its own: its Markdown lists every item of the month.
    func monthsView() -> Document {
        let title = "Next 6 months"
        var sections: [Section] = plan.months.map { list in
            Section {
                guard case .month(let month) = list.period else { return [] }
                return [.box(Box(.section, className: "month-row"), [
                    .heading(level: 2, [.pageLink(page: list.period.pagePath, [.text(labels.title(list.period))])]),
                    calendar(month, list: list, compact: true),
                    .box(Box(className: "month-side compact"), monthSide(list, compact: true)),
                ])]
            }
        }
        sections.append(Section { [plan] in [
            .heading(level: 2, [.text("Years")]),
            .list(plan.years.map { [.paragraph([.pageLink(page: $0.period.pagePath, [.text($0.period.description)])])] }),
        ] })
        return Document(path: "months", title: "\(title) — \(siteTitle)", blocks: [.heading(level: 1, [.text(title)])], sections: sections)
    }

    /// The weeks of a month as rows of seven cells. A compact calendar (the 6-month view) has no ids
    /// (six months on one page share days), leads to the month page for more, and folds the weeks
    /// before today's into one line. Days outside the
    /// month show their items dimmed, from the neighbouring month's list when the plan has it.
    func calendar(_ month: YearMonth, list: PeriodList, compact: Bool) -> Block {
        let calendar = calendarGrid(month, list: list, compact: compact)
        let current = ISOWeek(containing: plan.today)
        let earlier = compact ? calendar.weeks.filter { $0.lastDay < current.firstDay } : []
        guard let first = earlier.first, let last = earlier.last else {
            return .box(calendar.box, [calendar.head] + calendar.weeks.map(calendar.row))
        }
        // The view starts at the current week (docs/output.md#the-6-month-view): the month's earlier
        // weeks are one line on screen; the Markdown twin still lists every item of their days.
        let days = max(first.firstDay, month.firstDay)...last.lastDay
        let items = list.items.filter { $0.date.map(days.contains) ?? false }.count
        let done = list.completed.filter { $0.completionDate.map(days.contains) ?? false }.count
        var counts = ["\(items) item\(items == 1 ? "" : "s")"]
        if done > 0 { counts.append("\(done) completed") }
        let weeks = first == last ? "Week \(first.week)" : "Weeks \(first.week)–\(last.week)"
        let fold: Block = .box(Box(className: "cal-fold"), [.paragraph(
            [.styled(className: "cal-fold-weeks", [.text(weeks)]), .text(" · \(labels.range(days.lowerBound, days.upperBound)): "
                + counts.joined(separator: ", ") + " — ")]
                + site.link(.month(month), [.text("on the month page")])
        )])
        return .box(calendar.box, [calendar.head, .htmlOnly([fold]), .markdownOnly(earlier.map(calendar.row))]
                    + calendar.weeks.dropFirst(earlier.count).map(calendar.row))
    }

    /// The parts of ``calendar(_:list:compact:)``: its box, its row of weekday names, its weeks, and
    /// what makes the row of a week — so that a month page can build and render a week at a time.
    func calendarGrid(
        _ month: YearMonth, list: PeriodList, compact: Bool
    ) -> (box: Box, head: Block, weeks: [ISOWeek], row: @Sendable (ISOWeek) -> Block) {
        let source = gridSource(list.items, completed: list.completed)
        let weeks = MonthSheet.weeks(of: month)
        let neighbours = GridSource.neighbours(of: month, weeks: weeks, in: plan)
        let fit = PrintFit.monthCell(rows: weeks.count)
        let head: Block = .htmlOnly([.box(Box(className: "cal-head"), [.paragraph(
            [.styled(className: "cal-wk", [.text("Wk")])]
                + labels.weekdayNames.map { .styled(className: "cal-wd", [.text($0)]) }
        )])])
        let row: @Sendable (ISOWeek) -> Block = { [self, neighbours] week in
            var hasItems = false
            var cells: [Block] = []
            for date in week.days {
                let day: GridDay
                if Period.month(month).contains(date) {
                    day = gridDay(date, from: source)
                    hasItems = hasItems || !day.isEmpty
                } else if let neighbour = neighbours[YearMonth(containing: date)] {
                    day = gridDay(date, from: neighbour)
                } else {
                    day = GridDay(date: date, items: [])
                }
                cells.append(calendarCell(day, month: month, fit: fit, compact: compact))
            }
            let weekLabel: [Inline] = [
                .styled(className: "vh", [.text("Week \(week.weekYear)-W")]),
                .text(String(week.week)),
                .styled(className: "vh", [.text(" · " + labels.range(week.firstDay, week.lastDay))]),
            ]
            let heading: Block = .heading(level: compact ? 3 : 2, site.has(.week(week))
                ? [.pageLink(page: Period.week(week).pagePath, weekLabel)] : weekLabel)
            return .box(Box(.section, className: "cal-week", id: compact ? nil : Anchors.week(week)),
                        [hasItems ? heading : .htmlOnly([heading])] + cells)
        }
        return (Box(className: "calendar rows-\(weeks.count)" + (compact ? " compact" : "")), head, weeks, row)
    }

    private func calendarCell(_ day: GridDay, month: YearMonth, fit: PrintFit, compact: Bool) -> Block {
        let date = day.date
        let inMonth = Period.month(month).contains(date)
        let headingLevel = compact ? 4 : 3
        let ownPage: Period = .month(month)
        var className = dayClass(date, base: "cal-day")
        if !inMonth { className += " out" }
        let box = Box(className: className, id: inMonth && !compact ? Anchors.day(date) : nil)
        // A cell links to the day's own place: its day page or its week page; on the month page
        // itself the cell is that place, so it shows everything on screen. A day outside the month
        // leads to its own place too.
        let target = compact || !inMonth ? site.target(.day(date)) ?? site.target(ownPage) : site.target(.day(date))
        let elsewhere = target.flatMap { $0.page != ownPage.pagePath || compact || !inMonth ? $0 : nil }
        func link(_ inlines: [Inline]) -> [Inline] {
            guard let elsewhere else { return inlines }
            return [.pageLink(page: elsewhere.page, anchor: elsewhere.anchor, inlines)]
        }
        let heading = link(labels.cellTitle(date))
        // The screen shows as many entries as the cell grows to hold (docs/output.md#grids: never the print
        // estimate); a compact calendar and a day outside the month lead on after a few.
        let screenLimit = compact ? 6 : elsewhere == nil ? nil : 10
        // A day outside the month does not print its items (its own month's sheet prints them): on paper
        // it says how many there are and where, so its cell never looks empty when it is not.
        var content: [Block] = [.heading(level: headingLevel, heading)] + gridBlocks(
            day, full: false, fit: compact || !inMonth ? nil : fit, screenLimit: screenLimit,
            more: elsewhere == nil ? nil : link, empty: nil, markdownFull: !compact)
        let entries = day.items.count + day.deadlines.count
        if !inMonth, !compact, entries > 0 {
            let sheet = labels.title(.month(YearMonth(containing: date)))
            content.append(.box(Box(className: "out-note print-only"), [.paragraph([.text("\(entries) on the \(sheet) sheet")])]))
        }
        return day.isEmpty || !inMonth ? .htmlOnly([.box(box, content)]) : .box(box, content)
    }

    /// Beside (or below) the calendar: the month's own plans, its weeks' plans, its Repeating list.
    func monthSide(_ list: PeriodList, compact: Bool) -> [Block] {
        let level = compact ? 3 : 2
        // The side column prints beside the calendar on the same sheet: its sections share its lines,
        // each heading taking two.
        var linesLeft = PrintFit.monthSide.lines
        // What the printed column leaves out is on the year page too (its plans month by month, its
        // Repeating list): "+N more" leads there.
        let year = Period.year(list.period.firstDay.year)
        let more: (([Inline]) -> [Inline])? = site.has(year) ? { [.pageLink(page: year.pagePath, $0)] } : nil
        func boxed(_ entries: [Entry]) -> [Block] {
            guard !compact else { return BoxedList(entries: entries).blocks }
            linesLeft -= 2
            let boxed = BoxedList(entries: entries, fit: PrintFit(lines: max(1, linesLeft), charactersPerLine: PrintFit.monthSide.charactersPerLine),
                                  more: more)
            linesLeft -= boxed.printedLines.lines
            return boxed.blocks
        }
        func part(_ blocks: [Block]) -> Block { .box(Box(.section, className: "side-part"), blocks) }
        let own = list.items.filter { $0.period == list.period }
        var parts: [Block] = []
        // The month holding today has the backlog first (docs/output.md#the-backlog), one line an entry.
        if list.period.contains(plan.today), !backlog.isEmpty {
            let limit = compact ? PageBuilder.backlogShown.compact : PageBuilder.backlogShown.index
            parts += backlogBox(limit: limit, headingLevel: level, short: compact, className: "side-part backlog")
            linesLeft -= backlogPrintedLines(limit: limit)
        }
        parts += [part([.heading(level: level, [.text("This month")])]
            + boxed(compact ? shortEntries(own) : entries(own, under: list.period, notes: true)))]
        let weekGroups = grouped(list.items).filter { $0.period.level == .week }
        if !weekGroups.isEmpty {
            var weeks: [Block] = [.heading(level: level, [.text("Weeks")])]
            linesLeft -= 2
            for group in weekGroups {
                let label = labels.subheading(group.period)
                weeks.append(.heading(level: level + 1, site.link(group.period, [.text(label)])))
                weeks += boxed(compact ? shortEntries(group.items) : entries(group.items, under: group.period, notes: true))
            }
            parts.append(part(weeks))
        }
        let repeating = repeatingEntries(list, compact: compact)
        if !repeating.isEmpty {
            parts.append(part([.heading(level: level, [.text("Repeating")])] + boxed(repeating)))
        }
        return parts
    }

    /// The Repeating list (docs/todotxt.md#repeating): each frequent recurring task once, with its rule, how often it
    /// occurs in the period, and its first and next occurrence.
    func repeatingEntries(_ list: PeriodList, compact: Bool) -> [Entry] {
        list.repeating.map { series in
            if compact {
                var line = ItemLines.short(series.item, in: plan.tasks)
                line.count = series.count
                return Entry(line: line, printedLength: ItemLines.printedLength(series.item, in: plan.tasks) + 4)
            }
            var why: [String] = []
            if let rule = plan.tasks[series.item].recurrence?.label { why.append(rule) }
            why.append("\(series.count)×, first \(labels.short(series.first, today: plan.today))")
            if let next = series.next, next != series.first { why.append("next \(labels.short(next, today: plan.today))") }
            var line = ItemLines.short(series.item, in: plan.tasks)
            line.detail = .init(why: why.joined(separator: " · "), source: plan.tasks[series.item].source)
            // Print hides the why line: the rule and the days stay on the entry's line.
            line.note = (plan.tasks[series.item].recurrence?.label).map { "\($0) · \(series.count)×" } ?? "\(series.count)×"
            return Entry(line: line, printedLength: ItemLines.printedLength(series.item, in: plan.tasks, note: line.note))
        }
    }
}
