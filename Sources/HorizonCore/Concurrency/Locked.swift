import Synchronization

/// A value shared between threads and reached only under its lock: the project's one lock box
/// (results gathered from parallel work, a publish in progress), a class around the standard
/// library's `Mutex` so that it can be shared by reference.
public final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    /// Creates the box around its first value.
    public init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, holding the lock; what `body` changes is kept.
    public func withLock<Result: Sendable, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try mutex.withLock { value throws(Failure) -> Result in try body(&value) }
    }

    /// A copy of the value as it is now.
    public var current: Value {
        withLock { $0 }
    }
}
