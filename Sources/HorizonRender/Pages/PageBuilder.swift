import HorizonCore

/// Builds every page of the site from a plan, as documents (docs/output.md#the-output-folder layout, docs/output.md#what-a-page-looks-like page shapes). Each
/// page kind has its own file (`WeekPage.swift`, `MonthPage.swift`…); this file holds what they share.
struct PageBuilder {
    let plan: Plan
    let site: SiteMap
    /// The site's name in page titles and the index heading (`--title`).
    let siteTitle: String
    /// How dates read (`--locale`).
    let labels: DateLabels
    /// Today's overdue, carried and floating items, most urgent first (docs/output.md#the-backlog).
    let backlog: Backlog
    /// The backlog's tasks, which today's box in a grid leaves to the backlog box.
    let backlogTasks: Set<SourceLocation>
    /// Whether each week and month page has its printed sheet beside it (the `pdf` format), linked
    /// from the page (docs/output.md#paper-pdf).
    let sheets: Bool

    /// A builder of `plan`'s pages; `backlog`, the plan's when the caller has worked it out already.
    init(plan: Plan, siteTitle: String = SiteOptions.defaultTitle, labels: DateLabels = .english, sheets: Bool = false,
         backlog: Backlog? = nil) {
        self.plan = plan
        self.sheets = sheets
        self.site = SiteMap(plan: plan)
        self.siteTitle = siteTitle
        self.labels = labels
        let backlog = backlog ?? Backlog(of: plan)
        self.backlog = backlog
        backlogTasks = Set(backlog.entries.map { plan.tasks[$0].source })
    }

    /// One page of the site, so that pages can be built independently (and in parallel).
    enum Page: Sendable, Hashable {
        case index, days, weeks, months, unplanned
        case day(Int), week(Int), month(Int), year(Int)
        /// A past period kept for looking back, by its position in the plan's reviews.
        case review(Int)
    }

    /// Every page, in a fixed order.
    var pages: [Page] { Self.pages(of: plan) }

    /// Every page of `plan`, in a fixed order: what the pages are, without building anything to draw them.
    static func pages(of plan: Plan) -> [Page] {
        [.index, .days, .weeks, .months, .unplanned] + plan.days.indices.map(Page.day) + plan.weeks.indices.map(Page.week)
            + plan.months.indices.map(Page.month) + plan.years.indices.map(Page.year) + plan.reviews.indices.map(Page.review)
    }

    /// Every page, those with the most items first (an estimate of the work each takes).
    var pagesLargestFirst: [Page] { Self.largestFirst(pages, of: plan) }

    /// `pages` of `plan`, those with the most items first (an estimate of the work each takes), pages of
    /// the same size in their order.
    static func largestFirst(_ pages: [Page], of plan: Plan) -> [Page] {
        func size(_ page: Page) -> Int {
            switch page {
            case .index: 0
            case .days: plan.days.reduce(0) { $0 + $1.items.count }
            case .weeks: plan.weeks.reduce(0) { $0 + $1.items.count }
            case .months: plan.months.reduce(0) { $0 + $1.items.count }
            case .unplanned: plan.unplanned.count
            case .day(let position): plan.days[position].items.count
            case .week(let position): plan.weeks[position].items.count
            case .month(let position): plan.months[position].items.count
            case .year(let position): plan.years[position].items.count
            case .review(let position): plan.reviews[position].items.count + plan.reviews[position].completed.count
            }
        }
        return pages.enumerated().map { (size: size($1), position: $0, page: $1) }
            .sorted { ($0.size, -$0.position) > ($1.size, -$1.position) }
            .map(\.page)
    }

    /// The document of one page.
    func document(_ page: Page) -> Document {
        switch page {
        case .index: index()
        case .days: daysView()
        case .weeks: weeksView()
        case .months: monthsView()
        case .unplanned: unplannedPage()
        case .day(let position): dayPage(position)
        case .week(let position): weekPage(position)
        case .month(let position): monthPage(position)
        case .year(let position): yearPage(position)
        case .review(let position): reviewPage(position)
        }
    }

    // MARK: Shared pieces

    /// Full entries of items that sit under the heading of `heading`; with `notes`, each also carries
    /// its compact why, which print shows instead of the why line (a box of a printed grid).
    func entries(_ items: some Collection<PlanItem>, under heading: Period, notes: Bool = false) -> [Entry] {
        items.map { item in
            var line = ItemLines.full(item, in: plan.tasks, under: heading, today: plan.today, labels: labels)
            guard notes else { return Entry(line: line, printedLength: ItemLines.printedLength(item, in: plan.tasks)) }
            line.note = ItemLines.note(item, in: plan.tasks, under: heading, today: plan.today, labels: labels)
            return Entry(line: line, printedLength: ItemLines.printedLength(item, in: plan.tasks, note: line.note))
        }
    }

    /// One-line entries for calendar cells and compact views; under a heading, with their compact why.
    /// A deadline always says it is one (docs/output.md#what-a-page-looks-like): without it, it would
    /// read as a task planned for that day.
    func shortEntries(_ items: some Collection<PlanItem>, under heading: Period? = nil) -> [Entry] {
        items.map { item in
            let note = (heading ?? (item.reason == .deadline ? item.period : nil))
                .flatMap { ItemLines.note(item, in: plan.tasks, under: $0, today: plan.today, labels: labels) }
            return Entry(line: ItemLines.short(item, in: plan.tasks, note: note),
                         printedLength: ItemLines.printedLength(item, in: plan.tasks, note: note))
        }
    }

    /// A period page's links to the previous and next page of its kind and to the coarser pages.
    func navigation(_ lists: [PeriodList], _ position: Int, up: [Period]) -> Block {
        var links: [Inline] = [.pageLink(page: "index", [.text("Overview")])]
        for period in up {
            if let target = site.target(period) {
                links += [.text(" · "), .pageLink(page: target.page, anchor: target.anchor, [.text(labels.navigation(period))])]
            }
        }
        if position > 0 {
            let previous = lists[position - 1].period
            links += [.text(" · "), .pageLink(page: previous.pagePath, [.text("← " + labels.navigation(previous))])]
        } else if let first = lists.first?.period,
                  let previous = plan.reviews.first(where: { $0.period.level == first.level && $0.period.lastDay < first.firstDay })?.period {
            // The first of the views' pages leads back to the review of the period before it.
            links += [.text(" · "), .pageLink(page: previous.pagePath, [.text("← " + labels.navigation(previous))])]
        }
        if position + 1 < lists.count {
            let next = lists[position + 1].period
            links += [.text(" · "), .pageLink(page: next.pagePath, [.text(labels.navigation(next) + " →")])]
        }
        if let sheet = sheetLink(lists[position].period) { links += [.text(" · "), sheet] }
        return .box(Box(.nav, className: "page-nav", label: "Nearby pages"), [.paragraph(links)])
    }

    /// The link to a week's or month's printed sheet, which lies beside its page (`2026-W49.pdf` next to
    /// `2026-W49.html`); nil for other periods, or when no sheets are drawn.
    func sheetLink(_ period: Period) -> Inline? {
        guard sheets, period.level == .week || period.level == .month,
              let name = period.pagePath.split(separator: "/").last else { return nil }
        return .link(destination: name + ".pdf", [.text("Print (PDF)")])
    }

    /// The items of a list grouped by the period each is planned for, in the list's order.
    func grouped(_ items: [PlanItem]) -> [(period: Period, items: ArraySlice<PlanItem>)] {
        var groups: [(period: Period, items: ArraySlice<PlanItem>)] = []
        var start = 0
        while start < items.count {
            let period = items[start].period
            var end = start
            while end < items.count, items[end].period == period { end += 1 }
            groups.append((period, items[start..<end]))
            start = end
        }
        return groups
    }

    /// The items of a list by the period they are planned for (a period's items in list order).
    func byPeriod(_ items: [PlanItem]) -> [Period: [PlanItem]] {
        var result: [Period: [PlanItem]] = [:]
        for item in items { result[item.period, default: []].append(item) }
        return result
    }

    /// The "Completed" section of a period page, when something was completed in it, latest first. A
    /// year's is grouped by month, each month a section built when rendered: a year of a long list
    /// completes half a million tasks, too many for one list (and one cmark tree).
    func completedSection(_ list: PeriodList) -> [Section] {
        guard !list.completed.isEmpty else { return [] }
        let heading: Block = .heading(level: 2, [.text("Completed")])
        guard list.period.level == .year else {
            return [Section { [plan, labels] in
                [.box(Box(.section, className: "completed"), [heading, .items(completedLines(list.completed[...], plan.today, labels))])]
            }]
        }
        var sections: [Section] = []
        var start = 0
        let tasks = list.completed
        while start < tasks.count {
            let month = tasks[start].completionDate.map { YearMonth(containing: $0) }
            var end = start + 1
            while end < tasks.count, tasks[end].completionDate.map({ YearMonth(containing: $0) }) == month { end += 1 }
            let monthTasks = tasks[start..<end]
            let first = sections.isEmpty
            sections.append(Section { [plan, labels] in
                var blocks: [Block] = first ? [heading] : []
                if let month { blocks.append(.heading(level: 3, [.text(labels.month(month))])) }
                blocks.append(.items(completedLines(monthTasks, plan.today, labels)))
                return [.box(Box(.section, className: "completed"), blocks)]
            })
            start = end
        }
        return sections
    }

    private func completedLines(_ tasks: ArraySlice<Task>, _ today: CivilDate, _ labels: DateLabels) -> [ItemLine] {
        tasks.map { ItemLines.completed($0, words: DisplayText.shown(of: $0), today: today, labels: labels) }
    }

    /// The class of a day cell: weekends and holidays shaded, today highlighted.
    func dayClass(_ date: CivilDate, base: String) -> String {
        var className = base
        if date.weekday == .saturday || date.weekday == .sunday { className += " weekend" }
        if plan.holidays.contains(date) { className += " holiday" }
        if date == plan.today { className += " today" }
        // Past days are dimmed in every grid (docs/output.md#grids).
        if date < plan.today { className += " past" }
        return className
    }

    /// After a day's heading on a holiday: " · Christmas Day" (" · holiday" when the file names none).
    func holidayName(_ date: CivilDate) -> [Inline] {
        guard let name = plan.holidays.name(on: date) else { return [] }
        return [.text(" · " + (name.isEmpty ? "holiday" : name))]
    }

    static let nothingPlanned: Block = .paragraph([.styled(className: "empty", [.text("Nothing planned.")])])

    /// The 7-day view for a terminal (`horizon agenda`): no links, since there is no site around it.
    func agenda() -> Document {
        var blocks: [Block] = []
        for list in plan.days {
            blocks.append(.heading(level: 2, [.text(labels.title(list.period))]))
            blocks += list.items.isEmpty
                ? [PageBuilder.nothingPlanned]
                : [.items(list.items.map { ItemLines.full($0, in: plan.tasks, under: list.period, today: plan.today, labels: labels) })]
        }
        if !plan.diagnostics.isEmpty {
            blocks.append(.heading(level: 2, [.text("Problems in the input")]))
            blocks.append(.list(plan.diagnostics.map { [.paragraph([.code($0.description)])] }))
        }
        return Document(path: "agenda", title: "Agenda", blocks: blocks)
    }
}
