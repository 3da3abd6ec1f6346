import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The threads Horizon works on, made here with `pthread_create` rather than by Dispatch: when the
/// system refuses a thread (`ulimit -u`, or `ulimit -v` leaving no room for its stack), Dispatch retries
/// forever and the process hangs, before it writes anything or after it has published. Here a thread
/// that cannot be made is simply not used: the work goes on with the threads already running, down to
/// the calling thread alone, and gives the same result, only slower (docs/commands.md, "Limits").
package enum WorkerThreads {
    /// How many threads work at once, the caller's included: the processors online.
    package static let width: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// Runs `body` for each index in `0..<iterations`, on up to `budget.width` threads (the calling one
    /// among them, helpers only while the budget has room), and returns when every call has returned.
    /// Indexes are handed out in order, each once.
    package static func perform(iterations: Int, budget: ThreadBudget = .process, _ body: @Sendable (Int) -> Void) {
        guard iterations > 1 else {
            if iterations == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let job = Job(iterations: iterations, body: body)
            var threads: [pthread_t] = []
            var refused = false
            /// Starts helpers while there is room for them and work left for them to take.
            func recruit() {
                while !refused, threads.count < min(iterations, budget.width) - 1, job.hasWorkLeft, budget.reserve() {
                    guard let thread = start({
                        job.run()
                        budget.release()
                    }) else {
                        budget.release()
                        refused = true
                        return
                    }
                    threads.append(thread)
                }
            }
            recruit()
            // Between its own iterations the calling thread starts helpers as cores come free: a call made
            // from inside another (a file encoded while other files are) may start with none, and
            // would otherwise end on one core while the others have finished theirs.
            while let index = job.take() {
                body(index)
                if threads.count < min(iterations, budget.width) - 1 { recruit() }
            }
            guard !threads.isEmpty else { return }
            budget.release()
            for thread in threads { pthread_join(thread, nil) }
            budget.resume()
        }
    }

    /// Gives the calling thread's core up for a tenth of a millisecond: how a thread waits for another's work.
    @Sendable package static func pause() {
        var pause = timespec(tv_sec: 0, tv_nsec: 100_000)
        nanosleep(&pause, nil)
    }

    /// Runs `body` on a thread of its own, not waited for; false (and `body` not run) when the system
    /// refuses the thread. `stackSize`: the bytes of stack the thread reserves, when not the system's
    /// default (8 MiB, all of it counted by `ulimit -v`).
    @discardableResult
    package static func detach(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) -> Bool {
        guard let thread = start(stackSize: stackSize, body) else { return false }
        pthread_detach(thread)
        return true
    }

    /// A new thread running `body`, or nil when `pthread_create` fails (EAGAIN: no thread or no memory
    /// for its stack).
    private static func start(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) -> pthread_t? {
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        let result = pthread_create(&thread, &attributes, { context in
            #if canImport(Glibc)
            guard let context else { return nil }
            #endif
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        guard result == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// A closure on its way to a new thread.
    private final class Box: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// The indexes of one ``perform(iterations:_:)``, taken by its threads one at a time.
    private final class Job: Sendable {
        let iterations: Int
        let body: @Sendable (Int) -> Void
        let next = Atomic<Int>(0)

        init(iterations: Int, body: @escaping @Sendable (Int) -> Void) {
            self.iterations = iterations
            self.body = body
        }

        @Sendable func run() {
            while let index = take() { body(index) }
        }

        /// The next index not yet taken, or nil when every one has been.
        func take() -> Int? {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            return index < iterations ? index : nil
        }

        /// Whether some index has not been taken yet.
        var hasWorkLeft: Bool { next.load(ordering: .relaxed) < iterations }
    }
}
