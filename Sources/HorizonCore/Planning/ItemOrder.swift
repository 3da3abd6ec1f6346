/// The order of items inside a list (docs/todotxt.md#order): not done before done; timed items first, by time;
/// then priority A…Z before none; then due date (dated first); then text; then source (stable).
public enum ItemOrder {
    /// Whether `lhs` is listed before `rhs`, items of `tasks`.
    public static func precedes(_ lhs: PlanItem, _ rhs: PlanItem, in tasks: TaskTable) -> Bool {
        compare(lhs, rhs, in: tasks) < 0
    }

    /// Sorts a list of items by ``precedes(_:_:)``; items that tie in every field keep their order.
    public static func sorted(_ items: [PlanItem], in tasks: TaskTable) -> [PlanItem] {
        var result = items
        sort(&result, order: TaskOrder(table: tasks))
        return result
    }

    /// Sorts items in place, as ``sorted(_:)`` does.
    static func sort(_ items: inout [PlanItem], order taskOrder: TaskOrder) {
        guard items.count > 1 else { return }
        // Gathered into a new list, each item moved once.
        let keys = sortedKeys(items, order: taskOrder)
        items = keys.map { items[$0.position] }
    }

    /// Joins lists into one in list order. Of items that tie, those of an earlier list go first, as a
    /// stable sort of the lists joined end to end would place them.
    static func merged(_ lists: [SortedItems], in tasks: TaskTable) -> [PlanItem] {
        let lists = lists.filter { !$0.keys.isEmpty }
        guard lists.count > 1 else { return lists.first?.listed ?? [] }
        var result: [PlanItem] = []
        result.reserveCapacity(lists.reduce(0) { $0 + $1.keys.count })
        // Where each list is; of the lists not yet done, the first whose next item precedes the
        // others' is taken from. Lists are few (Today's kinds of items), so they are simply scanned.
        var next = [Int](repeating: 0, count: lists.count)
        var remaining = Array(lists.indices)
        while remaining.count > 1 {
            var first = remaining[0]
            for list in remaining.dropFirst() where precedes(lists[list], next[list], lists[first], next[first], tasks) {
                first = list
            }
            result.append(lists[first].items[lists[first].keys[next[first]].position])
            next[first] += 1
            if next[first] == lists[first].keys.count { remaining.removeAll { $0 == first } }
        }
        if let last = remaining.first {
            result.append(contentsOf: lists[last].keys[next[last]...].map { lists[last].items[$0.position] })
        }
        return result
    }

    /// Whether the item listed `index`th in one list precedes the item listed `otherIndex`th in another.
    private static func precedes(_ list: SortedItems, _ index: Int, _ other: SortedItems, _ otherIndex: Int, _ tasks: TaskTable) -> Bool {
        let (key, otherKey) = (list.keys[index], other.keys[otherIndex])
        return (compare(key, otherKey) ?? compareExactly(list.items[key.position], other.items[otherKey.position], tasks)) < 0
    }

    // MARK: Comparing

    /// -1, 0 or 1 as `lhs` is listed before, level with or after `rhs`.
    static func compare(_ lhs: PlanItem, _ rhs: PlanItem, in tasks: TaskTable) -> Int {
        let order = TaskOrder(table: tasks)
        return compare(Key(lhs, position: 0, order: order), Key(rhs, position: 0, order: order)) ?? compareExactly(lhs, rhs, tasks)
    }

    /// -1 or 1 when the keys of two items decide their order; nil when the items must be compared.
    private static func compare(_ lhs: Key, _ rhs: Key) -> Int? {
        if lhs.rank != rhs.rank { return lhs.rank < rhs.rank ? -1 : 1 }
        if lhs.taskRank >= 0, rhs.taskRank >= 0 {
            // Equal ranks of exact keys are equal numbers; the task's rank orders the rest.
            return lhs.taskRank == rhs.taskRank ? 0 : lhs.taskRank < rhs.taskRank ? -1 : 1
        }
        if let left = lhs.text, let right = rhs.text, left != right { return left < right ? -1 : 1 }
        return nil
    }

    /// The keys of `items` in list order; items that tie in every field keep their order.
    ///
    /// Each item is keyed once by what usually decides, so that most comparisons compare a few
    /// integers; the rest compare the items themselves, read in place. With a ``TaskOrder`` that ranks
    /// the items' tasks, every comparison is of integers.
    static func sortedKeys(_ items: [PlanItem], order: TaskOrder) -> [Key] {
        // Read through a span, items are lent to the comparison; an array's subscript copies them.
        var keys = items.indices.map { Key(items.span[$0], position: $0, order: order) }
        keys.sort { lhs, rhs in
            let order = compare(lhs, rhs) ?? compareExactly(items.span[lhs.position], items.span[rhs.position], order.table)
            return order != 0 ? order < 0 : lhs.position < rhs.position
        }
        return keys
    }

    /// What an item is sorted by first, and where it is in its list.
    struct Key: Sendable {
        /// The numeric fields (see ``rank(_:)``).
        let rank: UInt64
        /// The task's ``TaskOrder`` rank, which decides between items of equal rank; -1 when there is none.
        let taskRank: Int32
        /// Without a task rank, the start of the text, when it decides between items of equal rank.
        let text: DescriptionOrder.Start?
        /// The item's position in its list.
        let position: Int

        init(_ item: borrowing PlanItem, position: Int, order: TaskOrder) {
            let (rank, isExact) = ItemOrder.rank(item, order.table)
            self.rank = rank
            // Equal ranks are equal fields only when nothing was clamped.
            taskRank = isExact ? order.rank(of: item) ?? -1 : -1
            text = isExact && taskRank < 0 ? DescriptionOrder.start(order.table[item]) : nil
            self.position = position
        }
    }

    /// The fields compared first, packed into one integer in the same order: done (1 bit), time of day
    /// (11 bits, none last), priority letter (8 bits, none last), due day (44 bits, none last); and
    /// whether it is exact.
    ///
    /// A value that does not fit is clamped, which keeps the order but can make unequal items rank
    /// the same; items of equal rank are compared field by field (``compareExactly(_:_:)``).
    private static func rank(_ item: borrowing PlanItem, _ tasks: TaskTable) -> (rank: UInt64, isExact: Bool) {
        let done: UInt64 = tasks[item].isComplete ? 1 : 0
        let minutes = tasks[item].at?.minutes, day = item.due?.dayNumber
        let priority = UInt64(tasks[item].priority?.letter.asciiValue ?? UInt8.max)
        // The largest value of each field stands for none.
        let (noMinutes, half) = (0x7FF, 1 << 43)
        let isExact = (minutes.map { (0..<noMinutes).contains($0) } ?? true)
            && (day.map { (-half..<half - 1).contains($0) } ?? true)
        let packedMinutes = UInt64(clamping: min(minutes ?? noMinutes, noMinutes))
        let due = UInt64(clamping: min(max(day ?? half - 1, -half), half - 1) + half)
        return (done << 63 | packedMinutes << 52 | priority << 44 | due, isExact)
    }

    /// The whole comparison, field by field: -1, 0 or 1.
    private static func compareExactly(_ lhs: borrowing PlanItem, _ rhs: borrowing PlanItem, _ tasks: TaskTable) -> Int {
        let left = numbers(lhs, tasks), right = numbers(rhs, tasks)
        if left != right { return left < right ? -1 : 1 }
        let text = DescriptionOrder.compare(tasks[lhs], tasks[rhs])
        if text != 0 { return text }
        // Locations that differ only in their separator are neither before nor after each other.
        if tasks[lhs].source != tasks[rhs].source {
            if tasks[lhs].source < tasks[rhs].source { return -1 }
            return tasks[rhs].source < tasks[lhs].source ? 1 : 0
        }
        if lhs.period < rhs.period { return -1 }
        return rhs.period < lhs.period ? 1 : 0
    }

    /// The numeric fields, unclamped: done, time of day, priority, due day; "none" sorts last.
    private static func numbers(_ item: borrowing PlanItem, _ tasks: TaskTable) -> (Int, Int, Int, Int) {
        (tasks[item].isComplete ? 1 : 0, tasks[item].at?.minutes ?? Int.max,
         Int(tasks[item].priority?.letter.asciiValue ?? UInt8.max), item.due?.dayNumber ?? Int.max)
    }
}

/// Items with the order they are listed in: the items as found, and their keys in list order.
struct SortedItems: Sendable {
    /// The items, in the order they were found.
    let items: [PlanItem]
    /// The items' keys, in list order.
    let keys: [ItemOrder.Key]

    /// Sorts items, by the ranks of their tasks when `order` has them.
    init(_ items: [PlanItem], order: TaskOrder) {
        self.init(items: items, keys: ItemOrder.sortedKeys(items, order: order))
    }

    private init(items: [PlanItem], keys: [ItemOrder.Key]) {
        self.items = items
        self.keys = keys
    }

    /// No items.
    static let empty = SortedItems(items: [], keys: [])

    /// The items, in list order.
    var listed: [PlanItem] { keys.map { items[$0.position] } }

    /// The items whose position (in the order found) passes a test, still in list order.
    func filter(_ isIncluded: (Int) -> Bool) -> SortedItems {
        SortedItems(items: items, keys: keys.filter { isIncluded($0.position) })
    }
}
