import HorizonFileSystem
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Syncs the files a publish has written (fsync, then close) on a thread of its own, so that the threads
/// rendering the next files never wait for the disk: a million-line build spent 2.6 s of its threads'
/// time in fsync. ``finish()`` returns once every file handed over is synced, and the publish calls it
/// before its first rename, so a rename still never publishes a file whose bytes a crash could lose
/// (docs/output.md#publishing). When the system refuses the thread, a file is synced where it is
/// handed over, as before.
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
    /// The syncing thread's stack: a quarter of a megabyte.
    private static let stackSize = 1 << 18

    /// Syncs and closes `descriptor` (the written file at `path`) soon, on the syncing thread.
    func sync(_ descriptor: Int32, path: String) {
        let startsThread = state.withLock { state in
            state.queue.append(Job(descriptor: descriptor, path: path))
            state.unsynced += 1
            guard !state.draining else { return false }
            state.draining = true
            return true
        }
        guard startsThread else { return }
        // A small stack: the thread only syncs and closes, and under `ulimit -v` the default 8 MiB could
        // leave too little address space for the rendering threads.
        if !WorkerThreads.detach(stackSize: Self.stackSize, { self.drain() }) { drain() }
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
            var error: Int32 = 0
            if fsync(job.descriptor) != 0 { error = errno }
            if close(job.descriptor) != 0, error == 0 { error = errno }
            state.withLock { state in
                state.unsynced -= 1
                if error != 0, state.failure == nil {
                    state.failure = .unwritable(path: job.path, reason: String(cString: strerror(error)))
                }
            }
        }
    }
}
