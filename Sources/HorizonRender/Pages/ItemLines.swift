import HorizonCore

/// How a plan item reads on a page (docs/output.md#how-an-item-reads), as the ``ItemLine`` the cmark wrapper renders:
/// checkbox, priority, time, the description without the tags Horizon interpreted (projects, contexts,
/// unknown tags and links told apart), then in smaller type why it is listed and where it comes from.
enum ItemLines {
    /// The full entry of an item. `heading` is the period of the heading the item sits under (its
    /// day in a week grid, the page's own period otherwise): what the heading already says is not
    /// repeated in the why line.
    static func full(_ item: PlanItem, in tasks: TaskTable, under heading: Period, today: CivilDate, labels: DateLabels) -> ItemLine {
        // The task is read in place (`tasks[item]` lends it): a copy would retain each of its strings.
        let mark: ItemLine.Detail.Mark = tasks[item].isComplete ? .done : item.reason == .overdue ? .overdue : .open
        let shown = tasks.shownWords(of: item)
        return ItemLine(priority: tasks[item].priority, time: tasks[item].at, shown: shown.words, wordsAreVisible: shown.areVisible,
                        detail: .init(mark: mark, why: why(item, in: tasks, under: heading, today: today, labels: labels),
                                      source: tasks[item].source))
    }

    /// The one-line entry of a calendar cell or a compact view: time, priority and the words, and a
    /// compact why when one is given.
    static func short(_ item: PlanItem, in tasks: TaskTable, note: String? = nil) -> ItemLine {
        let shown = tasks.shownWords(of: item)
        return ItemLine(priority: tasks[item].priority, time: tasks[item].at, shown: shown.words, wordsAreVisible: shown.areVisible, note: note)
    }

    /// A completed task in a grid's day: ticked, its words.
    static func ticked(_ task: Task, words: ShownWords) -> ItemLine {
        ItemLine(priority: task.priority, shown: words, isTicked: true)
    }

    /// The compact why of an item in a box of a grid (docs/output.md#how-an-item-reads: "starts · due 30 Nov", "every Tue,
    /// Thu", "overdue 4 d"), for the short entries and for print, which hides the why line; nil when the
    /// heading says it all (a task due or planned on the day it sits under).
    static func note(_ item: PlanItem, in tasks: TaskTable, under heading: Period, today: CivilDate, labels: DateLabels) -> String? {
        var parts: [String] = []
        func deadline() {
            if let due = item.due, heading != .day(due) { parts.append("due " + labels.dayMonth(due, today: today)) }
        }
        switch item.reason {
        case .due:
            deadline()
        case .planned:
            if item.period != heading, !(heading.level == .day && item.period.level == .day) {
                parts.append("for " + labels.planned(item.period, today: today))
            }
            if item.due != item.date { deadline() }
        case .overdue:
            parts.append("overdue \(item.daysOverdue ?? 0) d")
            if let behind = item.occurrencesBehind { parts.append("\(behind) behind") }
        case .occurrence:
            if let rule = tasks[item].recurrence?.label { parts.append(rule) }
            deadline()
        case .starts:
            parts.append("starts")
            deadline()
        case .floating:
            parts.append("floating")
        case .unplanned:
            break
        case .carried:
            parts.append("from " + labels.planned(item.carriedFrom ?? item.period, today: today))
        case .deadline:
            // "deadline · 2026-W49" (docs/output.md#what-a-page-looks-like).
            parts.append("deadline · " + labels.planned(item.plannedFor ?? item.period, today: today))
            deadline()
        }
        if item.reason != .occurrence, let rule = tasks[item].recurrence?.label { parts.append(rule) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// A completed task in a history list: the words, then the day it was completed and its source.
    static func completed(_ task: Task, words: ShownWords, today: CivilDate, labels: DateLabels) -> ItemLine {
        ItemLine(shown: words,
                 detail: .init(mark: .done, why: task.completionDate.map { labels.short($0, today: today) }, source: task.source))
    }

    /// A task that is listed without a date (the Unplanned page): no why, only its source.
    static func undated(_ item: PlanItem, in tasks: TaskTable) -> ItemLine {
        let shown = tasks.shownWords(of: item)
        return ItemLine(priority: tasks[item].priority, time: tasks[item].at, shown: shown.words, wordsAreVisible: shown.areVisible,
                        detail: .init(why: nil, source: tasks[item].source))
    }

    /// How many characters the entry takes when printed without its why line, with its compact why
    /// (`note`) when it has one (for ``PrintFit``).
    static func printedLength(_ item: PlanItem, in tasks: TaskTable, note: String? = nil) -> Int {
        3 + (tasks[item].priority == nil ? 0 : 4) + (tasks[item].at == nil ? 0 : 6) + tasks.titleLength(of: item)
            + (note.map { CharacterCount.of($0) + 1 } ?? 0)
    }

    /// Why the item is listed: "overdue 4 days · was due Thu 19 Nov", "overdue 17 days · 17 behind (catch
    /// up: horizon skip 3 --to-today) · was due Mon 9 Nov · every day", "every Mon, Wed, Fri",
    /// "starts today", "planned for 2026-W49 · due Fri 4 Dec", "planned for October",
    /// "deadline · planned for 2026-W49".
    static func why(_ item: PlanItem, in tasks: TaskTable, under heading: Period, today: CivilDate, labels: DateLabels) -> String {
        // One string grows part by part: a list of parts joined would make each part a string too.
        var why = ""
        func add(_ part: String) {
            if !why.isEmpty { why += " · " }
            why += part
        }
        /// The deadline, unless the heading already is that day.
        func deadline(_ prefix: String = "due ") {
            guard let due = item.due, heading != .day(due) else { return }
            add(prefix)
            why += labels.short(due, today: today)
        }
        switch item.reason {
        case .due:
            add("due")
            deadline()
        case .planned:
            if item.period == heading {
                add("planned")
            } else {
                add("planned for ")
                why += labels.planned(item.period, today: today)
            }
            if item.due != item.date { deadline() }
        case .overdue:
            let days = item.daysOverdue ?? 0
            add("overdue \(days) day\(days == 1 ? "" : "s")")
            // A strict routine that completing steps one occurrence at a time says how to catch up
            // (docs/commands.md#synopsis, "skip --to-today").
            if let behind = item.occurrencesBehind {
                add("\(behind) behind (catch up: horizon skip \(tasks[item].source.line) --to-today)")
            }
            if let due = item.due {
                add("was due ")
                why += labels.short(due, today: today)
            }
        case .occurrence:
            // Only an after-completion rule's future dates are a projection that completing may move
            // (docs/todotxt.md#projection); a strict rule's dates are fixed.
            if item.isProjected, tasks[item].recurrence?.isStrict != true { add("projected") }
            if let rule = tasks[item].recurrence?.label { add(rule) }
            deadline()
            return why
        case .starts:
            if case .day(let day) = heading {
                add(day == today ? "starts today" : "starts")
            } else {
                add("starts ")
                why += labels.short(tasks[item].threshold ?? item.period.firstDay, today: today)
            }
            deadline()
        case .floating:
            add("floating")
        case .unplanned:
            add("no date")
        case .carried:
            add("planned ")
            why += labels.carried(item.carriedFrom, today: today)
            deadline()
        case .deadline:
            // "deadline · planned for 2026-W49" (docs/output.md#what-a-page-looks-like).
            add("deadline")
            add("planned for ")
            why += labels.planned(item.plannedFor ?? item.period, today: today)
            deadline()
        }
        if let rule = tasks[item].recurrence?.label { add(rule) }
        return why
    }
}
