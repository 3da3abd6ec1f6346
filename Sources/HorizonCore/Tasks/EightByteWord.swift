/// Tests on eight bytes at once, in one integer ("SIMD within a register"), for the core's passes over
/// text that look for a few bytes and nearly never find one: a line end while a file is split, a
/// control character in a task's words. (HorizonRender's writers have their own, which loads through
/// its byte writer's raw memory; the core reads a span.)
enum EightByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes from `offset`, the first in the lowest byte; `offset + 8` must be in `bytes`.
    @inline(__always)
    static func load(_ bytes: Span<UInt8>, at offset: Int) -> UInt64 {
        // One bounds check for the eight: each byte read from the span checked its own.
        let eight = bytes.extracting(offset..<offset + 8)
        var word: UInt64 = 0
        for index in eight.indices { word |= UInt64(eight[index]) << (8 * index) }
        return word
    }

    /// Whether one of the bytes is `byte`.
    @inline(__always)
    static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & highBits != 0
    }

    /// Whether one of the bytes is below `limit`, which is at most 128.
    @inline(__always)
    static func containsBelow(_ word: UInt64, _ limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }
}
