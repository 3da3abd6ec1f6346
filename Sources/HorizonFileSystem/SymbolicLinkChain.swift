#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names a path leads through: the path as given, then each symbolic link's target in turn, up to
/// the first name that is not a link (or that does not exist), so that `build --watch` can watch the
/// folder of every one of them (docs/commands.md#watching-build---watch). A relative target is taken
/// from its link's folder, as the system does; no name is made absolute or resolved further, so that
/// messages name the paths the user wrote.
package struct SymbolicLinkChain: Equatable, Sendable {
    /// The path as given first, its final target last (the path alone when it is not a link).
    package let paths: [String]

    /// At most this many links are followed, as the system's own limit for a path (ELOOP).
    private static let maximumLinks = 40

    package init(_ path: String) {
        var paths = [path]
        var current = path
        while paths.count <= Self.maximumLinks, let target = Self.target(of: current) {
            let next = target.hasPrefix("/") ? target : Self.joined(ParentFolder.of(current), target)
            // A loop ends where it comes round again.
            guard !paths.contains(next) else { break }
            paths.append(next)
            current = next
        }
        self.paths = paths
    }

    /// Where the link at `path` points, or nil when `path` is not a symbolic link (or is missing).
    private static func target(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `target` in `folder`, without a leading `./`.
    private static func joined(_ folder: String, _ target: String) -> String {
        if folder == "." { return target }
        return folder.hasSuffix("/") ? folder + target : folder + "/" + target
    }
}
