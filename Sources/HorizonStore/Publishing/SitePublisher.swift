import CDirectorySwap
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Publishes a site (relative path → bytes) into an output folder so that a reader sees the old site or
/// the new one, never a mix (SPEC §5): the new site is assembled in a staging folder beside the output
/// folder and the two are exchanged in one atomic rename. Unchanged files are hard links to the old
/// ones (same bytes, same modification time). The publisher knows no page names: the files it is given
/// are recorded in a manifest (``SiteManifest``), and only files of the previous manifest that the new
/// site no longer has are left behind; every other file of the folder is carried over. Nothing is
/// written outside the output folder.
public struct SitePublisher: Sendable {
    /// The output folder.
    public let directory: String

    /// Creates a publisher for a folder.
    public init(directory: String) {
        self.directory = directory
    }

    /// What a publish did.
    public struct Report: Sendable, Equatable {
        /// Files written because they were new or changed.
        public var written: [String] = []
        /// Files whose bytes were already right (kept as they were).
        public var unchanged: [String] = []
        /// Stale pages of an earlier build that were dropped.
        public var removed: [String] = []

        /// Creates a report.
        public init(written: [String] = [], unchanged: [String] = [], removed: [String] = []) {
            self.written = written
            self.unchanged = unchanged
            self.removed = removed
        }
    }

    /// Publishes the files; `retiring` says which files of the previous build this build replaces (see
    /// ``SiteStaging/commit(retiring:)``).
    @discardableResult
    public func publish(_ files: [String: [UInt8]], retiring: (String) -> Bool = { _ in true }) throws(StoreError) -> Report {
        for path in files.keys where !SitePublisher.isSafe(path) {
            throw .unwritable(path: path, reason: "the path leaves the output folder")
        }
        let staging = try SiteStaging(publisher: self)
        for path in files.keys.sorted() {
            staging.write(path, files[path] ?? [])
        }
        return try staging.commit(retiring: retiring)
    }

    /// Starts a publish whose files arrive one by one (from several threads), so that a large site is
    /// never held in memory whole; nothing is visible in the output folder before ``SiteStaging/commit()``.
    public func beginStaging() throws(StoreError) -> SiteStaging {
        try SiteStaging(publisher: self)
    }

    /// A relative path with no `..`, no absolute start, no empty component and no line break, that is
    /// not the manifest itself.
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), path != SiteManifest.fileName,
              !path.contains(where: { $0 == "\n" || $0 == "\r" })
        else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    /// The output folder as an absolute path with symbolic links resolved, refused if it is a file.
    func resolvedTarget() throws(StoreError) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .notADirectory(path: directory)
        }
        let absolute = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath().path
        guard absolute != "/", !absolute.isEmpty else {
            throw .unwritable(path: directory, reason: "choose a folder of its own for the site")
        }
        return absolute
    }

    /// Hard-links every file of the old site that the new site does not replace into the staging
    /// folder — files the user put there, and files of the previous manifest that this build does not
    /// retire — and returns the retired files, which are left behind, and the kept ones of the manifest.
    static func carryOver(
        from old: String, to staging: String, staged files: Set<String>,
        previous manifest: SiteManifest?, retiring: (String) -> Bool
    ) throws -> (removed: [String], keptFromManifest: Set<String>) {
        var removed: [String] = []
        var kept: Set<String> = []
        guard let walker = FileManager.default.enumerator(atPath: old) else { return ([], []) }
        var entries: [String] = []
        while let relative = walker.nextObject() as? String { entries.append(relative) }
        for relative in entries.sorted() where relative != SiteManifest.fileName && !files.contains(relative) {
            let source = (old as NSString).appendingPathComponent(relative)
            let destination = (staging as NSString).appendingPathComponent(relative)
            var info = stat()
            guard lstat(source, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFDIR {
                // A folder of the user's stays even when empty.
                try SitePublisher.createFolder(destination)
                continue
            }
            if manifest?.paths.contains(relative) == true {
                if retiring(relative) {
                    removed.append(relative)
                    continue
                }
                kept.insert(relative)
            }
            try SitePublisher.createFolder((destination as NSString).deletingLastPathComponent)
            if kind == S_IFLNK {
                let target = try FileManager.default.destinationOfSymbolicLink(atPath: source)
                try FileManager.default.createSymbolicLink(atPath: destination, withDestinationPath: target)
            } else if link(source, destination) != 0 {
                try FileManager.default.copyItem(atPath: source, toPath: destination)
            }
        }
        return (removed, kept)
    }

    static func createFolder(_ path: String) throws(StoreError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Staging folders of builds that were interrupted (the lock says no build is running now).
    static func removeLeftovers(in parent: String, prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        for name in names where name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(atPath: (parent as NSString).appendingPathComponent(name))
        }
    }
}
