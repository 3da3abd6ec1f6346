#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path named at one moment — which inode, of what size, last changed when — so that the
/// publisher can tell that another program created, replaced or changed a file while a build ran, and
/// leave that file alone (docs/output.md#publishing), and a writer that a kept file is still the one it replaced.
package struct FileIdentity: Equatable, Sendable {
    package let device: UInt64
    package let inode: UInt64
    package let kind: UInt32
    package let size: Int64
    package let modified: Int64
    package let changed: Int64
    /// The permission bits (a replaced page keeps them).
    package let mode: mode_t

    /// The identity of what `path` names now (without following a final symbolic link), or nil when
    /// nothing is there.
    package init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity of what a `stat` result describes.
    package init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        kind = UInt32(info.st_mode & S_IFMT)
        size = Int64(info.st_size)
        mode = info.st_mode & 0o7777
        #if canImport(Glibc)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #else
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #endif
    }

    /// Whether it is a regular file.
    package var isRegularFile: Bool { kind == UInt32(S_IFREG) }
}
