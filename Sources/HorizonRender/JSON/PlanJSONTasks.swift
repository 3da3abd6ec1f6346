import HorizonCore

/// The `tasks` table of plan.json or a twin (docs/output.md#the-tasks-table): every task an item of the file refers to, once,
/// in list order, keyed by its UID. The entries and UIDs are the plan's (``PlanTasks``), copied.
struct PlanJSONTasks: Sendable {
    /// The first item of each task, by slot (``TaskSlots``): a task the plan does not list is read through it.
    let firstItems: [PlanItem]
    /// By slot: the task's slot in ``PlanTasks``; -1 for a task the plan does not list.
    let planSlots: [Int32]
    /// By slot: the hash of the task's stable words.
    let hashes: [UInt64]
    /// By slot: the suffix of its UID (`-1`, `-2`…), 0 for none.
    let repeats: [Int32]
    /// By slot: how many days a projected occurrence's threshold comes before its date; -1 when the task
    /// has no threshold or no date to measure it from.
    let thresholdOffsets: [Int32]
    /// The slots in list order: the order of the table.
    let order: [Int32]

    /// What one task gives.
    private struct Facts: Sendable {
        var planSlot: Int32
        var hash: UInt64
        var repeatCount: Int32
        var thresholdOffset: Int32
        var position: Int
    }

    /// The tasks of `firstItems`, one per slot, as `plan` holds them.
    init(firstItems: [PlanItem], plan: PlanTasks, parallel: ParallelRunner) {
        self.firstItems = firstItems
        let chunkSize = 4096
        let chunks = parallel.map((firstItems.count + chunkSize - 1) / chunkSize) { [firstItems] chunk in
            let items = firstItems.span
            return ((chunk * chunkSize)..<min(items.count, (chunk + 1) * chunkSize)).map { slot in
                guard let planSlot = plan.slot(of: items[slot]) else {
                    return Facts(planSlot: -1, hash: UIDHash.text(of: plan.table[items[slot]]), repeatCount: 0,
                                 thresholdOffset: PlanTasks.thresholdOffset(of: plan.table[items[slot]]),
                                 position: Int(items[slot].taskIndex))
                }
                return Facts(planSlot: Int32(truncatingIfNeeded: planSlot), hash: plan.hashes[planSlot], repeatCount: plan.repeats[planSlot],
                             thresholdOffset: plan.thresholdOffsets[planSlot], position: plan.positions[planSlot])
            }
        }
        let facts = chunks.flatMap { $0 }
        planSlots = facts.map(\.planSlot)
        hashes = facts.map(\.hash)
        repeats = facts.map(\.repeatCount)
        thresholdOffsets = facts.map(\.thresholdOffset)
        order = PlanTasks.listOrder(of: facts.map(\.position))
    }

    /// How many tasks.
    var count: Int { firstItems.count }

    /// The table's entries for the tasks at `positions` of ``order``, one a line (`"UID":{"text":…}`),
    /// each but the table's first after a comma, copied from `plan`.
    func entries(_ positions: Range<Int>, from plan: PlanTasks) -> [[UInt8]] {
        JSONWriter.parts(of: positions.count, bytesEach: 400) { index, writer in
            let position = positions.lowerBound + index
            writer.raw(position == 0 ? "\n" : ",\n")
            let slot = Int(order[position])
            let planSlot = Int(planSlots[slot])
            if planSlot >= 0 {
                plan.appendEntry(of: planSlot, to: &writer)
            } else {
                let items = firstItems.span
                PlanTasks.writeEntry(plan.table[items[slot]], title: plan.table.titleBytes(of: items[slot]), hash: hashes[slot],
                                     repeat: repeats[slot], into: &writer)
            }
        }
    }
}
