import HorizonCore

/// FNV-1a hashes for UIDs: the task's stable identity (``TaskIdentity``), then what tells the task's
/// components apart. A byte sink: a period's text is hashed as it is written, never made.
struct UIDHash: ByteSink {
    private(set) var value: UInt64

    init(text: UInt64) {
        value = text
    }

    /// The text half: the task's stable identity (``TaskIdentity``), which the Routines strip shares.
    static func text(of task: borrowing Task) -> UInt64 {
        var hash = UIDHash(text: TaskIdentity(of: task).value)
        // A task of several times (at:08:00,20:00) is planned once per time: each time's series is its
        // own, named by its time rather than by its place among the task's components.
        if let at = task.at, task.tagValue("at")?.contains(",") == true { hash.append(at.description) }
        return hash.value
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
