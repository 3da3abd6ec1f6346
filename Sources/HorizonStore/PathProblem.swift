import Foundation
import HorizonFileSystem

/// Why a path cannot be read as a file, in the user's words and with the true cause (docs/commands.md#messages):
/// a FIFO is not "permission denied", a loop of symbolic links is not "no such file", and a dangling
/// link names where it points.
package enum PathProblem {
    /// The problem with reading `path` as a regular file, or nil when it is one. Never opens it (opening
    /// a FIFO would wait for a writer forever).
    package static func check(_ path: String) -> StoreError? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            var link = stat()
            if code == ENOENT, lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                return .unreadable(path: path, reason: "it is a symbolic link to \(target), which does not exist")
            }
            switch code {
            case ENOENT: return .missing(path: path)
            case ELOOP: return .unreadable(path: path, reason: "its symbolic links form a loop")
            case ENOTDIR: return .unreadable(path: path, reason: "a part of the path is a file, not a folder")
            default: return .unreadable(path: path, reason: SystemReason.describe(code))
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return .isDirectory(path: path)
        case S_IFIFO: return .unreadable(path: path, reason: "it is a FIFO (named pipe), not a regular file")
        case S_IFSOCK: return .unreadable(path: path, reason: "it is a socket, not a regular file")
        case S_IFCHR, S_IFBLK: return .unreadable(path: path, reason: "it is a device, not a regular file")
        default: return .unreadable(path: path, reason: "it is not a regular file")
        }
    }

    /// The problem with a path a write command is about to open, or nil: a FIFO, socket or device
    /// (opening a FIFO waits for a writer forever), a loop of symbolic links, or a file saved as UTF-16
    /// (`add` would append a UTF-8 line to it, `done` rewrite a line of it; docs/todotxt.md). A missing
    /// file or a dangling link is left to the writer, which may create it.
    package static func checkBeforeWriting(_ path: String) -> StoreError? {
        var status = stat()
        if stat(path, &status) != 0 { return errno == ELOOP ? check(path) : nil }
        switch status.st_mode & S_IFMT {
        case S_IFIFO, S_IFSOCK, S_IFCHR, S_IFBLK: return check(path)
        case S_IFREG:
            guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
            defer { try? handle.close() }
            let start = (try? handle.read(upToCount: 1024)) ?? Data()
            return UTF16Text.detect(Array(start)).map { .utf16(path: path, encoding: $0) }
        default: return nil
        }
    }
}
