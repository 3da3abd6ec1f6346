/// What a week shows, decided once for every format (docs/output.md#paper-pdf): the week's own plans,
/// the backlog on today's week, its seven days and its routines. The days leave out the routines' items
/// and completions (their rows tick them) and the backlog (it has a box of its own).
package struct WeekSheet: Sendable {
    /// The week.
    package let week: ISOWeek
    /// The week's own plans, in list order.
    package let plans: [PlanItem]
    /// Today's backlog when today falls in the week (docs/output.md#the-backlog); else nil.
    package let backlog: Backlog?
    /// Monday to Sunday.
    package let days: [GridDay]
    /// The Routines rows, in the order their first items are listed. (A row's box states are read from
    /// ``Routine``: its days and completions.)
    package let routines: [Routine]

    /// The sheet of `list`, a week of `plan`; `backlog` is the plan's, worked out once per build.
    package init?(_ list: PeriodList, of plan: Plan, backlog: Backlog) {
        guard case .week(let week) = list.period else { return nil }
        self.week = week
        routines = list.routines
        let routineTasks = Set(list.routines.map { TaskIdentity(of: plan.tasks[$0.item]) })
        let completed = routineTasks.isEmpty ? list.completed : list.completed.filter { !routineTasks.contains(TaskIdentity(of: $0)) }
        let source = GridSource(list.items, of: plan.tasks, completed: completed, today: plan.today,
                                leftOut: Set(list.routines.flatMap { $0.items.map(\.taskIndex) }))
        plans = source.items[list.period] ?? []
        self.backlog = week.days.contains(plan.today) && !backlog.isEmpty ? backlog : nil
        // Only today's day leaves the backlog out: the set is made only for the week that shows it.
        let backlogTasks = self.backlog == nil ? [] : Set(backlog.entries.map { plan.tasks[$0].source })
        days = week.days.map { source.day($0, today: plan.today, backlog: backlogTasks) }
    }
}
