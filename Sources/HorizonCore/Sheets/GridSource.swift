/// What the days of one grid are filled from, indexed once per grid rather than searched per day:
/// each day's items (the planner's deadline items among them), the completions by their day.
package struct GridSource: Sendable {
    /// The items by the period they are planned for, each period's in list order.
    package var items: [Period: [PlanItem]]
    /// The completions up to today, by their day.
    package var completed: [CivilDate: [Task]] = [:]
    /// The tasks the items name.
    let tasks: TaskTable

    /// The source of a grid whose list has `listItems` (of `tasks`) and `completed`; items of `leftOut`
    /// tasks (the routines of a week, by ``PlanItem/taskIndex``) are not listed under their days;
    /// completions after `today` are not shown.
    package init(_ listItems: [PlanItem], of tasks: TaskTable, completed: [Task], today: CivilDate, leftOut: Set<Int32> = []) {
        self.tasks = tasks
        var items: [Period: [PlanItem]] = [:]
        for item in listItems where leftOut.isEmpty || !leftOut.contains(item.taskIndex) {
            items[item.period, default: []].append(item)
        }
        self.items = items
        for task in completed where task.completionDate.map({ $0 <= today }) == true {
            if let day = task.completionDate { self.completed[day, default: []].append(task) }
        }
    }

    /// The day `date`. A task is listed once: on `today` the tasks of `backlog` (which has a box of its
    /// own, docs/output.md#the-backlog) are left out, and a deadline of a task the day already lists.
    package func day(_ date: CivilDate, today: CivilDate, backlog: Set<SourceLocation>) -> GridDay {
        var day = GridDay(date: date, items: items[.day(date)] ?? [])
        if date == today, !backlog.isEmpty {
            day.items = day.items.filter { !backlog.contains(tasks[$0].source) }
            day.deadlines = day.deadlines.filter { !backlog.contains(tasks[$0].source) }
        }
        if !day.deadlines.isEmpty {
            let shown = Set(day.items.map { tasks[$0].source })
            day.deadlines = day.deadlines.filter { !shown.contains(tasks[$0].source) }
        }
        day.completed = completed[date] ?? []
        return day
    }

    /// For a calendar of `month` showing `weeks`, the sources of the days it shows from neighbouring
    /// months of the plan: only their items on those days (a day item by its day, a plan by its due day)
    /// and their completions on those days.
    package static func neighbours(of month: YearMonth, weeks: [ISOWeek], in plan: Plan) -> [YearMonth: GridSource] {
        guard let first = weeks.first?.firstDay, let last = weeks.last?.lastDay else { return [:] }
        let shown = first...last
        var neighbours: [YearMonth: GridSource] = [:]
        for other in plan.months {
            guard case .month(let otherMonth) = other.period, otherMonth != month,
                  other.period.lastDay >= first, other.period.firstDay <= last else { continue }
            let items = other.items.filter { item in
                item.period.level == .day ? shown.contains(item.period.firstDay) : item.due.map(shown.contains) ?? false
            }
            neighbours[otherMonth] = GridSource(items, of: plan.tasks,
                                                completed: other.completed.filter { $0.completionDate.map(shown.contains) ?? false },
                                                today: plan.today)
        }
        // A neighbouring month the plan has no list of (the one before the first month) still shows
        // what was completed on its days, from the year's list.
        for date in [first, last] where !Period.month(month).contains(date) {
            let otherMonth = YearMonth(containing: date)
            guard neighbours[otherMonth] == nil, let year = plan.years.first(where: { $0.period.contains(date) }) else { continue }
            let days = date < month.firstDay ? date...month.firstDay.adding(days: -1) : month.lastDay.adding(days: 1)...date
            neighbours[otherMonth] = GridSource([], of: plan.tasks,
                                                completed: year.completed.filter { $0.completionDate.map(days.contains) ?? false },
                                                today: plan.today)
        }
        return neighbours
    }
}
