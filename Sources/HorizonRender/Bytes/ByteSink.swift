/// Something bytes are written into one at a time: a byte buffer, or a hash that reads them as they come
/// (plan.ics hashes a period's text without making it).
protocol ByteSink: ~Copyable {
    mutating func append(_ byte: UInt8)
    /// Several bytes at once.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Several bytes at once, lent by a span.
    mutating func append(_ bytes: Span<UInt8>)
    /// The bytes of a value made of bytes (a tuple of them), at once.
    mutating func append<Bytes: BitwiseCopyable>(bytesOf value: Bytes)
}

extension ByteSink where Self: ~Copyable {
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { append(byte) }
    }

    mutating func append(_ bytes: Span<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append<Bytes: BitwiseCopyable>(bytesOf value: Bytes) {
        withUnsafeBytes(of: value) { append($0.assumingMemoryBound(to: UInt8.self)) }
    }
}

extension Array: ByteSink where Element == UInt8 {
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}
