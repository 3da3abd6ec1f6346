extension Period {
    /// Whether a task (or occurrence) with this threshold is listed in this period: a threshold is
    /// judged against the period shown, not against today (docs/todotxt.md#thresholds) — a task starting on Thursday is
    /// in this week's list but not in Monday's.
    func isStarted(threshold: CivilDate?) -> Bool {
        guard let threshold else { return true }
        return threshold <= lastDay
    }
}
