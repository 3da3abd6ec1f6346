import CCmark
import Foundation

/// A bump allocator for cmark's trees and their rendering, one per thread. A tree of a page holds
/// hundreds of thousands of nodes and strings that malloc would allocate and free one by one, where the
/// arena hands out zeroed memory from large chunks and takes it all back at once.
///
/// The arena outlives a render: the chunks one render used are handed out again by the next render on
/// the same thread, so that a site's hundreds of trees do not each fault fresh pages in (at a million
/// lines, fresh pages for trees were a third of the build's page faults, and a page fault costs more
/// than zeroing the memory again). Chunks are one huge page each, aligned and advised as such, so that
/// a large tree faults in one page per two megabytes; beyond ``retainedChunks`` they go back to the
/// system after each render. cmark's allocator functions take no context, so the arena in use is the
/// calling thread's (one render at a time per thread).
///
/// cmark's contract is that its allocator never returns NULL (its own `xcalloc` aborts): it writes
/// through what it is given unchecked. This one keeps it: when the system has no memory left it ends
/// the process with a message (``outOfMemory()``). Only ``withArena(_:)`` is seen outside this file,
/// by ``Cmark``.
struct CmarkArena {
    /// Bytes of an ordinary chunk (one huge page); a larger allocation gets a block of its own.
    static let chunkSize = 2 << 20
    /// Chunks a thread keeps between renders: most pages' trees fit, the largest do not hold memory.
    static let retainedChunks = 8
    /// Each allocation is preceded by its size (for `realloc`) and whether it is a block of its own,
    /// and aligned to 16 bytes.
    static let header = 16

    /// The ordinary chunks, in the order they are used; `current` is the one being handed out.
    private var chunks: [UnsafeMutableRawPointer] = []
    private var current = -1
    /// Whether `current` has never been handed out, so its memory is still the system's zeros.
    private var currentIsFresh = false
    /// Blocks of their own (cmark's output buffer, a very long string), freed after each render.
    private var blocks: [UnsafeMutableRawPointer] = []
    /// Where the next allocation goes in the current chunk, and where that chunk ends.
    private var next: UnsafeMutableRawPointer?
    private var end: UnsafeMutableRawPointer?
    /// The last allocation, which `realloc` can grow in place.
    private var last: UnsafeMutableRawPointer?

    /// Runs `body` with the calling thread's arena as cmark's allocator, empty, and takes back everything
    /// it handed out when `body` returns: what cmark made in it must not outlive `body`.
    static func withArena<Result>(_ body: (UnsafeMutablePointer<cmark_mem>) -> Result) -> Result {
        begin()
        defer { end() }
        return body(allocator)
    }

    /// The cmark allocator that uses the calling thread's arena (written once, then only read).
    nonisolated(unsafe) private static let allocator: UnsafeMutablePointer<cmark_mem> = {
        let mem = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        mem.initialize(to: cmark_mem(
            calloc: { count, size in
                guard let memory = CmarkArena.current?.pointee.allocate(count * size) else { CmarkArena.outOfMemory() }
                return memory
            },
            realloc: { pointer, size in
                guard let memory = CmarkArena.current?.pointee.reallocate(pointer, size) else { CmarkArena.outOfMemory() }
                return memory
            },
            free: { _ in }))
        return mem
    }()

    /// Ends the process when the system has no memory for a tree: cmark has no way to fail and would
    /// read through the null pointer (a crash with no word of why). The message is a static string,
    /// written without allocating; exit status 3, an input/output failure (docs/commands.md, "Limits").
    private static func outOfMemory() -> Never {
        let message: StaticString = "horizon: render: out of memory (is `ulimit -v` too low for this list?)\n"
        _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
        _exit(3)
    }

    /// The thread's arena while it renders; nil between renders.
    private static let active: pthread_key_t = key(destructor: nil)
    /// The thread's arena, kept between renders and freed when the thread ends.
    private static let owned: pthread_key_t = key { arena in
        guard let arena = arena?.assumingMemoryBound(to: CmarkArena.self) else { return }
        arena.pointee.releaseAll()
        arena.deinitialize(count: 1)
        arena.deallocate()
    }

    private static func key(destructor: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?) -> pthread_key_t {
        var key = pthread_key_t()
        pthread_key_create(&key, destructor)
        return key
    }

    private static var current: UnsafeMutablePointer<CmarkArena>? {
        pthread_getspecific(active)?.assumingMemoryBound(to: CmarkArena.self)
    }

    /// Makes this thread's arena the one cmark allocates from, empty.
    private static func begin() {
        let arena: UnsafeMutablePointer<CmarkArena>
        if let kept = pthread_getspecific(owned) {
            arena = kept.assumingMemoryBound(to: CmarkArena.self)
        } else {
            arena = UnsafeMutablePointer<CmarkArena>.allocate(capacity: 1)
            arena.initialize(to: CmarkArena())
            pthread_setspecific(owned, arena)
        }
        pthread_setspecific(active, arena)
    }

    /// Takes back everything the arena handed out since ``begin()``.
    private static func end() {
        guard let arena = current else { return }
        pthread_setspecific(active, nil)
        arena.pointee.reset()
    }

    /// Frees the blocks and the chunks beyond those kept, and starts again at the first chunk.
    private mutating func reset() {
        for block in blocks { free(block) }
        blocks.removeAll(keepingCapacity: true)
        while chunks.count > Self.retainedChunks { Self.unmap(chunks.removeLast()) }
        current = -1
        next = nil
        end = nil
        last = nil
    }

    private mutating func releaseAll() {
        reset()
        chunks.forEach(Self.unmap)
        chunks.removeAll()
    }

    /// `size` bytes, zeroed unless `zeroed` is false (cmark's `calloc` needs zeros, its `realloc` not:
    /// every string cmark copies into a node, half the allocations, is a `realloc` of nothing); nil when
    /// the system has no memory left.
    private mutating func allocate(_ size: Int, zeroed: Bool = true) -> UnsafeMutableRawPointer? {
        let needed = Self.header + (size + 15) & ~15
        if needed > Self.chunkSize {
            guard let block = calloc(1, needed) else { return nil }
            blocks.append(block)
            return place(size, at: block, ownBlock: true)
        }
        let start: UnsafeMutableRawPointer
        if let next, let end, end - next >= needed {
            start = next
        } else {
            guard let chunk = nextChunk() else { return nil }
            start = chunk
        }
        let pointer = place(size, at: start)
        if zeroed && !currentIsFresh { pointer.initializeMemory(as: UInt8.self, repeating: 0, count: size) }
        return pointer
    }

    /// Moves on to the next chunk, one kept from an earlier render or a new one, and returns its start;
    /// nil when the system has no memory for a new one.
    private mutating func nextChunk() -> UnsafeMutableRawPointer? {
        if current + 1 == chunks.count {
            guard let chunk = Self.mapChunk() else { return nil }
            chunks.append(chunk)
            currentIsFresh = true
        } else {
            currentIsFresh = false
        }
        current += 1
        next = chunks[current]
        end = chunks[current] + Self.chunkSize
        return chunks[current]
    }

    private mutating func place(_ size: Int, at start: UnsafeMutableRawPointer, ownBlock: Bool = false) -> UnsafeMutableRawPointer {
        start.storeBytes(of: size, as: Int.self)
        start.storeBytes(of: ownBlock ? 1 : 0, toByteOffset: 8, as: Int.self)
        let pointer = start + Self.header
        if !ownBlock {
            next = pointer + ((size + 15) & ~15)
            last = pointer
        }
        return pointer
    }

    /// `pointer`'s bytes in `size` bytes: grown in place when it is the last allocation and fits; a
    /// block of its own (cmark's output buffer) is resized by the C heap, so that a growing buffer
    /// leaves no copies of itself behind. cmark needs no zeros from `realloc`.
    private mutating func reallocate(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
        guard let pointer else { return allocate(size, zeroed: false) }
        let start = pointer - Self.header
        let old = start.load(as: Int.self)
        if start.load(fromByteOffset: 8, as: Int.self) == 1, let index = blocks.lastIndex(of: start) {
            guard let resized = realloc(start, Self.header + size) else { return nil }
            blocks[index] = resized
            resized.storeBytes(of: size, as: Int.self)
            return resized + Self.header
        }
        if pointer == last, let end, end - pointer >= size {
            start.storeBytes(of: size, as: Int.self)
            next = pointer + ((size + 15) & ~15)
            return pointer
        }
        if Self.header + size > Self.chunkSize {
            // Moves out of the chunk it shares into a block of its own.
            guard let block = malloc(Self.header + size) else { return nil }
            blocks.append(block)
            let moved = place(size, at: block, ownBlock: true)
            moved.copyMemory(from: pointer, byteCount: min(old, size))
            return moved
        }
        guard let moved = allocate(size, zeroed: false) else { return nil }
        moved.copyMemory(from: pointer, byteCount: min(old, size))
        return moved
    }

    /// A chunk aligned to its size and advised to be one huge page (where the system has them).
    private static func mapChunk() -> UnsafeMutableRawPointer? {
        // Twice the size is mapped so that an aligned chunk lies inside; the rest is unmapped.
        let mapped = mmap(nil, 2 * chunkSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { return nil }
        let address = UInt(bitPattern: mapped)
        let aligned = (address + UInt(chunkSize - 1)) & ~UInt(chunkSize - 1)
        let head = Int(aligned - address)
        if head > 0 { munmap(mapped, head) }
        let tail = chunkSize - head
        if tail > 0 { munmap(mapped + head + chunkSize, tail) }
        let chunk = mapped + head
        madvise(chunk, chunkSize, MADV_HUGEPAGE)
        return chunk
    }

    private static func unmap(_ chunk: UnsafeMutableRawPointer) {
        munmap(chunk, chunkSize)
    }
}
