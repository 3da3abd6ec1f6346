import HorizonCore

/// FNV-1a hashes for UIDs: the task's words without the tags completion changes (`due:`, `t:`, `plan:`,
/// `delayed:`; the creation date and priority are not part of the description), then what tells the
/// task's components apart. A byte sink: a period's text is hashed as it is written, never made.
struct UIDHash: ByteSink {
    private(set) var value: UInt64

    init(text: UInt64) {
        value = text
    }

    /// The keys of the tags completing a recurring task rewrites.
    private static let changedByCompletion: [StaticString] = ["due", "t", "plan", "delayed"]

    /// The text half: the description's words (split at spaces) without the tags completion rewrites,
    /// one space apart. A tag is a word the parser reads as one (``TaskParser/tagColon(in:)``), found in
    /// the line itself rather than by the tags' columns: a line with invalid UTF-8 is read repaired, and
    /// its tags' columns count the bytes as written, not the repaired line's. Read as bytes of the line,
    /// with no tag made: a feed hashes every task it holds.
    static func text(of task: borrowing Task) -> UInt64 {
        var hash = UIDHash(text: 0xcbf2_9ce4_8422_2325)
        let bytes = task.line.utf8.span
        var index = min(max(0, task.descriptionOffset), bytes.count)
        var first = true
        while index < bytes.count {
            guard bytes[index] != UInt8(ascii: " ") else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: " ") { index += 1 }
            if isChangedByCompletion(bytes.extracting(start..<index)) { continue }
            if !first { hash.append(UInt8(ascii: " ")) }
            first = false
            for position in start..<index { hash.append(bytes[position]) }
        }
        // A task of several times (at:08:00,20:00) is planned once per time: each time's series is its
        // own, named by its time rather than by its place among the task's components.
        if let at = task.at, task.tagValue("at")?.contains(",") == true { hash.append(at.description) }
        return hash.value
    }

    /// Whether the word is a tag whose key is one of ``changedByCompletion``.
    private static func isChangedByCompletion(_ word: Span<UInt8>) -> Bool {
        // The cheap test first: most words are not such a tag.
        guard word.count > 2, [UInt8(ascii: "d"), UInt8(ascii: "t"), UInt8(ascii: "p")].contains(word[0]),
              let colon = TaskParser.tagColon(in: word)
        else { return false }
        let key = word.extracting(..<colon)
        return changedByCompletion.contains { name in
            name.withUTF8Span { name in
                name.count == key.count && name.indices.allSatisfy { name[$0] == key[$0] }
            }
        }
    }

    mutating func append(_ label: String) {
        append(UInt8(ascii: "|"))
        append(label.utf8)
    }

    /// `|2026-11-23` for the occurrence an item stands for: an overdue item by its due date, a carried
    /// one by its planned period (both are listed on a today that moves), any other by its period.
    mutating func appendOccurrence(of item: ItemFields) {
        append(UInt8(ascii: "|"))
        if item.reason == .overdue, let due = item.due {
            appendPeriod(.day(due))
        } else if let period = item.carriedFrom {
            appendPeriod(period)
        } else if item.reason == .floating {
            for byte in "floating".utf8 { append(byte) }
        } else {
            appendPeriod(item.period)
        }
    }

    private mutating func append(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }

    mutating func append(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
}
