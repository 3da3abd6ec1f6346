/// What one period lists: its items (own and aggregated), its repeating series and what was completed in it.
public struct PeriodList: Sendable {
    /// The day, week, month or year.
    public let period: Period
    /// The open items in calendar order (docs/todotxt.md#order): the period's own plans first, then each finer
    /// period by the day it is placed at (its first day inside this period), coarser before finer on
    /// the same day; each period's items in ``ItemOrder``. Occurrences held in ``repeating`` are not here.
    public let items: [PlanItem]
    /// Months and years only: the recurring tasks that occur more often than weekly inside the period,
    /// each once, in ``ItemOrder`` of their items (docs/todotxt.md#repeating). Empty for days and weeks.
    public let repeating: [RepeatingSeries]
    /// Tasks completed inside the period (from `x` lines and done.txt), most recent first.
    public let completed: [Task]
    /// Weeks only: the tasks that repeat more often than weekly, each as a row of the Routines strip
    /// (docs/todotxt.md#repeating), in the order their first items are listed. Their items stay in ``items`` (plan.json
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
