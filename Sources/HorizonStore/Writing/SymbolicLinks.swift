import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Following a chain of symbolic links to the file they name, so that a linked todo.txt (Dropbox,
/// Syncthing) is updated where it lives and the link itself stays a link.
enum SymbolicLinks {
    /// The path the chain of links starting at `path` ends at (the path itself when it is no link).
    /// The end need not exist: `add` creates a linked todo.txt whose target is missing.
    static func finalTarget(of path: String) throws(WriteError) -> String {
        var current = path
        // The same limit as the kernel's (ELOOP after 40 links).
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw .system(path: current, operation: "read the link", code: errno) }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : ParentFolder.of(current) + "/" + target
        }
        throw .system(path: path, operation: "follow the links of", code: ELOOP)
    }
}
