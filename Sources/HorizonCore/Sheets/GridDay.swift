/// What one day of a grid holds (docs/output.md#what-a-page-looks-like): the day's own items (timed
/// ones by time, as the list orders them), then the deadlines of tasks planned for another period that
/// fall on it, then what was completed on it, ticked. Today's backlog is not in it: it has a box of its
/// own (docs/output.md#the-backlog). The week page, the month calendar and the printed sheets all fill
/// their days with it, so that they never disagree.
package struct GridDay: Sendable {
    /// The day.
    package var date: CivilDate
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
    package var isEmpty: Bool { items.isEmpty && deadlines.isEmpty && completed.isEmpty }

    /// How many entries the day lists: items, deadlines and completions.
    package var entryCount: Int { items.count + deadlines.count + completed.count }
}
