import HorizonCore

/// Makes a file's parts on all cores and hands them over in order a window at a time, so that a large
/// file is written as it is made: memory holds one window of parts, not the file.
enum OrderedParts {
    /// How many pieces of work are made at once: enough to keep every core busy between the
    /// hand-overs, few enough to stay tens of megabytes.
    static let window = 32

    /// Runs `make` for `0..<count` on `parallel`, a window at a time, and passes each result's parts
    /// to `append` in the order of `0..<count`. Whichever thread has made the next piece in order
    /// hands it over, and every made piece after it, while the other threads go on making the rest of
    /// the window: handing a large file to the kernel is a third of its cost, and it no longer waits
    /// for a whole window to be made, nor a window for the hand-over before it.
    static func make(
        _ count: Int, on parallel: ParallelRunner, _ make: @Sendable (Int) -> [[UInt8]], into append: (ArraySlice<UInt8>) -> Void
    ) {
        withoutActuallyEscaping(append) { append in
            let writer = Writer(append: append)
            var start = 0
            while start < count {
                let first = start, end = min(count, start + window)
                let handoff = Locked(Handoff(next: first))
                parallel.forEach(end - first) { offset in
                    let parts = make(first + offset)
                    var ready = handoff.withLock { $0.made(first + offset, parts) }
                    while let pieces = ready {
                        for parts in pieces { for part in parts { writer.append(part[...]) } }
                        ready = handoff.withLock { $0.takeReady() }
                    }
                }
                start = end
            }
        }
    }

    /// `append`, called from one thread at a time: the thread that holds ``Handoff/writing``, each
    /// taking it under the handoff's lock, which orders its calls after those of the thread before.
    private struct Writer: @unchecked Sendable {
        let append: (ArraySlice<UInt8>) -> Void
    }

    /// The pieces of a window that are made and not yet handed over, and whether a thread is handing
    /// some over now.
    private struct Handoff: Sendable {
        /// The first piece not yet handed over.
        var next: Int
        var made: [Int: [[UInt8]]] = [:]
        var writing = false

        /// Keeps a made piece; the pieces to hand over, now in order, when no other thread is.
        mutating func made(_ index: Int, _ parts: [[UInt8]]) -> [[[UInt8]]]? {
            made[index] = parts
            return writing ? nil : takeReady()
        }

        /// The made pieces from ``next`` on, taken by the thread that hands them over; nil (and no
        /// thread writing) when the next is not made yet.
        mutating func takeReady() -> [[[UInt8]]]? {
            var pieces: [[[UInt8]]] = []
            while let parts = made.removeValue(forKey: next) {
                pieces.append(parts)
                next += 1
            }
            writing = !pieces.isEmpty
            return writing ? pieces : nil
        }
    }
}
