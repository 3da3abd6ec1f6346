import HorizonCore

/// FNV-1a hashes for UIDs: the task's words without the tags completion changes (`due:`, `t:`, `plan:`,
/// `delayed:`; the creation date and priority are not part of the description), then what tells the
/// task's components apart.
struct UIDHash {
    private(set) var value: UInt64

    init(text: UInt64) {
        value = text
    }

    /// The text half: the stable words, one space apart.
    static func text(of task: borrowing Task) -> UInt64 {
        var hash = UIDHash(text: 0xcbf2_9ce4_8422_2325)
        TaskWords.forEach(in: task, skipping: TaskWords.changedByCompletion) { hash.append($0.utf8) }
        return hash.value
    }

    mutating func append(_ label: String) {
        append(UInt8(ascii: "|"))
        append(label.utf8)
    }

    /// `|2026-11-23` for the occurrence an item stands for: an overdue item by its due date, a carried
    /// one by its planned period (both are listed on a today that moves), any other by its period.
    mutating func appendOccurrence(of item: PlanItem) {
        append(UInt8(ascii: "|"))
        var text: [UInt8] = []
        if item.reason == .overdue, let due = item.due {
            text.appendPeriod(.day(due))
        } else if let period = item.carriedFrom {
            text.appendPeriod(period)
        } else if item.reason == .floating {
            text += "floating".utf8
        } else {
            text.appendPeriod(item.period)
        }
        append(text)
    }

    private mutating func append(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }

    private mutating func append(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
}

/// The words of a task's description, split at spaces, without some of its tags (found where the
/// parser found them, by column).
enum TaskWords {
    /// The tags completing a recurring task rewrites.
    static let changedByCompletion: Set<String> = ["due", "t", "plan", "delayed"]

    /// Calls `body` with each word that is not one of the task's tags with a key in `keys`, and with
    /// `" "` between two words.
    static func forEach(in task: borrowing Task, skipping keys: Set<String>, _ body: (Substring) -> Void) {
        let tags = task.tags
        let description = task.description
        let bytes = description.utf8
        // Columns count bytes of the line from 1.
        var column = task.line.utf8.distance(from: task.line.utf8.startIndex, to: description.startIndex) + 1
        var index = bytes.startIndex
        var first = true
        while index < bytes.endIndex {
            guard bytes[index] != UInt8(ascii: " ") else {
                bytes.formIndex(after: &index)
                column += 1
                continue
            }
            let start = index
            let startColumn = column
            while index < bytes.endIndex, bytes[index] != UInt8(ascii: " ") {
                bytes.formIndex(after: &index)
                column += 1
            }
            // A task has a few tags: looked up by column, without building a set for each component.
            if tags.contains(where: { $0.column == startColumn && keys.contains($0.key) }) { continue }
            if !first { body(" ") }
            first = false
            body(description[start..<index])
        }
    }
}
