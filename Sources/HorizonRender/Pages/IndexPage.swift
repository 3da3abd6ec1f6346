import HorizonCore

/// The index: an overview of the planner (docs/output.md#the-output-folder) — counts, the backlog (docs/output.md#the-backlog)
/// and today, this week's and this month's plans, links to every view, the next days and the problems
/// found.
extension PageBuilder {
    /// How much the index shows of each list: it is an overview, and a neglected list can have
    /// thousands of overdue tasks; the day pages and the views show everything.
    static let overviewLimits = (today: 50, nextDay: 5, plans: 20, diagnostics: 20)

    func index() -> Document {
        let todayList = plan.days[0]
        let today = todayList.items.filter { !Backlog.holds($0) }
        let weekList = plan.weeks.first, monthList = plan.months.first
        let weekPlans = weekList.map { list in list.items.filter { $0.period == list.period } } ?? []
        let monthPlans = monthList.map { list in list.items.filter { $0.period == list.period } } ?? []
        let unplanned = plan.unplanned.count

        var counts: [String] = []
        func count(_ number: Int, _ label: String) { if number > 0 { counts.append("\(number) \(label)") } }
        count(backlog.count, "in the backlog")
        count(today.count, "today")
        count(weekList?.items.count ?? 0, "this week")
        count(monthList?.items.count ?? 0, "this month")
        count(unplanned, "unplanned")
        count(plan.diagnostics.count, plan.diagnostics.count == 1 ? "problem" : "problems")

        var blocks: [Block] = [
            .heading(level: 1, [.text(siteTitle)]),
            .paragraph([.text("Today is "), .pageLink(page: todayList.period.pagePath, [.text(labels.long(plan.today))]), .text(".")]),
            .paragraph([.styled(className: "counts", [.text(counts.isEmpty ? "Nothing planned." : counts.joined(separator: " · "))])]),
        ]
        let limited = { (items: [PlanItem], limit: Int) -> [Block] in
            BoxedList(entries: entries(items, under: todayList.period), screenLimit: limit,
                      more: { [.pageLink(page: todayList.period.pagePath, $0)] }, cutsMarkdown: true).blocks
        }
        // The backlog and Today come first, before any list of links: on a phone they are what the
        // index opens on (docs/output.md#the-backlog).
        var todayColumn = backlogBox(limit: PageBuilder.backlogShown.index, headingLevel: 2)
        todayColumn += [.heading(level: 2, [.text("Today")])] + limited(today, PageBuilder.overviewLimits.today)
        var plansColumn: [Block] = []
        if let weekList {
            plansColumn.append(.heading(level: 2, [.text("This week's plans")]))
            plansColumn += BoxedList(entries: entries(weekPlans, under: weekList.period), screenLimit: PageBuilder.overviewLimits.plans,
                                     more: { [.pageLink(page: weekList.period.pagePath, $0)] }, cutsMarkdown: true).blocks
        }
        if let monthList {
            plansColumn.append(.heading(level: 2, [.text("This month's plans")]))
            plansColumn += BoxedList(entries: entries(monthPlans, under: monthList.period), screenLimit: PageBuilder.overviewLimits.plans,
                                     more: { [.pageLink(page: monthList.period.pagePath, $0)] }, cutsMarkdown: true).blocks
        }
        blocks.append(.box(Box(className: "overview"), [
            .box(Box(.section, className: "overview-today"), todayColumn),
            .box(Box(.section, className: "overview-plans"), plansColumn),
        ]))
        blocks.append(viewLinks())

        blocks.append(.heading(level: 2, [.text("Next days")]))
        let nextDays = plan.days.dropFirst().map { list -> Block in
            let label: [Inline] = [.pageLink(page: list.period.pagePath, [.text(labels.short(list.period.firstDay))])]
            return .box(Box(.section, className: dayClass(list.period.firstDay, base: "cell day")), [.heading(level: 3, label)]
                + BoxedList(entries: shortEntries(list.items), screenLimit: PageBuilder.overviewLimits.nextDay,
                            more: { [.pageLink(page: list.period.pagePath, $0)] }, cutsMarkdown: true).blocks)
        }
        blocks.append(.box(Box(className: "next-days"), nextDays))
        blocks += problems()
        return Document(path: "index", title: "\(siteTitle) — \(labels.long(plan.today))", blocks: blocks)
    }

    /// The problems found in the input, each with the task's text.
    private func problems() -> [Block] {
        guard !plan.diagnostics.isEmpty else { return [] }
        let count = plan.diagnostics.count
        var blocks: [Block] = [.heading(level: 2, [.text("Problems in the input")])]
        blocks.append(.list(plan.diagnostics.prefix(PageBuilder.overviewLimits.diagnostics).map { diagnostic in
            [.paragraph(problemInlines(diagnostic))]
        }))
        if count > PageBuilder.overviewLimits.diagnostics {
            blocks.append(.paragraph([.text("… and \(count - PageBuilder.overviewLimits.diagnostics) more: run horizon check for the full list.")]))
        }
        return blocks
    }

    /// Every view and period page, so that the whole site is reachable from the index; and the tablet
    /// planner when the build draws PDFs (docs/output.md#planner-pdf).
    private func viewLinks() -> Block {
        let plannerLink: [Inline] = sheets ? [.text(" · "), .link(destination: "planner.pdf", [.text("Planner for tablets (PDF)")])] : []
        func links(_ lists: [PeriodList]) -> [Inline] {
            var inlines: [Inline] = []
            for list in lists {
                if !inlines.isEmpty { inlines.append(.text(" · ")) }
                inlines.append(.pageLink(page: list.period.pagePath, [.text(labels.navigation(list.period))]))
            }
            return inlines
        }
        return .box(Box(.nav, className: "view-nav", label: "All pages"), [.list([
            [.paragraph([.strong([.text("Views:")]), .text(" "), .pageLink(page: "days", [.text("7 days")]), .text(" · "),
                         .pageLink(page: "weeks", [.text("6 weeks")]), .text(" · "), .pageLink(page: "months", [.text("6 months")]),
                         .text(" · "), .pageLink(page: "unplanned", [.text("Unplanned")])] + plannerLink)],
            [.paragraph([.strong([.text("Days:")]), .text(" ")] + links(plan.days))],
            [.paragraph([.strong([.text("Weeks:")]), .text(" ")] + links(plan.weeks))],
            [.paragraph([.strong([.text("Months:")]), .text(" ")] + links(plan.months))],
            [.paragraph([.strong([.text("Years:")]), .text(" ")] + links(plan.years))],
        ] + (plan.reviews.isEmpty ? [] : [[.paragraph([.strong([.text("Looking back:")]), .text(" ")] + links(plan.reviews))]]))])
    }
}

extension PageBuilder {
    /// A problem as the index lists it: where, what, and the task's text.
    func problemInlines(_ diagnostic: Diagnostic) -> [Inline] {
        var inlines: [Inline] = [.code(diagnostic.position), .text(" " + diagnostic.message)]
        if let text = diagnostic.text, !text.isEmpty { inlines += [.text(" — "), .styled(className: "problem-text", [.code(text)])] }
        return inlines
    }
}
