import Foundation

/// Writes a site (relative path → bytes) into an output folder: each changed file atomically
/// (temporary file, then rename), unchanged files untouched, files of earlier builds that no
/// longer belong removed. Nothing is ever written outside the folder.
public struct SitePublisher: Sendable {
    /// The output folder.
    public let directory: String

    /// The folders Horizon owns inside the output folder; stale files are removed only from these
    /// and from the top-level pages it writes.
    static let ownedFolders = ["day", "week", "month", "year", "assets"]
    static let ownedTopLevelFiles: Set<String> = [
        "index.html", "index.md", "days.html", "days.md", "weeks.html", "weeks.md",
        "months.html", "months.md", "plan.json", "plan.ics",
    ]

    /// Creates a publisher for a folder.
    public init(directory: String) {
        self.directory = directory
    }

    /// What a publish did.
    public struct Report: Sendable, Equatable {
        /// Files written because they were new or changed.
        public var written: [String] = []
        /// Files whose bytes were already right.
        public var unchanged: [String] = []
        /// Stale files removed.
        public var removed: [String] = []
    }

    /// Publishes the files.
    @discardableResult
    public func publish(_ files: [String: [UInt8]]) throws(StoreError) -> Report {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .notADirectory(path: directory) }
        }
        var report = Report()
        for path in files.keys.sorted() {
            guard SitePublisher.isSafe(path) else {
                throw .unwritable(path: path, reason: "the path leaves the output folder")
            }
            let bytes = files[path] ?? []
            let target = (directory as NSString).appendingPathComponent(path)
            if let existing = manager.contents(atPath: target), existing.elementsEqual(bytes) {
                report.unchanged.append(path)
                continue
            }
            try write(bytes, to: target)
            report.written.append(path)
        }
        report.removed = try removeStale(keeping: Set(files.keys))
        return report
    }

    /// A relative path with no `..`, no absolute start and no empty component.
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    private func write(_ bytes: [UInt8], to target: String) throws(StoreError) {
        let folder = (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
            throw .unwritable(path: target, reason: (error as NSError).localizedDescription)
        }
    }

    private func removeStale(keeping kept: Set<String>) throws(StoreError) -> [String] {
        let manager = FileManager.default
        var removed: [String] = []
        var candidates: [String] = SitePublisher.ownedTopLevelFiles.sorted()
        for folder in SitePublisher.ownedFolders {
            let path = (directory as NSString).appendingPathComponent(folder)
            let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
            candidates += names.sorted().map { folder + "/" + $0 }
        }
        for relative in candidates where !kept.contains(relative) {
            let path = (directory as NSString).appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            do {
                try manager.removeItem(atPath: path)
            } catch {
                throw .unwritable(path: path, reason: (error as NSError).localizedDescription)
            }
            removed.append(relative)
        }
        return removed
    }
}
