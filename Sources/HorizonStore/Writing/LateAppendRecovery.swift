import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finishes what a write command killed after its switch could not: the file it replaced is kept
/// (``KeptFileName``) until the lines another program appended to it at the last moment are in the new
/// file. The next writer of the file, under the lock, puts the late lines the killed command had not
/// merged yet where they belong — right after what that command wrote, before what others appended to
/// the new file since — and removes the kept file (docs/commands.md#what-the-writer-guarantees).
enum LateAppendRecovery {
    /// Recovers and removes the kept files of dead processes beside `target`.
    static func recover(beside target: String, path: String) throws(WriteError) {
        let folder = ParentFolder.of(target)
        let name = target.split(separator: "/").last.map(String.init) ?? target
        var kept: [(path: String, name: KeptFileName)] = []
        for entry in TemporaryName.names(in: folder) {
            guard let keptName = KeptFileName(entry: entry, of: name), !TemporaryName.isRunning(keptName.pid) else { continue }
            let keeper = folder + "/" + entry
            guard let identity = FileIdentity(path: keeper), identity.isRegularFile else { continue }
            if let current = FileIdentity(path: target), current.device == identity.device, current.inode == identity.inode {
                // Killed before the switch: the kept file is the file itself.
                unlink(keeper)
                continue
            }
            kept.append((keeper, keptName))
        }
        // A killed merge leaves two kept files; a line put back after the longer written part never
        // moves the bytes of the shorter one, so the longer goes first.
        kept.sort { ($0.name.written?.size ?? -1) > ($1.name.written?.size ?? -1) }
        for (keeper, keptName) in kept {
            guard let old = OpenedFile.readAllIfPresent(keeper) else { continue }
            if old.count > keptName.included, let current = try OpenedFile(path: target) {
                let late = old[keptName.included...]
                let recovered = LateLines.restored(late, into: current.bytes, written: keptName.written, appending: keptName.appending)
                if recovered != current.bytes {
                    try FileSwitch(path: path, target: target, original: current).install(recovered)
                }
            }
            unlink(keeper)
        }
    }

    /// Recovers the kept files of dead processes beside the other files of `target`'s folder: an
    /// `archive` killed after it switched done.txt keeps the old done.txt, and the next `add` or `done`,
    /// which writes todo.txt, finishes it as the next `archive` would. A name that is not a regular file
    /// now (gone, a link, a folder) is left alone with its kept file.
    static func recoverBesideOtherFiles(of target: String) throws(WriteError) {
        let folder = ParentFolder.of(target)
        let name = target.split(separator: "/").last.map(String.init) ?? target
        let others = Set(TemporaryName.names(in: folder).compactMap(KeptFileName.keptName(of:))).subtracting([name])
        for other in others.sorted() {
            let otherTarget = folder + "/" + other
            var info = stat()
            guard lstat(otherTarget, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            try recover(beside: otherTarget, path: otherTarget)
        }
    }

    static func append(_ bytes: [UInt8], to target: String, path: String) throws(WriteError) {
        let descriptor = open(target, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(path: path, operation: "append to", code: errno) }
        defer { close(descriptor) }
        if let failure = FileDescriptorIO.writeFully(descriptor, bytes[...]) {
            throw .system(path: path, operation: "append to", code: failure)
        }
        fsync(descriptor)
    }
}
