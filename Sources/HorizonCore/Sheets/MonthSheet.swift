/// What a month shows, decided once for every format (docs/output.md#paper-pdf): its calendar (a row
/// per ISO week it touches, each day filled as the month page fills it: days of the month from the
/// month's list, the others from their own month's list when the plan has it), the backlog when today
/// falls in it, the month's own plans, each of its weeks' plans, and its Repeating list.
package struct MonthSheet: Sendable {
    /// A period's own plans (a week of the month).
    package struct Plans: Sendable {
        /// The week (or other period) planned for.
        package let period: Period
        /// Its items, in list order.
        package let items: [PlanItem]
    }

    /// The month.
    package let month: YearMonth
    /// The ISO weeks its calendar shows, in order.
    package let weeks: [ISOWeek]
    /// Every day of those weeks, Monday of the first to Sunday of the last; today's without the backlog.
    package let days: [GridDay]
    /// Today's backlog when today falls in the month (docs/output.md#the-backlog); else nil.
    package let backlog: Backlog?
    /// The month's own plans.
    package let plans: [PlanItem]
    /// The plans of the weeks inside it, week by week.
    package let weekPlans: [Plans]
    /// The recurring tasks listed once for the month (docs/output.md#what-a-page-looks-like).
    package let repeating: [RepeatingSeries]

    /// The sheet of `list`, a month of `plan`; `backlog` is the plan's, worked out once per build.
    package init?(_ list: PeriodList, of plan: Plan, backlog: Backlog) {
        guard case .month(let month) = list.period else { return nil }
        self.month = month
        weeks = Self.weeks(of: month)
        let source = GridSource(list.items, of: plan.tasks, completed: list.completed, today: plan.today)
        let neighbours = GridSource.neighbours(of: month, weeks: weeks, in: plan)
        // Only today's day leaves the backlog out: the set is made only for a calendar that shows it.
        let shown = (weeks.first?.firstDay ?? month.firstDay)...(weeks.last?.lastDay ?? month.lastDay)
        let backlogTasks = shown.contains(plan.today) ? Set(backlog.entries.map { plan.tasks[$0].source }) : []
        days = weeks.flatMap(\.days).map { date in
            if Period.month(month).contains(date) { return source.day(date, today: plan.today, backlog: backlogTasks) }
            return neighbours[YearMonth(containing: date)]?.day(date, today: plan.today, backlog: backlogTasks) ?? GridDay(date: date, items: [])
        }
        self.backlog = list.period.contains(plan.today) && !backlog.isEmpty ? backlog : nil
        plans = list.items.filter { $0.period == list.period }
        var weekPlans: [Plans] = []
        var start = 0
        let items = list.items
        while start < items.count {
            var end = start + 1
            while end < items.count, items[end].period == items[start].period { end += 1 }
            if items[start].period.level == .week { weekPlans.append(Plans(period: items[start].period, items: Array(items[start..<end]))) }
            start = end
        }
        self.weekPlans = weekPlans
        repeating = list.repeating
    }

    /// The ISO weeks a calendar of `month` shows: from the one holding its first day to the one holding its last.
    package static func weeks(of month: YearMonth) -> [ISOWeek] {
        var weeks: [ISOWeek] = []
        var week = ISOWeek(containing: month.firstDay)
        while week.firstDay <= month.lastDay {
            weeks.append(week)
            week = week.next
        }
        return weeks
    }
}
