import HorizonCore

/// Decides which items become components, in item order: an item a series already covers is left
/// out, and UIDs that would repeat are numbered.
struct FeedComponents {
    private(set) var list: [FeedComponent] = []
    /// The rules of the series, in order.
    private(set) var rules: [SeriesRule] = []
    /// The first and last day of the timed components (what the VTIMEZONE must cover).
    private(set) var span: ClosedRange<CivilDate>?

    init(items: FeedItems, tasks: FeedTasks, kind: ICalendar.Kind, lastDay: CivilDate, parallel: ParallelRunner = .serial) {
        var seen = RepeatCounter(capacity: items.count)
        var inSeries = [Bool](repeating: false, count: tasks.count)
        // For a task in a series, the occurrences its RRULE does not name: components of their own.
        var outside: [Int: Set<CivilDate>] = [:]
        list.reserveCapacity(items.count)
        let starts = kind == .events ? Self.seriesStarts(items, tasks, through: lastDay, parallel: parallel) : [:]
        // Lent from spans: an array read from a struct's property is retained for each read.
        let itemList = items.list.span, slots = items.slots.span, allFacts = tasks.facts.span, uidTexts = tasks.uidTexts.span
        for index in itemList.indices {
            let item = ItemFields(itemList, index)
            if FeedItems.isLeftOut(item.period) { continue }
            let task = slots[index]
            if item.isProjected, inSeries[task], !(item.date.map { outside[task]?.contains($0) == true } ?? false) { continue }
            let facts = allFacts[task]
            let rule = starts[index]
            if let rule {
                inSeries[task] = true
                if !rule.outside.isEmpty { outside[task] = Set(rule.outside) }
            }
            var hash = UIDHash(text: uidTexts[task])
            if kind == .todos { hash.append("todo") }
            // A series keeps its UID as its first instance is completed (its DTSTART moves on); a single
            // occurrence is named by its own date.
            if rule != nil { hash.append("series") } else { hash.appendOccurrence(of: item) }
            let repeatCount = Int(seen.next(hash.value))
            let ruleIndex = rule == nil ? -1 : Int32(truncatingIfNeeded: rules.count)
            if let rule { rules.append(rule) }
            list.append(FeedComponent(item: index, task: task, uidHash: hash.value, uidRepeat: repeatCount, rule: ruleIndex))
            // Only times carry the zone: the VTIMEZONE covers the days of timed components.
            if facts.at != nil { cover(item, facts, rule: rule) }
        }
    }

    private mutating func cover(_ item: ItemFields, _ task: TaskFacts, rule: SeriesRule?) {
        var first = item.period.firstDay, last = item.period.lastDay
        for date in [rule?.until, ComponentDates.due(of: item, task), ComponentDates.threshold(of: item, task)] {
            guard let date else { continue }
            first = min(first, date)
            last = max(last, date)
        }
        span = span.map { min($0.lowerBound, first)...max($0.upperBound, last) } ?? first...last
    }

    /// The series of the events feed, by the position of the item that starts each: for every task with a
    /// strict or after-completion rule, its first item (in item order, those left out aside) that starts a
    /// series, if one does. One series a task: an occurrence its RRULE does not name is an event of its
    /// own, not a new series. Worked out for each task on its own, so on all cores: expanding a rule
    /// over the horizon and comparing its dates with the chain's (about 35,000 instructions a series) was
    /// most of the feed's one-core work before its chunks are encoded.
    private static func seriesStarts(
        _ items: FeedItems, _ tasks: FeedTasks, through lastDay: CivilDate, parallel: ParallelRunner
    ) -> [Int: SeriesRule] {
        let nextProjected = Self.nextProjected(items, taskCount: tasks.count)
        // Each task's items in item order: its first, and after each item the next of the same task.
        var first = [Int](repeating: -1, count: tasks.count)
        var nextOfTask = [Int](repeating: -1, count: items.count)
        let slots = items.slots.span, allFacts = tasks.facts.span
        for index in slots.indices.reversed() where allFacts[slots[index]].isStrict != nil {
            nextOfTask[index] = first[slots[index]]
            first[slots[index]] = index
        }
        let chunkSize = 1024
        let found = parallel.map((tasks.count + chunkSize - 1) / chunkSize) { [first, nextOfTask, nextProjected] chunk in
            var starts: [(Int, SeriesRule)] = []
            let itemList = items.list.span, allFacts = tasks.facts.span
            for task in (chunk * chunkSize)..<min(first.count, (chunk + 1) * chunkSize) {
                var index = first[task]
                while index >= 0 {
                    let item = ItemFields(itemList, index)
                    if !FeedItems.isLeftOut(item.period),
                       let rule = Self.series(item, allFacts[task], tasks, task, dates: Self.chain(from: index, itemList, nextProjected),
                                              through: lastDay) {
                        starts.append((index, rule))
                        break
                    }
                    index = nextOfTask[index]
                }
            }
            return starts
        }
        var starts: [Int: SeriesRule] = [:]
        starts.reserveCapacity(found.reduce(0) { $0 + $1.count })
        for chunk in found { for (index, rule) in chunk { starts[index] = rule } }
        return starts
    }

    /// For each item, the position of its task's next projected item (-1 when there is none): the items
    /// a series starting there stands for.
    private static func nextProjected(_ items: FeedItems, taskCount: Int) -> [Int] {
        var next = [Int](repeating: -1, count: items.count)
        var following = [Int](repeating: -1, count: taskCount)
        let itemList = items.list.span, slots = items.slots.span
        for index in itemList.indices.reversed() {
            let task = slots[index]
            next[index] = following[task]
            let item = ItemFields(itemList, index)
            if item.isProjected, !FeedItems.isLeftOut(item.period) { following[task] = index }
        }
        return next
    }

    /// The days of the item at `index` and of its task's projected items after it; nil when one of them
    /// is not a day.
    private static func chain(from index: Int, _ itemList: Span<PlanItem>, _ nextProjected: [Int]) -> [CivilDate]? {
        guard let first = ItemFields(itemList, index).date else { return nil }
        var dates = [first]
        var position = nextProjected[index]
        while position >= 0 {
            guard let date = ItemFields(itemList, position).date, date > dates[dates.count - 1] else { return nil }
            dates.append(date)
            position = nextProjected[position]
        }
        return dates
    }

    /// The series when this item starts one: a recurring task's own instance on its due date, or a
    /// projected occurrence, on a day the rule names, with the projected items after it, through the end
    /// of the horizon or `until:`, whichever is earlier (docs/output.md#planics-and-tasksics: strict and after-completion rules
    /// alike — the latter project as completed on their due dates). The rule itself is read from the
    /// task in `slot` only for such an item.
    private static func series(
        _ item: ItemFields, _ task: TaskFacts, _ tasks: FeedTasks, _ slot: Int, dates: [CivilDate]?,
        through lastDay: CivilDate
    ) -> SeriesRule? {
        guard task.isStrict != nil, let date = item.date,
              item.isProjected || (item.reason == .due || item.reason == .planned) && date == task.recurrenceAnchor
        else { return nil }
        let until = min(lastDay, task.until ?? lastDay)
        // iCalendar's expansion counts from DTSTART, which must itself be an occurrence of the rule.
        guard date <= until, let dates, dates.allSatisfy({ $0 <= until }), let rule = tasks.table[tasks.firstItems[slot]].recurrence,
              RecurrenceRRule.mayStart(rule, on: date)
        else { return nil }
        return RecurrenceRRule.series(for: rule, dates: dates, through: until)
    }
}
