import CFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals as bytes on a pipe, for a loop that waits with `poll` (`build --watch`: SIGINT and SIGTERM
/// end the watch between builds). The handler is C's and runs on whatever thread the signal lands on,
/// so it works where no thread can be made (`ulimit -u`), which a Dispatch signal source cannot
/// (docs/commands.md#limits). While the pipe lives the signals are unblocked and no longer end the
/// process; when it goes, each gets back what it did and whether it was blocked.
package final class SignalPipe {
    /// The pipe's end to wait on: readable once one of the signals has arrived.
    package let readDescriptor: Int32
    private let writeDescriptor: Int32
    private let signals: [Int32]

    /// Makes each of `signals` write to a new pipe instead of its action; the errno of a refusal
    /// (nothing is changed then).
    package init(forwarding signals: [Int32]) throws(SystemCallFailure) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw SystemCallFailure(code: errno) }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        var forwarded: [Int32] = []
        for number in signals {
            guard horizon_forward_signal(number, writeDescriptor) == 0 else {
                let code = errno
                for earlier in forwarded.reversed() { _ = horizon_restore_signal(earlier) }
                close(readDescriptor)
                close(writeDescriptor)
                throw SystemCallFailure(code: code)
            }
            forwarded.append(number)
        }
        self.signals = signals
    }

    deinit {
        for number in signals.reversed() { _ = horizon_restore_signal(number) }
        close(readDescriptor)
        close(writeDescriptor)
    }
}
