import HorizonCore

/// Numbers the tasks of a plan's items in the order their first items come, so that what the feeds
/// make once per task can be found by an item's slot.
struct TaskSlots {
    private var table: KeyTable
    /// The first item of each task, by slot.
    private(set) var firstItems: [PlanItem] = []

    /// Slots for about `capacity` tasks before the table grows.
    init(capacity: Int = 512) {
        table = KeyTable(capacity: capacity)
    }

    /// The slot of the item at `index` of `items`, numbered now if its task has none yet.
    mutating func slot(of index: Int, in items: Span<PlanItem>) -> Int {
        let key = UInt64(UInt32(bitPattern: items[index].taskIndex))
        let (slot, isNew) = table.value(for: key, inserting: Int32(truncatingIfNeeded: firstItems.count))
        if isNew { firstItems.append(items[index]) }
        return Int(slot)
    }

    /// The slot of the item's task, if it has one.
    func existingSlot(of item: borrowing PlanItem) -> Int? {
        table[UInt64(UInt32(bitPattern: item.taskIndex))].map(Int.init)
    }
}
