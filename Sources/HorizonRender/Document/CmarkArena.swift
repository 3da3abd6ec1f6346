import CCmark
import CCmarkArena

/// The memory cmark's trees and their rendering are made in: a bump allocator, one per thread
/// (`CCmarkArena`). A tree of a page holds hundreds of thousands of nodes and strings that malloc would
/// allocate and free one by one, where the arena hands out zeroed memory from large chunks and takes it
/// all back at once.
///
/// The arena outlives a render: the chunks one render used are handed out again by the next render on
/// the same thread, so that a site's hundreds of trees do not each fault fresh pages in (at a million
/// lines, fresh pages for trees were a third of the build's page faults, and a page fault costs more
/// than zeroing the memory again). Chunks are one huge page each, aligned and advised as such, so that
/// a large tree faults in one page per two megabytes; beyond eight they go back to the system after
/// each render. cmark's allocator functions take no context, so the arena in use is the calling
/// thread's (one render at a time per thread), found in a C thread-local variable: from Swift, asking
/// `pthread_getspecific` and the call thunks around it cost about as much as the allocation itself
/// (docs/performance.md).
///
/// cmark's contract is that its allocator never returns NULL (its own `xcalloc` aborts): it writes
/// through what it is given unchecked. This one keeps it: when the system has no memory left it ends
/// the process with a message, exit status 3 (docs/commands.md, "Limits"). Only ``withArena(_:)`` is
/// seen outside this file, by ``Cmark``.
enum CmarkArena {
    /// Runs `body` with the calling thread's arena as cmark's allocator, empty, and takes back everything
    /// it handed out when `body` returns: what cmark made in it must not outlive `body`.
    static func withArena<Result>(_ body: (UnsafeMutablePointer<cmark_mem>) -> Result) -> Result {
        horizon_cmark_arena_begin()
        defer { horizon_cmark_arena_end() }
        return body(allocator)
    }

    /// The cmark allocator that uses the calling thread's arena (written once, then only read).
    nonisolated(unsafe) private static let allocator: UnsafeMutablePointer<cmark_mem> = {
        let mem = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        mem.initialize(to: cmark_mem(
            calloc: horizon_cmark_arena_calloc,
            realloc: horizon_cmark_arena_realloc,
            free: horizon_cmark_arena_free))
        return mem
    }()
}
