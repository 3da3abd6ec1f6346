import HorizonCore

/// The UID of every task a plan lists (SPEC §5.2), worked out once for plan.json and all the JSON twins,
/// so that a task has the same UID in every file: the hash of its stable words (``UIDHash/text(of:)``),
/// and for tasks whose words are the same `-1`, `-2`… in list order, counted over the whole plan (a twin
/// that holds only the second of two identical tasks still calls it `-1`).
struct PlanUIDs: Sendable {
    /// The tasks of the plan's items, numbered as they come.
    private let slots: TaskSlots
    /// By slot: the hash of the task's stable words.
    private let hashes: [UInt64]
    /// By slot: how many tasks before it in list order have the same hash.
    private let repeats: [Int32]

    /// The UIDs of the tasks of every list of the plan: items, series and unplanned tasks.
    init(plan: Plan) {
        var slots = TaskSlots(capacity: 4096)
        for lists in [plan.days, plan.weeks, plan.months, plan.years] {
            for list in lists {
                let items = list.items.span
                for index in items.indices { _ = slots.slot(of: index, in: items) }
                let series = list.repeating.map(\.item)
                for index in series.indices { _ = slots.slot(of: index, in: series.span) }
            }
        }
        let unplanned = plan.unplanned.span
        for index in unplanned.indices { _ = slots.slot(of: index, in: unplanned) }
        let firstItems = slots.firstItems
        let chunkSize = 4096
        let chunks = parallelMap((firstItems.count + chunkSize - 1) / chunkSize) { chunk in
            let items = firstItems.span
            return ((chunk * chunkSize)..<min(items.count, (chunk + 1) * chunkSize)).map { slot in
                (hash: UIDHash.text(of: items[slot].task), position: items[slot].taskPosition)
            }
        }
        let facts = chunks.flatMap { $0 }
        hashes = facts.map(\.hash)
        // Numbered in list order; tasks of one list have distinct positions, and the slot orders tasks
        // made on their own (tests).
        let order = facts.indices.sorted { (facts[$0].position, $0) < (facts[$1].position, $1) }
        var seen = RepeatCounter(capacity: facts.count)
        var repeats = [Int32](repeating: 0, count: facts.count)
        for slot in order { repeats[slot] = seen.next(facts[slot].hash) }
        self.repeats = repeats
        self.slots = slots
    }

    /// The hash and repeat count of the item's task; a task the plan does not list (none of plan.json's
    /// or a twin's) gets its bare hash.
    func uid(of item: borrowing PlanItem) -> (hash: UInt64, repeat: Int32) {
        guard let slot = slots.existingSlot(of: item) else { return (UIDHash.text(of: item.task), 0) }
        return (hashes[slot], repeats[slot])
    }
}
