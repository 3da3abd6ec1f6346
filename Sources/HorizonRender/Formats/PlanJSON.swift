import HorizonCore

/// `plan.json`: every view, machine-readable (SPEC §5; the schema is documented in README.md).
///
/// Written straight into a byte buffer: Foundation's JSONEncoder builds a tree of boxed values first and
/// was a third of the rendering time on large lists. Keys come in a fixed order, one item per line.
enum PlanJSON {
    static func encode(_ plan: Plan) -> [UInt8] {
        var writer = JSONWriter()
        // About 300 bytes an item: reserving once avoids copying a large buffer as it grows.
        let itemCount = (plan.days + plan.weeks + plan.months + plan.years).reduce(0) { $0 + $1.items.count }
        writer.reserve(itemCount * 320 + 4096)
        writer.raw("{\n\"today\": ")
        writer.string(plan.today.description)
        lists(",\n\"days\": [", plan.days, key: "date", withCompleted: true, &writer)
        lists("],\n\"weeks\": [", plan.weeks, key: "week", withCompleted: true, &writer)
        lists("],\n\"months\": [", plan.months, key: "month", withCompleted: true, &writer)
        lists("],\n\"years\": [", plan.years, key: "year", withCompleted: false, &writer)
        writer.raw("],\n\"diagnostics\": [")
        for (index, diagnostic) in plan.diagnostics.enumerated() {
            writer.raw(index == 0 ? "\n{\"source\": " : ",\n{\"source\": ")
            writer.string(diagnostic.position)
            writer.raw(", \"message\": ")
            writer.string(diagnostic.message)
            writer.raw("}")
        }
        writer.raw("]\n}\n")
        return writer.bytes
    }

    /// One array of period objects: `{"week": "2026-W48", "start": …, "end": …, "items": […], "completed": […]}`.
    private static func lists(
        _ opening: StaticString, _ lists: [PeriodList], key: StaticString, withCompleted: Bool, _ writer: inout JSONWriter
    ) {
        writer.raw(opening)
        for (index, list) in lists.enumerated() {
            writer.raw(index == 0 ? "\n{\"" : ",\n{\"")
            writer.raw(key)
            writer.raw("\": ")
            writer.string(list.period.description)
            if case .week = list.period {
                writer.field("start", list.period.firstDay.description)
                writer.field("end", list.period.lastDay.description)
            }
            items(list, &writer)
            if withCompleted { completed(list, &writer) }
            writer.raw("}")
        }
    }

    private static func items(_ list: PeriodList, _ writer: inout JSONWriter) {
        writer.raw(", \"items\": [")
        for (index, item) in list.items.enumerated() {
            writer.raw(index == 0 ? "\n" : ",\n")
            self.item(item, &writer)
        }
        writer.raw("]")
    }

    private static func item(_ item: PlanItem, _ writer: inout JSONWriter) {
        let task = item.task
        writer.raw("{\"text\": ")
        writer.string(task.description)
        writer.field("source", task.source.description)
        writer.field("why", item.reason.rawValue)
        if let date = item.date {
            writer.field("date", date.description)
        } else {
            writer.field("period", item.period.description)
        }
        writer.field("level", item.period.level.name)
        writer.raw(item.isProjected ? ", \"projected\": true" : ", \"projected\": false")
        if let priority = task.priority { writer.field("priority", priority.description) }
        if let due = item.due { writer.field("due", due.description) }
        if let at = task.at { writer.field("at", at.description) }
        if let rule = task.recurrence {
            if let written = task.tagValue("rec") { writer.field("rec", written) }
            writer.field("recLabel", rule.label)
        }
        if let threshold = task.threshold { writer.field("threshold", threshold.description) }
        if let days = item.daysOverdue { writer.raw(", \"daysOverdue\": \(days)") }
        if let day = item.carriedFrom { writer.field("carriedFrom", day.description) }
        writer.list("projects", task.projects)
        writer.list("contexts", task.contexts)
        writer.raw("}")
    }

    private static func completed(_ list: PeriodList, _ writer: inout JSONWriter) {
        writer.raw(", \"completed\": [")
        for (index, task) in list.completed.enumerated() {
            writer.raw(index == 0 ? "\n{\"text\": " : ",\n{\"text\": ")
            writer.string(task.description)
            writer.field("source", task.source.description)
            if let day = task.completionDate { writer.field("completed", day.description) }
            writer.raw("}")
        }
        writer.raw("]")
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

    mutating func string(_ value: some StringProtocol) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [92, 34]
            case UInt8(ascii: "\\"): bytes += [92, 92]
            case 10: bytes += [92, 110]
            case 13: bytes += [92, 114]
            case 9: bytes += [92, 116]
            case 0..<32, 127:
                bytes += [92, 117, 48, 48, JSONWriter.hex[Int(byte >> 4)], JSONWriter.hex[Int(byte & 15)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
