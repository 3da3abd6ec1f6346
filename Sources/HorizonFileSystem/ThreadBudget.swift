import Synchronization

/// How many threads may work at once, and how many helpers of ``WorkerThreads/perform(iterations:budget:_:)``
/// work now: a call made from inside another (a file encoded on all cores while pages render on all
/// cores) adds threads only while fewer than `width` work, so that the machine is never asked for
/// cores × cores of them. The process shares one budget; a test makes its own, so that other tests
/// running beside it cannot take its cores.
package final class ThreadBudget: Sendable {
    /// How many threads work at once, the caller's included.
    package let width: Int

    /// The helper threads at work now, less the callers that wait for theirs. A helper stops counting
    /// when it has nothing left to take, and a caller waiting for its helpers lends its core, so that a
    /// call still at work can take it up.
    private let running = Atomic<Int>(0)

    /// A budget of `width` threads (at least one).
    package init(width: Int) {
        self.width = max(1, width)
    }

    /// The process's budget: as many threads as processors online.
    package static let process = ThreadBudget(width: WorkerThreads.width)

    /// Counts one more helper when there is room for it.
    func reserve() -> Bool {
        var current = running.load(ordering: .relaxed)
        while current < width - 1 {
            let (exchanged, original) = running.compareExchange(expected: current, desired: current + 1, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
        return false
    }

    /// Counts one helper less (one that ended, or a caller that waits and lends its core).
    func release() {
        running.subtract(1, ordering: .relaxed)
    }

    /// Counts back a caller that has stopped waiting.
    func resume() {
        running.add(1, ordering: .relaxed)
    }
}
