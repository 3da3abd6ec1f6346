import HorizonCore

/// The page of a period kept for looking back (docs/output.md#looking-back): the weekly or monthly
/// review of a paper planner — what was planned or due in it and is still open, each with the command
/// that moves it on, its Routines strip with done and missed days (a week), and what was completed in it.
extension PageBuilder {
    func reviewPage(_ position: Int) -> Document {
        let list = plan.reviews[position]
        let title = labels.title(list.period) + " · review"
        let current: Period? = switch list.period {
        case .week: plan.weeks.first?.period
        case .month: plan.months.first?.period
        case .year: plan.years.first?.period
        case .day: nil
        }
        var links: [Inline] = [.pageLink(page: "index", [.text("Overview")])]
        if let current {
            links += [.text(" · "), .pageLink(page: current.pagePath, [.text(labels.navigation(current) + " →")])]
        }
        if let sheet = sheetLink(list.period) { links += [.text(" · "), sheet] }
        var blocks: [Block] = [
            .heading(level: 1, [.text(title)]),
            .box(Box(.nav, className: "page-nav", label: "Nearby pages"), [.paragraph(links)]),
        ]
        // The box marks the page as a review for the stylesheet: it prints like a list, not a grid.
        var open: [Block] = [.heading(level: 2, [.text("Still open")])]
        if list.items.isEmpty {
            open.append(.paragraph([.text("Nothing planned or due in it is still open.")]))
        } else {
            let lines = zip(list.items, entries(list.items, under: list.period)).map { item, entry -> ItemLine in
                var line = entry.line
                let why = [line.detail?.why, moveOn(item, list.period)].compactMap { $0 }.joined(separator: " · ")
                line.detail?.why = why
                return line
            }
            open.append(.items(lines))
        }
        blocks.append(.box(Box(.section, className: "review-open"), open))
        if case .week(let week) = list.period, !list.routines.isEmpty {
            blocks.append(routinesStrip(list.routines, week: week))
        }
        return Document(path: list.period.pagePath, title: "\(title) — \(siteTitle)", blocks: blocks,
                        sections: completedSection(list))
    }

    /// The command that moves a task of a past period on: a recurring one caught up to today (a strict
    /// one behind already says so), any other planned for the current week, month or year.
    private func moveOn(_ item: PlanItem, _ period: Period) -> String? {
        let line = plan.tasks[item].source.line
        if plan.tasks[item].recurrence != nil {
            return item.occurrencesBehind == nil ? "catch up: horizon skip \(line) --to-today" : nil
        }
        let target = switch period.level {
        case .day: "today"
        case .week: "this-week"
        case .month: "this-month"
        case .year: String(plan.today.year)
        }
        return "move on: horizon plan \(line) \(target)"
    }
}
