import HorizonCore

/// Builds every page of the site from a plan, as documents (SPEC §5 layout).
struct PageBuilder {
    let plan: Plan
    /// List entries rendered ahead of time; nil renders each entry where it appears.
    var fragments: ItemFragments? = nil

    /// One page of the site, so that pages can be built independently (and in parallel).
    enum Page: Sendable, Hashable {
        case index, days, weeks, months
        case day(Int), week(Int), month(Int), year(Int)
    }

    /// Every page, in a fixed order.
    var pages: [Page] {
        [.index, .days, .weeks, .months] + plan.days.indices.map(Page.day) + plan.weeks.indices.map(Page.week)
            + plan.months.indices.map(Page.month) + plan.years.indices.map(Page.year)
    }

    /// The document of one page.
    func document(_ page: Page) -> Document {
        switch page {
        case .index: index()
        case .days: daysView()
        case .weeks: weeksView()
        case .months: monthsView()
        case .day(let position): periodPage(plan.days, position)
        case .week(let position): periodPage(plan.weeks, position)
        case .month(let position): periodPage(plan.months, position)
        case .year(let position): periodPage(plan.years, position)
        }
    }

    /// All pages, in a fixed order.
    func documents() -> [Document] {
        pages.map(document)
    }

    // MARK: Overview pages

    private func index() -> Document {
        let today = plan.days[0]
        var blocks: [Block] = [
            .heading(level: 1, [.text("Horizon")]),
            .paragraph([.text("Today is "), .pageLink(page: today.period.pagePath, [.text(DateLabels.long(plan.today))]), .text(".")]),
            viewLinks(),
            .heading(level: 2, [.text("Today")]),
        ]
        blocks += itemList(today, limit: PageBuilder.overviewLimits.today)
        blocks.append(.heading(level: 2, [.text("Next days")]))
        for day in plan.days.dropFirst() {
            blocks.append(.heading(level: 3, [.pageLink(page: day.period.pagePath, [.text(DateLabels.title(day.period))])]))
            blocks += itemList(day, limit: PageBuilder.overviewLimits.nextDay)
        }
        if !plan.diagnostics.isEmpty {
            let count = plan.diagnostics.count
            blocks.append(.heading(level: 2, [.text("Problems in the input")]))
            blocks.append(.paragraph([.text("\(count) problem\(count == 1 ? "" : "s") (run horizon check for the full list):")]))
            blocks.append(.list(plan.diagnostics.prefix(PageBuilder.overviewLimits.diagnostics).map { [.paragraph([.code($0.description)])] }))
        }
        return Document(path: "index", title: "Horizon — \(DateLabels.long(plan.today))", blocks: blocks)
    }

    /// The 7-day view for a terminal (`horizon agenda`): no links, since there is no site around it.
    func agenda() -> Document {
        var blocks: [Block] = []
        for list in plan.days {
            blocks.append(.heading(level: 2, [.text(DateLabels.title(list.period))]))
            blocks.append(itemList(list))
        }
        if !plan.diagnostics.isEmpty {
            blocks.append(.heading(level: 2, [.text("Problems in the input")]))
            blocks.append(.list(plan.diagnostics.map { [.paragraph([.code($0.description)])] }))
        }
        return Document(path: "agenda", title: "Agenda", blocks: blocks)
    }

    private func daysView() -> Document {
        overview(path: "days", title: "Next 7 days", lists: plan.days)
    }

    private func weeksView() -> Document {
        overview(path: "weeks", title: "Next 6 weeks", lists: plan.weeks)
    }

    private func monthsView() -> Document {
        var document = overview(path: "months", title: "Next 6 months", lists: plan.months)
        document.blocks.append(.heading(level: 2, [.text("Years")]))
        document.blocks.append(.list(plan.years.map { [.paragraph([.pageLink(page: $0.period.pagePath, [.text($0.period.description)])])] }))
        return document
    }

    private func overview(path: String, title: String, lists: [PeriodList]) -> Document {
        var blocks: [Block] = [.heading(level: 1, [.text(title)]), viewLinks()]
        for list in lists {
            blocks.append(.heading(level: 2, [.pageLink(page: list.period.pagePath, [.text(DateLabels.title(list.period))])]))
            blocks.append(contentsOf: groupedItems(list, headingLevel: 3))
        }
        return Document(path: path, title: "\(title) — Horizon", blocks: blocks)
    }

    // MARK: Period pages

    private func periodPage(_ lists: [PeriodList], _ position: Int) -> Document {
        let list = lists[position]
        var navigation: [Inline] = [.pageLink(page: "index", [.text("Index")])]
        if position > 0 {
            navigation += [.text(" · "), .pageLink(page: lists[position - 1].period.pagePath, [.text("← " + lists[position - 1].period.description)])]
        }
        if position + 1 < lists.count {
            navigation += [.text(" · "), .pageLink(page: lists[position + 1].period.pagePath, [.text(lists[position + 1].period.description + " →")])]
        }
        var blocks: [Block] = [
            .heading(level: 1, [.text(DateLabels.title(list.period))]),
            .section(className: "page-nav", [.paragraph(navigation)]),
        ]
        blocks.append(.section(className: "groups", groupedItems(list, headingLevel: 2)))
        if !list.completed.isEmpty {
            blocks.append(.section(className: "completed", [
                .heading(level: 2, [.text("Completed")]),
                fragments?.completed(of: list) ?? .list(list.completed.map { [.paragraph(ItemInlines.completed($0))] }),
            ]))
        }
        return Document(path: list.period.pagePath, title: "\(DateLabels.title(list.period)) — Horizon", blocks: blocks)
    }

    /// A period's items under sub-headings by the period they are planned for (the period's own tasks,
    /// then each finer period), each group in a section. A week page shows all seven days, even empty
    /// ones, so that its printed sheet has room to write.
    private func groupedItems(_ list: PeriodList, headingLevel: Int) -> [Block] {
        guard list.period.level > .day else { return [itemList(list)] }
        var groups: [(period: Period, items: ArraySlice<PlanItem>)] = []
        var start = 0
        while start < list.items.count {
            let period = list.items[start].period
            var end = start
            while end < list.items.count, list.items[end].period == period { end += 1 }
            groups.append((period, list.items[start..<end]))
            start = end
        }
        if case .week(let week) = list.period {
            let own = groups.first(where: { $0.period == list.period }) ?? (list.period, [])
            groups = [own] + week.days.map { day in groups.first(where: { $0.period == .day(day) }) ?? (.day(day), []) }
        } else if groups.isEmpty {
            return [.paragraph([.emphasis([.text("Nothing planned.")])])]
        }
        return groups.map { group in
            let heading: Inline = group.period == list.period
                ? .text(headingForOwn(group.period))
                : .pageLink(page: group.period.pagePath, [.text(DateLabels.title(group.period))])
            let className = group.period == list.period ? "group group-own" : "group group-\(group.period.level.name)"
            let content: Block = group.items.isEmpty
                ? .paragraph([.emphasis([.text("Nothing planned.")])])
                : entryList(list, group.items.indices)
            return .section(className: className, [.heading(level: headingLevel, [heading]), content])
        }
    }

    private func headingForOwn(_ period: Period) -> String {
        switch period {
        case .day: "This day"
        case .week: "This week"
        case .month: "This month"
        case .year: "This year"
        }
    }

    private func itemList(_ list: PeriodList) -> Block {
        guard !list.items.isEmpty else { return .paragraph([.emphasis([.text("Nothing planned.")])]) }
        return entryList(list, list.items.indices)
    }

    /// How much of each list the index shows: it is an overview, and a neglected list can have
    /// thousands of overdue tasks; the day pages and the views show everything.
    static let overviewLimits = (today: 50, nextDay: 10, diagnostics: 20)

    /// The first `limit` items of a list, then a link to the page that has them all.
    private func itemList(_ list: PeriodList, limit: Int) -> [Block] {
        guard list.items.count > limit else { return [itemList(list)] }
        let hidden = list.items.count - limit
        return [
            entryList(list, 0..<limit),
            .paragraph([.text("… and \(hidden) more on "), .pageLink(page: list.period.pagePath, [.text(DateLabels.title(list.period))]), .text(".")]),
        ]
    }

    /// The items at `positions` of a list as a bullet list, rendered ahead of time when possible.
    private func entryList(_ list: PeriodList, _ positions: Range<Int>) -> Block {
        if let rendered = fragments?.items(of: list, at: positions) { return rendered }
        return .list(positions.map { [.paragraph(ItemInlines.inlines(for: list.items[$0], in: list.period, today: plan.today))] })
    }

    private func viewLinks() -> Block {
        .section(className: "view-nav", [.paragraph([
            .pageLink(page: "days", [.text("7 days")]), .text(" · "),
            .pageLink(page: "weeks", [.text("6 weeks")]), .text(" · "),
            .pageLink(page: "months", [.text("6 months")]),
        ])])
    }
}
