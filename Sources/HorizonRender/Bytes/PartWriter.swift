/// A writer that can write straight into the storage of the Arrays that become a file's parts, so that
/// nothing is copied once written: a feed of a million items is a few hundred megabytes.
protocol PartWriter: ~Copyable {
    /// A writer into `buffer`.
    init(buffer: consuming ByteBuffer)
    /// How many bytes it has written.
    var written: Int { get }
    /// Whether something did not fit.
    var overflowed: Bool { get }
    /// Drops what was written after the first `count` bytes, which is where a thing it writes starts.
    mutating func rollBack(to count: Int)
}

extension PartWriter where Self: ~Copyable {
    /// Writes `count` things in order into Arrays written in place, each made for the things left at
    /// about `bytesEach` bytes apiece. A thing that does not fit in what is left of one Array is written
    /// again at the start of the next. Joined, the Arrays are what was written.
    static func parts(of count: Int, bytesEach: Int, _ write: (Int, inout Self) -> Void) -> [[UInt8]] {
        var parts: [[UInt8]] = []
        var next = 0
        // A thing larger than a whole part gets a part twice as large, and so on until it fits.
        var doublings = 0
        while next < count {
            let first = next
            let capacity = Swift.max(4096, (count - next) * bytesEach) << doublings
            let part = [UInt8](unsafeUninitializedCapacity: capacity) { storage, initialized in
                initialized = 0
                guard let base = storage.baseAddress else { return }
                var writer = Self(buffer: ByteBuffer(lending: base, capacity: storage.count))
                while next < count {
                    let mark = writer.written
                    write(next, &writer)
                    guard !writer.overflowed else {
                        writer.rollBack(to: mark)
                        break
                    }
                    next += 1
                }
                initialized = writer.written
            }
            if next == first {
                doublings += 1
            } else {
                doublings = 0
                parts.append(part)
            }
        }
        return parts
    }
}

extension PartWriter where Self: ~Copyable {
    /// What `write` writes, written in place into an Array of `capacity` bytes (never copied); nil when
    /// it does not all fit.
    static func whole(capacity: Int, _ write: (inout Self) -> Void) -> [UInt8]? {
        var fits = true
        let bytes = [UInt8](unsafeUninitializedCapacity: Swift.max(capacity, 16)) { storage, initialized in
            initialized = 0
            guard let base = storage.baseAddress else { return fits = false }
            var writer = Self(buffer: ByteBuffer(lending: base, capacity: storage.count))
            write(&writer)
            fits = !writer.overflowed
            if fits { initialized = writer.written }
        }
        return fits ? bytes : nil
    }
}
