import HorizonCore

/// Numbers the tasks of a plan's items in the order their first items come, so that what the feeds
/// make once per task can be found by an item's slot.
struct TaskSlots {
    /// The slot of each task by its position in the list, -1 for none, when the tasks numbered are many
    /// (``init(items:of:)``): four bytes a task of the list, against a hash table's sixteen at half load
    /// for each task numbered, and a lookup that hashes nothing.
    private var byPosition: [Int32] = []
    /// Otherwise the slots in a hash table keyed by position, for a few tasks of a long list.
    private var table: KeyTable
    /// The first item of each task, by slot.
    private(set) var firstItems: [PlanItem] = []

    /// Slots for about `capacity` tasks before the table grows.
    init(capacity: Int = 512) {
        table = KeyTable(capacity: capacity)
    }

    /// Slots for the tasks of about `itemCount` items of a list of `taskCount` tasks: by position when
    /// they may be an eighth of the list's tasks or more (where that takes less memory than a hash table),
    /// else in a hash table.
    init(items itemCount: Int, of taskCount: Int) {
        let byPosition = itemCount >= taskCount / 8
        self.byPosition = byPosition ? [Int32](repeating: -1, count: taskCount) : []
        table = KeyTable(capacity: byPosition ? 0 : min(itemCount, 4096))
    }

    /// The slot of the item at `index` of `items`, numbered now if its task has none yet.
    mutating func slot(of index: Int, in items: Span<PlanItem>) -> Int {
        let position = Int(items[index].taskIndex)
        guard byPosition.isEmpty else {
            if byPosition[position] < 0 {
                byPosition[position] = Int32(truncatingIfNeeded: firstItems.count)
                firstItems.append(items[index])
            }
            return Int(byPosition[position])
        }
        let key = UInt64(UInt32(bitPattern: items[index].taskIndex))
        let (slot, isNew) = table.value(for: key, inserting: Int32(truncatingIfNeeded: firstItems.count))
        if isNew { firstItems.append(items[index]) }
        return Int(slot)
    }

    /// The slot of the item's task, if it has one.
    func existingSlot(of item: borrowing PlanItem) -> Int? {
        guard byPosition.isEmpty else {
            let slot = byPosition[Int(item.taskIndex)]
            return slot < 0 ? nil : Int(slot)
        }
        return table[UInt64(UInt32(bitPattern: item.taskIndex))].map(Int.init)
    }
}
