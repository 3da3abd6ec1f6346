import HorizonCore
import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way Horizon changes a user's file (docs/commands.md#what-the-writer-guarantees). Under an exclusive
/// lock on the file's folder (waited for at most 10 s) it reads the file through a descriptor it keeps
/// open, writes the new bytes to a synced temporary file beside it — with the owner, group, mode and
/// extended attributes of the file it replaces — checks that nobody changed the file *after* that,
/// immediately before switching, and switches by an atomic exchange. Lines another program appended
/// meanwhile are merged into the new file, before and after the switch; any other change is undone and
/// reported, so no line of anyone is ever lost. A symbolic link is followed: its final target is
/// updated and the link stays. A file without write permission, a FIFO or a device is refused.
package struct CarefulWriter: Sendable {
    /// The file to change, as the user named it (it may be a symbolic link).
    package let path: String

    /// Runs between the last check and the switch; tests use it to play the other program that
    /// writes in that instant.
    let afterCheck: (@Sendable () -> Void)?
    /// Runs after the switch, between the look at the new file's length and the append of a late line to
    /// it; tests use it to play the program whose append slips in between.
    let beforeLateAppend: (@Sendable () -> Void)?
    /// How long to wait for another writer's lock.
    let lockTimeout: Duration

    /// Creates a writer for a file.
    package init(path: String) {
        self.init(path: path, afterCheck: nil)
    }

    init(
        path: String, afterCheck: (@Sendable () -> Void)?, beforeLateAppend: (@Sendable () -> Void)? = nil,
        lockTimeout: Duration = Flock.defaultTimeout
    ) {
        self.path = path
        self.afterCheck = afterCheck
        self.beforeLateAppend = beforeLateAppend
        self.lockTimeout = lockTimeout
    }

    /// Reads the file, lets `change` compute its new bytes, and writes them, all under the lock.
    ///
    /// `change` may return nil to write nothing. A missing file is ``StoreError/missing(path:)``, or an
    /// empty document when `creatingIfMissing` (`add` on a first run). If the file changes before the
    /// switch other than by appended lines, nothing is written and
    /// ``WriteError/changedUnderneath(path:)`` is thrown.
    @discardableResult
    package func update<Result>(
        name: String? = nil, creatingIfMissing: Bool = false,
        _ change: (TodoDocument) throws -> (bytes: [UInt8]?, result: Result)
    ) throws -> Result {
        let target = try prepare(creatingIfMissing: creatingIfMissing)
        let lock = try FolderLock(folder: ParentFolder.of(target), file: path, timeout: lockTimeout)
        defer { lock.release() }
        return try updateHoldingLock(target: target, name: name, creatingIfMissing: creatingIfMissing, change)
    }

    /// Writes the whole file (creating it if needed) under the lock, refusing if it changes meanwhile.
    package func replace(with bytes: [UInt8]) throws {
        let target = try prepare(creatingIfMissing: true)
        let lock = try FolderLock(folder: ParentFolder.of(target), file: path, timeout: lockTimeout)
        defer { lock.release() }
        try cleanUp(target)
        let original = try OpenedFile(path: target)
        if let original {
            try refuseReadOnly(original)
            if original.bytes == bytes { return }
        }
        try FileSwitch(path: path, target: target, original: original, afterCheck: afterCheck, beforeLateAppend: beforeLateAppend).install(bytes)
    }

    /// ``update(name:creatingIfMissing:_:)`` for a caller that holds the lock of the file's folder
    /// already (``WriteLock``); `target` is the file's final target.
    func updateHoldingLock<Result>(
        target: String, name: String?, creatingIfMissing: Bool,
        _ change: (TodoDocument) throws -> (bytes: [UInt8]?, result: Result)
    ) throws -> Result {
        try cleanUp(target)
        let original = try OpenedFile(path: target)
        guard original != nil || creatingIfMissing else { throw StoreError.missing(path: path) }
        if let original { try refuseReadOnly(original) }
        let document = TodoDocument(name: name ?? displayName, bytes: original?.bytes ?? [])
        let (bytes, result) = try change(document)
        guard let bytes else { return result }
        try FileSwitch(path: path, target: target, original: original, afterCheck: afterCheck, beforeLateAppend: beforeLateAppend).install(bytes)
        return result
    }

    /// The file's final target, after the checks that need no lock: a missing file (its folder may be
    /// missing too), and a FIFO or device, which must never be opened (a FIFO blocks the reader).
    func prepare(creatingIfMissing: Bool) throws -> String {
        let target = try SymbolicLinks.finalTarget(of: path)
        var info = stat()
        guard stat(target, &info) == 0 else {
            guard creatingIfMissing else { throw StoreError.missing(path: path) }
            return target
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            let kinds = [S_IFIFO: "a FIFO (named pipe)", S_IFCHR: "a character device", S_IFBLK: "a block device",
                         S_IFSOCK: "a socket", S_IFDIR: "a folder"]
            throw WriteError.notARegularFile(path: path, kind: kinds[kind] ?? "a special file")
        }
        return target
    }

    /// Under the lock: what a command killed in the middle left beside the file — lines appended to the
    /// file it replaced, not yet recovered, an archive that wrote done.txt but not todo.txt, and the
    /// temporary and kept files of any file in the folder (an `archive` killed while it wrote done.txt,
    /// or just after, leaves one that no later `add` or `done` would otherwise finish).
    private func cleanUp(_ target: String) throws(WriteError) {
        _ = try finishingInterruptedArchive(target)
    }

    /// Under the lock: the clean-up, for `archive`, which reads the file before it writes it; returns
    /// how many lines of an interrupted archive were removed.
    func finishingInterruptedArchive(_ target: String) throws(WriteError) -> Int {
        TemporaryName.removeLeftovers(in: ParentFolder.of(target))
        try LateAppendRecovery.recover(beside: target, path: path)
        try LateAppendRecovery.recoverBesideOtherFiles(of: target)
        return try ArchiveJournal.finishInterrupted(todoTarget: target, path: path)
    }

    /// A file without write permission for anyone, or for this process, is not changed.
    private func refuseReadOnly(_ original: OpenedFile) throws(WriteError) {
        if original.mode & 0o222 == 0 || access(original.path, W_OK) != 0 { throw .readOnly(path: path) }
    }

    private var displayName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
