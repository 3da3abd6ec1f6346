#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waiting, without a thread, until one of some descriptors has something to read (`poll`): the
/// watch waits on its inotify instance and its signal pipe at once.
package enum ReadableWait {
    /// How a wait ended.
    package enum Outcome: Equatable, Sendable {
        /// These descriptors (their positions in the list given) can be read.
        case readable(Set<Int>)
        /// The time passed first, or the wait failed.
        case timedOut
        /// A signal's handler ran (EINTR): wait again.
        case interrupted
    }

    /// Waits until one of `descriptors` can be read, at most `milliseconds` (-1: no limit).
    package static func wait(for descriptors: [Int32], milliseconds: Int32) -> Outcome {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&entries, nfds_t(entries.count), milliseconds)
        if ready < 0, errno == EINTR { return .interrupted }
        guard ready > 0 else { return .timedOut }
        return .readable(Set(entries.indices.filter { entries[$0].revents != 0 }))
    }
}
