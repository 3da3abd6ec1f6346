import HorizonCore

/// The 6-week view (docs/output.md#the-6-week-view): one grid of six week rows, each the week's plans
/// (and, this week, the backlog) in a first column, its seven days in short entries, and a compact
/// Routines line under the days. "+N more" leads to the week or day page. In Markdown each week is
/// its plans, its routines in words and its days with every item, as before the grid.
extension PageBuilder {
    /// How many entries a week's plans and a day of the 6-week view show before "+N more".
    static let weeksViewShown = (plans: 5, day: 6)

    func weeksView() -> Document {
        let title = "Next 6 weeks"
        let grid = Box(className: "weeks-grid")
        let sections = plan.weeks.indices.map { position in
            Section {
                let row = weekRow(plan.weeks[position])
                return position == plan.weeks.count - 1 ? row + [.closing(grid)] : row
            }
        }
        return Document(path: "weeks", title: "\(title) — \(siteTitle)",
                        blocks: [.heading(level: 1, [.text(title)]), .opening(grid)] + (sections.isEmpty ? [.closing(grid)] : []),
                        sections: sections)
    }

    /// One week of the 6-week view, a section of its own: its Markdown lists every item of the week.
    private func weekRow(_ list: PeriodList) -> [Block] {
        guard case .week(let week) = list.period else { return [] }
        let source = gridSource(list.items, completed: completedOutsideRoutines(list),
                                leftOut: Set(list.routines.flatMap { $0.items.map(\.taskIndex) }))
        let more = { (period: Period) in { (text: [Inline]) -> [Inline] in site.link(period, text) } }
        var plans: [Block] = [
            .heading(level: 2, [.pageLink(page: list.period.pagePath, [.text(labels.title(list.period))])]),
            .box(Box(className: "plans-part"), [.heading(level: 3, [.text("This week")])]
                + BoxedList(entries: shortEntries(source.items[list.period] ?? [], under: list.period),
                            screenLimit: PageBuilder.weeksViewShown.plans, more: more(list.period)).blocks),
        ]
        if !list.routines.isEmpty {
            // On screen the routines are the line under the days; the twin says each one's week in words.
            plans.append(.markdownOnly([.heading(level: 3, [.text("Routines")]), .items(list.routines.map { routine in
                ItemLines.short(routine.item, in: plan.tasks, note: routineNote(routine))
            })]))
        }
        if list.period.contains(plan.today) {
            plans += backlogBox(limit: PageBuilder.backlogShown.compact, headingLevel: 3, short: true, className: "plans-part backlog")
        }
        var cells: [Block] = [.box(Box(.section, className: "cell week-plans"), plans)]
        for date in week.days {
            let day = gridDay(date, from: source)
            let label: [Inline] = [.text(labels.short(date))]
            let cell: [Block] = [
                .heading(level: 3, site.has(.day(date)) ? [.pageLink(page: Period.day(date).pagePath, label)] : label),
            ] + gridBlocks(day, full: false, fit: nil, screenLimit: PageBuilder.weeksViewShown.day, more: more(.day(date)),
                           empty: nil, markdownFull: false)
            let box: Block = .box(Box(.section, className: dayClass(date, base: "cell day")), cell)
            cells.append(day.isEmpty ? .htmlOnly([box]) : box)
        }
        if !list.routines.isEmpty { cells.append(.htmlOnly([routinesLine(list.routines, week: week)])) }
        return [.box(Box(.section, className: list.routines.isEmpty ? "week-row" : "week-row has-routines"), cells)]
    }

    /// The compact form of a week's Routines strip (docs/output.md#routines): one line under the week's
    /// days, each routine its time and name, then its seven days as small boxes (done, missed, to do, or
    /// an empty place where the rule does not schedule it) and its streak.
    private func routinesLine(_ routines: [Routine], week: ISOWeek) -> Block {
        var line: [Inline] = [.styled(className: "rt-label", [.text("Routines")])]
        for routine in routines {
            let time = routineTime(routine)
            let name: Inline = .styled(className: "rt-name", (time.isEmpty ? [] : [.styled(className: "rt-time", [.text(time)])])
                + inlines(plan.tasks.words(of: routine.item)))
            let streak: [Inline] = routine.streak > 0
                ? [.styled(className: "rt-streak", [.styled(className: "vh", [.text("streak ")]), .text("\(routine.streak)")])] : []
            line.append(.styled(className: "rt-item", [name, .styled(className: "rt-days", routineBoxes(routine, week: week))] + streak))
        }
        return .box(Box(className: "wk-routines"), [.paragraph(line)])
    }

    /// A routine in one line, for the 6-week view's Markdown: its week in words and its streak.
    func routineNote(_ routine: Routine) -> String {
        routineDays(routine) + (routine.streak > 0 ? " · streak \(routine.streak)" : "")
    }
}
