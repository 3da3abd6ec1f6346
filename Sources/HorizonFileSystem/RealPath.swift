#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a path leads on disk: absolute, with every symbolic link resolved, also for a path that does
/// not exist yet — so that `build` can tell an input that lies inside its output folder, whatever
/// name it is given by (docs/commands.md, "build").
package enum RealPath {
    /// How many symbolic links are followed in a row before giving up (the kernel's own limit).
    private static let linkLimit = 40

    /// The absolute path `path` leads to. The part that exists is resolved by `realpath(3)`; a dangling
    /// link counts as the path it points to; the part that does not exist yet is appended as written,
    /// with `.` and `..` taken by name.
    package static func of(_ path: String) -> String {
        resolve(path, links: 0)
    }

    /// Whether `path` (resolved) is `folder` (resolved) or lies anywhere inside it.
    package static func isInside(_ path: String, folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    private static func resolve(_ path: String, links: Int) -> String {
        // "" stands for the root, so that a component is always appended as "/" + name.
        var resolved = path.hasPrefix("/") ? "" : workingFolder()
        for component in path.split(separator: "/") {
            switch component {
            case ".":
                continue
            case "..":
                resolved = parent(resolved)
            default:
                resolved = follow(resolved + "/" + component, links: links)
            }
        }
        return resolved.isEmpty ? "/" : resolved
    }

    /// The candidate, resolved when it exists; a dangling link resolved where it points; else as it is.
    private static func follow(_ candidate: String, links: Int) -> String {
        if let real = realpath(candidate, nil) {
            defer { free(real) }
            let text = String(cString: real)
            return text == "/" ? "" : text
        }
        guard links < linkLimit, let target = readLink(candidate) else { return candidate }
        let whole = resolve(target.hasPrefix("/") ? target : parent(candidate) + "/" + target, links: links + 1)
        return whole == "/" ? "" : whole
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func workingFolder() -> String {
        guard let folder = getcwd(nil, 0) else { return "" }
        defer { free(folder) }
        let text = String(cString: folder)
        return text == "/" ? "" : text
    }
}
