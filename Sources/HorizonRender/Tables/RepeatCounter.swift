/// Counts, for each key in turn, how many times it came before: the UIDs of a feed are numbered
/// `-1`, `-2`… when their hashes repeat. Keys are random 64-bit hashes and nearly all come once, so the
/// table holds only keys (eight bytes a place, half a ``KeyTable``'s: each lookup is a likely cache
/// miss); the counts of the few that repeat are kept aside.
struct RepeatCounter {
    /// The key in each place; 0 for an empty place (the key 0 itself is counted aside).
    private var keys: [UInt64]
    /// The table has `1 << bits` places.
    private var bits = 10
    private var count = 0
    private var zeroCount: Int32 = 0
    /// For keys that came more than once: how many times they repeated so far.
    private var repeats = KeyTable(capacity: 64)

    /// A counter with room for about `capacity` keys before it grows.
    init(capacity: Int = 512) {
        while 1 << bits < 2 * capacity { bits += 1 }
        keys = Array(repeating: 0, count: 1 << bits)
    }

    /// How many times `key` came before this time.
    mutating func next(_ key: UInt64) -> Int32 {
        if key == 0 {
            defer { zeroCount += 1 }
            return zeroCount
        }
        let place = find(key)
        if keys[place] == key { return repeats.increment(key) + 1 }
        keys[place] = key
        count += 1
        // At most half full, so that a probe ends soon.
        if 2 * count > keys.count { grow() }
        return 0
    }

    /// The place of `key`, or the empty place where it would go.
    private func find(_ key: UInt64) -> Int {
        let keys = keys.span
        let mask = keys.count - 1
        var place = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
        while keys[place] != 0, keys[place] != key { place = (place + 1) & mask }
        return place
    }

    private mutating func grow() {
        let old = keys
        bits += 1
        keys = Array(repeating: 0, count: 1 << bits)
        for key in old where key != 0 { keys[find(key)] = key }
    }
}
