/// A map from 64-bit keys to small numbers: open addressing with Fibonacci hashing and linear probing.
/// The feeds look up every item of a large plan, and a Dictionary hashes each key with SipHash.
struct KeyTable {
    /// A key and its value, side by side: a lookup reads one place of memory.
    private struct Entry {
        var key: UInt64
        /// Negative for an empty place.
        var value: Int32
    }

    private var entries: [Entry]
    /// The table has `1 << bits` places.
    private var bits = 10
    private var count = 0

    /// A table with room for about `capacity` keys before it grows.
    init(capacity: Int = 512) {
        while 1 << bits < 2 * capacity { bits += 1 }
        entries = Array(repeating: Entry(key: 0, value: -1), count: 1 << bits)
    }

    /// The value for `key`, if it has one.
    subscript(key: UInt64) -> Int32? {
        let value = entries[find(key)].value
        return value < 0 ? nil : value
    }

    /// The value for `key`; if it has none, `value` (which must not be negative) is stored for it and
    /// returned with `isNew` true.
    mutating func value(for key: UInt64, inserting value: Int32) -> (value: Int32, isNew: Bool) {
        let place = find(key)
        if entries[place].value >= 0 { return (entries[place].value, false) }
        store(key, value, at: place)
        return (value, true)
    }

    /// Adds one to the value for `key` (none counts as 0) and returns the value it had.
    mutating func increment(_ key: UInt64) -> Int32 {
        let place = find(key)
        let old = entries[place].value
        if old >= 0 {
            entries[place].value = old + 1
            return old
        }
        store(key, 1, at: place)
        return 0
    }

    /// The place of `key`, or the empty place where it would go.
    private func find(_ key: UInt64) -> Int {
        let entries = entries.span
        let mask = entries.count - 1
        var place = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
        while entries[place].value >= 0, entries[place].key != key { place = (place + 1) & mask }
        return place
    }

    private mutating func store(_ key: UInt64, _ value: Int32, at place: Int) {
        entries[place] = Entry(key: key, value: value)
        count += 1
        // At most half full, so that a probe ends soon.
        if 2 * count > entries.count { grow() }
    }

    private mutating func grow() {
        let old = entries
        bits += 1
        entries = Array(repeating: Entry(key: 0, value: -1), count: 1 << bits)
        for entry in old where entry.value >= 0 { entries[find(entry.key)] = entry }
    }
}
