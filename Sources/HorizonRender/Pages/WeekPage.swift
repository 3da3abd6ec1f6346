import HorizonCore

/// Week-shaped pages: a week page is its seven days side by side with the week's own plans beside
/// them (SPEC §5.1); the 7-day view is the same grid from today; the 6-week view stacks six compact
/// weeks. In Markdown each is days → items.
extension PageBuilder {
    func weekPage(_ position: Int) -> Document {
        let list = plan.weeks[position]
        let title = labels.title(list.period)
        guard case .week(let week) = list.period else { return Document(path: list.period.pagePath, title: title) }
        let byPeriod = byPeriod(list.items)
        let own = byPeriod[list.period] ?? []
        let plans: Block = .box(Box(.section, className: "box week-plans"), [
            .heading(level: 2, [.text("This week")]),
        ] + BoxedList(entries: entries(own, under: list.period), fit: .weekBox).blocks)
        let days = week.days.map { date in
            dayBox(date, items: byPeriod[.day(date)] ?? [], headingLevel: 2, fit: .weekBox, linkToDay: true)
        }
        let months = Period.week(week).months.map(Period.month)
        let blocks: [Block] = [
            .heading(level: 1, [.text(title)]),
            navigation(plan.weeks, position, up: months),
            .box(Box(className: "week-layout"), [plans, .box(Box(className: "week-grid"), days)]),
        ]
        return Document(path: list.period.pagePath, title: "\(title) — \(siteTitle)", blocks: blocks, sections: completedSection(list))
    }

    /// One day of a week grid: its heading (a link to its day page when it has one) and its items.
    func dayBox(_ date: CivilDate, items: [PlanItem], headingLevel: Int, fit: PrintFit?, linkToDay: Bool) -> Block {
        let label: [Inline] = [.text(labels.short(date))]
        let heading: [Inline] = linkToDay && site.has(.day(date)) ? [.pageLink(page: Period.day(date).pagePath, label)] : label
        return .box(Box(.section, className: dayClass(date, base: "box day"), id: Anchors.day(date)), [
            .heading(level: headingLevel, heading + holidayName(date)),
        ] + BoxedList(entries: entries(items, under: .day(date)), fit: fit).blocks)
    }

    /// The 7-day view: today and the six days after it, as one grid.
    func daysView() -> Document {
        let title = "Next 7 days"
        let days = plan.days.compactMap { list -> Block? in
            guard case .day(let date) = list.period else { return nil }
            return dayBox(date, items: list.items, headingLevel: 2, fit: nil, linkToDay: true)
        }
        return Document(path: "days", title: "\(title) — \(siteTitle)", blocks: [
            .heading(level: 1, [.text(title)]),
            .box(Box(className: "week-grid days-view"), days),
        ])
    }

    /// The 6-week view: each week as a compact row of its plans and seven days, short entries, with
    /// "+N more" leading to the week page.
    func weeksView() -> Document {
        let title = "Next 6 weeks"
        var blocks: [Block] = [.heading(level: 1, [.text(title)])]
        for list in plan.weeks {
            guard case .week(let week) = list.period else { continue }
            let byPeriod = byPeriod(list.items)
            let more = { (period: Period) in { (text: [Inline]) -> [Inline] in site.link(period, text) } }
            var cells: [Block] = [.box(Box(.section, className: "cell week-plans"), [
                .heading(level: 3, [.text("This week")]),
            ] + BoxedList(entries: shortEntries(byPeriod[list.period] ?? []), screenLimit: 4, more: more(list.period)).blocks)]
            for date in week.days {
                let items = byPeriod[.day(date)] ?? []
                let label: [Inline] = [.text(labels.short(date))]
                let cell: [Block] = [
                    .heading(level: 3, site.has(.day(date)) ? [.pageLink(page: Period.day(date).pagePath, label)] : label),
                ] + BoxedList(entries: shortEntries(items), screenLimit: 4, more: more(.day(date)), empty: nil).blocks
                let box: Block = .box(Box(.section, className: dayClass(date, base: "cell day")), cell)
                cells.append(items.isEmpty ? .htmlOnly([box]) : box)
            }
            blocks.append(.box(Box(.section, className: "week-row"), [
                .heading(level: 2, [.pageLink(page: list.period.pagePath, [.text(labels.title(list.period))])]),
                .box(Box(className: "week-cells"), cells),
            ]))
        }
        return Document(path: "weeks", title: "\(title) — \(siteTitle)", blocks: blocks)
    }
}
