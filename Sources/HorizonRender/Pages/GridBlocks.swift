import HorizonCore

/// How the pages fill a grid's days: from HorizonCore's ``GridSource`` and ``GridDay``, which the printed
/// sheets share (docs/output.md#paper-pdf), into the blocks of a day's box.
extension PageBuilder {
    /// The source of a grid whose list has `listItems` and `completed`; items of `leftOut` tasks (the
    /// routines of a week) are not listed under their days.
    func gridSource(_ listItems: [PlanItem], completed: [Task], leftOut: Set<Int32> = []) -> GridSource {
        GridSource(listItems, of: plan.tasks, completed: completed, today: plan.today, leftOut: leftOut)
    }

    /// The day `date` of a grid filled from `source`; on today the backlog's tasks are left to its box.
    func gridDay(_ date: CivilDate, from source: GridSource) -> GridDay {
        source.day(date, today: plan.today, backlog: backlogTasks)
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
        var markdown = day.items.map {
            markdownFull ? ItemLines.full($0, in: plan.tasks, under: heading, today: plan.today, labels: labels) : ItemLines.short($0, in: plan.tasks)
        }
        for item in day.deadlines {
            let note = ItemLines.note(item, in: plan.tasks, under: heading, today: plan.today, labels: labels)
            if entries.count < made {
                entries.append(Entry(line: ItemLines.short(item, in: plan.tasks, note: note),
                                     printedLength: ItemLines.printedLength(item, in: plan.tasks, note: note)))
            }
            markdown.append(markdownFull ? ItemLines.full(item, in: plan.tasks, under: heading, today: plan.today, labels: labels)
                : ItemLines.short(item, in: plan.tasks, note: note))
        }
        for task in day.completed {
            let words = DisplayText.shown(of: task)
            let line = ItemLines.ticked(task, words: words)
            if entries.count < made { entries.append(Entry(line: line, printedLength: 3 + DisplayText.titleLength(of: words))) }
            markdown.append(line)
        }
        return BoxedList(entries: entries, total: total, fit: fit, screenLimit: screenLimit, more: more,
                         empty: empty, markdownEntries: markdown).blocks
    }
}
