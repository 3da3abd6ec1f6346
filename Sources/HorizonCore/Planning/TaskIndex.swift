/// The open tasks of a list sorted into the lists the planner reads, each already made of the items
/// it lists and, where a page shows it as it is, already in ``ItemOrder``: a page only picks and joins.
///
/// Built on all cores: chunks of the task list are indexed at once and joined in order, then every
/// list is sorted once, rather than once for each page that shows it.
struct TaskIndex: Sendable {
    /// For each period, the items listed in it: planned for it (by `plan:`, else the `due:` day; an
    /// occurrence by its day) with their threshold reached by the period's last day, and the starts items
    /// of its days; in ``ItemOrder``.
    private(set) var planned: [Period: [PlanItem]] = [:]
    /// For each month and year, the tasks it lists as repeating series, in ``ItemOrder`` of their items.
    private(set) var series: [Period: [RepeatingSeries]] = [:]
    /// Today's own items (those of `planned` for today), as found (the first item of a task found is
    /// the one Today keeps) and in list order.
    private(set) var plannedToday = SortedItems.empty
    /// Overdue items for Today: open, visible, started tasks due before today.
    private(set) var overdue = SortedItems.empty
    /// Carried items for Today (empty under `--missed drop`): open, visible, started tasks planned for a
    /// period that ended before today (and not overdue).
    private(set) var carried = SortedItems.empty
    /// The positions of the open, visible `float:1` tasks, in input order.
    private(set) var floating: [Int] = []
    /// Open, visible tasks that no date plans, in input order.
    private(set) var unplanned: [PlanItem] = []
    /// Completed tasks, latest completion day first, then in input order: a period's are a run of them.
    private var completedTasks: [Task] = []
    /// The completion day of each of `completedTasks`.
    private var completionDays: [CivilDate] = []
    /// The listed tasks, ranked for sorting.
    private(set) var order: TaskOrder

    /// A completed task: its completion day and its position in the task list.
    struct Completion: Sendable {
        let day: CivilDate
        let position: Int
    }

    /// Indexes the tasks for a horizon. With `pageDays`, periods and completions that no page of the
    /// horizon shows (none overlaps them) are left out.
    init(tasks table: TaskTable, horizon: Horizon, missed: MissedPolicy, pageDays: ClosedRange<CivilDate>? = nil, parallel: ParallelRunner) {
        let tasks = table.tasks
        order = TaskOrder(table: table)
        let chunkSize = 16_384
        let chunkCount = max(1, (tasks.count + chunkSize - 1) / chunkSize)
        var chunks = parallel.map(chunkCount) { chunk in
            var part = Chunk(horizon: horizon, missed: missed, pageDays: pageDays)
            // Tasks are lent from a span: a loop variable or an array's subscript would copy each one
            // (and retain all its strings).
            let tasks = tasks.span
            for position in (chunk * chunkSize)..<min(tasks.count, (chunk + 1) * chunkSize) {
                part.add(tasks[position], at: position)
            }
            return part
        }
        join(&chunks, table: table, today: horizon.today, parallel: parallel)
    }

    /// Tasks completed inside a period, latest first (in input order within a day).
    func completed(in period: Period) -> [Task] {
        // Days run from the latest back: find where `lastDay` and the day before `firstDay` start.
        let start = completionsStart(atOrBefore: period.lastDay)
        let end = completionsStart(atOrBefore: period.firstDay.adding(days: -1))
        // A year page often lists them all: the list is then shared, not copied.
        if start == 0, end == completedTasks.count { return completedTasks }
        return Array(completedTasks[start..<end])
    }

    /// The position of the first completion on `day` or earlier.
    private func completionsStart(atOrBefore day: CivilDate) -> Int {
        var low = 0, high = completionDays.count
        while low < high {
            let middle = (low + high) / 2
            if completionDays[middle] > day { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: Joining

    /// What one sorting job puts in order.
    private enum Job {
        case bucket(Period)
        case series(Period)
        case overdue, carried, completions
    }

    /// What one sorting job gives back.
    private enum Sorted: Sendable {
        case overdue(SortedItems)
        case carried(SortedItems)
        case completions(tasks: [Task], days: [CivilDate])
        /// A period's items in list order, and for today also as found.
        case bucket(Period, items: [PlanItem], today: SortedItems?)
        case series(Period, [RepeatingSeries])
    }

    /// Joins the chunks in order and sorts every list, in parallel.
    private mutating func join(_ chunks: inout [Chunk], table: TaskTable, today: CivilDate, parallel: ParallelRunner) {
        for chunk in chunks {
            floating.append(contentsOf: chunk.floating)
            unplanned.append(contentsOf: chunk.unplanned)
        }
        let order = TaskOrder(table: table, positions: chunks.flatMap(\.indexed), parallel: parallel)
        self.order = order
        // Each period's parts are moved out of the chunks, so that they are let go as soon as the period's
        // list is made rather than when every list is: they are most of the memory of a large plan.
        var plannedParts: [Period: [[PlanItem]]] = [:]
        var seriesPeriods: Set<Period> = []
        for index in chunks.indices {
            for (period, items) in chunks[index].planned { plannedParts[period, default: []].append(items) }
            chunks[index].planned = [:]
            seriesPeriods.formUnion(chunks[index].series.keys)
        }
        let periods = Array(plannedParts.keys)
        let parts = Locked(plannedParts)
        plannedParts = [:]
        let chunks = chunks
        // The largest lists first, so that no core is left with a big one at the end.
        let jobs: [Job] = [.overdue, .carried, .completions] + periods.map(Job.bucket) + seriesPeriods.map(Job.series)
        let results = parallel.map(jobs.count) { position -> Sorted in
            switch jobs[position] {
            case .overdue:
                return .overdue(SortedItems(chunks.flatMap(\.overdue), order: order))
            case .carried:
                return .carried(SortedItems(chunks.flatMap(\.carried), order: order))
            case .completions:
                var completions = chunks.flatMap(\.completions)
                // Latest day first; within a day, input order.
                completions.sort { ($0.day, $1.position) > ($1.day, $0.position) }
                return .completions(tasks: completions.map { table.tasks[$0.position] }, days: completions.map(\.day))
            case .bucket(let period):
                var periodParts = parts.withLock { $0.removeValue(forKey: period) } ?? []
                // A single part is taken out, not shared, so that sorting it does not copy it.
                var items = periodParts.count == 1 ? periodParts.removeLast() : []
                if periodParts.count > 1 {
                    items.reserveCapacity(periodParts.reduce(0) { $0 + $1.count })
                    for part in periodParts { items.append(contentsOf: part) }
                }
                guard period == .day(today) else {
                    ItemOrder.sort(&items, order: order)
                    return .bucket(period, items: items, today: nil)
                }
                let sorted = SortedItems(items, order: order)
                return .bucket(period, items: sorted.listed, today: sorted)
            case .series(let period):
                let series = chunks.flatMap { $0.series[period] ?? [] }
                return .series(period, ItemOrder.sortedKeys(series.map(\.item), order: order).map { series[$0.position] })
            }
        }
        planned.reserveCapacity(periods.count)
        for result in results {
            switch result {
            case .overdue(let sorted): overdue = sorted
            case .carried(let sorted): carried = sorted
            case .completions(let tasks, let days): (completedTasks, completionDays) = (tasks, days)
            case .bucket(let period, let items, let today):
                planned[period] = items
                if let today { plannedToday = today }
            case .series(let period, let list):
                series[period] = list
            }
        }
    }
}
