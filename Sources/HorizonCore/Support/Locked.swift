import Foundation

/// A value shared between threads and reached only under its lock: the project's one lock box
/// (results gathered from parallel work, a publish in progress).
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates the box around its first value.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock; what `body` changes is kept.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the value as it is now.
    public var current: Value {
        withLock { $0 }
    }
}
