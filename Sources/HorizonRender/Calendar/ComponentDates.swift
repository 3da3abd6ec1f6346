import HorizonCore

/// Where a component sits in time.
enum ComponentDates {
    /// A to-do's deadline: its due date (an overdue item's own), else the last day of the period it is
    /// planned for (a carried item's past one); nil for a floating task.
    static func due(of item: ItemFields, _ task: TaskFacts) -> CivilDate? {
        if item.reason == .floating { return task.due }
        if item.reason == .starts { return task.due }
        if let due = item.due { return due }
        if let period = item.carriedFrom { return period.lastDay }
        return item.period.lastDay
    }

    /// A to-do's start: its threshold (a projected occurrence's own, at the task's distance before its
    /// due date) when it is before the deadline.
    static func threshold(of item: ItemFields, _ task: TaskFacts) -> CivilDate? {
        guard let threshold = task.threshold else { return nil }
        var start = threshold
        if item.isProjected, let anchor = task.recurrenceAnchor, let due = item.date {
            start = due.adding(days: -max(0, threshold.distance(to: anchor)))
        }
        if let due = due(of: item, task), start >= due { return nil }
        return start
    }
}
