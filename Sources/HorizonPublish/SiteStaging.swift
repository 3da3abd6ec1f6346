import Foundation
import HorizonCore
import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One publish in progress (SPEC §5.1). Files are written as they arrive (from any thread), each to a
/// temporary file beside its final name; unchanged ones are only compared. ``commit(retiring:)``
/// renames them into place in publishing order, removes what the previous build wrote and this one no
/// longer does, syncs, and replaces the manifest last. No published file changes before the commit.
///
/// The output folder is locked for the whole publish (``OutputLock``); folders are created only when
/// missing and never changed otherwise.
package final class SiteStaging: Sendable {
    private let target: String
    private let lock: OutputLock
    private let createdTarget: Bool
    /// The previous build's manifest, and what each of its files was when this build began: a file that
    /// is different at the end was changed by another program meanwhile, and is not removed.
    private let previous: SiteManifest?
    private let previousIdentities: [String: FileIdentity]
    private let state = Locked(State())

    /// One staged file: how it ended, and what its final path named when it was staged.
    private struct Staged: Sendable {
        let outcome: StagedFile.Outcome
        let before: FileIdentity?
    }

    /// What the threads that stage files share.
    private struct State: Sendable {
        var staged: [String: Staged] = [:]
        /// Folders files are written into (leftovers already cleaned), and the ones this build made.
        var folders: Set<String> = []
        var createdFolders: [String] = []
        var failure: PublishError?
        var finished = false
    }

    init(publisher: SitePublisher) throws(PublishError) {
        target = try publisher.resolvedTarget()
        createdTarget = !FileManager.default.fileExists(atPath: target)
        if createdTarget {
            do {
                try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            } catch {
                throw .unwritable(path: publisher.directory, reason: SystemReason.folderCreation(target, error))
            }
        }
        lock = try OutputLock(folder: target)
        previous = SiteManifest(folder: target)
        var identities: [String: FileIdentity] = [:]
        for path in previous?.paths ?? [] {
            identities[path] = FileIdentity(path: target + "/" + path)
        }
        previousIdentities = identities
        // Under the lock no other build runs here: temporary files of dead processes are leftovers.
        TemporaryName.removeLeftovers(in: target)
        _ = state.withLock { $0.folders.insert(target) }
    }

    deinit {
        abandon()
    }

    /// Stages one file. Safe to call from several threads; a failure is reported by ``commit(retiring:)``.
    package func write(_ path: String, _ bytes: [UInt8]) {
        write(path) { append in append(bytes[...]) }
    }

    /// Stages one file whose bytes `produce` hands to `append` in order, as they are made: a large
    /// file is written (or, while it equals the published one, compared) as it comes, never held whole.
    /// Safe to call from several threads for different files; a failure is reported by ``commit(retiring:)``.
    package func write(_ path: String, producing produce: (_ append: (ArraySlice<UInt8>) -> Void) -> Void) {
        guard SitePublisher.isSafe(path) else {
            record(.unwritable(path: path, reason: "the path leaves the output folder"))
            return
        }
        let final = target + "/" + path
        do {
            // Folders are made under the lock: another thread must not write into one half made.
            try state.withLock { (state) throws(PublishError) in try prepareFolder(of: path, in: &state) }
        } catch {
            record(error)
            return
        }
        let file = StagedFile(final: final, compare: true)
        produce(file.append)
        do {
            let outcome = try file.finish()
            state.withLock { $0.staged[path] = Staged(outcome: outcome, before: file.before) }
        } catch {
            record(error)
        }
    }

    /// Creates the missing folders on the way to a file (never touching one that exists) and, the first
    /// time a folder is used, removes the temporary files killed builds left in it.
    private func prepareFolder(of path: String, in state: inout State) throws(PublishError) {
        var folder = target
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            guard !state.folders.contains(folder) else { continue }
            var info = stat()
            if stat(folder, &info) != 0 {
                guard errno == ENOENT, mkdir(folder, 0o777) == 0 || errno == EEXIST else {
                    throw .unwritable(path: folder, reason: String(cString: strerror(errno)))
                }
                state.createdFolders.append(folder)
            } else if info.st_mode & S_IFMT != S_IFDIR {
                throw .unwritable(path: folder, reason: "a file has the name of a folder of the site; move it away")
            } else {
                TemporaryName.removeLeftovers(in: folder)
            }
            state.folders.insert(folder)
        }
    }

    /// Puts the staged files in place. Files of the previous build's manifest that were not staged now
    /// are removed when `retiring` says this build replaces them (a build of some formats keeps the
    /// files of the others) and they are still as that build left them; files that were never in a
    /// manifest are never touched. Without a previous manifest nothing is removed.
    ///
    /// A failure before the first rename leaves every published file as it was; a failure after it
    /// leaves each file whole, old or new, and the manifest listing both.
    package func commit(retiring: (String) -> Bool = { _ in true }) throws(PublishError) -> SitePublisher.Report {
        let current = state.current
        if let failure = current.failure {
            abandon()
            throw failure
        }
        var report = SitePublisher.Report()
        var ours: Set<String> = []
        var touched: Set<String> = [target]
        let order = current.staged.keys.sorted(by: SitePublisher.publishingOrder)
        let newPaths = order.filter { previous?.paths.contains($0) != true }
        do {
            // First the manifest learns the new files, so that a crash in the middle of the renames
            // still leaves every file Horizon wrote listed, to be removed when it no longer belongs.
            if !newPaths.isEmpty {
                try writeManifest(SiteManifest(paths: (previous?.paths ?? []).union(newPaths)))
            }
            for path in order {
                guard let staged = current.staged[path] else { continue }
                guard case .written(let temporary) = staged.outcome else {
                    report.unchanged.append(path)
                    ours.insert(path)
                    continue
                }
                let final = target + "/" + path
                guard FileIdentity(path: final) == staged.before else {
                    // Another program created or replaced this file during the build: theirs stays.
                    unlink(temporary)
                    report.left.append(path)
                    continue
                }
                guard rename(temporary, final) == 0 else {
                    throw PublishError.unwritable(path: final, reason: String(cString: strerror(errno)))
                }
                report.written.append(path)
                ours.insert(path)
                touched.insert(ParentFolder.of(final))
            }
            TestPause.at("publish-renamed")
            for path in (previous?.paths ?? []).sorted() where current.staged[path] == nil {
                let final = target + "/" + path
                guard let now = FileIdentity(path: final) else { continue }
                guard retiring(path) else {
                    ours.insert(path)
                    continue
                }
                guard now == previousIdentities[path] else {
                    report.left.append(path)
                    continue
                }
                guard unlink(final) == 0 || errno == ENOENT else {
                    throw PublishError.unwritable(path: final, reason: String(cString: strerror(errno)))
                }
                report.removed.append(path)
                touched.insert(ParentFolder.of(final))
            }
            // The renames and removals are made durable before the manifest says they happened.
            for folder in current.createdFolders { touched.insert(ParentFolder.of(folder)) }
            touched.sorted().forEach(FileDescriptorIO.syncFolder)
            try writeManifest(SiteManifest(paths: ours))
        } catch let error as PublishError {
            abandon()
            throw error
        } catch {
            abandon()
            throw .unwritable(path: target, reason: "\(error)")
        }
        state.withLock { $0.finished = true }
        lock.release()
        report.written.sort()
        report.unchanged.sort()
        report.left.sort()
        return report
    }

    /// Replaces the manifest like a page (an unchanged one keeps its inode and time), and syncs the folder.
    private func writeManifest(_ manifest: SiteManifest) throws(PublishError) {
        let path = target + "/" + SiteManifest.fileName
        let file = StagedFile(final: path, compare: true)
        file.append(manifest.bytes[...])
        guard case .written(let temporary) = try file.finish() else { return }
        lock.lockReplacement(temporary)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw .unwritable(path: path, reason: String(cString: strerror(code)))
        }
        FileDescriptorIO.syncFolder(target)
    }

    /// Drops what was staged: temporary files, the folders this build made (when still empty) and an
    /// output folder it made; every published file stays as it was.
    package func abandon() {
        let current = state.withLock { state in
            defer { state.finished = true }
            return state
        }
        guard !current.finished else { return }
        discard(Array(current.staged.values))
        for folder in current.createdFolders.reversed() { rmdir(folder) }
        if lock.createdManifest, FileIdentity(path: target + "/" + SiteManifest.fileName)?.size == 0 {
            unlink(target + "/" + SiteManifest.fileName)
        }
        if createdTarget { rmdir(target) }
        lock.release()
    }

    private func discard(_ files: [Staged]) {
        for file in files {
            if case .written(let temporary) = file.outcome { unlink(temporary) }
        }
    }

    private func record(_ error: PublishError) {
        state.withLock { state in
            if state.failure == nil { state.failure = error }
        }
    }
}
