import HorizonCore
import HorizonFileSystem

extension ParallelRunner {
    /// The process's worker threads (``WorkerThreads``): all cores, and fewer, never a hang, when the
    /// system refuses a thread (docs/commands.md, "Limits"). What the command line reads, plans and
    /// renders on. A thread that waits for another sleeps a tenth of a millisecond at a time; indexes
    /// are handed out in order.
    package static let workerThreads = ParallelRunner({ WorkerThreads.perform(iterations: $0, $1) }, pause: WorkerThreads.pause, handsOutInOrder: true)
}
