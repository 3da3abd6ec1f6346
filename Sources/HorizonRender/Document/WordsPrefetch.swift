import CPrefetch
import HorizonCore

/// Asks the processor for the words of a task line some lines before a page writer reaches it. On a
/// large list a task's words were worked out for an earlier page and lie anywhere in a heap of a
/// gigabyte, so each line waited for its words to come from memory: at a million lines that wait, not
/// the escaping, was most of the quarter of the pages' time their words take (docs/performance.md).
/// Asked for ``distance`` lines ahead, they arrive while the lines before are written.
///
/// A line's words are one array (``ShownWords``): the address of its storage is read from the line in
/// place, without counting a reference on it, which would itself wait for that memory. A prefetch
/// never faults, so an address other than the one expected would cost a wasted fetch, nothing else.
enum WordsPrefetch {
    /// How many lines ahead the words are asked for.
    static let distance = 16

    /// Where in a line the address of its words' storage is; nil, and nothing asked for, where the words
    /// are not held as one address.
    private static let wordsOffset: Int? = {
        guard MemoryLayout<ShownWords>.size == MemoryLayout<UnsafeRawPointer>.size,
              MemoryLayout<[UInt8]>.size == MemoryLayout<UnsafeRawPointer>.size else { return nil }
        return MemoryLayout<ItemLine>.offset(of: \ItemLine.shown)
    }()

    /// ``fetch(_:after:)`` for a list of lines held in an array.
    static func fetch(_ lines: [ItemLine], after index: Int) {
        lines.withUnsafeBufferPointer { fetch($0, after: index) }
    }

    /// Asks for the words of the line `distance` after `lines[index]`, if there is one: the array's
    /// header and the first three cache lines of it (most lines' words and their table).
    @inline(__always)
    static func fetch(_ lines: UnsafeBufferPointer<ItemLine>, after index: Int) {
        guard index + distance < lines.count, let storage = storage(of: lines, at: index + distance) else { return }
        horizon_prefetch(storage)
        horizon_prefetch(storage + 64)
        horizon_prefetch(storage + 128)
    }

    /// The address of the storage of `lines[index]`'s words, read in place; nil where unknown.
    @inline(__always)
    static func storage(of lines: UnsafeBufferPointer<ItemLine>, at index: Int) -> UnsafeRawPointer? {
        guard let wordsOffset, let base = lines.baseAddress else { return nil }
        return UnsafeRawPointer(base + index).load(fromByteOffset: wordsOffset, as: UnsafeRawPointer.self)
    }
}
