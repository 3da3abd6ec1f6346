#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder opened once and then written into by name (`openat`, `renameat`, `unlinkat`), never by
/// path: the publisher opens each folder of the site from the one above it with `O_NOFOLLOW`, so a
/// symbolic link put inside the output folder — before the build or while it runs — can never send a
/// page outside it (docs/output.md, "Publishing"). The descriptor is closed when the handle goes away.
package final class FolderHandle: Sendable {
    /// The open folder.
    package let descriptor: Int32
    /// Its path, for messages and for the few calls that take one.
    package let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// What is at a name inside a folder, seen without following a symbolic link.
    package enum Child: Sendable {
        /// A real folder, now open.
        case folder(FolderHandle)
        /// Nothing of that name.
        case missing
        /// A symbolic link, and where it points.
        case symbolicLink(target: String)
        /// A file or anything else that is not a folder.
        case notAFolder
        /// The system refused, with this errno.
        case failed(Int32)
    }

    /// Opens a folder by path, following links on the way: the output folder itself may be a link (the
    /// user's choice); only what is inside it is opened without following. Nil with `errno` set on failure.
    package static func opening(path: String) -> FolderHandle? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        return FolderHandle(descriptor: descriptor, path: path)
    }

    /// Opens the folder `name` inside this one without following a symbolic link.
    package func child(_ name: String) -> Child {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            return errno == ENOENT ? .missing : .failed(errno)
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return .symbolicLink(target: linkTarget(name))
        case S_IFDIR: break
        default: return .notAFolder
        }
        let opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard opened >= 0 else {
            // Replaced by a link between the two calls: O_NOFOLLOW refused it (ELOOP, or ENOTDIR).
            let code = errno
            if fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFLNK {
                return .symbolicLink(target: linkTarget(name))
            }
            return code == ENOENT ? .missing : .failed(code)
        }
        return .folder(FolderHandle(descriptor: opened, path: path + "/" + name))
    }

    /// Creates the folder `name` (0777 less the umask); nil, or the errno (EEXIST when something is there).
    package func makeFolder(_ name: String) -> Int32? {
        mkdirat(descriptor, name, 0o777) == 0 ? nil : errno
    }

    /// Removes the folder `name` when it is empty (a folder this build made and did not use).
    package func removeEmptyFolder(_ name: String) {
        _ = unlinkat(descriptor, name, AT_REMOVEDIR)
    }

    /// What `name` names now, not following a final link; nil when nothing is there.
    package func identity(of name: String) -> FileIdentity? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileIdentity(info)
    }

    /// Opens the regular file `name` for reading (a link is not followed: -1, errno ELOOP).
    package func openForReading(_ name: String) -> Int32 {
        openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    }

    /// Creates the new file `name` for writing; -1 with errno when anything is already there.
    package func createExclusively(_ name: String, mode: mode_t) -> Int32 {
        openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    }

    /// Renames `from` over `to`, both in this folder; nil, or the errno.
    package func rename(_ from: String, over to: String) -> Int32? {
        renameat(descriptor, from, descriptor, to) == 0 ? nil : errno
    }

    /// Removes the file `name` (a link itself, never what it points to); nil, or the errno.
    package func remove(_ name: String) -> Int32? {
        unlinkat(descriptor, name, 0) == 0 ? nil : errno
    }

    /// Makes the renames, creations and removals in this folder durable.
    package func sync() {
        fsync(descriptor)
    }

    /// Where the link `name` points ("?" when it cannot be read).
    private func linkTarget(_ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(descriptor, name, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
