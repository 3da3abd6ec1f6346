import Foundation
import HorizonCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way Horizon changes a user's file: under an exclusive lock, checking that nobody changed
/// the file since it was read, through a temporary file in the same folder that is synced and then
/// renamed over the original (DESIGN: write commands).
public struct CarefulWriter: Sendable {
    /// The file to change.
    public let path: String

    /// Creates a writer for a file.
    public init(path: String) {
        self.path = path
    }

    /// Reads the file, lets `change` compute its new bytes, and writes them, all under the lock.
    ///
    /// `change` may return nil to write nothing. If the file's bytes differ from what was read when it
    /// is time to write (another program saved it meanwhile), nothing is written and
    /// ``WriteError/changedUnderneath(path:)`` is thrown.
    @discardableResult
    public func update<Result>(
        name: String? = nil, _ change: (TodoDocument) throws -> (bytes: [UInt8]?, result: Result)
    ) throws -> Result {
        let lock = try FolderLock(folder: folder)
        defer { lock.release() }
        let original = try readBytes()
        let document = TodoDocument(name: name ?? (path as NSString).lastPathComponent, bytes: original)
        let (bytes, result) = try change(document)
        guard let bytes else { return result }
        guard try readBytes() == original else { throw WriteError.changedUnderneath(path: path) }
        try replaceFile(with: bytes)
        return result
    }

    /// Writes the whole file (creating it if needed) under the lock, refusing if it changes meanwhile.
    public func replace(with bytes: [UInt8]) throws {
        let lock = try FolderLock(folder: folder)
        defer { lock.release() }
        let original = FileManager.default.fileExists(atPath: path) ? try readBytes() : nil
        if original == bytes { return }
        let current = FileManager.default.fileExists(atPath: path) ? try readBytes() : nil
        guard current == original else { throw WriteError.changedUnderneath(path: path) }
        try replaceFile(with: bytes)
    }

    private var folder: String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    private func readBytes() throws(StoreError) -> [UInt8] {
        Array(try TodoFileReader.read(path: path).bytes)
    }

    /// Temporary file beside the target, written, synced, given the original's permissions, renamed.
    private func replaceFile(with bytes: [UInt8]) throws {
        let temporary = (folder as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).horizon-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw WriteError.system(path: temporary, operation: "create", code: errno) }
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        var info = stat()
        if stat(path, &info) == 0 { _ = fchmod(descriptor, info.st_mode & 0o7777) }
        let failure = bytes.withUnsafeBytes { writeFully(descriptor, $0) }
        let written = failure == nil
        let writeError = failure ?? 0
        guard written, fsync(descriptor) == 0 else {
            close(descriptor)
            throw WriteError.system(path: temporary, operation: "write", code: written ? errno : writeError)
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else { throw WriteError.system(path: path, operation: "replace", code: errno) }
        renamed = true
        // Make the rename itself durable.
        let folderDescriptor = open(folder, O_RDONLY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }
}

/// Why a write was refused or failed; nothing was changed in either case.
public enum WriteError: Error, Sendable, Equatable, CustomStringConvertible {
    case changedUnderneath(path: String)
    case locked(path: String)
    case system(path: String, operation: String, code: Int32)

    public var description: String {
        switch self {
        case .changedUnderneath(let path):
            "\(path): the file changed while horizon was working on it (another program saved it); nothing was written, run the command again"
        case .locked(let path):
            "\(path): cannot take the lock: another horizon is writing and did not finish"
        case .system(let path, let operation, let code):
            "\(path): cannot \(operation): \(String(cString: strerror(code)))"
        }
    }
}

/// An exclusive `flock` on the file's folder, so two horizon processes never interleave their
/// read-change-write cycles; a folder is locked (not the file) because the file is replaced by rename.
struct FolderLock {
    private let descriptor: Int32

    init(folder: String) throws {
        descriptor = open(folder, O_RDONLY)
        guard descriptor >= 0 else { throw WriteError.system(path: folder, operation: "open the folder of", code: errno) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                throw WriteError.locked(path: folder)
            }
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
