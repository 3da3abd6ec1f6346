import CFileSystem

/// SIGINT and SIGTERM as bytes on a pipe, for a loop that waits with `poll` (`build --watch`): the
/// handler is C's and runs on whatever thread the signal lands on, so it works where no thread can be
/// made (`ulimit -u`), which a Dispatch signal source cannot (docs/commands.md#limits).
package enum SignalForwarding {
    /// Makes each signal write one byte to `descriptor` instead of ending the process; false when the
    /// system refuses.
    package static func forward(_ signals: [Int32], to descriptor: Int32) -> Bool {
        signals.allSatisfy { horizon_forward_signal($0, descriptor) == 0 }
    }

    /// Gives the signals their default action back.
    package static func restore(_ signals: [Int32]) {
        for number in signals { _ = horizon_default_signal(number) }
    }
}
