import Dispatch
import Foundation

/// Runs independent pieces of work on all cores and returns their results in order, so that the
/// outcome never depends on scheduling.
public func parallelMap<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
    let results = OrderedResults<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        results.store(body(index), at: index)
    }
    return results.values
}

/// Results stored by index from several threads.
private final class OrderedResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage.compactMap { $0 }
    }
}
