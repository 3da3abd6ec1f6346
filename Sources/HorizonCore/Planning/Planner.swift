/// Turns tasks into a ``Plan``: fills each day, week, month and year of the horizon (SPEC §2, §4).
///
/// Pure: no clock, no I/O. Tasks are indexed once by the period they are planned for, so every
/// period's list is a handful of dictionary look-ups whatever the size of the file.
public struct Planner: Sendable {
    /// The periods covered.
    public let horizon: Horizon
    /// The options.
    public let options: PlanOptions

    /// A planner for the horizon seen from `today`.
    public init(today: CivilDate, options: PlanOptions = PlanOptions()) {
        horizon = Horizon(today: today)
        self.options = options
    }

    /// Plans a list of tasks.
    public func plan(_ list: TaskList) -> Plan {
        let index = TaskIndex(tasks: list.tasks, horizon: horizon)
        var diagnostics = list.diagnostics
        diagnostics.append(contentsOf: floatingDiagnostics(index.floating.map(\.task)))

        let today = horizon.today
        let todayList = PeriodList(period: .day(today), items: todayItems(index), completed: index.completed(in: .day(today)))
        // Every other list only reads the index: they are filled in parallel, then put back in order.
        let periods: [Period] = horizon.days.dropFirst().map(Period.day) + horizon.weeks.map(Period.week)
            + horizon.months.map(Period.month) + horizon.years.map(Period.year)
        var lists = parallelMap(periods.count + 1) { position -> PeriodList in
            guard position < periods.count else {
                return PeriodList(period: .day(today), items: upcomingItems(index, today: todayList))
            }
            if case .day(let date) = periods[position] { return dayList(date, index) }
            return periodList(periods[position], index)
        }
        let upcoming = lists.removeLast().items
        let dayCount = horizon.days.count - 1, weekCount = horizon.weeks.count, monthCount = horizon.months.count
        return Plan(
            today: today,
            days: [todayList] + lists[0..<dayCount],
            weeks: Array(lists[dayCount..<(dayCount + weekCount)]),
            months: Array(lists[(dayCount + weekCount)..<(dayCount + weekCount + monthCount)]),
            years: Array(lists[(dayCount + weekCount + monthCount)...]),
            upcoming: upcoming,
            diagnostics: diagnostics
        )
    }

    /// Today's overdue and carried items, then every item planned for a period that ends today or
    /// later and starts within the horizon, ordered by start, coarser first, then ``ItemOrder``.
    private func upcomingItems(_ index: TaskIndex, today: PeriodList) -> [PlanItem] {
        var items = today.items.filter { $0.reason == .overdue || $0.reason == .carried }
        for (period, entries) in index.planned where period.lastDay >= horizon.today && period.firstDay <= horizon.lastDay {
            for entry in entries where isStarted(entry.threshold, by: period.lastDay) {
                items.append(plannedItem(entry, at: period))
            }
        }
        // Group by period start (coarser first), then order each group as any list is ordered.
        var groups: [Period: [PlanItem]] = [:]
        for item in items { groups[item.period, default: []].append(item) }
        let periods = groups.keys.sorted { ($0.firstDay, $1.level) < ($1.firstDay, $0.level) }
        return periods.flatMap { ItemOrder.sorted(groups[$0] ?? []) }
    }

    /// What any period lists, inside the horizon or not. Indexes the tasks on every call: for tests and
    /// one-off questions; a build uses ``plan(_:)``, which indexes once.
    public func list(for period: Period, of list: TaskList) -> PeriodList {
        let index = TaskIndex(tasks: list.tasks, horizon: horizon)
        switch period {
        case .day(let date) where date == horizon.today:
            return PeriodList(period: period, items: todayItems(index), completed: index.completed(in: period))
        case .day(let date):
            return dayList(date, index)
        default:
            return periodList(period, index)
        }
    }

    // MARK: Days

    private func plannedItems(on date: CivilDate, _ index: TaskIndex) -> [PlanItem] {
        index.planned[.day(date), default: []].compactMap { entry in
            isStarted(entry.threshold, by: date) ? plannedItem(entry, at: .day(date)) : nil
        }
    }

    private func dayList(_ date: CivilDate, _ index: TaskIndex) -> PeriodList {
        PeriodList(period: .day(date), items: ItemOrder.sorted(plannedItems(on: date, index)),
                   completed: index.completed(in: .day(date)))
    }

    /// Today's list: its own items, then what only Today shows (overdue, carried, floating).
    private func todayItems(_ index: TaskIndex) -> [PlanItem] {
        let today = horizon.today
        var items: [PlanItem] = []
        var listed: Set<SourceLocation> = []
        func add(_ item: PlanItem) {
            if listed.insert(item.task.source).inserted { items.append(item) }
        }
        for shared in index.overdue where isStarted(shared.task.threshold, by: today) {
            let due = shared.task.due ?? today
            add(PlanItem(shared: shared, reason: .overdue, period: .day(today), due: due,
                         daysOverdue: due.distance(to: today)))
        }
        plannedItems(on: today, index).forEach(add)
        if options.missed == .carry {
            for shared in index.missedDayPlans where isStarted(shared.task.threshold, by: today) {
                guard case .day(let plannedDay)? = shared.task.plan else { continue }
                add(PlanItem(shared: shared, reason: .carried, period: .day(today), due: shared.task.due, carriedFrom: plannedDay))
            }
        }
        for shared in index.startingToday {
            add(PlanItem(shared: shared, reason: .starts, period: .day(today), due: shared.task.due))
        }
        for shared in index.floating where isStarted(shared.task.threshold, by: today) {
            add(PlanItem(shared: shared, reason: .floating, period: .day(today), due: shared.task.due))
        }
        return ItemOrder.sorted(items)
    }

    // MARK: Weeks, months, years

    /// Everything a week, month or year lists: its own tasks first, then those of the finer periods
    /// inside it whose `show:` allows this level — coarser before finer, earlier before later.
    private func periodList(_ period: Period, _ index: TaskIndex) -> PeriodList {
        var items: [PlanItem] = []
        for inner in Planner.periods(inside: period) {
            let group = index.planned[inner, default: []].compactMap { entry -> PlanItem? in
                guard inner == period || entry.task.show.allows(period.level) else { return nil }
                guard isStarted(entry.threshold, by: inner.lastDay) else { return nil }
                return plannedItem(entry, at: inner)
            }
            items.append(contentsOf: ItemOrder.sorted(group))
        }
        return PeriodList(period: period, items: items, completed: index.completed(in: period))
    }

    /// The period itself and every finer period that aggregation lists in it, in display order:
    /// coarser levels first, then by start.
    static func periods(inside period: Period) -> [Period] {
        var result: [Period] = [period]
        let first = period.firstDay, last = period.lastDay
        if period.level > .month {
            var month = YearMonth(containing: first)
            while month.firstDay <= last {
                result.append(.month(month))
                month = month.adding(months: 1)
            }
        }
        if period.level > .week {
            var week = ISOWeek(containing: first)
            while week.firstDay <= last {
                result.append(.week(week))
                week = week.next
            }
        }
        var day = first
        while day <= last, period.level > .day {
            result.append(.day(day))
            day = day.adding(days: 1)
        }
        return result
    }

    // MARK: Items

    private func plannedItem(_ entry: PlanEntry, at period: Period) -> PlanItem {
        let reason: Reason = entry.isOccurrence ? .occurrence : (entry.task.plan == nil ? .due : .planned)
        return PlanItem(shared: entry.shared, reason: reason, period: period, isProjected: entry.isOccurrence, due: entry.due)
    }

    /// A threshold hides a task (or occurrence) while it is in the future (SPEC §1.2: hidden from views
    /// before it), and from periods that end before it.
    private func isStarted(_ threshold: CivilDate?, by day: CivilDate) -> Bool {
        guard let threshold else { return true }
        return threshold <= horizon.today && threshold <= day
    }

    private func floatingDiagnostics(_ floating: [Task]) -> [Diagnostic] {
        guard floating.count > options.floatingLimit else { return [] }
        let extra = floating[options.floatingLimit]
        let column = extra.tags.first(where: { $0.key == "float" })?.column ?? 1
        return [Diagnostic(
            location: extra.source, column: column,
            message: "\(floating.count) floating tasks; float:1 is for a short list of at most \(options.floatingLimit), so consider planning some of them")]
    }
}

extension CivilDate {
    /// Days from this date to `other` (positive when `other` is later).
    public func distance(to other: CivilDate) -> Int { other.dayNumber - dayNumber }
}
