import HorizonCore

/// What plan.json writes the same way for every item of one task, encoded once per task rather than
/// once per item (a daily task is listed in its days, weeks, months and years): its text, title and
/// source; its priority; its time, rule and threshold; its projects and contexts. An item's own fields
/// (why, date, due, …) go between these runs of bytes.
struct PlanJSONTasks: Sendable {
    /// The runs of a task's bytes, in the order an item writes them.
    enum Run: Int, CaseIterable {
        /// `{"text":…,"title":…,"source":…`
        case head
        /// `,"priority":"A"`, or nothing.
        case priority
        /// `,"at":…,"rec":…,"recLabel":…,"threshold":…`, those the task has.
        case schedule
        /// `,"projects":[…],"contexts":[…]`, those the task has.
        case tags
    }

    private let chunks: [Chunk]
    private static let chunkSize = 2048

    /// The tasks of a run of slots.
    private struct Chunk: Sendable {
        var bytes: [UInt8] = []
        /// Where each run of each task ends in `bytes`: `Run.allCases.count` per task.
        var ends: [Int] = []
    }

    /// Encodes the tasks of `items`, one per slot.
    init(items: [PlanItem]) {
        let chunkSize = Self.chunkSize
        chunks = parallelMap((items.count + chunkSize - 1) / chunkSize) { chunk in
            let slots = (chunk * chunkSize)..<min(items.count, (chunk + 1) * chunkSize)
            var result = Chunk()
            result.ends.reserveCapacity(slots.count * Run.allCases.count)
            var writer = JSONWriter(capacity: slots.count * 512)
            for slot in slots {
                Self.write(items[slot], into: &writer) { result.ends.append($0) }
            }
            result.bytes = writer.bytes
            return result
        }
    }

    /// Lends `body` the bytes of one run of the task in `slot`.
    func withBytes<Result>(_ run: Run, of slot: Int, _ body: (Span<UInt8>) -> Result) -> Result {
        let chunk = chunks[slot / Self.chunkSize]
        let index = (slot % Self.chunkSize) * Run.allCases.count + run.rawValue
        let start = index == 0 ? 0 : chunk.ends[index - 1]
        return body(chunk.bytes.span.extracting(start..<chunk.ends[index]))
    }

    /// How many bytes the task in `slot` writes, all runs together.
    func count(of slot: Int) -> Int {
        let chunk = chunks[slot / Self.chunkSize]
        let first = (slot % Self.chunkSize) * Run.allCases.count
        return chunk.ends[first + Run.allCases.count - 1] - (first == 0 ? 0 : chunk.ends[first - 1])
    }

    /// The task's runs in order, telling `endRun` where each ends. Keys in the order of SPEC §5.2's
    /// ITEM; optional ones only when they have a value; empty lists left out.
    private static func write(_ item: PlanItem, into writer: inout JSONWriter, endRun: (Int) -> Void) {
        let task = item.task
        writer.raw("{\"text\":")
        task.withDescriptionSpan { writer.string($0) }
        writer.raw(",\"title\":")
        writer.string(item.title)
        writer.source(task.source)
        endRun(writer.written)
        if let priority = task.priority {
            writer.raw(",\"priority\":")
            writer.priority(priority)
        }
        endRun(writer.written)
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
        if let threshold = task.threshold {
            writer.raw(",\"threshold\":")
            writer.date(threshold)
        }
        endRun(writer.written)
        if !task.projects.isEmpty {
            writer.raw(",\"projects\":")
            writer.list(task.projects)
        }
        if !task.contexts.isEmpty {
            writer.raw(",\"contexts\":")
            writer.list(task.contexts)
        }
        endRun(writer.written)
    }
}

/// Numbers the tasks of a plan's items in the order their first items come, so that what is made
/// once per task can be found by an item's slot.
struct TaskSlots {
    private var slotOfTask: [ObjectIdentifier: Int] = [:]
    /// The first item of each task, by slot.
    private(set) var firstItems: [PlanItem] = []

    init(expectedTasks: Int = 0) {
        slotOfTask.reserveCapacity(expectedTasks)
        firstItems.reserveCapacity(expectedTasks)
    }

    /// The slot of the item's task, numbered now if it has none yet.
    mutating func slot(of item: PlanItem) -> Int {
        if let slot = slotOfTask[item.taskIdentity] { return slot }
        let slot = firstItems.count
        slotOfTask[item.taskIdentity] = slot
        firstItems.append(item)
        return slot
    }

    /// The slot of the item's task, if it has one.
    func existingSlot(of item: PlanItem) -> Int? {
        slotOfTask[item.taskIdentity]
    }
}
