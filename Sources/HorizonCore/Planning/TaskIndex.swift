/// One thing the planner can list in a period: a task itself, or a projected occurrence of it.
struct PlanEntry {
    let task: Task
    /// The deadline of this entry (an occurrence's own due date).
    let due: CivilDate?
    /// The threshold of this entry (an occurrence's own, at the task's distance).
    let threshold: CivilDate?
    /// Whether this is a projected occurrence.
    let isOccurrence: Bool

    init(task: Task) {
        self.task = task
        due = task.due
        threshold = task.threshold
        isOccurrence = false
    }

    init(task: Task, occurrence: Occurrence) {
        self.task = task
        due = task.due == nil ? nil : occurrence.date
        threshold = occurrence.threshold
        isOccurrence = true
    }
}

/// The open tasks of a list sorted into the buckets the planner looks up.
struct TaskIndex {
    /// Open, visible tasks (and projected occurrences) by the period they are planned for
    /// (`plan:`, else the `due:` day; an occurrence's day).
    var planned: [Period: [PlanEntry]] = [:]
    /// Open, visible tasks whose threshold is today.
    var startingToday: [Task] = []
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
        for task in tasks {
            if task.isComplete {
                if let day = task.completionDate { completedByDay[day, default: []].append(task) }
                continue
            }
            guard !task.isHidden else { continue }
            if let period = task.plan ?? task.due.map(Period.day) {
                planned[period, default: []].append(PlanEntry(task: task))
            }
            if task.recurrence != nil {
                for occurrence in task.projectedOccurrences(today: today, through: horizon.lastDay) {
                    planned[.day(occurrence.date), default: []].append(PlanEntry(task: task, occurrence: occurrence))
                }
            }
            if task.threshold == today { startingToday.append(task) }
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
