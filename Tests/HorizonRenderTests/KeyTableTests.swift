@testable import HorizonRender
import Testing

/// The feeds number tasks and count repeated UIDs in an open-addressing table of their own.
@Suite("Key table")
struct KeyTableTests {
    @Test("keys keep the value first stored for them through growth, 0 and the largest key included")
    func storesAndGrows() {
        var table = KeyTable(capacity: 4)
        let keys: [UInt64] = [0, UInt64.max] + (1...5_000).map { $0 &* 0x9E37_79B9_7F4A_7C15 }
        for (index, key) in keys.enumerated() {
            #expect(table.value(for: key, inserting: Int32(index)) == (Int32(index), true))
        }
        for (index, key) in keys.enumerated() {
            #expect(table.value(for: key, inserting: 99_999) == (Int32(index), false))
            #expect(table[key] == Int32(index))
        }
        #expect(table[12_345] == nil)
    }

    @Test("increment returns how many times a key was counted before")
    func counts() {
        var table = KeyTable()
        let counts = [7, 7, 3, 7, 0, 3, 7].map { table.increment(UInt64($0)) }
        #expect(counts == [0, 1, 0, 2, 0, 1, 3])
    }
}

/// The feeds number repeated UIDs by counting their hashes.
@Suite("Repeat counter")
struct RepeatCounterTests {
    @Test("each key is told how many times it came before, 0 included, through growth")
    func countsLikeADictionary() {
        var counter = RepeatCounter(capacity: 4)
        var expected: [UInt64: Int32] = [:]
        var generator = SystemRandomNumberGenerator()
        let pool: [UInt64] = [0, 1, UInt64.max] + (0..<3_000).map { _ in UInt64.random(in: .min ... .max, using: &generator) }
        for _ in 0..<20_000 {
            let key = pool.randomElement(using: &generator) ?? 0
            #expect(counter.next(key) == expected[key, default: 0])
            expected[key, default: 0] += 1
        }
    }
}
