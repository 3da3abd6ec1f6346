import CFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Two paths swapped in one step (`renameat2(RENAME_EXCHANGE)`): the careful writer puts its new file
/// in place and holds the old one under the temporary name at the same instant, so that it can tell
/// whether the file it replaced was the one it read. Swift's Glibc module does not export renameat2.
package enum PathExchange {
    /// Exchanges `first` and `second` (both must exist); nil, or the errno (EINVAL, ENOSYS or ENOTSUP:
    /// the file system cannot).
    package static func exchange(_ first: String, _ second: String) -> Int32? {
        horizon_exchange_paths(first, second) == 0 ? nil : errno
    }
}
