/// Tests on eight bytes at once, in one integer ("SIMD within a register"): text is passed over eight
/// bytes at a time until a block holds one of the few bytes that matter.
enum EightBytes {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes from `offset`, which must be at least eight bytes before the end.
    @inline(__always)
    static func load(_ bytes: Span<UInt8>, at offset: Int) -> UInt64 {
        bytes.withUnsafeBufferPointer { load($0, at: offset) }
    }

    /// The eight bytes from `offset`, which must be at least eight bytes before the end.
    @inline(__always)
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }

    /// Nonzero when one of the bytes is `byte`.
    @inline(__always)
    static func matching(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & highBits
    }

    /// Nonzero when one of the bytes is below `limit`, which is at most 128.
    @inline(__always)
    static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }
}
