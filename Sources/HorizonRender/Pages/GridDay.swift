import HorizonCore

/// What one day of a grid holds (docs/output.md#todays-box, docs/output.md#grids): on today, Today's backlog
/// (overdue, carried and floating, most urgent first); the day's items; the deadlines of tasks planned
/// for another period that fall on it; what was completed on it, ticked.
struct GridDay {
    var date: CivilDate
    var backlog: [PlanItem] = []
    var items: [PlanItem]
    var deadlines: [PlanItem] = []
    var completed: [Task] = []

    /// The day listing `items`: the planner's deadline items (docs/output.md#what-a-page-looks-like) are
    /// kept apart, to follow the day's own items.
    init(date: CivilDate, items: [PlanItem]) {
        self.date = date
        if items.contains(where: { $0.reason == .deadline }) {
            self.items = items.filter { $0.reason != .deadline }
            deadlines = items.filter { $0.reason == .deadline }
        } else {
            self.items = items
        }
    }

    var isEmpty: Bool { backlog.isEmpty && items.isEmpty && deadlines.isEmpty && completed.isEmpty }
}

/// What the days of one grid are filled from, indexed once per grid rather than searched per day:
/// each day's items (the planner's deadline items among them), the completions by their day.
struct GridSource {
    var items: [Period: [PlanItem]]
    var completed: [CivilDate: [Task]] = [:]
}

extension PageBuilder {
    /// The source of a grid whose list has `listItems` and `completed`; items of `leftOut` tasks (the
    /// routines of a week) are not listed under their days.
    func gridSource(_ listItems: [PlanItem], completed: [Task], leftOut: Set<ObjectIdentifier> = []) -> GridSource {
        var source = GridSource(items: byPeriod(leftOut.isEmpty ? listItems : listItems.filter { !leftOut.contains($0.taskIdentity) }))
        for task in completed where task.completionDate.map({ $0 <= plan.today }) == true {
            if let day = task.completionDate { source.completed[day, default: []].append(task) }
        }
        return source
    }

    /// The day `date` of a grid filled from `source`.
    func gridDay(_ date: CivilDate, from source: GridSource) -> GridDay {
        var day = GridDay(date: date, items: source.items[.day(date)] ?? [])
        if date == plan.today {
            day.backlog = todayBacklog
            // A task is listed once: the backlog's tasks are not listed again below it.
            let listed = Set(day.backlog.map(\.task.source))
            day.items = day.items.filter { !listed.contains($0.task.source) }
        }
        if !day.deadlines.isEmpty {
            let shown = Set(day.items.map(\.task.source)).union(day.backlog.map(\.task.source))
            day.deadlines = day.deadlines.filter { !shown.contains($0.task.source) }
        }
        day.completed = source.completed[date] ?? []
        return day
    }

    /// Today's overdue, carried and floating items, the most urgent first: by priority, then the
    /// longest overdue or carried, then as Today lists them. Worked out once per build (``PageBuilder``
    /// keeps it): a neglected list has thousands.
    static func backlog(of plan: Plan) -> [PlanItem] {
        let kinds: Set<Reason> = [.overdue, .carried, .floating]
        let backlog = plan.days[0].items.filter { kinds.contains($0.reason) }
        func age(_ item: PlanItem) -> Int {
            if let days = item.daysOverdue { return days }
            if let period = item.carriedFrom { return period.lastDay.distance(to: plan.today) }
            return 0
        }
        return backlog.enumerated().sorted { a, b in
            switch (a.element.task.priority, b.element.task.priority) {
            case let (pa?, pb?) where pa != pb: return pa < pb
            case (.some, nil): return true
            case (nil, .some): return false
            default: break
            }
            let aa = age(a.element), ab = age(b.element)
            if aa != ab { return aa > ab }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The blocks of a grid day below its heading: the backlog (its first `backlogLimit` entries, one
    /// line each, then "+N overdue" leading to the day page), then one list of the items, deadlines
    /// and completions. `full` gives the items full entries (a week page), else short ones.
    func gridBlocks(_ day: GridDay, full: Bool, fit: PrintFit?, screenLimit: Int?, backlogLimit: Int,
                    more: (([Inline]) -> [Inline])?, empty: String?, markdownFull: Bool) -> [Block] {
        let heading = Period.day(day.date)
        var blocks: [Block] = []
        var fit = fit
        if !day.backlog.isEmpty {
            let shown = day.backlog.prefix(backlogLimit)
            let lines = shown.map { ItemLines.short($0, note: ItemLines.note($0, under: heading, today: plan.today, labels: labels)) }
            var html: [Block] = [.box(Box(className: "pl-1"), [.items(lines)])]
            let rest = day.backlog.count - shown.count
            if rest > 0 {
                let overdue = day.backlog.dropFirst(shown.count).allSatisfy { $0.reason == .overdue }
                let text: [Inline] = [.text("+\(rest) " + (overdue ? "overdue" : "more for today"))]
                html.append(.box(Box(className: "more"), [.paragraph(site.has(heading) ? [.pageLink(page: heading.pagePath, text)] : text)]))
            }
            blocks.append(.box(Box(className: "backlog"), [
                .htmlOnly(html),
                .markdownOnly([.items(day.backlog.map { item in
                    markdownFull ? ItemLines.full(item, under: heading, today: plan.today, labels: labels)
                        : ItemLines.short(item, note: ItemLines.note(item, under: heading, today: plan.today, labels: labels))
                })]),
            ]))
            fit = fit?.taking(shown.count + (rest > 0 ? 1 : 0))
        }
        // The box's entries are made only as far as someone sees them: what the screen shows, and one
        // more than the printed box has lines; the rest of a long day is counted in "+N more" (a day of
        // a long list holds thousands of items). Markdown has them all.
        let total = day.items.count + day.deadlines.count + day.completed.count
        var made = min(total, screenLimit ?? total)
        if let fit, made < total { made = min(total, max(made, fit.lines + 1)) }
        let items = day.items.prefix(made)
        var entries = full ? self.entries(items, under: heading, notes: true) : shortEntries(items, under: heading)
        var markdown = day.items.map { markdownFull ? ItemLines.full($0, under: heading, today: plan.today, labels: labels) : ItemLines.short($0) }
        for item in day.deadlines {
            let note = ItemLines.note(item, under: heading, today: plan.today, labels: labels)
            if entries.count < made {
                entries.append(Entry(line: ItemLines.short(item, note: note), printedLength: ItemLines.printedLength(item, note: note)))
            }
            markdown.append(markdownFull ? ItemLines.full(item, under: heading, today: plan.today, labels: labels) : ItemLines.short(item, note: note))
        }
        for task in day.completed {
            let words = DisplayText.words(of: task)
            let line = ItemLines.ticked(task, words: words)
            if entries.count < made { entries.append(Entry(line: line, printedLength: 3 + DisplayText.title(of: words).count)) }
            markdown.append(line)
        }
        blocks += BoxedList(entries: entries, total: total, fit: fit, screenLimit: screenLimit, more: more,
                            empty: day.backlog.isEmpty ? empty : nil, markdownEntries: markdown).blocks
        return blocks
    }
}
