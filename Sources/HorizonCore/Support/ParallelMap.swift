import Dispatch

/// Runs independent pieces of work on all cores and returns their results in order, so that the
/// outcome never depends on scheduling.
public func parallelMap<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
    let results = Locked<[Result?]>(Array(repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
        let result = body(index)
        results.withLock { $0[index] = result }
    }
    return results.current.compactMap { $0 }
}
