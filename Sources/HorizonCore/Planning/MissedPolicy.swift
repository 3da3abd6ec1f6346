/// How the planner treats plans whose day, week, month or year has passed (docs/todotxt.md#missed-plans).
public enum MissedPolicy: String, Sendable, CaseIterable {
    /// Carry them to Today, marked with the period they were planned for; a carried week, month or
    /// year plan is then no longer listed in its past period.
    case carry
    /// Leave them out of Today (tasks expire at midnight); they stay in their past period.
    case drop
}
