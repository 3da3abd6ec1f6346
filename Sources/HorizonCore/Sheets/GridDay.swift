/// What one day of a grid holds (docs/output.md#what-a-page-looks-like): on today, Today's backlog
/// (overdue, carried and floating, most urgent first); the day's items; the deadlines of tasks planned
/// for another period that fall on it; what was completed on it, ticked. The week page, the month
/// calendar and the printed sheets all fill their days with it, so that they never disagree.
package struct GridDay: Sendable {
    /// The day.
    package var date: CivilDate
    /// Today's backlog, on today only.
    package var backlog: [PlanItem] = []
    /// The day's own items, deadlines and the backlog's tasks left out.
    package var items: [PlanItem]
    /// Deadline items of tasks planned for another period, not listed otherwise on the day.
    package var deadlines: [PlanItem] = []
    /// Tasks completed on the day.
    package var completed: [Task] = []

    /// The day listing `items`: the planner's deadline items (docs/output.md#what-a-page-looks-like) are
    /// kept apart, to follow the day's own items.
    package init(date: CivilDate, items: [PlanItem]) {
        self.date = date
        if items.contains(where: { $0.reason == .deadline }) {
            self.items = items.filter { $0.reason != .deadline }
            deadlines = items.filter { $0.reason == .deadline }
        } else {
            self.items = items
        }
    }

    /// Whether the day shows nothing at all.
    package var isEmpty: Bool { backlog.isEmpty && items.isEmpty && deadlines.isEmpty && completed.isEmpty }

    /// How many entries the day lists below its backlog: items, deadlines and completions.
    package var entryCount: Int { items.count + deadlines.count + completed.count }
}
