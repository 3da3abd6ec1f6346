#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waiting for an exclusive `flock` for a bounded time (docs/commands.md#what-the-writer-guarantees: 10 s), as the careful writer's folder
/// lock and the publisher's output lock both do: a process that hangs (a file on a stalled network
/// mount) must not block every other one forever.
package enum Flock {
    /// How long a writer or a build waits for another one before giving up (docs/commands.md#what-the-writer-guarantees).
    package static let defaultTimeout: Duration = .seconds(10)

    /// Waits for an exclusive `flock` on a descriptor for at most `timeout`, polling (flock itself
    /// cannot time out); whether it was taken.
    package static func lockExclusively(_ descriptor: Int32, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        var pause: UInt32 = 1_000
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else { return false }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
        return true
    }
}
