import HorizonCore

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

/// Writing the values feeds are made of straight into a byte buffer: a feed of a million items would
/// otherwise make a String for every date, period and source location it writes.
extension ByteSink where Self: ~Copyable {
    /// `value` in decimal with at least `width` digits, zero-padded (as the `description`s write it).
    mutating func appendDecimal(_ value: Int, width: Int = 1) {
        guard value >= 0 else {
            for byte in String(value).utf8 { append(byte) }
            return
        }
        var divisor = 1
        var digits = 1
        while divisor <= value / 10 {
            divisor *= 10
            digits += 1
        }
        for _ in digits..<Swift.max(digits, width) { append(UInt8(ascii: "0")) }
        var rest = value
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// What `appendDecimal(value, width: 2)` writes, without its loops for the values below 100
    /// (months, days, weeks, hours and minutes).
    mutating func appendTwoDigits(_ value: Int) {
        guard (0...99).contains(value) else {
            appendDecimal(value, width: 2)
            return
        }
        append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 10))
        append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
    }

    /// What `appendDecimal(year, width: 4)` writes, without its loops for the years 0…9999.
    mutating func appendYear(_ year: Int) {
        guard (0...9999).contains(year) else {
            appendDecimal(year, width: 4)
            return
        }
        appendTwoDigits(year / 100)
        appendTwoDigits(year % 100)
    }

    /// `2026-11-23`.
    mutating func appendDate(_ date: CivilDate) {
        let (year, month, day) = date.components
        guard (0...9999).contains(year) else {
            appendYear(year)
            append(UInt8(ascii: "-"))
            appendTwoDigits(month)
            append(UInt8(ascii: "-"))
            appendTwoDigits(day)
            return
        }
        // Made in place and written at once: dates are most of the numbers the feeds write.
        let dash = UInt8(ascii: "-")
        append(bytesOf: (digit(year / 1000), digit(year / 100 % 10), digit(year / 10 % 10), digit(year % 10), dash,
                         digit(month / 10), digit(month % 10), dash, digit(day / 10), digit(day % 10)))
    }

    /// `20261123`, the form of iCalendar DATE values.
    mutating func appendCompactDate(_ date: CivilDate) {
        let (year, month, day) = date.components
        guard (0...9999).contains(year) else {
            appendYear(year)
            appendTwoDigits(month)
            appendTwoDigits(day)
            return
        }
        append(bytesOf: (digit(year / 1000), digit(year / 100 % 10), digit(year / 10 % 10), digit(year % 10),
                         digit(month / 10), digit(month % 10), digit(day / 10), digit(day % 10)))
    }

    /// The ASCII digit for 0…9 (a month and a day are always 1…12 and 1…31).
    private func digit(_ value: Int) -> UInt8 {
        UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
    }

    /// A period as its `description` writes it: `2026-11-23`, `2026-W48`, `2026-11` or `2026`.
    mutating func appendPeriod(_ period: Period) {
        switch period {
        case .day(let date):
            appendDate(date)
        case .week(let week):
            appendYear(week.weekYear)
            append(UInt8(ascii: "-"))
            append(UInt8(ascii: "W"))
            appendTwoDigits(week.week)
        case .month(let month):
            appendYear(month.year)
            append(UInt8(ascii: "-"))
            appendTwoDigits(month.month)
        case .year(let year):
            appendYear(year)
        }
    }

    /// `value` as 16 lowercase hexadecimal digits, made eight at a time in an integer and written at once
    /// (every UID of the feeds has them).
    mutating func appendHex(_ value: UInt64) {
        let high = Self.hexDigits(UInt32(truncatingIfNeeded: value >> 32))
        append(bytesOf: (high, Self.hexDigits(UInt32(truncatingIfNeeded: value))))
    }

    /// The eight hexadecimal digits of `value`, most significant first in memory (as a little-endian
    /// integer: its low byte is the first digit).
    private static func hexDigits(_ value: UInt32) -> UInt64 {
        // One nibble per byte, the lowest nibble in the lowest byte…
        var nibbles = UInt64(value)
        nibbles = (nibbles | nibbles << 16) & 0x0000_FFFF_0000_FFFF
        nibbles = (nibbles | nibbles << 8) & 0x00FF_00FF_00FF_00FF
        nibbles = (nibbles | nibbles << 4) & 0x0F0F_0F0F_0F0F_0F0F
        // …then the highest first, and each nibble its digit: '0' + n, and 'a' - '0' - 10 more from 10 on.
        nibbles = nibbles.byteSwapped
        let isLetter = ((nibbles &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        let digits = nibbles &+ 0x3030_3030_3030_3030 &+ isLetter &* 39
        return UInt64(littleEndian: digits)
    }
}

extension Task {
    /// Lends `body` the UTF-8 of `description`, from the line without making a Substring (which
    /// retains and releases the line's storage; the feeds read millions of descriptions).
    func withDescriptionSpan<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        Self.withDescriptionSpan(line: line, offset: descriptionOffset, body)
    }

    /// ``withDescriptionSpan(_:)`` of a task's `line` and `descriptionOffset`, for a task read in place
    /// (calling a method on a task held in an array copies it first).
    static func withDescriptionSpan<Result>(line: String, offset: Int, _ body: (Span<UInt8>) -> Result) -> Result {
        let line = line.utf8.span
        // As `description` slices the line: from the offset, at most the end, rounded down to the
        // start of a scalar as String indices are.
        var start = Swift.min(Swift.max(offset, 0), line.count)
        while start > 0, start < line.count, line[start] & 0xC0 == 0x80 { start -= 1 }
        return body(line.extracting(start...))
    }
}

extension StaticString {
    /// Lends `body` the string's UTF-8 (fixed text of the feeds, written millions of times).
    func withUTF8Span<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        withUTF8Buffer { body($0.span) }
    }
}

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

extension Array where Element == [UInt8] {
    /// The parts one after another in one buffer (copied part by part rather than byte by byte).
    func joinedBytes() -> [UInt8] {
        guard count != 1 else { return first ?? [] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(reduce(0) { $0 + $1.count })
        for part in self { bytes += part }
        return bytes
    }
}
