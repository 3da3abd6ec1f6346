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
