import HorizonFileSystem
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Syncs the files a publish has written (fsync, then close) on a thread of its own, so that the threads
/// rendering the next files do not wait for the disk (each waited in fsync for the file it had just
/// written). ``finish()`` returns once every file handed over is synced, and the publish calls it
/// before its first rename, so a rename still never publishes a file whose bytes a crash could lose
/// (docs/output.md#publishing). A file is synced where it is handed over, as before, when the system
/// refuses the thread or when enough files already wait with their descriptors open (`ulimit -n`).
final class FileSyncer: Sendable {
    /// A written file: its open descriptor, and the final path that names it in an error.
    private struct Job: Sendable {
        let descriptor: Int32
        let path: String
    }

    private struct State: Sendable {
        /// Files handed over and not yet taken by a thread.
        var queue: [Job] = []
        /// Files handed over and not yet synced and closed, taken or not.
        var unsynced = 0
        /// Whether a thread is syncing the queue now.
        var draining = false
        /// The first file that could not be synced or closed, and why.
        var failure: PublishError?
    }

    private let state = Mutex(State())
    /// How many files may wait, open, for the syncing thread; a file handed over beyond them is synced
    /// where it is handed over. Each waits with its descriptor open, so the number is kept well inside
    /// the process's limit on open files (`ulimit -n`): none under a limit of 64 or less.
    private let queueLimit: Int
    /// The syncing thread's stack: a quarter of a megabyte.
    private static let stackSize = 1 << 18

    /// What to do with a file handed over.
    private enum Handling {
        case queued, queuedStartingThread, syncedHere
    }

    init() {
        var limit = rlimit()
        // No limit (RLIM_INFINITY, the largest value) clamps to Int.max.
        let openFiles = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 ? Int(clamping: limit.rlim_cur) : Int.max
        queueLimit = max(0, min(16, (openFiles - 64) / 4))
    }

    /// Syncs and closes `descriptor` (the written file at `path`) soon, on the syncing thread, or now
    /// when as many files already wait.
    func sync(_ descriptor: Int32, path: String) {
        let job = Job(descriptor: descriptor, path: path)
        let handling = state.withLock { state -> Handling in
            guard state.queue.count < queueLimit else { return .syncedHere }
            state.queue.append(job)
            state.unsynced += 1
            guard !state.draining else { return .queued }
            state.draining = true
            return .queuedStartingThread
        }
        switch handling {
        case .queued:
            return
        case .syncedHere:
            syncAndClose(job)
        case .queuedStartingThread:
            // A small stack: the thread only syncs and closes, and under `ulimit -v` the default 8 MiB
            // could leave too little address space for the rendering threads.
            if !WorkerThreads.detach(stackSize: Self.stackSize, { self.drain() }) { drain() }
        }
    }

    /// Waits until every file handed over is synced and closed; the first failure, if any.
    func finish() throws(PublishError) {
        // The caller helps: what is still queued is synced here, then the file the thread holds is waited for.
        drain()
        while true {
            let (unsynced, failure) = state.withLock { ($0.unsynced, $0.failure) }
            if unsynced == 0 {
                if let failure { throw failure }
                return
            }
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&pause, nil)
        }
    }

    /// Syncs queued files until the queue is empty; the thread that ends it gives up ``State/draining``.
    private func drain() {
        while let job = state.withLock({ state -> Job? in
            guard !state.queue.isEmpty else {
                state.draining = false
                return nil
            }
            return state.queue.removeFirst()
        }) {
            syncAndClose(job)
            state.withLock { $0.unsynced -= 1 }
        }
    }

    /// Syncs and closes one file, keeping the first failure.
    private func syncAndClose(_ job: Job) {
        var error: Int32 = 0
        if fsync(job.descriptor) != 0 { error = errno }
        if close(job.descriptor) != 0, error == 0 { error = errno }
        guard error != 0 else { return }
        state.withLock { state in
            if state.failure == nil { state.failure = .unwritable(path: job.path, reason: String(cString: strerror(error))) }
        }
    }
}
