import CDirectorySwap
import Foundation
import HorizonCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One publish in progress: files are written into a staging folder beside the output folder as they
/// arrive (from any thread); ``commit(retiring:)`` carries over the files this build does not replace,
/// records the manifest and swaps the staging folder in with one atomic rename. Unchanged files are
/// hard links to the old ones.
public final class SiteStaging: Sendable {
    private let target: String
    private let staging: String
    private let existed: Bool
    private let lock: FolderLock
    private let state = Locked(State())

    /// What the threads that stage files share.
    private struct State: Sendable {
        var report = SitePublisher.Report()
        var paths: Set<String> = []
        var folders: Set<String> = []
        var failure: StoreError?
        var finished = false
    }

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
        abandon()
    }

    /// Stages one file. Safe to call from several threads; a failure is reported by ``commit()``.
    public func write(_ path: String, _ bytes: [UInt8]) {
        write(path) { append in append(bytes[...]) }
    }

    /// Stages one file whose bytes `produce` hands to `append` in order, as they are made: a large
    /// file is written (or, while it equals the published one, compared) as it comes, never held whole.
    /// Safe to call from several threads for different files; a failure is reported by ``commit()``.
    public func write(_ path: String, producing produce: (_ append: (ArraySlice<UInt8>) -> Void) -> Void) {
        guard SitePublisher.isSafe(path) else {
            record(.unwritable(path: path, reason: "the path leaves the output folder"))
            return
        }
        let old = (target as NSString).appendingPathComponent(path)
        let new = (staging as NSString).appendingPathComponent(path)
        let folder = (new as NSString).deletingLastPathComponent
        do {
            // Folders are created under the lock: another thread must not write into one half made.
            try state.withLock { (state) throws(StoreError) in
                if !state.folders.contains(folder) {
                    try SitePublisher.createFolder(folder)
                    state.folders.insert(folder)
                }
            }
        } catch {
            record(error)
            return
        }
        let file = StagedFile(old: old, new: new, compare: existed)
        produce(file.append)
        do {
            let unchanged = try file.finish()
            state.withLock { state in
                state.paths.insert(path)
                if unchanged { state.report.unchanged.append(path) } else { state.report.written.append(path) }
            }
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
        let staged = state.current
        var report = staged.report
        let paths = staged.paths
        if let failure = staged.failure {
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
            let manifestFile = StagedFile(
                old: (target as NSString).appendingPathComponent(SiteManifest.fileName),
                new: (staging as NSString).appendingPathComponent(SiteManifest.fileName), compare: existed)
            manifestFile.append(manifest.bytes[...])
            _ = try manifestFile.finish()
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
        state.withLock { $0.finished = true }
        lock.release()
        report.written.sort()
        report.unchanged.sort()
        return report
    }

    /// Drops the staging folder; the output folder stays as it was.
    public func abandon() {
        let wasFinished = state.withLock { state in
            defer { state.finished = true }
            return state.finished
        }
        guard !wasFinished else { return }
        try? FileManager.default.removeItem(atPath: staging)
        lock.release()
    }

    private func record(_ error: StoreError) {
        state.withLock { state in
            if state.failure == nil { state.failure = error }
        }
    }
}
