import Foundation
import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Publishes a site (relative path → bytes) into an output folder in place, file by file (docs/output.md#publishing):
/// each new or changed file is written beside its final name, synced and renamed over it, so every
/// file is whole at every moment; files in subfolders first, the top-level views after them and the
/// index last, removals last, so that a page never links to one that does not exist yet. Unchanged
/// files are not touched (same bytes, inode and time). The folders themselves are never replaced,
/// moved or re-permissioned — owners, modes, ACLs and mount points stay — and only files of the
/// previous manifest (``SiteManifest``) are ever removed; a file another program creates or changes
/// while a build runs is left as it is. Nothing is written outside the output folder.
package struct SitePublisher: Sendable {
    /// The output folder.
    package let directory: String

    /// Creates a publisher for a folder.
    package init(directory: String) {
        self.directory = directory
    }

    /// What a publish did.
    package struct Report: Sendable, Equatable {
        /// Files written because they were new or changed.
        package var written: [String] = []
        /// Files whose bytes were already right (kept as they were).
        package var unchanged: [String] = []
        /// Stale pages of an earlier build that were dropped.
        package var removed: [String] = []
        /// Files another program created or changed during the build, at a path this build writes or
        /// would have removed: left as that program made them, and no longer Horizon's.
        package var left: [String] = []

        /// Creates a report.
        package init(written: [String] = [], unchanged: [String] = [], removed: [String] = [], left: [String] = []) {
            self.written = written
            self.unchanged = unchanged
            self.removed = removed
            self.left = left
        }
    }

    /// Publishes the files; `retiring` says which files of the previous build this build replaces (see
    /// ``SiteStaging/commit(retiring:)``).
    @discardableResult
    package func publish(_ files: [String: [UInt8]], retiring: (String) -> Bool = { _ in true }) throws(PublishError) -> Report {
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
    /// never held in memory whole; no published file changes before ``SiteStaging/commit(retiring:)``.
    package func beginStaging() throws(PublishError) -> SiteStaging {
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

    /// The order files are renamed into place: files in subfolders (the pages the views link to, the
    /// stylesheet) first, then the top-level files, and the folder's entry page (`index.*`, what a web
    /// server shows first) last of all.
    static func publishingOrder(_ left: String, _ right: String) -> Bool {
        func rank(_ path: String) -> Int {
            if path.contains("/") { return 0 }
            return path.hasPrefix("index.") ? 2 : 1
        }
        let (a, b) = (rank(left), rank(right))
        return a != b ? a < b : left < right
    }

    /// The output folder as an absolute path with symbolic links resolved. Refused: an empty name (an
    /// unset variable in a cron line would otherwise publish into the working folder), a file, and the
    /// home folder or `/` when they hold files but no manifest (a site of its own is never published
    /// into them by mistake).
    package func resolvedTarget() throws(PublishError) -> String {
        guard !directory.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .unsafeOutput(path: directory, reason: "the output folder's name is empty (an unset variable?); give a folder of its own for the site")
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue {
            throw .notADirectory(path: directory)
        }
        let absolute = SitePublisher.resolved(directory)
        if exists, absolute == "/" || SitePublisher.homeFolders.contains(absolute),
           !FileManager.default.fileExists(atPath: absolute + "/" + SiteManifest.fileName),
           !((try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []).isEmpty {
            let which = absolute == "/" ? "the root folder" : "your home folder"
            throw .unsafeOutput(path: directory, reason: "is \(which), which holds files Horizon did not write; give a folder of its own for the site")
        }
        return absolute
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The user's home folder, as `$HOME` and as the password database say.
    private static var homeFolders: Set<String> {
        var folders: Set<String> = []
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty { folders.insert(resolved(home)) }
        if let home = PasswordDatabase.homeFolder { folders.insert(resolved(home)) }
        return folders
    }
}
