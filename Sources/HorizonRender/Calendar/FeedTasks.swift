import HorizonCore

/// What every component of one task writes the same way, worked out once per task for both feeds rather
/// than once per component (a daily task has a hundred and fifty events): the text half of its UIDs,
/// its SUMMARY, CATEGORIES and PRIORITY lines, and the end of its DESCRIPTION (the rule in words and
/// the source). The tasks are those of the plan's upcoming items, then those of Today's floating and
/// starting items that no upcoming item stands for (tasks.ics lists them).
struct FeedTasks: Sendable {
    /// For each of the plan's upcoming items, the position of its task.
    let upcomingSlots: [Int]
    /// Today's floating and starting items of tasks that no upcoming item stands for: a to-do list
    /// shows them, a calendar cannot.
    let undated: [PlanItem]
    /// For each of `undated`, the position of its task.
    let undatedSlots: [Int]
    /// The first item of each task, by slot.
    let firstItems: [PlanItem]
    /// The tasks the items name.
    let table: TaskTable
    /// By slot: what components read of the task.
    let facts: [TaskFacts]
    /// By slot: the FNV-1a hash of the task's stable words (``UIDHash/text(of:)``).
    let uidTexts: [UInt64]
    /// Two runs of bytes per task, one task after the other: its SUMMARY, CATEGORIES and PRIORITY
    /// lines, folded, each ending in CRLF; then the end of its DESCRIPTION, unescaped ("every Mon, Wed,
    /// Fri · todo.txt:12", "todo.txt:9").
    let bytes: [UInt8]
    /// Where each run ends in `bytes`, two per slot.
    let ends: [Int]

    /// The tasks of a run of slots.
    private struct Chunk: Sendable {
        var facts: [TaskFacts] = []
        var uidTexts: [UInt64] = []
        var bytes: [UInt8] = []
        var ends: [Int] = []
    }

    init(plan: Plan, parallel: ParallelRunner) {
        // Tasks are numbered in the order their first items come.
        var slots = TaskSlots(items: plan.upcoming.count, of: plan.tasks.count)
        var upcomingSlots: [Int] = []
        upcomingSlots.reserveCapacity(plan.upcoming.count)
        let upcoming = plan.upcoming.span
        for index in upcoming.indices { upcomingSlots.append(slots.slot(of: index, in: upcoming)) }
        self.upcomingSlots = upcomingSlots
        let today = plan.days.first?.items ?? []
        undated = today.filter { ($0.reason == .floating || $0.reason == .starts) && slots.existingSlot(of: $0) == nil }
        var firstItems = slots.firstItems
        undatedSlots = Array(firstItems.count..<(firstItems.count + undated.count))
        firstItems += undated
        self.firstItems = firstItems
        let table = plan.tasks
        self.table = table
        let chunkSize = 2048
        let chunks = parallel.map((firstItems.count + chunkSize - 1) / chunkSize) { [firstItems] chunk in
            var result = Chunk()
            var out = ContentLineWriter(capacity: chunkSize * 192)
            let items = firstItems.span
            for slot in (chunk * chunkSize)..<min(firstItems.count, (chunk + 1) * chunkSize) {
                // One copy of the task for all its uses (passed from the item, each use would copy it).
                let task = table[items[slot]]
                result.facts.append(TaskFacts(task))
                result.uidTexts.append(UIDHash.text(of: task))
                Self.writeLines(table.shownWords(of: items[slot]).words, task, into: &out)
                result.ends.append(out.written)
                Self.writeDescriptionEnd(task, into: &out)
                result.ends.append(out.written)
            }
            result.bytes = out.bytes
            return result
        }
        facts = chunks.flatMap(\.facts)
        uidTexts = chunks.flatMap(\.uidTexts)
        var ends: [Int] = []
        ends.reserveCapacity(2 * firstItems.count)
        var offset = 0
        for chunk in chunks {
            ends += chunk.ends.lazy.map { $0 + offset }
            offset += chunk.bytes.count
        }
        self.ends = ends
        bytes = chunks.map(\.bytes).joinedBytes()
    }

    /// How many tasks.
    var count: Int {
        facts.count
    }

    /// Where the task's lines are in ``bytes``; `ends` is ``ends``, lent.
    @inline(__always)
    static func lines(of slot: Int, ends: Span<Int>) -> Range<Int> {
        (slot == 0 ? 0 : ends[2 * slot - 1])..<ends[2 * slot]
    }

    /// Where the end of the task's DESCRIPTION is in ``bytes``; `ends` is ``ends``, lent.
    @inline(__always)
    static func descriptionEnd(of slot: Int, ends: Span<Int>) -> Range<Int> {
        ends[2 * slot]..<ends[2 * slot + 1]
    }

    /// SUMMARY: the words as the pages show them (without the tags Horizon applied) with links whole; a
    /// task made only of such tags is summarised by them. CATEGORIES: its projects and contexts, each once
    /// (clients filter by them). PRIORITY: todo.txt A is iCalendar 1 (highest), B is 5 (medium), C and lower 9.
    private static func writeLines(_ words: ShownWords, _ task: borrowing Task, into out: inout ContentLineWriter) {
        out.start("SUMMARY:")
        let bytes = words.bytes
        let span = bytes.span
        for index in 0..<words.count { out.escaped(span.extracting(words.range(at: index))) }
        if words.isEmpty { out.escaped(task.description) }
        out.end()
        if !task.projects.isEmpty || !task.contexts.isEmpty {
            out.start("CATEGORIES:")
            var first = true
            for (sigil, names) in [("+", task.projects), ("@", task.contexts)] {
                // A task names a few: a repeat is found by looking back.
                for (position, name) in names.enumerated() where !names[..<position].contains(name) {
                    if !first { out.text(",") }
                    first = false
                    out.verbatim(sigil)
                    out.escaped(name)
                }
            }
            out.end()
        }
        if let priority = task.priority {
            out.start("PRIORITY:")
            switch priority.letter {
            case "A": out.text("1")
            case "B": out.text("5")
            default: out.text("9")
            }
            out.end()
        }
    }

    /// The rule in words and the source, unescaped (``ComponentDescription`` escapes it in each component).
    private static func writeDescriptionEnd(_ task: borrowing Task, into out: inout ContentLineWriter) {
        let source = task.source.description
        guard let rule = task.recurrence else { return out.unfolded(source) }
        out.unfolded(rule.label + " · " + source)
    }
}
