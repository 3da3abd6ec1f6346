/// Everything one build shows: the 7-day, 6-week and 6-month views and the year pages (docs/todotxt.md#what-each-view-lists).
public struct Plan: Sendable {
    /// The reference day.
    public let today: CivilDate
    /// The tasks the items name: every reader of an item asks here for its task (`plan.tasks[item]`)
    /// and how it reads.
    public let tasks: TaskTable
    /// Today and the 6 following days.
    public let days: [PeriodList]
    /// The ISO week containing today and the 5 following.
    public let weeks: [PeriodList]
    /// The month containing today and the 5 following.
    public let months: [PeriodList]
    /// Every year the 6 months touch.
    public let years: [PeriodList]
    /// Every open item from today to the end of the horizon once, with today's overdue and carried
    /// ones, in date order: what a calendar feed shows. Starts and deadline items are not in it (a feed
    /// gives the threshold as the task's start and the due date as its deadline).
    public private(set) var upcoming: [PlanItem]
    /// Open, visible tasks that no date plans (docs/todotxt.md#unplanned), in list order, each once: no due date, no
    /// plan, not floating, and no threshold still ahead (a task whose only date was invalid is here).
    public let unplanned: [PlanItem]
    /// Problems found while reading and planning.
    public let diagnostics: [Diagnostic]
    /// The periods kept for looking back (``Horizon/reviews``), each a review: what was planned or due
    /// in it and is still open (overdue or carried, as Today lists them), what was completed in it, and
    /// for a week its Routines strip with done and missed days.
    public var reviews: [PeriodList] = []
    /// The holidays business-day rules skipped; pages name them in the day's heading.
    public var holidays = Holidays()

    /// Creates a plan.
    public init(today: CivilDate, tasks: TaskTable, days: [PeriodList], weeks: [PeriodList], months: [PeriodList],
                years: [PeriodList], upcoming: [PlanItem] = [], unplanned: [PlanItem] = [], diagnostics: [Diagnostic]) {
        self.today = today
        self.tasks = tasks
        self.days = days
        self.weeks = weeks
        self.months = months
        self.years = years
        self.upcoming = upcoming
        self.unplanned = unplanned
        self.diagnostics = diagnostics
    }

    /// Lets go of ``upcoming`` once the feeds that read it are written, for a caller that keeps the plan
    /// while it writes the rest: at a million lines it is two million items that nothing else reads.
    public mutating func releaseUpcoming() {
        upcoming = []
    }
}
