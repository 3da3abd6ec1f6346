import HorizonCore

/// plan.json and the pages' JSON twins (docs/output.md#json-twins, schema version 3; docs/plan.schema.json): a `tasks`
/// table holding each task once, keyed by its UID, and lists whose items refer to it.
///
/// Written straight into a byte buffer: Foundation's JSONEncoder builds a tree of boxed values first and
/// was a third of the rendering time on large lists. Keys come in a fixed order, one item or task per
/// line. The frame is walked once, numbering the tasks of the items as they come (``TaskSlots``); then
/// the table and the items are encoded in chunks on all cores and handed over in order (``OrderedParts``).
enum PlanJSON {
    /// The version of the schema, written as the file's first key.
    static let version = 3

    /// A file holding `content` (plan.json: the whole plan; a twin: its page's lists), handed to `append`
    /// in consecutive parts as they are encoded on `parallel`: long lists in chunks of items, with the
    /// text around them in between. `tasks` are the plan's: UIDs and entries the same in every file.
    static func write(
        _ content: PlanJSONContent, of plan: Plan, tasks: PlanTasks, title: String, parallel: ParallelRunner,
        to append: (ArraySlice<UInt8>) -> Void
    ) {
        var pieces = Pieces(slots: TaskSlots(items: content.itemCount, of: plan.tasks.count), tasks: plan.tasks)
        pieces.frame.raw("{\n\"version\":")
        pieces.frame.number(version)
        pieces.frame.raw(",\n\"today\":")
        pieces.frame.date(plan.today)
        pieces.frame.raw(",\n\"title\":")
        pieces.frame.string(title)
        pieces.frame.raw(",\n\"horizon\":{\"start\":")
        pieces.frame.date(plan.today)
        pieces.frame.raw(",\"end\":")
        pieces.frame.date(Horizon(today: plan.today).lastDay)
        pieces.frame.raw("},\n\"tasks\":{")
        pieces.flushFrame()
        // The table's entries go here once every item has numbered its task.
        let tableAt = pieces.list.count
        pieces.frame.raw("\n}")
        if let days = content.days {
            lists(",\n\"days\":[", days, key: "date", backlog: content.backlogShown.map { (plan.today, $0) }, &pieces)
        }
        if let weeks = content.weeks { lists(",\n\"weeks\":[", weeks, key: "week", &pieces) }
        if let months = content.months { lists(",\n\"months\":[", months, key: "month", &pieces) }
        if let years = content.years { lists(",\n\"years\":[", years, key: "year", &pieces) }
        if let unplanned = content.unplanned {
            pieces.frame.raw(",\n\"unplanned\":[")
            pieces.addItems(unplanned, isPlaced: false)
            pieces.frame.raw("]")
        }
        if let diagnostics = content.diagnostics {
            pieces.frame.raw(",\n\"diagnostics\":[")
            for (index, diagnostic) in diagnostics.enumerated() {
                pieces.frame.raw(index == 0 ? "\n{\"source\":" : ",\n{\"source\":")
                pieces.frame.string(diagnostic.position)
                pieces.frame.raw(",\"message\":")
                pieces.frame.string(diagnostic.message)
                if let text = diagnostic.text {
                    pieces.frame.raw(",\"text\":")
                    pieces.frame.string(text)
                }
                pieces.frame.raw("}")
            }
            pieces.frame.raw("]")
        }
        pieces.frame.raw("\n}\n")
        pieces.flushFrame()
        let table = PlanJSONTasks(firstItems: pieces.slots.firstItems, plan: tasks, parallel: parallel)
        // The numbering is not needed once the items have their slots (on a million lines, tens of MB).
        pieces.slots = TaskSlots()
        var all = pieces.list
        let entries = stride(from: 0, to: table.count, by: Pieces.chunkSize).map { start in
            Piece.tasks(start..<min(table.count, start + Pieces.chunkSize))
        }
        all.insert(contentsOf: entries, at: tableAt)
        OrderedParts.make(all.count, on: parallel, { [all] in all[$0].encoded(table, plan: tasks) }, into: append)
    }

    /// The parts of the file in order: text written as the frame is walked, and chunks of items to
    /// encode later, in parallel.
    private struct Pieces: ~Copyable {
        static let chunkSize = 4096
        var list: [Piece] = []
        var frame = JSONWriter()
        /// The tasks of the items, numbered as they come.
        var slots: TaskSlots
        /// The tasks the items name.
        let tasks: TaskTable

        mutating func flushFrame() {
            list.append(.text(frame.bytes))
            frame = JSONWriter()
        }

        mutating func add(_ chunks: (Range<Int>) -> Piece, count: Int) {
            guard count > 0 else { return }
            flushFrame()
            for start in stride(from: 0, to: count, by: Pieces.chunkSize) {
                list.append(chunks(start..<min(count, start + Pieces.chunkSize)))
            }
        }

        private static func slots(of count: Int, _ slot: (Int) -> Int) -> [Int32] {
            var slots: [Int32] = []
            slots.reserveCapacity(count)
            for index in 0..<count { slots.append(Int32(truncatingIfNeeded: slot(index))) }
            return slots
        }

        /// A list of items, each with the slot of its task.
        mutating func addItems(_ items: [PlanItem], isPlaced: Bool) {
            let itemSlots = Self.slots(of: items.count) { slots.slot(of: $0, in: items.span) }
            add({ .items(items[$0], slots: itemSlots[$0], startsList: $0.lowerBound == 0, isPlaced: isPlaced) },
                count: items.count)
        }

        /// A list of series, each with the slot of its task.
        mutating func addSeries(_ series: [RepeatingSeries]) {
            let items = series.map(\.item)
            let seriesSlots = Self.slots(of: items.count) { slots.slot(of: $0, in: items.span) }
            add({ .series(series[$0], slots: seriesSlots[$0], startsList: $0.lowerBound == 0) }, count: series.count)
        }
    }

    private enum Piece: Sendable {
        case text([UInt8])
        /// Entries of the tasks table, by their positions in its order; the first is not preceded by a comma.
        case tasks(Range<Int>)
        /// Items of a list; the first of a list is not preceded by a comma. Unplaced items (unplanned
        /// ones) have no date or period.
        case items(ArraySlice<PlanItem>, slots: ArraySlice<Int32>, startsList: Bool, isPlaced: Bool)
        case series(ArraySlice<RepeatingSeries>, slots: ArraySlice<Int32>, startsList: Bool)
        case completed(ArraySlice<Task>, startsList: Bool)

        /// The piece's bytes, as one or more parts; `tasks` is the table the items refer to, whose
        /// entries are copied from `plan`.
        func encoded(_ tasks: PlanJSONTasks, plan: PlanTasks) -> [[UInt8]] {
            switch self {
            case .text(let bytes):
                return [bytes]
            case .tasks(let positions):
                return tasks.entries(positions, from: plan)
            case .items(let items, let slots, let startsList, let isPlaced):
                // Items are lent from a span rather than copied out of the slice one by one.
                let items = items.span, slots = slots.span
                let hashes = tasks.hashes.span, repeats = tasks.repeats.span, offsets = tasks.thresholdOffsets.span
                return JSONWriter.parts(of: items.count, bytesEach: 120) { index, writer in
                    writer.raw(index == 0 && startsList ? "\n" : ",\n")
                    let slot = Int(slots[index])
                    // Room for the item, made first (a part that lacks it ends before the item).
                    writer.reserve(200)
                    writer.raw("{\"task\":")
                    writer.uid(hash: hashes[slot], repeat: Int(repeats[slot]))
                    PlanJSON.item(ItemFields(items, index), thresholdOffset: Int(offsets[slot]), isPlaced: isPlaced, &writer)
                }
            case .series(let series, let slots, let startsList):
                let series = series.span, slots = slots.span, hashes = tasks.hashes.span, repeats = tasks.repeats.span
                return JSONWriter.parts(of: series.count, bytesEach: 640) { index, writer in
                    writer.raw(index == 0 && startsList ? "\n" : ",\n")
                    let slot = Int(slots[index])
                    writer.reserve(96 + 13 * series[index].dates.count)
                    writer.raw("{\"task\":")
                    writer.uid(hash: hashes[slot], repeat: Int(repeats[slot]))
                    PlanJSON.series(series, index, &writer)
                }
            case .completed(let tasks, let startsList):
                let tasks = tasks.span
                return JSONWriter.parts(of: tasks.count, bytesEach: 160) { index, writer in
                    writer.raw(index == 0 && startsList ? "\n{\"text\":" : ",\n{\"text\":")
                    PlanJSON.completed(tasks, index, &writer)
                }
            }
        }
    }

    /// One array of period objects: `{"week": "2026-W48", "start": …, "end": …, "items": […], "completed": […]}`;
    /// months and years also have `"repeating": […]` after their items. The array is closed here. With
    /// `backlog` (today and how many entries to show), today's list keeps its backlog out of its items
    /// and says it in a `backlog` object instead: its count, its most urgent entries and the twin that
    /// lists it whole (docs/output.md#json-twins).
    private static func lists(
        _ opening: StaticString, _ lists: [PeriodList], key: StaticString,
        backlog: (today: CivilDate, shown: Int)? = nil, _ pieces: inout Pieces
    ) {
        pieces.frame.raw(opening)
        for (index, list) in lists.enumerated() {
            pieces.frame.raw(index == 0 ? "\n{\"" : ",\n{\"")
            pieces.frame.raw(key)
            pieces.frame.raw("\":")
            pieces.frame.string(list.period.description)
            if case .week = list.period {
                pieces.frame.raw(",\"start\":")
                pieces.frame.date(list.period.firstDay)
                pieces.frame.raw(",\"end\":")
                pieces.frame.date(list.period.lastDay)
            }
            pieces.frame.raw(",\"items\":[")
            if let backlog, list.period == .day(backlog.today) {
                pieces.addItems(list.items.filter { !Backlog.holds($0) }, isPlaced: true)
                pieces.frame.raw("]")
                Self.backlog(Backlog(today: list.items, on: backlog.today, tasks: pieces.tasks), of: backlog.today, shown: backlog.shown, &pieces)
            } else {
                pieces.addItems(list.items, isPlaced: true)
                pieces.frame.raw("]")
            }
            if list.period.level >= .month {
                pieces.frame.raw(",\"repeating\":[")
                pieces.addSeries(list.repeating)
                pieces.frame.raw("]")
            }
            pieces.frame.raw(",\"completed\":[")
            let tasks = list.completed
            pieces.add({ .completed(tasks[$0], startsList: $0.lowerBound == 0) }, count: tasks.count)
            pieces.frame.raw("]}")
        }
        pieces.frame.raw("]")
    }

    /// `,"backlog":{"count":N,"items":[…],"list":"day/2026-11-23.json"}`: Today's backlog as its box on
    /// the page shows it — its count, its `shown` most urgent entries, and the twin that lists it whole.
    /// Nothing when the backlog is empty.
    private static func backlog(_ backlog: Backlog, of today: CivilDate, shown: Int, _ pieces: inout Pieces) {
        guard !backlog.isEmpty else { return }
        pieces.frame.raw(",\"backlog\":{\"count\":")
        pieces.frame.number(backlog.count)
        pieces.frame.raw(",\"items\":[")
        pieces.addItems(Array(backlog.mostUrgent(shown)), isPlaced: true)
        pieces.frame.raw("],\"list\":")
        pieces.frame.string(Period.day(today).pagePath + ".json")
        pieces.frame.raw("}")
    }

    /// The rest of SERIES after `{"task":"UID"`: `,"count":31,"first":…,"next":…,"dates":[…]}`, of the
    /// series at `index` of `all`; its dates are lent from a span.
    private static func series(_ all: Span<RepeatingSeries>, _ index: Int, _ writer: inout JSONWriter) {
        let dates = all[index].dates.span
        writer.raw(",\"count\":")
        writer.number(dates.count)
        writer.raw(",\"first\":")
        writer.date(dates[0])
        if let next = all[index].next {
            writer.raw(",\"next\":")
            writer.date(next)
        }
        writer.raw(",\"dates\":[")
        for position in dates.indices {
            if position > 0 { writer.raw(",") }
            writer.date(dates[position])
        }
        writer.raw("]}")
    }

    /// The rest of ITEM after `{"task":"UID"`: `,"why":…,…}` with only what belongs to the item, in the
    /// order of docs/output.md#planjson:
    /// `date` or `period` only for items placed in a period; `projected` only when true, and then the
    /// occurrence's own `due` and `threshold` (an item that is the task itself has the task's, in the
    /// table); `daysOverdue`, `behind`, `carriedFrom` and `startsFor` for the items they are about.
    private static func item(
        _ item: ItemFields, thresholdOffset: Int, isPlaced: Bool, _ writer: inout JSONWriter
    ) {
        writer.raw(Self.whyField(item.reason))
        if isPlaced {
            if case .day(let date) = item.period {
                writer.raw(",\"date\":")
                writer.date(date)
            } else {
                writer.raw(",\"period\":")
                writer.period(item.period)
            }
        }
        if item.isProjected {
            writer.raw(",\"projected\":true")
            if let due = item.due {
                writer.raw(",\"due\":")
                writer.date(due)
            }
            // A projected item is on its occurrence's day, or on its threshold day when it says it starts.
            if thresholdOffset >= 0, let date = item.date {
                writer.raw(",\"threshold\":")
                writer.date(item.reason == .starts ? date : date.adding(days: -thresholdOffset))
            }
        }
        if let days = item.daysOverdue {
            writer.raw(",\"daysOverdue\":")
            writer.number(days)
        }
        if let behind = item.behind {
            writer.raw(",\"behind\":")
            writer.number(behind)
        }
        if let period = item.carriedFrom {
            writer.raw(",\"carriedFrom\":")
            writer.period(period)
        }
        if let period = item.startsFor {
            writer.raw(",\"startsFor\":")
            writer.period(period)
        }
        writer.raw("}")
    }

    /// `,"why":"due"`: the reason's raw value, as fixed text (a String made per item retains and releases).
    private static func whyField(_ reason: Reason) -> StaticString {
        switch reason {
        case .due: ",\"why\":\"due\""
        case .planned: ",\"why\":\"planned\""
        case .overdue: ",\"why\":\"overdue\""
        case .occurrence: ",\"why\":\"occurrence\""
        case .starts: ",\"why\":\"starts\""
        case .floating: ",\"why\":\"floating\""
        case .carried: ",\"why\":\"carried\""
        case .deadline: ",\"why\":\"deadline\""
        case .unplanned: ",\"why\":\"unplanned\""
        }
    }

    /// The rest of the completed task at `index` of `tasks` after `{"text":`, its fields read in place
    /// (a task passed whole is copied, which retains its every string and list). Completed tasks are
    /// not in the table: they are history, and a done line must not take the UID of the open task it
    /// was the instance of.
    private static func completed(_ tasks: Span<Task>, _ index: Int, _ writer: inout JSONWriter) {
        Task.withDescriptionSpan(line: tasks[index].line, offset: tasks[index].descriptionOffset) { writer.string($0) }
        writer.source(tasks[index].source)
        if let day = tasks[index].completionDate {
            writer.raw(",\"completed\":")
            writer.date(day)
        }
        writer.raw("}")
    }
}
