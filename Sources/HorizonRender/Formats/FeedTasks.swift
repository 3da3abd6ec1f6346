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
    private let chunks: [Chunk]
    private static let chunkSize = 2048

    /// The tasks of a run of slots.
    private struct Chunk: Sendable {
        var uidTexts: [UInt64] = []
        /// The lines of all the run's tasks, one after the other.
        var lines: [UInt8] = []
        /// Where each task's lines end in `lines`.
        var lineEnds: [Int] = []
        var descriptionEnds: [String] = []
    }

    init(plan: Plan) {
        // Tasks are numbered in the order their first items come.
        var slots = TaskSlots()
        var upcomingSlots: [Int] = []
        upcomingSlots.reserveCapacity(plan.upcoming.count)
        let upcoming = plan.upcoming.span
        for index in upcoming.indices { upcomingSlots.append(slots.slot(of: upcoming[index])) }
        self.upcomingSlots = upcomingSlots
        let today = plan.days.first?.items ?? []
        undated = today.filter { ($0.reason == .floating || $0.reason == .starts) && slots.existingSlot(of: $0) == nil }
        var firstItems = slots.firstItems
        undatedSlots = Array(firstItems.count..<(firstItems.count + undated.count))
        firstItems += undated
        let chunkSize = Self.chunkSize
        chunks = parallelMap((firstItems.count + chunkSize - 1) / chunkSize) { [firstItems] chunk in
            var result = Chunk()
            var lines = ContentLineWriter(capacity: chunkSize * 128)
            for slot in (chunk * chunkSize)..<min(firstItems.count, (chunk + 1) * chunkSize) {
                let item = firstItems[slot]
                result.uidTexts.append(UIDHash.text(of: item.task))
                Self.writeLines(item, into: &lines)
                result.lineEnds.append(lines.written)
                result.descriptionEnds.append(Self.descriptionEnd(item.task))
            }
            result.lines = lines.bytes
            return result
        }
    }

    /// How many tasks.
    var count: Int {
        chunks.reduce(0) { $0 + $1.uidTexts.count }
    }

    /// The FNV-1a hash of the task's stable words (``UIDHash/text(of:)``).
    func uidText(_ slot: Int) -> UInt64 {
        chunks[slot / Self.chunkSize].uidTexts[slot % Self.chunkSize]
    }

    /// The task's SUMMARY, CATEGORIES and PRIORITY lines, folded, each ending in CRLF.
    func lines(_ slot: Int) -> ArraySlice<UInt8> {
        let chunk = chunks[slot / Self.chunkSize], position = slot % Self.chunkSize
        return chunk.lines[(position == 0 ? 0 : chunk.lineEnds[position - 1])..<chunk.lineEnds[position]]
    }

    /// The end of the task's DESCRIPTION, unescaped: "every Mon, Wed, Fri · todo.txt:12", "todo.txt:9".
    func descriptionEnd(_ slot: Int) -> String {
        chunks[slot / Self.chunkSize].descriptionEnds[slot % Self.chunkSize]
    }

    /// SUMMARY: the words as the pages show them (without the tags Horizon applied) with links whole; a
    /// task made only of such tags is summarised by them. CATEGORIES: its projects and contexts, each once
    /// (clients filter by them). PRIORITY: todo.txt A is iCalendar 1 (highest), B is 5 (medium), C and lower 9.
    private static func writeLines(_ item: PlanItem, into out: inout ContentLineWriter) {
        out.start("SUMMARY:")
        let words = item.displayWords
        for word in words {
            switch word {
            case .text(let text), .project(let text), .context(let text), .tag(let text): out.escaped(text)
            case .link(let url, _): out.escaped(url)
            }
        }
        let task = item.task
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

    private static func descriptionEnd(_ task: borrowing Task) -> String {
        let source = task.source.description
        guard let rule = task.recurrence else { return source }
        return rule.label + " · " + source
    }
}
