import HorizonCore

/// `plan.json`: every view, machine-readable (SPEC §5; the schema is documented in README.md).
///
/// Written straight into a byte buffer: Foundation's JSONEncoder builds a tree of boxed values first and
/// was a third of the rendering time on large lists. Keys come in a fixed order, one item per line.
/// What an item writes of its task is encoded once per task (``PlanJSONTasks``) and copied into each of
/// the task's items; an item's own fields are read from it in place (``ItemFields``).
enum PlanJSON {
    static func encode(_ plan: Plan) -> [UInt8] {
        parts(plan).joinedBytes()
    }

    /// The file as consecutive parts, encoded on all cores: long lists in chunks of items, with the
    /// text around them in between. Joined, the parts are the file.
    static func parts(_ plan: Plan) -> [[UInt8]] {
        var pieces = Pieces()
        pieces.frame.raw("{\n\"today\":")
        pieces.frame.string(plan.today.description)
        lists(",\n\"days\":[", plan.days, key: "date", &pieces)
        lists("],\n\"weeks\":[", plan.weeks, key: "week", &pieces)
        lists("],\n\"months\":[", plan.months, key: "month", &pieces)
        lists("],\n\"years\":[", plan.years, key: "year", &pieces)
        pieces.frame.raw("],\n\"unplanned\":[")
        pieces.addItems(plan.unplanned, isPlaced: false)
        pieces.frame.raw("],\n\"diagnostics\":[")
        for (index, diagnostic) in plan.diagnostics.enumerated() {
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
        pieces.frame.raw("]\n}\n")
        pieces.flushFrame()
        let all = pieces.list
        let tasks = PlanJSONTasks(items: pieces.slots.firstItems)
        // The table is not needed once the items have their slots (on a million lines it is ~80 MB).
        pieces.slots = TaskSlots()
        return parallelMap(all.count) { all[$0].encoded(tasks) }.flatMap { $0 }
    }

    /// The parts of the file in order: text written as the frame is walked, and chunks of items to
    /// encode later, in parallel.
    private struct Pieces: ~Copyable {
        static let chunkSize = 4096
        var list: [Piece] = []
        var frame = JSONWriter()
        /// The tasks of the items, numbered as they come.
        var slots = TaskSlots(capacity: 4096)

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
        /// Items of a list; the first of a list is not preceded by a comma. Unplaced items (unplanned
        /// ones) have no date or period.
        case items(ArraySlice<PlanItem>, slots: ArraySlice<Int32>, startsList: Bool, isPlaced: Bool)
        case series(ArraySlice<RepeatingSeries>, slots: ArraySlice<Int32>, startsList: Bool)
        case completed(ArraySlice<Task>, startsList: Bool)

        /// The piece's bytes, as one or more parts; `tasks` holds what its items' tasks write.
        func encoded(_ tasks: PlanJSONTasks) -> [[UInt8]] {
            switch self {
            case .text(let bytes):
                return [bytes]
            case .items(let items, let slots, let startsList, let isPlaced):
                // Items are lent from a span rather than copied out of the slice one by one.
                let items = items.span, slots = slots.span, chunks = tasks.chunks.span
                return JSONWriter.parts(of: items.count, bytesEach: 320) { index, writer in
                    writer.raw(index == 0 && startsList ? "\n" : ",\n")
                    PlanJSON.item(ItemFields(items, index), Int(slots[index]), chunks, isPlaced: isPlaced, &writer)
                    writer.raw("}")
                }
            case .series(let series, let slots, let startsList):
                let series = series.span, slots = slots.span, chunks = tasks.chunks.span
                return JSONWriter.parts(of: series.count, bytesEach: 640) { index, writer in
                    writer.raw(index == 0 && startsList ? "\n" : ",\n")
                    PlanJSON.series(series, index, Int(slots[index]), chunks, &writer)
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
    /// months and years also have `"repeating": […]` after their items.
    private static func lists(_ opening: StaticString, _ lists: [PeriodList], key: StaticString, _ pieces: inout Pieces) {
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
            pieces.addItems(list.items, isPlaced: true)
            pieces.frame.raw("]")
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
    }

    /// `{"text": …, "source": …, …, "count": 31, "first": …, "next": …, "dates": […]}`: an item without
    /// date or period, and the series' occurrences.
    /// The series at `index` of `all`; its dates are lent from a span.
    private static func series(
        _ all: Span<RepeatingSeries>, _ index: Int, _ slot: Int, _ chunks: Span<PlanJSONTasks.Chunk>,
        _ writer: inout JSONWriter
    ) {
        item(ItemFields(all, index), slot, chunks, isPlaced: false, &writer)
        let dates = all[index].dates.span
        writer.reserve(64 + 14 * dates.count)
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

    /// `{"text": …, "source": …, …` without the closing brace: the task's runs of bytes (made once per
    /// task, ``PlanJSONTasks``, whose chunks are lent) with the item's own fields between them, in the
    /// order of SPEC §5.2's ITEM; `date` or `period` only for items placed in a period.
    private static func item(
        _ item: ItemFields, _ slot: Int, _ chunks: Span<PlanJSONTasks.Chunk>, isPlaced: Bool, _ writer: inout JSONWriter
    ) {
        let chunk = slot >> PlanJSONTasks.chunkBits, position = slot & (1 << PlanJSONTasks.chunkBits - 1)
        let runs = chunks[chunk].bytes.span, ends = chunks[chunk].ends.span
        // Room for the item, made first (a part that lacks it ends before the item).
        writer.reserve(PlanJSONTasks.count(at: position, ends: ends) + 160)
        writer.raw(runs.extracting(PlanJSONTasks.range(.head, at: position, ends: ends)))
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
        writer.raw(item.isProjected ? ",\"projected\":true" : ",\"projected\":false")
        writer.raw(runs.extracting(PlanJSONTasks.range(.priority, at: position, ends: ends)))
        if let due = item.due {
            writer.raw(",\"due\":")
            writer.date(due)
        }
        writer.raw(runs.extracting(PlanJSONTasks.range(.schedule, at: position, ends: ends)))
        if let days = item.daysOverdue {
            writer.raw(",\"daysOverdue\":")
            writer.number(days)
        }
        if let period = item.carriedFrom {
            writer.raw(",\"carriedFrom\":")
            writer.period(period)
        }
        if let period = item.startsFor {
            writer.raw(",\"startsFor\":")
            writer.period(period)
        }
        writer.raw(runs.extracting(PlanJSONTasks.range(.tags, at: position, ends: ends)))
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
        case .unplanned: ",\"why\":\"unplanned\""
        }
    }

    /// The rest of the completed task at `index` of `tasks` after `{"text":`, its fields read in place
    /// (a task passed whole is copied, which retains its every string and list).
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

/// Appends JSON to a byte buffer, escaping strings as RFC 8259 requires.
struct JSONWriter: ~Copyable, PartWriter {
    private var buffer: ByteBuffer
    /// A lowercase hexadecimal digit, for `\u00XX`.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    init(capacity: Int = 256) {
        buffer = ByteBuffer(capacity: capacity)
    }

    init(buffer: consuming ByteBuffer) {
        self.buffer = buffer
    }

    /// What has been written.
    var bytes: [UInt8] {
        buffer.array
    }

    var written: Int {
        buffer.count
    }

    var overflowed: Bool {
        buffer.overflowed
    }

    mutating func rollBack(to count: Int) {
        buffer.removeAll(after: count)
    }

    /// Makes room for `count` more bytes.
    mutating func reserve(_ count: Int) {
        buffer.reserve(count)
    }

    mutating func raw(_ text: StaticString) {
        buffer.append(text)
    }

    /// JSON written before, copied as it is.
    mutating func raw(_ bytes: Span<UInt8>) {
        buffer.append(bytes)
    }

    /// `["a", "b"]`.
    mutating func list(_ values: [String]) {
        buffer.append(UInt8(ascii: "["))
        // Lent from a span rather than copied out of the array one by one.
        let values = values.span
        for index in values.indices {
            if index > 0 { buffer.append(",") }
            string(values[index])
        }
        buffer.append(UInt8(ascii: "]"))
    }

    /// `"2026-11-23"`.
    mutating func date(_ date: CivilDate) {
        buffer.append(UInt8(ascii: "\""))
        buffer.appendDate(date)
        buffer.append(UInt8(ascii: "\""))
    }

    /// `"2026-W48"`, as the period's description.
    mutating func period(_ period: Period) {
        buffer.append(UInt8(ascii: "\""))
        buffer.appendPeriod(period)
        buffer.append(UInt8(ascii: "\""))
    }

    /// `"09:35"`, as the time's description.
    mutating func time(_ time: TimeOfDay) {
        buffer.append(UInt8(ascii: "\""))
        buffer.appendTwoDigits(time.hour)
        buffer.append(UInt8(ascii: ":"))
        buffer.appendTwoDigits(time.minute)
        buffer.append(UInt8(ascii: "\""))
    }

    /// `"A"`: the letter is an ASCII capital, which needs no escaping.
    mutating func priority(_ priority: Priority) {
        guard let letter = priority.letter.asciiValue, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(letter) else {
            string(priority.description)
            return
        }
        buffer.append(UInt8(ascii: "\""))
        buffer.append(letter)
        buffer.append(UInt8(ascii: "\""))
    }

    /// `,"source":"todo.txt:12"`.
    mutating func source(_ location: SourceLocation) {
        raw(",\"source\":\"")
        escape(location.file.utf8.span)
        escape(location.separator.utf8.span)
        buffer.appendDecimal(location.line)
        buffer.append(UInt8(ascii: "\""))
    }

    mutating func number(_ value: Int) {
        buffer.appendDecimal(value)
    }

    mutating func string(_ value: String) {
        string(value.utf8.span)
    }

    /// A string given as UTF-8.
    mutating func string(_ value: Span<UInt8>) {
        buffer.append(UInt8(ascii: "\""))
        escape(value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// The string's characters, escaped; runs that need no escaping are copied at once.
    private mutating func escape(_ source: Span<UInt8>) {
        var runStart = 0
        var index = 0
        while index < source.count {
            if index + 8 <= source.count, !Self.mayNeedEscaping(EightBytes.load(source, at: index)) {
                index += 8
                continue
            }
            let byte = source[index]
            index += 1
            guard Self.needsEscaping(byte) else { continue }
            buffer.append(source.extracting(runStart..<(index - 1)))
            runStart = index
            switch byte {
            case UInt8(ascii: "\""): buffer.append("\\\"")
            case UInt8(ascii: "\\"): buffer.append("\\\\")
            case 10: buffer.append("\\n")
            case 13: buffer.append("\\r")
            case 9: buffer.append("\\t")
            default:
                buffer.append("\\u00")
                buffer.append(Self.hexDigit(byte >> 4))
                buffer.append(Self.hexDigit(byte & 15))
            }
        }
        buffer.append(source.extracting(runStart...))
    }

    /// Whether any of eight bytes needs escaping.
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        EightBytes.below(word, 32) | EightBytes.matching(word, UInt8(ascii: "\"")) | EightBytes.matching(word, UInt8(ascii: "\\"))
            | EightBytes.matching(word, 127) != 0
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 32 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 127
    }
}
