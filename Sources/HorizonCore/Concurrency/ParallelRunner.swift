/// How independent pieces of work are run: one after another (``serial``), or on the threads the
/// caller hands in. `HorizonCore` makes no thread of its own (it has no system calls); the command line
/// gives it the worker threads of `HorizonFileSystem`, which go on with fewer threads when the system
/// refuses one (docs/commands.md, "Limits"). Whatever the runner, results come back in order, so that
/// the outcome never depends on scheduling.
public struct ParallelRunner: Sendable {
    /// Runs a body for each index in `0..<count`, each once, in any order and on any threads, and
    /// returns when every call has returned.
    private let perform: @Sendable (_ count: Int, _ body: @Sendable (Int) -> Void) -> Void
    /// Lets a thread that waits for another's work give its core up for a moment.
    package let pause: @Sendable () -> Void
    /// Whether the indexes are handed out in order: when a call has index `i`, every index before it has
    /// been handed out, so a call may wait for an earlier one to be done without waiting forever.
    package let handsOutInOrder: Bool

    /// A runner that calls `perform(count, body)` to run `body` for each index in `0..<count` (each
    /// once, returning when every call has returned); `pause` is how one of its threads waits a moment
    /// for another (by default it does not give its core up); `handsOutInOrder` says the indexes are
    /// handed out in increasing order (false: in any order).
    public init(_ perform: @escaping @Sendable (_ count: Int, _ body: @Sendable (Int) -> Void) -> Void,
                pause: @escaping @Sendable () -> Void = {}, handsOutInOrder: Bool = false) {
        self.perform = perform
        self.pause = pause
        self.handsOutInOrder = handsOutInOrder
    }

    /// Runs every piece on the calling thread, in order.
    public static let serial = ParallelRunner({ count, body in
        for index in 0..<count { body(index) }
    }, handsOutInOrder: true)

    /// The results of `body` for each index in `0..<count`, in index order.
    package func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        let results = Locked<[Result?]>(Array(repeating: nil, count: count))
        perform(count) { index in
            let result = body(index)
            results.withLock { $0[index] = result }
        }
        return results.current.compactMap { $0 }
    }

    /// Runs `body` for each index in `0..<count`, returning when every call has returned.
    package func forEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
        perform(count, body)
    }
}
