/// What the days of one grid are filled from, indexed once per grid rather than searched per day:
/// each day's items (the planner's deadline items among them), the completions by their day.
package struct GridSource: Sendable {
    /// The items by the period they are planned for, each period's in list order.
    package var items: [Period: [PlanItem]]
    /// The completions up to today, by their day.
    package var completed: [CivilDate: [Task]] = [:]

    /// The source of a grid whose list has `listItems` and `completed`; items of `leftOut` tasks (the
    /// routines of a week) are not listed under their days; completions after `today` are not shown.
    package init(_ listItems: [PlanItem], completed: [Task], today: CivilDate, leftOut: Set<ObjectIdentifier> = []) {
        var items: [Period: [PlanItem]] = [:]
        for item in listItems where leftOut.isEmpty || !leftOut.contains(item.taskIdentity) {
            items[item.period, default: []].append(item)
        }
        self.items = items
        for task in completed where task.completionDate.map({ $0 <= today }) == true {
            if let day = task.completionDate { self.completed[day, default: []].append(task) }
        }
    }

    /// The day `date`, with `backlog` when it is `today`: a task is listed once, so the backlog's
    /// tasks are not listed again below it, nor a deadline of a task the day already lists.
    package func day(_ date: CivilDate, today: CivilDate, backlog: [PlanItem]) -> GridDay {
        var day = GridDay(date: date, items: items[.day(date)] ?? [])
        if date == today {
            day.backlog = backlog
            let listed = Set(backlog.map(\.task.source))
            day.items = day.items.filter { !listed.contains($0.task.source) }
        }
        if !day.deadlines.isEmpty {
            let shown = Set(day.items.map(\.task.source)).union(day.backlog.map(\.task.source))
            day.deadlines = day.deadlines.filter { !shown.contains($0.task.source) }
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
            neighbours[otherMonth] = GridSource(items, completed: other.completed.filter { $0.completionDate.map(shown.contains) ?? false },
                                                today: plan.today)
        }
        return neighbours
    }
}
