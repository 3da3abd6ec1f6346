import HorizonCore
import HorizonFileSystem

extension ParallelRunner {
    /// The process's worker threads (``WorkerThreads``): all cores, and fewer, never a hang, when the
    /// system refuses a thread (docs/commands.md, "Limits"). What the command line reads, plans and
    /// renders on.
    package static let workerThreads = ParallelRunner(WorkerThreads.perform)
}
