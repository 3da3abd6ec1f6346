import HorizonCore

/// Numbers the tasks of a plan's items in the order their first items come, so that what the feeds
/// make once per task can be found by an item's slot.
struct TaskSlots {
    private var table = KeyTable()
    /// The first item of each task, by slot.
    private(set) var firstItems: [PlanItem] = []

    /// How many tasks have a slot.
    var count: Int { firstItems.count }

    /// The slot of the item's task, numbered now if it has none yet.
    mutating func slot(of item: borrowing PlanItem) -> Int {
        let (slot, isNew) = table.value(for: Self.key(item), inserting: Int32(truncatingIfNeeded: firstItems.count))
        if isNew { firstItems.append(copy item) }
        return Int(slot)
    }

    /// The slot of the item's task, if it has one.
    func existingSlot(of item: borrowing PlanItem) -> Int? {
        table[Self.key(item)].map(Int.init)
    }

    private static func key(_ item: borrowing PlanItem) -> UInt64 {
        UInt64(UInt(bitPattern: item.taskIdentity))
    }
}

/// A map from 64-bit keys to small numbers: open addressing with Fibonacci hashing and linear probing.
/// The feeds look up every item of a large plan, and a Dictionary hashes each key with SipHash.
struct KeyTable {
    private var keys: [UInt64]
    /// The value in each place; negative for an empty place.
    private var values: [Int32]
    /// The table has `1 << bits` places.
    private var bits = 10
    private var count = 0

    /// A table with room for about `capacity` keys before it grows.
    init(capacity: Int = 512) {
        while 1 << bits < 2 * capacity { bits += 1 }
        keys = Array(repeating: 0, count: 1 << bits)
        values = Array(repeating: -1, count: 1 << bits)
    }

    /// The value for `key`, if it has one.
    subscript(key: UInt64) -> Int32? {
        let place = find(key)
        return values[place] < 0 ? nil : values[place]
    }

    /// The value for `key`; if it has none, `value` (which must not be negative) is stored for it and
    /// returned with `isNew` true.
    mutating func value(for key: UInt64, inserting value: Int32) -> (value: Int32, isNew: Bool) {
        let place = find(key)
        if values[place] >= 0 { return (values[place], false) }
        store(key, value, at: place)
        return (value, true)
    }

    /// Adds one to the value for `key` (none counts as 0) and returns the value it had.
    mutating func increment(_ key: UInt64) -> Int32 {
        let place = find(key)
        let old = values[place]
        if old >= 0 {
            values[place] = old + 1
            return old
        }
        store(key, 1, at: place)
        return 0
    }

    /// The place of `key`, or the empty place where it would go.
    private func find(_ key: UInt64) -> Int {
        let mask = keys.count - 1
        var place = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
        while values[place] >= 0, keys[place] != key { place = (place + 1) & mask }
        return place
    }

    private mutating func store(_ key: UInt64, _ value: Int32, at place: Int) {
        keys[place] = key
        values[place] = value
        count += 1
        // At most half full, so that a probe ends soon.
        if 2 * count > keys.count { grow() }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        bits += 1
        keys = Array(repeating: 0, count: 1 << bits)
        values = Array(repeating: -1, count: 1 << bits)
        for index in oldKeys.indices where oldValues[index] >= 0 {
            let place = find(oldKeys[index])
            keys[place] = oldKeys[index]
            values[place] = oldValues[index]
        }
    }
}
