import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names of Horizon's temporary files: `.NAME.horizon-tmp-PID-N` beside the file NAME they will
/// become, so that one left by a killed run is recognisable — by its exact shape and by a process id
/// that no longer runs — and removed by the next run, while a file that merely looks similar is not.
/// A write command also keeps the file it replaces under a name of its own (``KeptFileName``) until the
/// lines appended to it at the last moment are recovered.
package enum TemporaryName {
    private static let marker = ".horizon-tmp-"

    /// A fresh temporary name in `folder` for the file named `name`.
    package static func beside(_ name: String, in folder: String) -> String {
        folder + "/" + fresh(for: name)
    }

    /// A fresh temporary name (without a folder) for the file named `name`.
    package static func fresh(for name: String) -> String {
        ".\(name)\(marker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// The process id in `name` when it has exactly the shape of one of our temporary names.
    static func processID(in name: String) -> pid_t? {
        parse(name, marker: marker)?.pid
    }

    private static func parse(_ name: String, marker: String) -> (pid: pid_t, number: UInt64)? {
        guard name.hasPrefix("."), let range = name.range(of: marker, options: .backwards) else { return nil }
        // The final name must be there: `..horizon-tmp-1-2` names no file.
        guard name.index(after: name.startIndex) < range.lowerBound else { return nil }
        let numbers = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.count <= 19 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              numbers[0].count <= 10, let pid = pid_t(numbers[0]), pid > 0, let number = UInt64(numbers[1])
        else { return nil }
        return (pid, number)
    }

    /// The names in a folder (nothing when it cannot be read).
    package static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            })
        }
        return names
    }

    /// Whether a process with this id runs (a temporary file of a running horizon is never touched).
    package static func isRunning(_ pid: pid_t) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    /// Removes the temporary files that runs killed before they finished left in `folder` (regular
    /// files whose name is exactly ours, of a process that no longer runs); `only` limits it to the
    /// temporary files of one final name. Returns the names removed.
    @discardableResult
    package static func removeLeftovers(in folder: String, of only: String? = nil) -> [String] {
        var removed: [String] = []
        for name in names(in: folder) {
            // A temporary database (import) may have left its SQLite companions too.
            let base = ["-wal", "-shm", "-journal"].first(where: name.hasSuffix).map { String(name.dropLast($0.count)) } ?? name
            guard let pid = processID(in: base), !isRunning(pid) else { continue }
            if let only, !name.hasPrefix(".\(only)\(marker)") { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            if unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }
}
