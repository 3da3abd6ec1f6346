/// One thing the planner can list in a period: a task itself, or a projected occurrence of it.
struct PlanEntry: Sendable {
    let shared: SharedTask
    /// Lent, not copied (see ``PlanItem/task``).
    var task: Task {
        _read { yield shared.task }
    }
    /// The deadline of this entry (an occurrence's own due date).
    let due: CivilDate?
    /// The threshold of this entry (an occurrence's own, at the task's distance).
    let threshold: CivilDate?
    /// Whether this is a projected occurrence.
    let isOccurrence: Bool

    init(_ shared: SharedTask) {
        self.shared = shared
        due = shared.task.due
        threshold = shared.task.threshold
        isOccurrence = false
    }

    init(_ shared: SharedTask, occurrence: Occurrence) {
        let task = shared.task
        self.shared = shared
        due = task.due == nil ? nil : occurrence.date
        threshold = occurrence.threshold
        isOccurrence = true
    }
}

/// The open tasks of a list sorted into the buckets the planner looks up.
struct TaskIndex: Sendable {
    /// Open, visible tasks (and projected occurrences) by the period they are planned for
    /// (`plan:`, else the `due:` day; an occurrence's day).
    var planned: [Period: [PlanEntry]] = [:]
    /// Open, visible tasks whose threshold is today.
    var startingToday: [SharedTask] = []
    /// Open, visible tasks due before today.
    var overdue: [SharedTask] = []
    /// Open, visible tasks planned for a day before today (and not overdue).
    var missedDayPlans: [SharedTask] = []
    /// Open, visible `float:1` tasks.
    var floating: [SharedTask] = []
    /// Completed tasks by completion day.
    var completedByDay: [CivilDate: [Task]] = [:]

    init(tasks: [Task], horizon: Horizon) {
        // Tasks are read in place: a loop variable would copy each one (and retain all its strings).
        tasks.withUnsafeBufferPointer { tasks in
            for index in tasks.indices { add(tasks[index], horizon: horizon) }
        }
    }

    private mutating func add(_ task: borrowing Task, horizon: Horizon) {
        let today = horizon.today
        if task.isComplete {
            if let day = task.completionDate { completedByDay[day, default: []].append(copy task) }
            return
        }
        guard !task.isHidden else { return }
        let shared = SharedTask(copy task)
        if let period = task.plan ?? task.due.map(Period.day) {
            planned[period, default: []].append(PlanEntry(shared))
        }
        if task.recurrence != nil {
            for occurrence in task.projectedOccurrences(today: today, through: horizon.lastDay) {
                planned[.day(occurrence.date), default: []].append(PlanEntry(shared, occurrence: occurrence))
            }
        }
        if task.threshold == today { startingToday.append(shared) }
        if let due = task.due, due < today {
            overdue.append(shared)
        } else if case .day(let day)? = task.plan, day < today {
            missedDayPlans.append(shared)
        }
        if task.isFloating { floating.append(shared) }
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
