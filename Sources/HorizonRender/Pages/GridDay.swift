import HorizonCore

/// What one day of a grid holds (docs/output.md#what-a-page-looks-like): the day's own items (timed
/// ones by time, as the list orders them), then the deadlines of tasks planned for another period that
/// fall on it, then what was completed on it, ticked. Today's backlog is not in it: it has a box of its
/// own (docs/output.md#the-backlog).
struct GridDay {
    var date: CivilDate
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

    var isEmpty: Bool { items.isEmpty && deadlines.isEmpty && completed.isEmpty }
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
        if date == plan.today, !backlogTasks.isEmpty {
            // A task is listed once: the backlog's tasks are in the backlog box, not in today's box.
            day.items = day.items.filter { !backlogTasks.contains($0.task.source) }
            day.deadlines = day.deadlines.filter { !backlogTasks.contains($0.task.source) }
        }
        if !day.deadlines.isEmpty {
            let shown = Set(day.items.map(\.task.source))
            day.deadlines = day.deadlines.filter { !shown.contains($0.task.source) }
        }
        day.completed = source.completed[date] ?? []
        return day
    }

    /// The blocks of a grid day below its heading: one list of the items, deadlines and completions.
    /// `full` gives the items full entries (a week page), else short ones.
    func gridBlocks(_ day: GridDay, full: Bool, fit: PrintFit?, screenLimit: Int?,
                    more: (([Inline]) -> [Inline])?, empty: String?, markdownFull: Bool) -> [Block] {
        let heading = Period.day(day.date)
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
        return BoxedList(entries: entries, total: total, fit: fit, screenLimit: screenLimit, more: more,
                         empty: empty, markdownEntries: markdown).blocks
    }
}
