extension TaskIndex {
    /// The index of one chunk of the task list, in input order: what it holds, filled by the placement
    /// rules (``add(_:at:)``, in Placement.swift) so that chunks are indexed on all cores and joined.
    struct Chunk: Sendable {
        let horizon: Horizon
        let missed: MissedPolicy
        let pageDays: ClosedRange<CivilDate>?
        var planned: [Period: [PlanItem]] = [:]
        var series: [Period: [RepeatingSeries]] = [:]
        var overdue: [PlanItem] = []
        var carried: [PlanItem] = []
        /// The positions of the floating tasks.
        var floating: [Int] = []
        var unplanned: [PlanItem] = []
        var completions: [Completion] = []
        /// The positions of the open tasks some list holds, ascending.
        var indexed: [Int] = []

        init(horizon: Horizon, missed: MissedPolicy, pageDays: ClosedRange<CivilDate>?) {
            self.horizon = horizon
            self.missed = missed
            self.pageDays = pageDays
        }

        /// Whether some page shows the period.
        func isShown(_ period: Period) -> Bool {
            guard let pageDays else { return true }
            return period.firstDay <= pageDays.upperBound && pageDays.lowerBound <= period.lastDay
        }
    }
}
