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

    /// The runs of all the tasks, one after the other.
    let bytes: [UInt8]
    /// Where each run of each task ends in `bytes`: `Run.allCases.count` per task, by slot.
    let ends: [Int]

    /// Encodes the tasks of `items`, one per slot, on all cores.
    init(items: [PlanItem]) {
        let chunkSize = 2048
        let chunks = parallelMap((items.count + chunkSize - 1) / chunkSize) { chunk in
            let slots = (chunk * chunkSize)..<min(items.count, (chunk + 1) * chunkSize)
            var ends: [Int] = []
            ends.reserveCapacity(slots.count * Run.allCases.count)
            var writer = JSONWriter(capacity: slots.count * 512)
            let items = items.span
            for slot in slots {
                Self.write(items[slot], into: &writer) { ends.append($0) }
            }
            return (bytes: writer.bytes, ends: ends)
        }
        var ends: [Int] = []
        ends.reserveCapacity(items.count * Run.allCases.count)
        var offset = 0
        for chunk in chunks {
            ends += chunk.ends.lazy.map { $0 + offset }
            offset += chunk.bytes.count
        }
        bytes = chunks.map(\.bytes).joinedBytes()
        self.ends = ends
    }

    /// Where one run of the task in `slot` is in ``bytes``; `ends` is ``ends``, lent.
    @inline(__always)
    static func range(_ run: Run, of slot: Int, ends: Span<Int>) -> Range<Int> {
        let index = slot * Run.allCases.count + run.rawValue
        return (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// How many bytes the task in `slot` writes, all runs together; `ends` is ``ends``, lent.
    @inline(__always)
    static func count(of slot: Int, ends: Span<Int>) -> Int {
        range(.tags, of: slot, ends: ends).upperBound - range(.head, of: slot, ends: ends).lowerBound
    }

    /// The task's runs in order, telling `endRun` where each ends. Keys in the order of SPEC §5.2's
    /// ITEM; optional ones only when they have a value; empty lists left out.
    private static func write(_ item: borrowing PlanItem, into writer: inout JSONWriter, endRun: (Int) -> Void) {
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
