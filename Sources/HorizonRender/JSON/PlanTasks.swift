import HorizonCore

/// Every task a plan lists, once, as plan.json and all the JSON twins write it (docs/output.md#json-twins): its UID and
/// its entry of a `tasks` table, worked out once per build so that a task has the same UID in every file
/// and each file copies its entries rather than encoding them again (a task is in plan.json and in
/// several twins; the tables are most of the bytes).
///
/// The UID is the hash of the task's stable words (``UIDHash/text(of:)``), and for tasks whose words are
/// the same `-1`, `-2`… in list order, counted over the whole plan (a twin that holds only the second of
/// two identical tasks still calls it `-1`).
struct PlanTasks: Sendable {
    /// The tasks of the plan's items, numbered as they come.
    private let slots: TaskSlots
    /// By slot: the hash of the task's stable words.
    let hashes: [UInt64]
    /// By slot: how many tasks before it in list order have the same hash (its UID's suffix).
    let repeats: [Int32]
    /// By slot: how many days a projected occurrence's threshold comes before its date; -1 when the task
    /// has no threshold or no date to measure it from.
    let thresholdOffsets: [Int32]
    /// By slot: where the task is in the list (``PlanItem/taskIndex``), which orders a table.
    let positions: [Int]
    /// The tasks the items name.
    let table: TaskTable
    /// The entries, `1 << chunkBits` slots a chunk, each chunk written in place into an Array of its own.
    private let chunks: [Chunk]
    static let chunkBits = 11

    /// The entries of the tasks of consecutive slots, one after the other.
    private struct Chunk: Sendable {
        let bytes: [UInt8]
        /// Where each slot's entry ends in `bytes`.
        let ends: [Int]
    }

    /// What one task gives: computed for all tasks at once, on all cores.
    private struct Facts: Sendable {
        var hash: UInt64
        var thresholdOffset: Int32
        var position: Int
    }

    /// The tasks of every list of the plan: items, series and unplanned tasks.
    init(plan: Plan, parallel: ParallelRunner) {
        var slots = TaskSlots(items: plan.tasks.count, of: plan.tasks.count)
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
        let table = plan.tasks
        self.table = table
        let chunkSize = 1 << Self.chunkBits
        let chunkCount = (firstItems.count + chunkSize - 1) / chunkSize
        let facts = parallel.map(chunkCount) { chunk in
            let items = firstItems.span
            return ((chunk * chunkSize)..<min(items.count, (chunk + 1) * chunkSize)).map { slot in
                Facts(hash: UIDHash.text(of: table[items[slot]]), thresholdOffset: Self.thresholdOffset(of: table[items[slot]]),
                      position: Int(items[slot].taskIndex))
            }
        }.flatMap { $0 }
        let hashes = facts.map(\.hash)
        // Numbered in list order.
        let order = Self.listOrder(of: facts.map(\.position))
        var seen = RepeatCounter(capacity: facts.count)
        var repeats = [Int32](repeating: 0, count: facts.count)
        for slot in order { repeats[Int(slot)] = seen.next(hashes[Int(slot)]) }
        chunks = parallel.map(chunkCount) { [repeats] chunk in
            let range = (chunk * chunkSize)..<min(firstItems.count, (chunk + 1) * chunkSize)
            let items = firstItems.span
            // Room for most tasks at once; a chunk of long lines is written again with twice the room.
            var room = range.count * 512
            while true {
                var ends: [Int] = []
                ends.reserveCapacity(range.count)
                let bytes = JSONWriter.whole(capacity: room) { writer in
                    for slot in range {
                        // The task is lent by the table, never bound: a copy retains its every string.
                        Self.writeEntry(table[items[slot]], title: table.titleBytes(of: items[slot]), hash: hashes[slot],
                                        repeat: repeats[slot], into: &writer)
                        ends.append(writer.written)
                    }
                }
                if let bytes { return Chunk(bytes: bytes, ends: ends) }
                room *= 2
            }
        }
        self.hashes = hashes
        self.repeats = repeats
        thresholdOffsets = facts.map(\.thresholdOffset)
        positions = facts.map(\.position)
        self.slots = slots
    }

    /// The slots in list order, from the position of each slot's task (every task has a position of its
    /// own). Sorted as one integer each, the position above the slot: a comparison that looked the
    /// positions up was most of the cost of ordering a large table.
    static func listOrder(of positions: [Int]) -> [Int32] {
        positions.indices.map { UInt64(positions[$0]) << 32 | UInt64($0) }.sorted().map { Int32(truncatingIfNeeded: $0) }
    }

    /// The slot of the item's task; nil for a task the plan does not list.
    func slot(of item: borrowing PlanItem) -> Int? {
        slots.existingSlot(of: item)
    }

    /// Copies the table entry of the task in `slot`: `"UID":{"text":…}`.
    func appendEntry(of slot: Int, to writer: inout JSONWriter) {
        let chunk = chunks[slot >> Self.chunkBits], position = slot & (1 << Self.chunkBits - 1)
        let bytes = chunk.bytes.span, ends = chunk.ends.span
        writer.raw(bytes.extracting((position == 0 ? 0 : ends[position - 1])..<ends[position]))
    }

    /// Days from an occurrence's threshold to its date, as projection places it (docs/todotxt.md#projection): the task's
    /// own distance from threshold to anchor, never negative.
    static func thresholdOffset(of task: borrowing Task) -> Int32 {
        guard let threshold = task.threshold, let anchor = task.recurrenceAnchor else { return -1 }
        return Int32(clamping: max(0, threshold.distance(to: anchor)))
    }

    /// `"UID":` and TASK of docs/output.md#planjson: keys in its order, only those the line has (an empty list of
    /// projects or contexts, or a `show:` of every level, is left out).
    static func writeEntry(
        _ task: borrowing Task, title: [UInt8], hash: UInt64, repeat count: Int32, into writer: inout JSONWriter
    ) {
        writer.uid(hash: hash, repeat: Int(count))
        writer.raw(":{\"text\":")
        task.withDescriptionSpan { writer.string($0) }
        writer.raw(",\"title\":")
        writer.string(title.span)
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
