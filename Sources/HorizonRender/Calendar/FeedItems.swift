import HorizonCore

/// The items a feed is made of, in feed order.
///
/// - plan.ics: every upcoming item of the plan, occurrence by occurrence (``FeedComponents`` folds the
///   ones a series covers).
/// - tasks.ics: each task once, as it stands: its own instance (overdue, carried or at its plan or due
///   date), or, for a task whose instance no view lists, its first projected occurrence; then the
///   floating and starting tasks of Today that no upcoming item stands for (``FeedTasks/undated``).
///   The next instance of a recurring task is a to-do once `horizon done` has written it.
struct FeedItems: Sendable {
    /// The items: for plan.ics the plan's upcoming items, shared with the plan rather than copied.
    let list: [PlanItem]
    /// The position in ``FeedTasks`` of each item's task.
    let slots: [Int]

    init(plan: Plan, kind: ICalendar.Kind, tasks: FeedTasks) {
        let upcoming = plan.upcoming
        guard kind == .todos else {
            list = upcoming
            slots = tasks.upcomingSlots
            return
        }
        let chosen = Self.eachTaskOnce(upcoming, of: plan.tasks, slots: tasks.upcomingSlots, taskCount: tasks.count)
        list = chosen.map { upcoming[$0] } + tasks.undated
        slots = chosen.map { tasks.upcomingSlots[$0] } + tasks.undatedSlots
    }

    var count: Int { list.count }

    /// Whether an item of this period is in neither feed: a year is too coarse for a calendar or a deadline.
    static func isLeftOut(_ period: Period) -> Bool {
        period.level == .year
    }

    /// The position of the first item of each task that is not a projection (else of its first), in
    /// the order of the items.
    private static func eachTaskOnce(_ upcoming: [PlanItem], of table: TaskTable, slots: [Int], taskCount: Int) -> [Int] {
        var chosenOfTask = [Int](repeating: -1, count: taskCount)
        // Read field by field: an item held would be copied.
        let upcoming = upcoming.span
        for index in upcoming.indices {
            if isLeftOut(upcoming[index].period) { continue }
            let earlier = chosenOfTask[slots[index]]
            if earlier < 0 || upcoming[earlier].isProjected && !upcoming[index].isProjected {
                chosenOfTask[slots[index]] = index
            }
        }
        var isChosen = [Bool](repeating: false, count: upcoming.count)
        for index in chosenOfTask where index >= 0 { isChosen[index] = true }
        // A line with several times is a task per time in the plan, but one to-do: `done` completes the
        // day as a whole (docs/todotxt.md#recurring-tasks). Only timed items are looked up.
        // A plain loop, not `filter`: a span captured by a closure crashes Swift 6.3's optimizer.
        var timedLines: Set<SourceLocation> = []
        var chosen: [Int] = []
        for index in upcoming.indices where isChosen[index] {
            if table[upcoming[index]].at == nil || timedLines.insert(table[upcoming[index]].source).inserted {
                chosen.append(index)
            }
        }
        return chosen
    }
}
