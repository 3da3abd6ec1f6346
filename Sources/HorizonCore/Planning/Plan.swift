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
    /// ones, in date order: what a calendar feed shows.
    public let upcoming: [PlanItem]
    /// Problems found while reading and planning.
    public let diagnostics: [Diagnostic]

    /// Creates a plan.
    public init(today: CivilDate, days: [PeriodList], weeks: [PeriodList], months: [PeriodList],
                years: [PeriodList], upcoming: [PlanItem] = [], diagnostics: [Diagnostic]) {
        self.today = today
        self.days = days
        self.weeks = weeks
        self.months = months
        self.years = years
        self.upcoming = upcoming
        self.diagnostics = diagnostics
    }
}

/// What one period lists: its items (own and aggregated) and what was completed in it.
public struct PeriodList: Sendable {
    /// The day, week, month or year.
    public let period: Period
    /// The open items, ordered: coarser levels first, then by period start, then ``ItemOrder``.
    public let items: [PlanItem]
    /// Tasks completed inside the period (from `x` lines and done.txt), most recent first.
    public let completed: [Task]

    /// Creates a list.
    public init(period: Period, items: [PlanItem], completed: [Task] = []) {
        self.period = period
        self.items = items
        self.completed = completed
    }
}

/// How the planner treats day plans whose day has passed.
public enum MissedPolicy: String, Sendable, CaseIterable {
    /// Carry them to Today, marked with their planned day.
    case carry
    /// Leave them out (tasks expire at midnight).
    case drop
}

/// Options of one planning run.
public struct PlanOptions: Sendable {
    /// What to do with missed day plans.
    public var missed: MissedPolicy
    /// How many floating tasks are fine before a diagnostic.
    public var floatingLimit: Int

    /// Creates options; the defaults are SPEC's.
    public init(missed: MissedPolicy = .carry, floatingLimit: Int = 3) {
        self.missed = missed
        self.floatingLimit = floatingLimit
    }
}
