import HorizonCore

/// `plan.json`: every view, machine-readable (SPEC §5; the schema is documented in README.md).
///
/// Written straight into a byte buffer: Foundation's JSONEncoder builds a tree of boxed values first and
/// was a third of the rendering time on large lists. Keys come in a fixed order, one item per line.
enum PlanJSON {
    static func encode(_ plan: Plan) -> [UInt8] {
        parts(plan).joinedBytes()
    }

    /// The file as consecutive parts, encoded on all cores: long lists in chunks of items, with the
    /// text around them in between. Joined, the parts are the file.
    static func parts(_ plan: Plan) -> [[UInt8]] {
        var pieces = Pieces()
        pieces.frame.raw("{\n\"today\": ")
        pieces.frame.string(plan.today.description)
        lists(",\n\"days\": [", plan.days, key: "date", withCompleted: true, &pieces)
        lists("],\n\"weeks\": [", plan.weeks, key: "week", withCompleted: true, &pieces)
        lists("],\n\"months\": [", plan.months, key: "month", withCompleted: true, &pieces)
        lists("],\n\"years\": [", plan.years, key: "year", withCompleted: false, &pieces)
        pieces.frame.raw("],\n\"diagnostics\": [")
        for (index, diagnostic) in plan.diagnostics.enumerated() {
            pieces.frame.raw(index == 0 ? "\n{\"source\": " : ",\n{\"source\": ")
            pieces.frame.string(diagnostic.position)
            pieces.frame.raw(", \"message\": ")
            pieces.frame.string(diagnostic.message)
            pieces.frame.raw("}")
        }
        pieces.frame.raw("]\n}\n")
        pieces.flushFrame()
        let all = pieces.list
        return parallelMap(all.count) { all[$0].encoded() }
    }

    /// The parts of the file in order: text written as the frame is walked, and chunks of items to
    /// encode later, in parallel.
    private struct Pieces {
        static let chunkSize = 4096
        var list: [Piece] = []
        var frame = JSONWriter()

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
    }

    private enum Piece: Sendable {
        case text([UInt8])
        /// Items of a list; the first of a list is not preceded by a comma.
        case items(ArraySlice<PlanItem>, startsList: Bool)
        case completed(ArraySlice<Task>, startsList: Bool)

        func encoded() -> [UInt8] {
            switch self {
            case .text(let bytes):
                return bytes
            case .items(let items, let startsList):
                var writer = JSONWriter()
                writer.reserve(items.count * 320)
                for (offset, item) in items.enumerated() {
                    writer.raw(offset == 0 && startsList ? "\n" : ",\n")
                    PlanJSON.item(item, &writer)
                }
                return writer.bytes
            case .completed(let tasks, let startsList):
                var writer = JSONWriter()
                writer.reserve(tasks.count * 160)
                for (offset, task) in tasks.enumerated() {
                    writer.raw(offset == 0 && startsList ? "\n{\"text\": " : ",\n{\"text\": ")
                    writer.string(task.description)
                    writer.source(task.source)
                    if let day = task.completionDate { writer.dateField("completed", day) }
                    writer.raw("}")
                }
                return writer.bytes
            }
        }
    }

    /// One array of period objects: `{"week": "2026-W48", "start": …, "end": …, "items": […], "completed": […]}`.
    private static func lists(
        _ opening: StaticString, _ lists: [PeriodList], key: StaticString, withCompleted: Bool, _ pieces: inout Pieces
    ) {
        pieces.frame.raw(opening)
        for (index, list) in lists.enumerated() {
            pieces.frame.raw(index == 0 ? "\n{\"" : ",\n{\"")
            pieces.frame.raw(key)
            pieces.frame.raw("\": ")
            pieces.frame.string(list.period.description)
            if case .week = list.period {
                pieces.frame.dateField("start", list.period.firstDay)
                pieces.frame.dateField("end", list.period.lastDay)
            }
            pieces.frame.raw(", \"items\": [")
            let items = list.items
            pieces.add({ .items(items[$0], startsList: $0.lowerBound == 0) }, count: items.count)
            pieces.frame.raw("]")
            if withCompleted {
                pieces.frame.raw(", \"completed\": [")
                let tasks = list.completed
                pieces.add({ .completed(tasks[$0], startsList: $0.lowerBound == 0) }, count: tasks.count)
                pieces.frame.raw("]")
            }
            pieces.frame.raw("}")
        }
    }

    private static func item(_ item: PlanItem, _ writer: inout JSONWriter) {
        let task = item.task
        writer.raw("{\"text\": ")
        writer.string(task.description)
        writer.source(task.source)
        writer.field("why", item.reason.rawValue)
        if let date = item.date {
            writer.dateField("date", date)
        } else {
            writer.periodField("period", item.period)
        }
        writer.field("level", item.period.level.name)
        writer.raw(item.isProjected ? ", \"projected\": true" : ", \"projected\": false")
        if let priority = task.priority { writer.field("priority", priority.description) }
        if let due = item.due { writer.dateField("due", due) }
        if let at = task.at { writer.field("at", at.description) }
        if let rule = task.recurrence {
            if let written = task.tagValue("rec") { writer.field("rec", written) }
            writer.field("recLabel", rule.label)
        }
        if let threshold = task.threshold { writer.dateField("threshold", threshold) }
        if let days = item.daysOverdue {
            writer.raw(", \"daysOverdue\": ")
            writer.number(days)
        }
        if let day = item.carriedFrom { writer.dateField("carriedFrom", day) }
        writer.list("projects", task.projects)
        writer.list("contexts", task.contexts)
        writer.raw("}")
    }
}

/// Appends JSON to a byte buffer, escaping strings as RFC 8259 requires.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private static let hex = Array("0123456789abcdef".utf8)

    mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func field(_ key: StaticString, _ value: some StringProtocol) {
        raw(", \"")
        raw(key)
        raw("\": ")
        string(value)
    }

    mutating func list(_ key: StaticString, _ values: [String]) {
        raw(", \"")
        raw(key)
        raw("\": [")
        for (index, value) in values.enumerated() {
            if index > 0 { raw(", ") }
            string(value)
        }
        raw("]")
    }

    mutating func dateField(_ key: StaticString, _ date: CivilDate) {
        raw(", \"")
        raw(key)
        raw("\": \"")
        bytes.appendDate(date)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func periodField(_ key: StaticString, _ period: Period) {
        raw(", \"")
        raw(key)
        raw("\": \"")
        bytes.appendPeriod(period)
        bytes.append(UInt8(ascii: "\""))
    }

    /// `, "source": "todo.txt:12"`.
    mutating func source(_ location: SourceLocation) {
        raw(", \"source\": \"")
        escape(location.file)
        escape(location.separator)
        bytes.appendDecimal(location.line)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func number(_ value: Int) {
        bytes.appendDecimal(value)
    }

    mutating func string(_ value: some StringProtocol) {
        bytes.append(UInt8(ascii: "\""))
        escape(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// The string's characters, escaped; runs that need no escaping are copied at once.
    private mutating func escape(_ value: some StringProtocol) {
        if value.utf8.withContiguousStorageIfAvailable({ escape($0) }) == nil {
            var copy = String(value)
            copy.withUTF8 { escape($0) }
        }
    }

    private mutating func escape(_ source: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<source.count {
            let byte = source[index]
            guard byte < 32 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 127 else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
            runStart = index + 1
            switch byte {
            case UInt8(ascii: "\""): bytes += [92, 34]
            case UInt8(ascii: "\\"): bytes += [92, 92]
            case 10: bytes += [92, 110]
            case 13: bytes += [92, 114]
            case 9: bytes += [92, 116]
            default: bytes += [92, 117, 48, 48, JSONWriter.hex[Int(byte >> 4)], JSONWriter.hex[Int(byte & 15)]]
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<source.count]))
    }
}
