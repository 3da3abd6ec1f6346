/// Options of one planning run.
public struct PlanOptions: Sendable {
    /// What to do with missed plans.
    public var missed: MissedPolicy
    /// How many floating tasks are fine before a diagnostic.
    public var floatingLimit: Int
    /// The days business-day rules skip besides weekends (`--holidays`).
    public var holidays: Holidays

    /// Creates options; the defaults are the documented ones (docs/todotxt.md#missed-plans).
    public init(missed: MissedPolicy = .carry, floatingLimit: Int = 3, holidays: Holidays = Holidays()) {
        self.missed = missed
        self.floatingLimit = floatingLimit
        self.holidays = holidays
    }
}
