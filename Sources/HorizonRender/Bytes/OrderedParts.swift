import HorizonCore

/// Makes a file's parts on all cores and hands them over in order as they are made, so that a large
/// file is written as it is made: memory holds a window of parts, not the file.
enum OrderedParts {
    /// How many pieces may be made ahead of the one being handed over: enough to keep every core busy
    /// while one hands over, few enough to stay tens of megabytes.
    static let window = 32

    /// Runs `make` for `0..<count` on `parallel` and passes each result's parts to `append` in the
    /// order of `0..<count`. Whichever thread has made the next piece in order hands it over, and every
    /// made piece after it, while the other threads go on making the next pieces: handing a large file
    /// to the kernel is a third of its cost. No thread waits for a batch of pieces to be finished (one
    /// handed over a batch's last pieces while the others had nothing to do); a thread a window or more
    /// ahead of the hand-over waits for it. A runner that hands out pieces in order (the worker threads)
    /// has handed out the piece waited for, so it always comes; under any other runner a thread waits
    /// only while that piece is being made or handed over, and may run further ahead.
    static func make(
        _ count: Int, on parallel: ParallelRunner, _ make: @Sendable (Int) -> [[UInt8]], into append: (ArraySlice<UInt8>) -> Void
    ) {
        withoutActuallyEscaping(append) { append in
            let writer = Writer(append: append)
            let handoff = Locked(Handoff(next: 0))
            parallel.forEach(count) { index in
                while handoff.withLock({ $0.mustWait(index, inOrder: parallel.handsOutInOrder) }) { parallel.pause() }
                let parts = make(index)
                var ready = handoff.withLock { $0.made(index, parts) }
                while let pieces = ready {
                    for parts in pieces { for part in parts { writer.append(part[...]) } }
                    ready = handoff.withLock { $0.takeReady() }
                }
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

        /// The pieces being made now.
        var making: Set<Int> = []

        /// Whether the thread about to make `index` must wait: it is a window or more ahead of the hand-over,
        /// and the piece the hand-over waits for is sure to come: handed out (`inOrder`), or being made or
        /// handed over; else `index` is counted as being made.
        mutating func mustWait(_ index: Int, inOrder: Bool) -> Bool {
            if index - next >= OrderedParts.window, inOrder || writing || making.contains(next) { return true }
            making.insert(index)
            return false
        }

        /// Keeps a made piece; the pieces to hand over, now in order, when no other thread is.
        mutating func made(_ index: Int, _ parts: [[UInt8]]) -> [[[UInt8]]]? {
            making.remove(index)
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
