/// Everything one build shows: the 7-day, 6-week and 6-month views and the year pages (SPEC §4).
public struct Plan: Sendable {
    /// The reference day.
    public let today: CivilDate
    /// Today and the 6 following days.
    public let days: [PeriodList]
    /// The ISO week containing today and the 5 following.
    public let weeks: [PeriodList]
    /// The month containing today and the 5 following.
    public let months: [PeriodList]
    /// Every year the 6 months touch.
    public let years: [PeriodList]
    /// Every open item from today to the end of the horizon once, with today's overdue and carried
    /// ones, in date order: what a calendar feed shows. Starts items are not in it (a feed gives the
    /// threshold as the task's start).
    public let upcoming: [PlanItem]
    /// Open, visible tasks that no date plans (SPEC §4.1), in list order, each once: no due date, no
    /// plan, not floating, and no threshold still ahead (a task whose only date was invalid is here).
    public let unplanned: [PlanItem]
    /// Problems found while reading and planning.
    public let diagnostics: [Diagnostic]
    /// The holidays business-day rules skipped; pages name them in the day's heading.
    public var holidays = Holidays()

    /// Creates a plan.
    public init(today: CivilDate, days: [PeriodList], weeks: [PeriodList], months: [PeriodList],
                years: [PeriodList], upcoming: [PlanItem] = [], unplanned: [PlanItem] = [], diagnostics: [Diagnostic]) {
        self.today = today
        self.days = days
        self.weeks = weeks
        self.months = months
        self.years = years
        self.upcoming = upcoming
        self.unplanned = unplanned
        self.diagnostics = diagnostics
    }
}

/// What one period lists: its items (own and aggregated), its repeating series and what was completed in it.
public struct PeriodList: Sendable {
    /// The day, week, month or year.
    public let period: Period
    /// The open items in calendar order (SPEC §4.4): the period's own plans first, then each finer
    /// period by the day it is placed at (its first day inside this period), coarser before finer on
    /// the same day; each period's items in ``ItemOrder``. Occurrences held in ``repeating`` are not here.
    public let items: [PlanItem]
    /// Months and years only: the recurring tasks that occur more often than weekly inside the period,
    /// each once, in ``ItemOrder`` of their items (SPEC §4.3). Empty for days and weeks.
    public let repeating: [RepeatingSeries]
    /// Tasks completed inside the period (from `x` lines and done.txt), most recent first.
    public let completed: [Task]
    /// Weeks only: the tasks that repeat more often than weekly, each as a row of the Routines strip
    /// (SPEC §4.3), in the order their first items are listed. Their items stay in ``items`` (plan.json
    /// lists every occurrence); the pages leave them out of the day boxes.
    public let routines: [Routine]

    /// Creates a list.
    public init(period: Period, items: [PlanItem], repeating: [RepeatingSeries] = [], completed: [Task] = [], routines: [Routine] = []) {
        self.period = period
        self.items = items
        self.repeating = repeating
        self.completed = completed
        self.routines = routines
    }

    /// The same list with its Routines strip.
    func with(routines: [Routine]) -> PeriodList {
        PeriodList(period: period, items: items, repeating: repeating, completed: completed, routines: routines)
    }
}

/// How the planner treats plans whose day, week, month or year has passed (SPEC §4.1).
public enum MissedPolicy: String, Sendable, CaseIterable {
    /// Carry them to Today, marked with the period they were planned for; a carried week, month or
    /// year plan is then no longer listed in its past period.
    case carry
    /// Leave them out of Today (tasks expire at midnight); they stay in their past period.
    case drop
}

/// Options of one planning run.
public struct PlanOptions: Sendable {
    /// What to do with missed plans.
    public var missed: MissedPolicy
    /// How many floating tasks are fine before a diagnostic.
    public var floatingLimit: Int
    /// The days business-day rules skip besides weekends (`--holidays`).
    public var holidays: Holidays

    /// Creates options; the defaults are SPEC's.
    public init(missed: MissedPolicy = .carry, floatingLimit: Int = 3, holidays: Holidays = Holidays()) {
        self.missed = missed
        self.floatingLimit = floatingLimit
        self.holidays = holidays
    }
}
