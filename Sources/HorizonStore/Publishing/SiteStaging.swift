import CDirectorySwap
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One publish in progress: files are written into a staging folder beside the output folder as they
/// arrive (from any thread); ``commit(retiring:)`` carries over the files this build does not replace,
/// records the manifest and swaps the staging folder in with one atomic rename. Unchanged files are
/// hard links to the old ones.
public final class SiteStaging: @unchecked Sendable {
    private let target: String
    private let staging: String
    private let existed: Bool
    private let lock: FolderLock
    private let mutex = NSLock()
    private var report = SitePublisher.Report()
    private var paths: Set<String> = []
    private var folders: Set<String> = []
    private var failure: StoreError?
    private var finished = false

    init(publisher: SitePublisher) throws(StoreError) {
        target = try publisher.resolvedTarget()
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        try SitePublisher.createFolder(parent)
        do { lock = try FolderLock(folder: parent) } catch { throw .unwritable(path: parent, reason: "\(error)") }
        let prefix = ".\(name).staging-"
        SitePublisher.removeLeftovers(in: parent, prefix: prefix)
        staging = (parent as NSString).appendingPathComponent("\(prefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        existed = FileManager.default.fileExists(atPath: target)
        do {
            try SitePublisher.createFolder(staging)
        } catch {
            lock.release()
            throw error
        }
    }

    deinit {
        if !finished { abandon() }
    }

    /// Stages one file. Safe to call from several threads; a failure is reported by ``commit()``.
    public func write(_ path: String, _ bytes: [UInt8]) {
        write(path, parts: [bytes])
    }

    /// Stages one file given as consecutive parts (a large feed rendered in pieces need not be joined).
    public func write(_ path: String, parts: [[UInt8]]) {
        write(path, parts: parts.map { $0[...] })
    }

    /// Stages one file given as consecutive slices (pages share pre-rendered list runs without copying them).
    public func write(_ path: String, parts: [ArraySlice<UInt8>]) {
        guard SitePublisher.isSafe(path) else {
            record(.unwritable(path: path, reason: "the path leaves the output folder"))
            return
        }
        let old = (target as NSString).appendingPathComponent(path)
        let new = (staging as NSString).appendingPathComponent(path)
        let folder = (new as NSString).deletingLastPathComponent
        do {
            // Folders are created under the lock: another thread must not write into one half made.
            mutex.lock()
            defer { mutex.unlock() }
            if !folders.contains(folder) {
                try SitePublisher.createFolder(folder)
                folders.insert(folder)
            }
        } catch {
            record(error)
            return
        }
        do {
            let unchanged = existed && SitePublisher.sameBytes(old, parts) && link(old, new) == 0
            if !unchanged { try SitePublisher.writeFile(parts, to: new) }
            mutex.lock()
            paths.insert(path)
            if unchanged { report.unchanged.append(path) } else { report.written.append(path) }
            mutex.unlock()
        } catch {
            record(error)
        }
    }

    /// Switches the staged site in, atomically. On any failure nothing in the output folder changes.
    ///
    /// Files of the previous build's manifest that were not staged now are removed when `retiring`
    /// says this build replaces them (a build of some formats only keeps the files of the others);
    /// files that were never in a manifest are always kept. Without a previous manifest (a folder
    /// Horizon has not published to yet) nothing is removed.
    public func commit(retiring: (String) -> Bool = { _ in true }) throws(StoreError) -> SitePublisher.Report {
        mutex.lock()
        let failure = self.failure
        var report = self.report
        let paths = self.paths
        mutex.unlock()
        if let failure {
            abandon()
            throw failure
        }
        do {
            var manifest = SiteManifest(paths: paths)
            if existed {
                let carried = try SitePublisher.carryOver(
                    from: target, to: staging, staged: paths, previous: SiteManifest(folder: target), retiring: retiring)
                report.removed = carried.removed
                manifest.paths.formUnion(carried.keptFromManifest)
            }
            // Like a page, an unchanged manifest keeps its inode and time (nothing new to upload).
            let manifestBytes = [manifest.bytes[...]]
            let oldManifest = (target as NSString).appendingPathComponent(SiteManifest.fileName)
            let newManifest = (staging as NSString).appendingPathComponent(SiteManifest.fileName)
            if !(existed && SitePublisher.sameBytes(oldManifest, manifestBytes) && link(oldManifest, newManifest) == 0) {
                try SitePublisher.writeFile(manifestBytes, to: newManifest)
            }
            if existed {
                guard horizon_exchange_paths(staging, target) == 0 else {
                    throw StoreError.unwritable(path: target, reason: "cannot switch in the new site: \(String(cString: strerror(errno)))")
                }
                // The staging path now holds the old site.
                try? FileManager.default.removeItem(atPath: staging)
            } else {
                guard rename(staging, target) == 0 else {
                    throw StoreError.unwritable(path: target, reason: String(cString: strerror(errno)))
                }
            }
        } catch {
            abandon()
            if let error = error as? StoreError { throw error }
            throw .unwritable(path: target, reason: "\(error)")
        }
        finished = true
        lock.release()
        report.written.sort()
        report.unchanged.sort()
        return report
    }

    /// Drops the staging folder; the output folder stays as it was.
    public func abandon() {
        guard !finished else { return }
        finished = true
        try? FileManager.default.removeItem(atPath: staging)
        lock.release()
    }

    private func record(_ error: StoreError) {
        mutex.lock()
        if failure == nil { failure = error }
        mutex.unlock()
    }
}
