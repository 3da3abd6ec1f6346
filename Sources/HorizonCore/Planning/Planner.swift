/// Turns tasks into a ``Plan``: fills each day, week, month and year of the horizon (docs/todotxt.md#periods-and-weeks, docs/todotxt.md#what-each-view-lists).
///
/// Pure: no clock, no I/O. Tasks are indexed once, on the planner's ``ParallelRunner``, by the period they are planned for,
/// and each period's items are put in list order once; every page's list is then a handful of
/// look-ups and joins whatever the size of the file.
public struct Planner: Sendable {
    /// The periods covered.
    public let horizon: Horizon
    /// The options.
    public let options: PlanOptions
    /// What the independent parts of a plan (the index's chunks, each period's list) are run on.
    public let parallel: ParallelRunner

    /// A planner for the horizon seen from `today`, working on `parallel` (one thread unless given more).
    public init(today: CivilDate, options: PlanOptions = PlanOptions(), parallel: ParallelRunner = .serial) {
        horizon = Horizon(today: today)
        self.options = options
        self.parallel = parallel
    }

    /// Plans a list of tasks.
    public func plan(_ list: TaskList) -> Plan {
        // One occurrence per time of at:, each listed and exported on its own (docs/todotxt.md#several-times-a-day).
        let list = list.observing(options.holidays).splittingTimes()
        let tasks = TaskTable(list.tasks)
        // Only what some page shows is indexed: a large file spans many more years than the horizon.
        let index = TaskIndex(tasks: tasks, horizon: horizon, missed: options.missed, pageDays: horizon.pageDays,
                              parallel: parallel)
        var diagnostics = list.diagnostics
        diagnostics.append(contentsOf: floatingDiagnostics(index.floating.map { tasks[$0] }))

        let today = horizon.today
        let todayKinds = todayCandidates(index, tasks)
        // Every list only reads the index: they are filled in parallel, then put back in order.
        let periods: [Period] = horizon.days.map(Period.day) + horizon.weeks.map(Period.week)
            + horizon.months.map(Period.month) + horizon.years.map(Period.year)
        var lists = parallel.map(periods.count + 1) { position -> PeriodList in
            guard position < periods.count else {
                return PeriodList(period: .day(today), items: upcomingItems(index, today: todayKinds, tasks))
            }
            switch periods[position] {
            case .day(today): return PeriodList(period: .day(today), items: ItemOrder.merged(todayKinds.all, in: tasks),
                                                completed: index.completed(in: .day(today)))
            case .day(let date): return dayList(date, index)
            case let period: return periodList(period, index)
            }
        }
        let upcoming = lists.removeLast().items
        let dayCount = horizon.days.count, weekCount = horizon.weeks.count, monthCount = horizon.months.count
        let tracker = RoutineTracker(tasks: tasks, today: today, parallel: parallel)
        lists[dayCount..<(dayCount + weekCount)] = ArraySlice(withRoutines(Array(lists[dayCount..<(dayCount + weekCount)]), tracker))
        var plan = Plan(
            today: today,
            tasks: tasks,
            days: Array(lists[0..<dayCount]),
            weeks: Array(lists[dayCount..<(dayCount + weekCount)]),
            months: Array(lists[(dayCount + weekCount)..<(dayCount + weekCount + monthCount)]),
            years: Array(lists[(dayCount + weekCount + monthCount)...]),
            upcoming: upcoming,
            unplanned: index.unplanned,
            diagnostics: diagnostics
        )
        let open = ItemOrder.merged(todayKinds.overdueAndCarried, in: tasks)
        plan.reviews = horizon.reviews.map { reviewList($0, open: open, index, tracker) }
        plan.holidays = options.holidays
        return plan
    }

    /// A past period as a review (docs/output.md#looking-back): of Today's overdue and carried items,
    /// those due or planned inside it; what was completed in it; a week's Routines strip.
    private func reviewList(_ period: Period, open: [PlanItem], _ index: TaskIndex, _ tracker: RoutineTracker) -> PeriodList {
        let items = open.filter { item in
            if let from = item.carriedFrom { return period.firstDay <= from.firstDay && from.lastDay <= period.lastDay }
            return item.reason == .overdue && item.due.map(period.contains) == true
        }
        var routines: [Routine] = []
        if case .week(let week) = period { routines = tracker.routines(in: week, listed: []) }
        return PeriodList(period: period, items: items, completed: index.completed(in: period), routines: routines)
    }

    /// Today's overdue and carried items, then every item planned for a period that ends today or
    /// later and starts within the horizon, ordered by start, coarser first, then ``ItemOrder``.
    private func upcomingItems(_ index: TaskIndex, today: TodayCandidates, _ tasks: TaskTable) -> [PlanItem] {
        let todayPeriod = Period.day(horizon.today)
        var periods = index.planned.keys.filter { $0.lastDay >= horizon.today && $0.firstDay <= horizon.lastDay }
        if !periods.contains(todayPeriod) { periods.append(todayPeriod) }
        // By start, coarser first; each period's items are in list order already.
        periods.sort { ($0.firstDay, $1.level) < ($1.firstDay, $0.level) }
        // Today's overdue and carried items, as Today lists them, go before its planned items they tie with.
        let todayItems = ItemOrder.merged(today.overdueAndCarried + [today.ownPlanned], in: tasks)
        var items: [PlanItem] = []
        items.reserveCapacity(periods.reduce(todayItems.count) { $0 + ($1 == todayPeriod ? 0 : index.planned[$1]?.count ?? 0) })
        for period in periods {
            if period == todayPeriod {
                items.append(contentsOf: todayItems)
            } else {
                // A feed gives a threshold as its item's start and a deadline as its item's due date, not
                // as items of their own.
                for item in index.planned[period] ?? [] where item.reason != .starts && item.reason != .deadline {
                    items.append(item)
                }
            }
        }
        return items
    }

    /// What any period lists, inside the horizon or not. Indexes the tasks on every call: for tests and
    /// one-off questions; a build uses ``plan(_:)``, which indexes once.
    public func list(for period: Period, of list: TaskList) -> PeriodList {
        let table = tasks(of: list)
        let index = TaskIndex(tasks: table, horizon: horizon, missed: options.missed, parallel: parallel)
        switch period {
        case .day(let date) where date == horizon.today:
            return PeriodList(period: period, items: ItemOrder.merged(todayCandidates(index, table).all, in: table),
                              completed: index.completed(in: period))
        case .day(let date):
            return dayList(date, index)
        default:
            return periodList(period, index)
        }
    }

    /// The tasks that the items of a plan of `list` (and of its ``list(for:of:)``) name.
    public func tasks(of list: TaskList) -> TaskTable {
        TaskTable(list.observing(options.holidays).splittingTimes().tasks)
    }

    // MARK: Days

    private func dayList(_ date: CivilDate, _ index: TaskIndex) -> PeriodList {
        let items = index.planned[.day(date)] ?? []
        let shown = items.contains(where: Planner.isHiddenOnDays) ? items.filter { !Planner.isHiddenOnDays($0) } : items
        return PeriodList(period: .day(date), items: shown, completed: index.completed(in: .day(date)))
    }

    /// Whether a day's list leaves the item out: a starts or deadline item of a task planned for another
    /// period whose `show:` keeps it off days (a day's own tasks are always listed).
    private static func isHiddenOnDays(_ item: PlanItem) -> Bool {
        (item.reason == .starts || item.reason == .deadline) && !item.show.allows(.day)
    }

    /// What Today lists, by kind, each in list order: Today's list is the kinds merged.
    private struct TodayCandidates {
        /// Overdue items, carried items, Today's own planned items, deadlines of tasks planned for another
        /// period, starting items, floating items.
        var overdue, carried, planned, deadlines, starting, floating: SortedItems
        /// Today's own planned items, before a task's other items were taken out: what the feed lists.
        let ownPlanned: SortedItems

        /// Every kind, in the order that decides ties (and which item of a task is listed).
        var all: [SortedItems] { [overdue, planned, carried, deadlines, starting, floating] }
        /// The items Today lists for having passed.
        var overdueAndCarried: [SortedItems] { [overdue, carried] }
    }

    /// Today's items by kind: its own items, then what only Today shows (overdue, carried, floating).
    ///
    /// A task is listed once: by the first of its items in the order overdue, planned, carried,
    /// deadline, starting, floating, each kind in the order the items were found (a carried task due
    /// today stays in the backlog, where the feed has it too).
    private func todayCandidates(_ index: TaskIndex, _ tasks: TaskTable) -> TodayCandidates {
        let today = horizon.today
        let floating = index.floating.compactMap { position in
            Period.day(today).isStarted(threshold: tasks[position].threshold)
                ? PlanItem(taskIndex: position, show: tasks[position].show, reason: .floating, period: .day(today),
                           due: tasks[position].due) : nil
        }
        let own = index.plannedToday
        let ownPlanned = own.filter { own.items[$0].reason != .starts && own.items[$0].reason != .deadline }
        var kinds = TodayCandidates(
            overdue: index.overdue, carried: index.carried, planned: ownPlanned,
            deadlines: own.filter { own.items[$0].reason == .deadline && !Planner.isHiddenOnDays(own.items[$0]) },
            starting: own.filter { own.items[$0].reason == .starts && !Planner.isHiddenOnDays(own.items[$0]) },
            floating: SortedItems(floating, order: index.order),
            ownPlanned: ownPlanned)
        // A task is listed once on Today, by its first kind; once per time when at: lists several, but
        // overdue once: `done` completes the day as a whole (docs/todotxt.md#recurring-tasks).
        struct Listed: Hashable { let source: SourceLocation, at: TimeOfDay? }
        var listed: Set<Listed> = []
        listed.reserveCapacity(kinds.all.reduce(0) { $0 + $1.items.count })
        func firstOfTheirTasks(_ kind: SortedItems, byTime: Bool = true) -> SortedItems {
            // Of the items a kind keeps, in the order they were found.
            var isKept = [Bool](repeating: false, count: kind.items.count)
            for key in kind.keys { isKept[key.position] = true }
            let isFirst = kind.items.indices.map {
                isKept[$0] && listed.insert(Listed(source: tasks[kind.items[$0]].source, at: byTime ? tasks[kind.items[$0]].at : nil)).inserted
            }
            return kind.filter { isFirst[$0] }
        }
        kinds.overdue = firstOfTheirTasks(kinds.overdue, byTime: false)
        kinds.planned = firstOfTheirTasks(kinds.planned)
        kinds.carried = firstOfTheirTasks(kinds.carried)
        kinds.deadlines = firstOfTheirTasks(kinds.deadlines)
        kinds.starting = firstOfTheirTasks(kinds.starting)
        kinds.floating = firstOfTheirTasks(kinds.floating)
        return kinds
    }

    // MARK: Weeks, months, years

    /// Everything a week, month or year lists: its own tasks first, then those of the finer periods
    /// inside it whose `show:` allows this level, in calendar order (docs/todotxt.md#order). A month or year holds
    /// frequent repeats in its series instead, and a starts item only where the instance that starts
    /// is not listed too.
    private func periodList(_ period: Period, _ index: TaskIndex) -> PeriodList {
        let inners = Planner.periods(inside: period).compactMap { inner in
            index.planned[inner].map { (period: inner, items: $0) }
        }
        func isListed(_ item: PlanItem) -> Bool {
            (item.show.allows(period.level) || listedInstead(item, in: period)) && !item.seriesLevels.contains(level: period.level)
                && !(item.reason == .starts && item.relatedPeriod.map { Planner.lists(period, $0) } ?? false)
                // A deadline is marked on the day, week and month pages; a year lists the plan itself.
                && !(item.reason == .deadline && period.level == .year)
        }
        // Counted first: a month or a year leaves most of its days' items to its series, and a plan of a
        // million lines holds millions of items, so room reserved for all of them would be mostly unused.
        var items: [PlanItem] = []
        items.reserveCapacity(inners.reduce(0) { total, inner in
            total + (inner.period == period ? inner.items.count : inner.items.indices.reduce(0) { $0 + (isListed(inner.items[$1]) ? 1 : 0) })
        })
        for (inner, planned) in inners {
            if inner == period {
                items.append(contentsOf: planned)
            } else {
                for position in planned.indices where isListed(planned[position]) { items.append(planned[position]) }
            }
        }
        return PeriodList(period: period, items: items, repeating: index.series[period] ?? [],
                          completed: index.completed(in: period))
    }

    /// Whether a week or month lists a day item that its `show:` keeps out: only when no page would list
    /// the task otherwise, because its day is past the 7-day view and `show:` names no week, month or
    /// year (`plan:2026-12-10 show:day` three weeks ahead). The rules (docs/todotxt.md#same-tasks-everywhere) want every output to list the same
    /// tasks, and the feeds have it: the task's own item is listed in its week in the 6-week view, else
    /// in its month, until its day page exists. Projected occurrences follow `show:` strictly: the
    /// task's own item already stands for it.
    private func listedInstead(_ item: PlanItem, in period: Period) -> Bool {
        guard item.period.level == .day, !item.isProjected, item.reason != .starts, item.reason != .deadline,
              let lastDay = horizon.days.last, item.period.firstDay > lastDay,
              !item.show.allows(.week), !item.show.allows(.month), !item.show.allows(.year) else { return false }
        let week = ISOWeek(containing: item.period.firstDay)
        switch period.level {
        case .week: return horizon.weeks.contains(week)
        case .month: return !horizon.weeks.contains(week)
        default: return false
        }
    }

    /// Week lists with their Routines strips (``RoutineTracker``), the weeks in parallel.
    private func withRoutines(_ weeks: [PeriodList], _ tracker: RoutineTracker) -> [PeriodList] {
        parallel.map(weeks.count) { index in
            let list = weeks[index]
            guard case .week(let week) = list.period else { return list }
            let routines = tracker.routines(in: week, listed: list.items)
            return routines.isEmpty ? list : list.with(routines: routines)
        }
    }

    /// Whether a list of `period` lists an item standing for `other`: its own, or a finer one it overlaps.
    private static func lists(_ period: Period, _ other: Period) -> Bool {
        period == other || period.includes(other)
    }

    /// The period itself and every finer period that aggregation lists in it, in display order: the
    /// period first, then the others by the day they are placed at (their first day inside the
    /// period), coarser before finer on the same day (docs/todotxt.md#order).
    static func periods(inside period: Period) -> [Period] {
        var inner: [Period] = []
        let first = period.firstDay, last = period.lastDay
        if period.level > .month {
            var month = YearMonth(containing: first)
            while month.firstDay <= last {
                inner.append(.month(month))
                month = month.adding(months: 1)
            }
        }
        if period.level > .week {
            var week = ISOWeek(containing: first)
            while week.firstDay <= last {
                inner.append(.week(week))
                week = week.next
            }
        }
        var day = first
        while day <= last, period.level > .day {
            inner.append(.day(day))
            day = day.adding(days: 1)
        }
        func placement(_ inner: Period) -> (Int, Int) {
            (max(inner.firstDay, first).dayNumber, -inner.level.rawValue)
        }
        return [period] + inner.sorted { placement($0) < placement($1) }
    }

    private func floatingDiagnostics(_ floating: [Task]) -> [Diagnostic] {
        guard floating.count > options.floatingLimit else { return [] }
        let extra = floating[options.floatingLimit]
        let column = extra.tags.first(where: { $0.key == "float" })?.column ?? 1
        return [Diagnostic(
            location: extra.source, column: column, text: extra.line,
            message: "\(floating.count) floating tasks; float:1 is for a short list of at most \(options.floatingLimit), so consider planning some of them")]
    }
}

extension CivilDate {
    /// Days from this date to `other` (positive when `other` is later).
    public func distance(to other: CivilDate) -> Int { other.dayNumber - dayNumber }
}
