/// Today's backlog: what is overdue, carried over from a missed plan or floating
/// (docs/output.md#the-backlog), the most urgent first — by priority, then the longest overdue or
/// carried, then in Today's order. A value any renderer draws (a page, a printed sheet, a PDF): its
/// count and as many of its first entries as there is room for.
public struct Backlog: Sendable, Hashable {
    /// Every entry, the most urgent first.
    public let entries: [PlanItem]

    /// The backlog of a plan: the overdue, carried and floating items of its first day (Today).
    public init(of plan: Plan) {
        self.init(today: plan.days.first?.items ?? [], on: plan.today, tasks: plan.tasks)
    }

    /// The backlog among Today's `items` (of `tasks`) on `today`, ranked.
    public init(today items: [PlanItem], on today: CivilDate, tasks: TaskTable) {
        let backlog = items.filter(Backlog.holds)
        func age(_ item: PlanItem) -> Int {
            if let days = item.daysOverdue { return days }
            if let period = item.carriedFrom { return period.lastDay.distance(to: today) }
            return 0
        }
        // Sorted by keys read once: sorting the items compared through each item's task at every step.
        let keys = backlog.indices.map { Key(priority: tasks[backlog[$0]].priority, age: age(backlog[$0]), offset: $0) }
        entries = keys.sorted { a, b in
            switch (a.priority, b.priority) {
            case let (pa?, pb?) where pa != pb: return pa < pb
            case (.some, nil): return true
            case (nil, .some): return false
            default: break
            }
            if a.age != b.age { return a.age > b.age }
            return a.offset < b.offset
        }.map { backlog[$0.offset] }
    }

    /// What an entry is ranked by: its task's priority, how long it is overdue or carried, its place in Today.
    private struct Key {
        let priority: Priority?
        let age: Int
        let offset: Int
    }

    /// Whether an item of Today belongs to the backlog rather than to the day itself.
    public static func holds(_ item: PlanItem) -> Bool {
        item.reason == .overdue || item.reason == .carried || item.reason == .floating
    }

    /// How many entries it has.
    public var count: Int { entries.count }
    /// Whether it has none.
    public var isEmpty: Bool { entries.isEmpty }

    /// The `limit` most urgent entries.
    public func mostUrgent(_ limit: Int) -> ArraySlice<PlanItem> { entries.prefix(max(0, limit)) }
}
