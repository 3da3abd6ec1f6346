#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path names once its symbolic links are followed: the device and inode. Every name of
/// one file — `a.txt`, `./a.txt`, a symbolic or a hard link — has the same key, so that a list named
/// twice is read and written once (docs/commands.md, "Several lists").
package struct FileKey: Hashable, Sendable {
    package let device: UInt64
    package let inode: UInt64

    /// The key of the file `path` names (following symbolic links), or nil when there is none.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
