import Glibc
import HorizonCore
import HorizonFileSystem

/// Why a watch cannot start, or cannot go on (`build --watch`); each exits 3, an input/output failure.
enum WatchError: HorizonError, CustomStringConvertible, Equatable {
    case unavailable(String)
    case cannotWatch(String, String)
    /// inotify_add_watch said ENOSPC: the user's inotify watches are all taken (the folder, and
    /// fs.inotify.max_user_watches as the system reports it, when it can be read). The system's words,
    /// "No space left on device", would send the user to look at their disks.
    case limitReached(String, limit: Int?)

    /// Why `folder` could not be watched, from inotify_add_watch's errno.
    static func adding(_ folder: String, errno code: Int32, limit: Int?) -> WatchError {
        code == ENOSPC ? .limitReached(folder, limit: limit) : .cannotWatch(folder, SystemReason.describe(code))
    }

    /// The watch limit a raise is suggested to: at least 524288 (what distributions that raise it
    /// choose), and double the current one.
    static func raised(_ limit: Int?) -> Int {
        max(524_288, (limit ?? 0) * 2)
    }

    var description: String {
        switch self {
        case .unavailable(let reason): "cannot watch files (inotify): \(reason)"
        case .cannotWatch(let folder, let reason): "cannot watch \(folder): \(reason)"
        case .limitReached(let folder, let limit):
            "cannot watch \(folder): the inotify watch limit is reached (fs.inotify.max_user_watches\(limit.map { " = \($0)" } ?? "")); "
                + "raise it with `sudo sysctl fs.inotify.max_user_watches=\(Self.raised(limit))` (a file in /etc/sysctl.d/ keeps it after a restart)"
        }
    }

    var exitStatus: ExitStatus { .inputOutput }

    var message: String { description }
}
