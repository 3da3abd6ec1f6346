/// The open tasks of a list sorted into the buckets the planner looks up.
struct TaskIndex {
    /// Open, visible tasks by the period they are planned for (`plan:`, else the `due:` day).
    var planned: [Period: [Task]] = [:]
    /// Open, visible tasks by threshold day, for the days of the 7-day view.
    var starting: [CivilDate: [Task]] = [:]
    /// Open, visible tasks due before today.
    var overdue: [Task] = []
    /// Open, visible tasks planned for a day before today (and not overdue).
    var missedDayPlans: [Task] = []
    /// Open, visible `float:1` tasks.
    var floating: [Task] = []
    /// Completed tasks by completion day.
    var completedByDay: [CivilDate: [Task]] = [:]

    init(tasks: [Task], horizon: Horizon) {
        let today = horizon.today
        let lastShownDay = horizon.days[horizon.days.count - 1]
        for task in tasks {
            if task.isComplete {
                if let day = task.completionDate { completedByDay[day, default: []].append(task) }
                continue
            }
            guard !task.isHidden else { continue }
            if let period = task.plan ?? task.due.map(Period.day) {
                planned[period, default: []].append(task)
            }
            if let threshold = task.threshold, threshold >= today, threshold <= lastShownDay {
                starting[threshold, default: []].append(task)
            }
            if let due = task.due, due < today {
                overdue.append(task)
            } else if case .day(let day)? = task.plan, day < today {
                missedDayPlans.append(task)
            }
            if task.isFloating { floating.append(task) }
        }
    }

    /// Tasks completed inside a period, latest first.
    func completed(in period: Period) -> [Task] {
        guard !completedByDay.isEmpty else { return [] }
        var result: [Task] = []
        var day = period.lastDay
        while day >= period.firstDay {
            if let tasks = completedByDay[day] { result.append(contentsOf: tasks) }
            day = day.adding(days: -1)
        }
        return result
    }
}
