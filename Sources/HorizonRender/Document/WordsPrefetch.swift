import CPrefetch
import HorizonCore

/// Asks the processor for the words of a task line some lines before a page writer reaches it. On a
/// large list a task's words were worked out for an earlier page and lie anywhere in a heap of a
/// gigabyte, so each line waited for its words to come from memory: at a million lines that wait, not
/// the escaping, was most of the quarter of the pages' time their words take (docs/performance.md).
/// Asked for ``distance`` lines ahead, they arrive while the lines before are written.
///
/// A line's words are two arrays held in the line (``ShownWords``: the bytes, then where each word
/// ends): the addresses of their storage are read from the line in place, without counting a reference
/// on them, which would itself wait for that memory. A prefetch never faults, so an address other than
/// the one expected would cost a wasted fetch, nothing else.
enum WordsPrefetch {
    /// How many lines ahead the words are asked for.
    static let distance = 16

    /// Where in a line the addresses of its words' two arrays are, one after the other; nil, and nothing
    /// asked for, where the words are not held as two addresses.
    private static let wordsOffset: Int? = {
        let address = MemoryLayout<UnsafeRawPointer>.size
        guard MemoryLayout<ShownWords>.size == 2 * address, MemoryLayout<[UInt8]>.size == address,
              MemoryLayout<[UInt32]>.size == address else { return nil }
        return MemoryLayout<ItemLine>.offset(of: \ItemLine.shown)
    }()

    /// ``fetch(_:after:)`` for a list of lines held in an array.
    static func fetch(_ lines: [ItemLine], after index: Int) {
        lines.withUnsafeBufferPointer { fetch($0, after: index) }
    }

    /// Asks for the words of the line `distance` after `lines[index]`, if there is one: the bytes'
    /// header and the first three cache lines (most lines' words), and the start of where the words end.
    @inline(__always)
    static func fetch(_ lines: UnsafeBufferPointer<ItemLine>, after index: Int) {
        guard index + distance < lines.count, let (bytes, pieces) = storage(of: lines, at: index + distance) else { return }
        horizon_prefetch(bytes)
        horizon_prefetch(bytes + 64)
        horizon_prefetch(bytes + 128)
        horizon_prefetch(pieces)
    }

    /// The addresses of the storage of `lines[index]`'s words (their bytes, and where each ends), read
    /// in place; nil where unknown.
    @inline(__always)
    static func storage(of lines: UnsafeBufferPointer<ItemLine>, at index: Int) -> (bytes: UnsafeRawPointer, pieces: UnsafeRawPointer)? {
        guard let wordsOffset, let base = lines.baseAddress else { return nil }
        let line = UnsafeRawPointer(base + index)
        return (line.load(fromByteOffset: wordsOffset, as: UnsafeRawPointer.self),
                line.load(fromByteOffset: wordsOffset + MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self))
    }
}
