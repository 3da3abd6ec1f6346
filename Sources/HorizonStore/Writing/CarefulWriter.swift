import CDirectorySwap
import HorizonCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way Horizon changes a user's file (SPEC §7, DESIGN: write commands). Under an exclusive
/// lock on the file's folder it reads the file through a descriptor it keeps open, writes the new bytes
/// to a synced temporary file beside it, checks that nobody changed the file *after* that, immediately
/// before switching, and switches by an atomic exchange. Then it looks at the old file once more:
/// bytes another program appended in the last instant are appended to the new file; any other late
/// change is undone and reported, so no line of anyone is ever lost. A symbolic link is followed: its
/// final target is updated and the link stays.
public struct CarefulWriter: Sendable {
    /// The file to change, as the user named it (it may be a symbolic link).
    public let path: String

    /// Runs between the last check and the switch; tests use it to play the other program that
    /// writes in that instant.
    let afterCheck: (@Sendable () -> Void)?

    /// Creates a writer for a file.
    public init(path: String) {
        self.init(path: path, afterCheck: nil)
    }

    init(path: String, afterCheck: (@Sendable () -> Void)?) {
        self.path = path
        self.afterCheck = afterCheck
    }

    /// Reads the file, lets `change` compute its new bytes, and writes them, all under the lock.
    ///
    /// `change` may return nil to write nothing. A missing file is ``StoreError/missing(path:)``, or an
    /// empty document when `creatingIfMissing` (`add` on a first run). If the file changes before the
    /// switch, nothing is written and ``WriteError/changedUnderneath(path:)`` is thrown.
    @discardableResult
    public func update<Result>(
        name: String? = nil, creatingIfMissing: Bool = false,
        _ change: (TodoDocument) throws -> (bytes: [UInt8]?, result: Result)
    ) throws -> Result {
        let target = try SymbolicLinks.finalTarget(of: path)
        // Checked before the lock too: the folder of a missing file may be missing as well.
        guard creatingIfMissing || access(target, F_OK) == 0 else { throw StoreError.missing(path: path) }
        let lock = try FolderLock(folder: SymbolicLinks.folder(of: target))
        defer { lock.release() }
        let original = try OpenedFile(path: target)
        guard original != nil || creatingIfMissing else { throw StoreError.missing(path: path) }
        let document = TodoDocument(name: name ?? displayName, bytes: original?.bytes ?? [])
        let (bytes, result) = try change(document)
        guard let bytes else { return result }
        try FileSwitch(path: path, target: target, original: original, afterCheck: afterCheck).install(bytes)
        return result
    }

    /// Writes the whole file (creating it if needed) under the lock, refusing if it changes meanwhile.
    public func replace(with bytes: [UInt8]) throws {
        let target = try SymbolicLinks.finalTarget(of: path)
        let lock = try FolderLock(folder: SymbolicLinks.folder(of: target))
        defer { lock.release() }
        let original = try OpenedFile(path: target)
        if let original, original.bytes == bytes { return }
        try FileSwitch(path: path, target: target, original: original, afterCheck: afterCheck).install(bytes)
    }

    private var displayName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// One switch of a file's contents: temporary file, last check, exchange, late-change recovery.
struct FileSwitch {
    /// The path the user gave (for messages).
    let path: String
    /// The final target of its links, where the bytes really live.
    let target: String
    /// The file as read, or nil when it is being created.
    let original: OpenedFile?
    var afterCheck: (@Sendable () -> Void)? = nil

    private var folder: String { SymbolicLinks.folder(of: target) }

    func install(_ bytes: [UInt8]) throws(WriteError) {
        let temporary = try writeTemporary(bytes)
        var installed = false
        defer { if !installed { unlink(temporary) } }
        guard let original else {
            // link() fails if someone created the file meanwhile: theirs is kept, ours is refused.
            if link(temporary, target) == 0 {
                unlink(temporary)
            } else if errno == EEXIST {
                throw .changedUnderneath(path: path)
            } else if errno == EPERM || errno == ENOTSUP || errno == EOPNOTSUPP || errno == ENOSYS {
                // A file system without hard links: a rename, after a last look that the file is still absent.
                guard access(target, F_OK) != 0 else { throw .changedUnderneath(path: path) }
                guard rename(temporary, target) == 0 else { throw .system(path: path, operation: "create", code: errno) }
            } else {
                throw .system(path: path, operation: "create", code: errno)
            }
            installed = true
            syncFolder()
            return
        }
        guard try original.isUnchanged() else { throw .changedUnderneath(path: path) }
        afterCheck?()
        if horizon_exchange_paths(temporary, target) == 0 {
            // The temporary name now holds what `target` held at the instant of the exchange.
            guard original.isSameFile(as: temporary) else {
                // Someone replaced the file (an editor's save by rename) between the check and the
                // exchange: theirs goes back, with anything appended to ours in the meantime. The
                // temporary name holds their file now: it must not be removed as ours.
                installed = true
                try putBack(replacedBy: temporary, ourBytes: bytes)
                throw .changedUnderneath(path: path)
            }
            installed = true
            unlink(temporary)
        } else if errno == EINVAL || errno == ENOSYS || errno == ENOTSUP {
            // A file system without atomic exchange: a plain rename, checked afterwards all the same.
            guard rename(temporary, target) == 0 else { throw .system(path: path, operation: "replace", code: errno) }
            installed = true
        } else {
            throw .system(path: path, operation: "replace", code: errno)
        }
        syncFolder()
        try recoverLateChanges(to: original, ourBytes: bytes)
    }

    /// Writes the bytes to a new file beside the target, with the original's permissions, and syncs it.
    private func writeTemporary(_ bytes: [UInt8]) throws(WriteError) -> String {
        let name = target.split(separator: "/").last.map(String.init) ?? target
        let temporary = folder + "/.\(name).horizon-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        // A new file gets the usual permissions (0666 less the umask), a replaced one keeps its own.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .system(path: temporary, operation: "create", code: errno) }
        defer { close(descriptor) }
        if let original { _ = fchmod(descriptor, original.mode) }
        if let failure = bytes.withUnsafeBytes({ writeFully(descriptor, $0) }) {
            unlink(temporary)
            throw .system(path: temporary, operation: "write", code: failure)
        }
        guard fsync(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw .system(path: temporary, operation: "write", code: code)
        }
        return temporary
    }

    /// After the switch, the old file is looked at again through the kept descriptor, until it stays
    /// still: a program that opened it just before the switch may still write to it. Appended bytes are
    /// appended to the new file (our change stands); a change inside the old bytes (an editor saving
    /// in place) wins over ours: the file gets the other program's version back and the command fails.
    private func recoverLateChanges(to original: OpenedFile, ourBytes: [UInt8]) throws(WriteError) {
        var recovered = original.bytes.count
        var quietLooks = 0, looks = 0
        // Bounded: a program that keeps writing into a file nobody can open any more is not followed forever.
        while quietLooks < 2, looks < 1_000 {
            looks += 1
            let size = try original.currentSize()
            guard try original.startsWithOriginal() else {
                try restore(original, ourBytes: ourBytes)
                throw .changedUnderneath(path: path)
            }
            if size > recovered {
                let late = try original.bytes(from: recovered)
                try appendToTarget(late)
                recovered += late.count
                quietLooks = 0
                continue
            }
            quietLooks += 1
            // Look again a moment later, for a writer that had the old file open already.
            if quietLooks < 2 { usleep(2_000) }
        }
    }

    /// Puts the other program's version of the file back: the old file's bytes now, followed by whatever
    /// was appended to our new file since the switch.
    private func restore(_ original: OpenedFile, ourBytes: [UInt8]) throws(WriteError) {
        let theirs = try original.bytes(from: 0)
        guard let current = try OpenedFile(path: target) else { return try putBack(bytes: theirs) }
        let tail = current.bytes.starts(with: ourBytes) ? Array(current.bytes[ourBytes.count...]) : []
        try FileSwitch(path: path, target: target, original: current).installRestoring(theirs + tail)
    }

    /// Installs restored bytes, once, with the same checks but without recovering again; if the file
    /// changes yet again, the restored version is left beside it and named in the error.
    private func installRestoring(_ bytes: [UInt8]) throws(WriteError) {
        let temporary = try writeTemporary(bytes)
        guard let original, try original.isUnchanged(), rename(temporary, target) == 0 else {
            throw .lostRace(path: path, keptAt: temporary)
        }
        syncFolder()
    }

    private func putBack(bytes: [UInt8]) throws(WriteError) {
        try FileSwitch(path: path, target: target, original: nil).install(bytes)
    }

    /// The exchange displaced a file someone else had put at the target: exchange it back, and append
    /// to it what was appended to ours while it was in place.
    private func putBack(replacedBy displaced: String, ourBytes: [UInt8]) throws(WriteError) {
        guard horizon_exchange_paths(displaced, target) == 0 else {
            throw .lostRace(path: path, keptAt: displaced)
        }
        let ours = OpenedFile.readAllIfPresent(displaced)
        unlink(displaced)
        if let ours, ours.count > ourBytes.count, ours.starts(with: ourBytes) {
            try appendToTarget(Array(ours[ourBytes.count...]))
        }
        syncFolder()
    }

    private func appendToTarget(_ bytes: [UInt8]) throws(WriteError) {
        let descriptor = open(target, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(path: path, operation: "append to", code: errno) }
        defer { close(descriptor) }
        if let failure = bytes.withUnsafeBytes({ writeFully(descriptor, $0) }) {
            throw .system(path: path, operation: "append to", code: failure)
        }
        fsync(descriptor)
    }

    /// Makes the rename itself durable.
    private func syncFolder() {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}

/// Why a write was refused or failed.
public enum WriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another program changed the file while horizon worked; its version is what the file holds.
    case changedUnderneath(path: String)
    case locked(path: String)
    case notARegularFile(path: String)
    /// A change raced with another program twice in a row; the other program's bytes are in the file
    /// or, when named, in the kept file.
    case lostRace(path: String, keptAt: String?)
    case system(path: String, operation: String, code: Int32)

    public var description: String {
        switch self {
        case .changedUnderneath(let path):
            "\(path): the file changed while horizon was working on it (another program saved it); its version was kept and horizon's change was not written: run the command again"
        case .locked(let path):
            "\(path): cannot take the lock: another horizon is writing and did not finish"
        case .notARegularFile(let path):
            "\(path): is not a regular file"
        case .lostRace(let path, let keptAt):
            "\(path): another program kept changing the file while horizon wrote it\(keptAt.map { "; its version is kept at \($0)" } ?? ""): check the file and run the command again"
        case .system(let path, let operation, let code):
            "\(path): cannot \(operation): \(String(cString: strerror(code)))"
        }
    }
}
