import HorizonFileSystem

/// Runs independent pieces of work on all cores and returns their results in order, so that the
/// outcome never depends on scheduling. The threads are ``WorkerThreads``: when the system refuses
/// one, the work goes on with fewer, never hangs (docs/commands.md, "Limits").
public func parallelMap<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
    let results = Locked<[Result?]>(Array(repeating: nil, count: count))
    WorkerThreads.perform(iterations: count) { index in
        let result = body(index)
        results.withLock { $0[index] = result }
    }
    return results.current.compactMap { $0 }
}

/// Runs `body` for each index in `0..<count` on all cores (as ``parallelMap(_:_:)`` does), returning
/// when every call has returned.
public func parallelForEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
    WorkerThreads.perform(iterations: count, body)
}
