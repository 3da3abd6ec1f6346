/// A byte buffer written through a pointer. The feeds are made of many small pieces, a few bytes each;
/// an Array checks on every append that its storage is unique and has room, this only checks room.
///
/// It either owns its memory, and grows it as needed, or writes into memory lent to it (the storage of
/// an Array being made, see `PartWriter`), which it cannot grow: what does not fit there is dropped and
/// `overflowed` set. Not copyable: it may own its memory.
struct ByteBuffer: ~Copyable, ByteSink {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    private let ownsMemory: Bool
    /// Whether something did not fit in lent memory.
    private(set) var overflowed = false

    /// A buffer with memory of its own, at first `capacity` bytes.
    init(capacity: Int = 256) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
        ownsMemory = true
    }

    /// A buffer that writes into `capacity` bytes at `base`, lent for as long as it is used.
    init(lending base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
        ownsMemory = false
    }

    deinit {
        if ownsMemory { base.deallocate() }
    }

    /// Makes room for `extra` more bytes. Lent memory cannot make room: it counts as having overflowed.
    mutating func reserve(_ extra: Int) {
        if capacity - count < extra { _ = makeRoom(extra) }
    }

    /// Grows owned memory to hold `extra` more bytes; lent memory is marked as having overflowed.
    @inline(never)
    private mutating func makeRoom(_ extra: Int) -> Bool {
        guard ownsMemory else {
            overflowed = true
            return false
        }
        let newCapacity = Swift.max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
        return true
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        guard count < capacity || makeRoom(1) else { return }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, capacity - count >= bytes.count || makeRoom(bytes.count) else { return }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func append<Bytes: BitwiseCopyable>(bytesOf value: Bytes) {
        let size = MemoryLayout<Bytes>.size
        guard capacity - count >= size || makeRoom(size) else { return }
        UnsafeMutableRawPointer(base + count).storeBytes(of: value, as: Bytes.self)
        count += size
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// The last byte written; nil when there is none.
    var last: UInt8? {
        count > 0 ? base[count - 1] : nil
    }

    /// The byte at `index`, one of those written.
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "a byte of the buffer")
        return base[index]
    }

    /// Drops the bytes after the first `count`, and forgets an overflow.
    mutating func removeAll(after count: Int) {
        self.count = Swift.min(self.count, Swift.max(0, count))
        overflowed = false
    }

    /// The bytes from `offset` on, copied.
    func bytes(from offset: Int) -> [UInt8] {
        let start = Swift.min(Swift.max(0, offset), count)
        return Array(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    /// All the bytes, copied into an Array.
    var array: [UInt8] {
        bytes(from: 0)
    }
}
