import Foundation
import HorizonCore
import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One publish in progress (docs/output.md#publishing). Files are written as they arrive (from any thread), each to a
/// temporary file beside its final name; unchanged ones are only compared. ``commit(retiring:)``
/// renames them into place in publishing order, removes what the previous build wrote and this one no
/// longer does, syncs, and replaces the manifest last. No published file changes before the commit.
///
/// The output folder is locked for the whole publish (``OutputLock``); folders are created only when
/// missing and never changed otherwise. Each folder inside it is opened once, from the one above it,
/// without following a symbolic link (``FolderHandle``), and every file is written, renamed and removed
/// through that open folder: a link inside the output folder is refused before anything is written
/// into it, and one swapped in during the build is never followed (docs/output.md, "Publishing").
package final class SiteStaging: Sendable {
    private let target: String
    /// The output folder as the user named it, for messages about what is inside it.
    private let shownTarget: String
    private let root: FolderHandle
    private let lock: OutputLock
    private let createdTarget: Bool
    /// The previous build's manifest, and what each of its files was when this build began: a file that
    /// is different at the end was changed by another program meanwhile, and is not removed.
    private let previous: SiteManifest?
    private let previousIdentities: [String: FileIdentity]
    private let state = Locked(State())
    /// Syncs the written files off the rendering threads; waited for before the first rename.
    private let syncer = FileSyncer()

    /// One staged file: how it ended, what its final path named when it was staged, and the open
    /// folder it is renamed in.
    private struct Staged: Sendable {
        let outcome: StagedFile.Outcome
        let before: FileIdentity?
        let folder: FolderHandle
        let name: String
    }

    /// A folder this build made, removed again when the build is abandoned and it is still empty.
    private struct CreatedFolder: Sendable {
        let parent: FolderHandle
        let name: String
    }

    /// What the threads that stage files share.
    private struct State: Sendable {
        var staged: [String: Staged] = [:]
        /// Folders files are written into, open, by their path in the site ("" for the output folder;
        /// leftovers already cleaned), and the ones this build made.
        var folders: [String: FolderHandle] = [:]
        var createdFolders: [CreatedFolder] = []
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
        shownTarget = publisher.directory.hasSuffix("/") && publisher.directory.count > 1
            ? String(publisher.directory.dropLast()) : publisher.directory
        guard let root = FolderHandle.opening(path: target) else {
            let code = errno
            if createdTarget { rmdir(target) }
            throw .unwritable(path: publisher.directory, reason: String(cString: strerror(code)))
        }
        self.root = root
        lock = try OutputLock(folder: target)
        previous = SiteManifest(folder: target)
        var identities: [String: FileIdentity] = [:]
        for path in previous?.paths ?? [] {
            identities[path] = FileIdentity(path: target + "/" + path)
        }
        previousIdentities = identities
        // Under the lock no other build runs here: temporary files of dead processes are leftovers.
        TemporaryName.removeLeftovers(in: target)
        state.withLock { $0.folders[""] = root }
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
        let folder: FolderHandle
        do {
            // Folders are made under the lock: another thread must not write into one half made.
            folder = try state.withLock { (state) throws(PublishError) in try prepareFolder(of: path, in: &state) }
        } catch {
            record(error)
            return
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let file = StagedFile(folder: folder, name: name, compare: true)
        produce(file.append)
        do {
            let outcome = try file.finish(syncingWith: syncer)
            state.withLock { $0.staged[path] = Staged(outcome: outcome, before: file.before, folder: folder, name: name) }
        } catch {
            record(error)
        }
    }

    /// Opens the folders on the way to a file, creating the missing ones (never touching one that
    /// exists) and, the first time a folder is used, removing the temporary files killed builds left in
    /// it. A symbolic link on the way is refused: a page is never written through one.
    private func prepareFolder(of path: String, in state: inout State) throws(PublishError) -> FolderHandle {
        guard var folder = state.folders[""] else { throw .unwritable(path: target, reason: "the publish has ended") }
        var relative = ""
        for component in path.split(separator: "/").dropLast() {
            relative += relative.isEmpty ? String(component) : "/" + component
            if let known = state.folders[relative] {
                folder = known
                continue
            }
            let name = String(component)
            var child = folder.child(name)
            var created = false
            if case .missing = child {
                if let code = folder.makeFolder(name), code != EEXIST {
                    throw .unwritable(path: target + "/" + relative, reason: String(cString: strerror(code)))
                } else if folder.identity(of: name)?.kind == UInt32(S_IFDIR) {
                    created = true
                    state.createdFolders.append(CreatedFolder(parent: folder, name: name))
                }
                child = folder.child(name)
            }
            switch child {
            case .folder(let handle):
                if !created { TemporaryName.removeLeftovers(in: handle.path) }
                state.folders[relative] = handle
                folder = handle
            case .symbolicLink(let destination):
                throw .linkInOutput(path: shownTarget + "/" + relative, destination: destination)
            case .notAFolder:
                throw .unwritable(path: target + "/" + relative, reason: "a file has the name of a folder of the site; move it away")
            case .missing:
                throw .unwritable(path: target + "/" + relative, reason: String(cString: strerror(ENOENT)))
            case .failed(let code):
                throw .unwritable(path: target + "/" + relative, reason: String(cString: strerror(code)))
            }
        }
        return folder
    }

    /// The open folder of a file of the previous build, without creating anything; nil when a folder on
    /// the way is gone or is not a real folder (its files are then not Horizon's to remove).
    private func existingFolder(of path: String, in state: inout State) -> FolderHandle? {
        guard var folder = state.folders[""] else { return nil }
        var relative = ""
        for component in path.split(separator: "/").dropLast() {
            relative += relative.isEmpty ? String(component) : "/" + component
            if let known = state.folders[relative] {
                folder = known
                continue
            }
            guard case .folder(let handle) = folder.child(String(component)) else { return nil }
            state.folders[relative] = handle
            folder = handle
        }
        return folder
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
        do {
            try syncer.finish()
        } catch {
            abandon()
            throw error
        }
        var report = SitePublisher.Report()
        var ours: Set<String> = []
        var touched: [String: FolderHandle] = [target: root]
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
                guard staged.folder.identity(of: staged.name) == staged.before else {
                    // Another program created or replaced this file during the build: theirs stays.
                    _ = staged.folder.remove(temporary)
                    report.left.append(path)
                    continue
                }
                if let code = staged.folder.rename(temporary, over: staged.name) {
                    throw PublishError.unwritable(path: final, reason: String(cString: strerror(code)))
                }
                report.written.append(path)
                ours.insert(path)
                touched[staged.folder.path] = staged.folder
            }
            TestPause.at("publish-renamed")
            for path in (previous?.paths ?? []).sorted() where current.staged[path] == nil {
                let final = target + "/" + path
                let name = path.split(separator: "/").last.map(String.init) ?? path
                guard let folder = state.withLock({ existingFolder(of: path, in: &$0) }) else {
                    // A folder of the previous build is gone, or is now a link: nothing in it is removed.
                    if FileIdentity(path: final) != nil { report.left.append(path) }
                    continue
                }
                guard let now = folder.identity(of: name) else { continue }
                guard retiring(path) else {
                    ours.insert(path)
                    continue
                }
                guard now == previousIdentities[path] else {
                    report.left.append(path)
                    continue
                }
                if let code = folder.remove(name), code != ENOENT {
                    throw PublishError.unwritable(path: final, reason: String(cString: strerror(code)))
                }
                report.removed.append(path)
                touched[folder.path] = folder
            }
            // The renames and removals are made durable before the manifest says they happened.
            for folder in current.createdFolders { touched[folder.parent.path] = folder.parent }
            for path in touched.keys.sorted() { touched[path]?.sync() }
            try writeManifest(SiteManifest(paths: ours))
        } catch let error as PublishError {
            abandon()
            throw error
        } catch {
            abandon()
            throw .unwritable(path: target, reason: "\(error)")
        }
        state.withLock {
            $0.finished = true
            $0.folders = [:]
        }
        lock.release()
        report.written.sort()
        report.unchanged.sort()
        report.left.sort()
        return report
    }

    /// Replaces the manifest like a page (an unchanged one keeps its inode and time), and syncs the folder.
    private func writeManifest(_ manifest: SiteManifest) throws(PublishError) {
        let path = target + "/" + SiteManifest.fileName
        let file = StagedFile(folder: root, name: SiteManifest.fileName, compare: true)
        file.append(manifest.bytes[...])
        guard case .written(let temporary) = try file.finish() else { return }
        lock.lockReplacement(target + "/" + temporary)
        if let code = root.rename(temporary, over: SiteManifest.fileName) {
            _ = root.remove(temporary)
            throw .unwritable(path: path, reason: String(cString: strerror(code)))
        }
        root.sync()
    }

    /// Drops what was staged: temporary files, the folders this build made (when still empty) and an
    /// output folder it made; every published file stays as it was.
    package func abandon() {
        let current = state.withLock { state in
            defer {
                state.finished = true
                state.folders = [:]
            }
            return state
        }
        guard !current.finished else { return }
        // Every written file closed before its temporary name is removed; a failure to sync no longer matters.
        try? syncer.finish()
        discard(Array(current.staged.values))
        for folder in current.createdFolders.reversed() { folder.parent.removeEmptyFolder(folder.name) }
        if lock.createdManifest, FileIdentity(path: target + "/" + SiteManifest.fileName)?.size == 0 {
            unlink(target + "/" + SiteManifest.fileName)
        }
        if createdTarget { rmdir(target) }
        lock.release()
    }

    private func discard(_ files: [Staged]) {
        for file in files {
            if case .written(let temporary) = file.outcome { _ = file.folder.remove(temporary) }
        }
    }

    private func record(_ error: PublishError) {
        state.withLock { state in
            if state.failure == nil { state.failure = error }
        }
    }
}
