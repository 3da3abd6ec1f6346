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

    /// The tasks in runs of slots, each written in place into an Array of its own (never copied nor joined).
    let chunks: [Chunk]
    /// A chunk holds the tasks of `1 << chunkBits` slots.
    static let chunkBits = 11

    /// The runs of the tasks of consecutive slots.
    struct Chunk: Sendable {
        /// The runs of the chunk's tasks, one after the other.
        let bytes: [UInt8]
        /// Where each run of each task ends in `bytes`: `Run.allCases.count` per task.
        let ends: [Int]
    }

    /// Encodes the tasks of `items`, one per slot, on all cores.
    init(items: [PlanItem]) {
        let chunkSize = 1 << Self.chunkBits
        chunks = parallelMap((items.count + chunkSize - 1) / chunkSize) { chunk in
            let slots = (chunk * chunkSize)..<min(items.count, (chunk + 1) * chunkSize)
            let items = items.span
            // Room for most tasks at once; a chunk of long lines is written again with twice the room.
            var room = slots.count * 768
            while true {
                var ends: [Int] = []
                ends.reserveCapacity(slots.count * Run.allCases.count)
                let bytes = JSONWriter.whole(capacity: room) { writer in
                    for slot in slots {
                        // The task is lent by the item, never bound: a copy retains its every string.
                        Self.write(items[slot].task, title: items[slot].title, into: &writer) { ends.append($0) }
                    }
                }
                if let bytes { return Chunk(bytes: bytes, ends: ends) }
                room *= 2
            }
        }
    }

    /// Where one run of the task at `position` of its chunk is in the chunk's bytes; `ends` is the
    /// chunk's ``Chunk/ends``, lent.
    @inline(__always)
    static func range(_ run: Run, at position: Int, ends: Span<Int>) -> Range<Int> {
        let index = position * Run.allCases.count + run.rawValue
        return (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// How many bytes the task at `position` of its chunk writes, all runs together.
    @inline(__always)
    static func count(at position: Int, ends: Span<Int>) -> Int {
        range(.tags, at: position, ends: ends).upperBound - range(.head, at: position, ends: ends).lowerBound
    }

    /// The task's runs in order, telling `endRun` where each ends. Keys in the order of SPEC §5.2's
    /// ITEM; optional ones only when they have a value; empty lists left out.
    private static func write(_ task: borrowing Task, title: String, into writer: inout JSONWriter, endRun: (Int) -> Void) {
        writer.raw("{\"text\":")
        task.withDescriptionSpan { writer.string($0) }
        writer.raw(",\"title\":")
        writer.string(title)
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
