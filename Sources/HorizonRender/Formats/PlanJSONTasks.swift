import HorizonCore

/// The `tasks` table of plan.json or a twin (SPEC §5.2): every task an item of the file refers to, once,
/// in list order, keyed by its UID (``PlanUIDs``: the identity the feeds give the task).
struct PlanJSONTasks: Sendable {
    /// The first item of each task, by slot (``TaskSlots``): the task is read through it.
    let firstItems: [PlanItem]
    /// By slot: the hash of the task's stable words.
    let hashes: [UInt64]
    /// By slot: the suffix of its UID (`-1`, `-2`…), 0 for none.
    let repeats: [Int32]
    /// By slot: how many days a projected occurrence's threshold comes before its date; -1 when the task
    /// has no threshold or no date to measure it from.
    let thresholdOffsets: [Int32]
    /// The slots in list order: the order of the table.
    let order: [Int32]

    /// What one task gives: computed for all tasks at once, on all cores.
    private struct Facts: Sendable {
        var hash: UInt64
        var repeatCount: Int32
        var thresholdOffset: Int32
        var position: Int
    }

    /// The tasks of `firstItems`, one per slot, with their UIDs from `uids`.
    init(firstItems: [PlanItem], uids: PlanUIDs) {
        self.firstItems = firstItems
        let chunkSize = 4096
        let chunks = parallelMap((firstItems.count + chunkSize - 1) / chunkSize) { [firstItems] chunk in
            let items = firstItems.span
            return ((chunk * chunkSize)..<min(items.count, (chunk + 1) * chunkSize)).map { slot in
                let uid = uids.uid(of: items[slot])
                return Facts(hash: uid.hash, repeatCount: uid.repeat, thresholdOffset: Self.thresholdOffset(of: items[slot].task),
                             position: items[slot].taskPosition)
            }
        }
        let facts = chunks.flatMap { $0 }
        hashes = facts.map(\.hash)
        repeats = facts.map(\.repeatCount)
        thresholdOffsets = facts.map(\.thresholdOffset)
        // Tasks of one list have distinct positions; the slot only orders tasks made on their own (tests).
        order = facts.indices.sorted { (facts[$0].position, $0) < (facts[$1].position, $1) }.map { Int32(truncatingIfNeeded: $0) }
    }

    /// How many tasks.
    var count: Int { firstItems.count }

    /// Days from an occurrence's threshold to its date, as projection places it (SPEC §3.4): the task's
    /// own distance from threshold to anchor, never negative.
    private static func thresholdOffset(of task: borrowing Task) -> Int32 {
        guard let threshold = task.threshold, let anchor = task.recurrenceAnchor else { return -1 }
        return Int32(clamping: max(0, threshold.distance(to: anchor)))
    }

    /// `"UID":{"text":…}`: the table's entry for the task at `position` of ``order``.
    func writeEntry(at position: Int, into writer: inout JSONWriter) {
        let slot = Int(order[position])
        writer.uid(hash: hashes[slot], repeat: Int(repeats[slot]))
        writer.raw(":")
        let items = firstItems.span
        Self.write(items[slot].task, title: items[slot].title, into: &writer)
    }

    /// TASK of SPEC §5.2: keys in its order, only those the line has (an empty list of projects or
    /// contexts, or a `show:` of every level, is left out).
    private static func write(_ task: borrowing Task, title: String, into writer: inout JSONWriter) {
        writer.raw("{\"text\":")
        task.withDescriptionSpan { writer.string($0) }
        writer.raw(",\"title\":")
        writer.string(title)
        writer.source(task.source)
        if let priority = task.priority {
            writer.raw(",\"priority\":")
            writer.priority(priority)
        }
        if !task.projects.isEmpty {
            writer.raw(",\"projects\":")
            writer.list(task.projects)
        }
        if !task.contexts.isEmpty {
            writer.raw(",\"contexts\":")
            writer.list(task.contexts)
        }
        if let due = task.due {
            writer.raw(",\"due\":")
            writer.date(due)
        }
        if let threshold = task.threshold {
            writer.raw(",\"threshold\":")
            writer.date(threshold)
        }
        if let at = task.at {
            writer.raw(",\"at\":")
            writer.time(at)
        }
        if let rule = task.recurrence {
            if let written = task.tagValue("rec") {
                writer.raw(",\"rec\":")
                writer.string(written)
            }
            writer.raw(",\"recLabel\":")
            writer.string(rule.label)
        }
        if let until = task.until {
            writer.raw(",\"until\":")
            writer.date(until)
        }
        if let plan = task.plan {
            writer.raw(",\"plan\":")
            writer.period(plan)
        }
        let show = task.show
        if show != .all {
            writer.raw(",\"show\":[")
            var first = true
            for level in PeriodLevel.allCases where show.allows(level) {
                if !first { writer.raw(",") }
                first = false
                writer.raw(Self.levelName(level))
            }
            writer.raw("]")
        }
        writer.raw("}")
    }

    /// `"day"`, as `show:` names the level.
    private static func levelName(_ level: PeriodLevel) -> StaticString {
        switch level {
        case .day: "\"day\""
        case .week: "\"week\""
        case .month: "\"month\""
        case .year: "\"year\""
        }
    }
}
