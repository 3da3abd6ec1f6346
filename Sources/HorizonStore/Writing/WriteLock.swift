import HorizonCore
import HorizonFileSystem

/// The locks of several files' folders held at once, so that one command changes the files as one
/// step that no other horizon interleaves with: `archive` moves lines from todo.txt to done.txt under
/// one lock (docs/commands.md#what-the-writer-guarantees). Folders are locked in one order (sorted), so two such commands never deadlock.
package final class WriteLock {
    private var locks: [FolderLock] = []
    private var folders: Set<String> = []
    private var targets: [String: String] = [:]

    /// Locks the folders of the files (after following their links), waiting at most 10 s for each.
    package init(paths: [String]) throws {
        var writers: [CarefulWriter] = []
        for path in paths {
            let writer = CarefulWriter(path: path)
            let target = try writer.prepare(creatingIfMissing: true)
            targets[path] = target
            writers.append(writer)
        }
        do {
            for folder in Set(targets.values.map(ParentFolder.of)).sorted() {
                let file = paths.first { ParentFolder.of(targets[$0] ?? $0) == folder } ?? folder
                locks.append(try FolderLock(folder: folder, file: file))
                folders.insert(folder)
            }
        } catch {
            release()
            throw error
        }
    }

    deinit { release() }

    /// ``CarefulWriter/update(name:creatingIfMissing:_:)`` of one of the files, under these locks.
    @discardableResult
    package func update<Result>(
        _ path: String, creatingIfMissing: Bool = false,
        _ change: (TodoDocument) throws -> (bytes: [UInt8]?, result: Result)
    ) throws -> Result {
        let writer = CarefulWriter(path: path)
        let target = try writer.prepare(creatingIfMissing: creatingIfMissing)
        guard folders.contains(ParentFolder.of(target)) else {
            // A link changed since the locks were taken: the file is now in a folder not locked.
            throw WriteError.changedUnderneath(path: path)
        }
        return try writer.updateHoldingLock(target: target, name: nil, creatingIfMissing: creatingIfMissing, change)
    }

    /// The final target of one of the files (its links followed when the locks were taken).
    func target(of path: String) -> String {
        targets[path] ?? path
    }

    /// Lets the locks go (also when the value goes away).
    package func release() {
        locks.forEach { $0.release() }
        locks = []
    }
}
