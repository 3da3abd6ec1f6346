import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file a write command read, held open for the whole command: after the new file is renamed in,
/// the old inode can still be read through this descriptor, so bytes another program appended to it
/// at the last moment are found and put back (docs/commands.md#what-the-writer-guarantees).
final class OpenedFile {
    let path: String
    let descriptor: Int32
    /// What was read when the command started.
    let bytes: [UInt8]
    let device: UInt64
    let inode: UInt64
    let mode: mode_t

    /// Whether another process has the file open for writing, when the system can tell; nil when it
    /// cannot. Linux grants a read lease (`F_SETLEASE`, `F_RDLCK`) only while no descriptor anywhere is
    /// open for writing; the lease is given back at once. (The old file is no longer reachable by its
    /// name after the switch, so nobody can open it meanwhile and break the lease.)
    func isOpenForWritingElsewhere() -> Bool? {
        #if os(Linux)
        // F_SETLEASE is F_LINUX_SPECIFIC_BASE + 0, a macro Swift's Glibc module does not import.
        let setLease: Int32 = 1024
        if fcntl(descriptor, setLease, Int32(F_RDLCK)) == 0 {
            _ = fcntl(descriptor, setLease, Int32(F_UNLCK))
            return false
        }
        return errno == EAGAIN ? true : nil
        #else
        return nil
        #endif
    }

    /// Opens and reads the file; nil when it does not exist.
    init?(path: String) throws(WriteError) {
        // O_NONBLOCK: a FIFO put in the file's place after the first look must not hang the command.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .system(path: path, operation: "open", code: errno)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw .system(path: path, operation: "read", code: code)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notARegularFile(path: path, kind: "a special file")
        }
        self.path = path
        self.descriptor = descriptor
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        mode = info.st_mode & 0o7777
        do {
            bytes = try OpenedFile.readAll(descriptor, from: 0, path: path)
        } catch {
            close(descriptor)
            throw error
        }
    }

    deinit { close(descriptor) }

    /// Whether `path` still names this inode and the inode still starts with the bytes read (another
    /// program may have appended lines).
    func isUnchangedOrAppended() throws(WriteError) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, UInt64(info.st_dev) == device, UInt64(info.st_ino) == inode else { return false }
        guard try currentSize() >= bytes.count else { return false }
        return try startsWithOriginal()
    }

    /// Whether `path` still names this inode and the inode still holds exactly the bytes read.
    func isUnchanged() throws(WriteError) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, UInt64(info.st_dev) == device, UInt64(info.st_ino) == inode else { return false }
        guard try currentSize() == bytes.count else { return false }
        return try startsWithOriginal()
    }

    /// Whether `entry` (a path) is this very inode.
    func isSameFile(as entry: String) -> Bool {
        var info = stat()
        return lstat(entry, &info) == 0 && UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
    }

    /// The inode's size now.
    func currentSize() throws(WriteError) -> Int {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(path: path, operation: "check", code: errno) }
        return Int(info.st_size)
    }

    /// Whether the inode's first bytes are still the bytes read (another program may have added more).
    func startsWithOriginal() throws(WriteError) -> Bool {
        var block = [UInt8](repeating: 0, count: 1 << 18)
        var offset = 0
        while offset < bytes.count {
            let wanted = min(block.count, bytes.count - offset)
            let count = FileDescriptorIO.read(descriptor, into: &block, 0..<wanted, at: offset)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .system(path: path, operation: "check", code: errno) }
            guard count > 0 else { return false }
            guard FileDescriptorIO.equal(bytes[offset..<(offset + count)], block[0..<count]) else { return false }
            offset += count
        }
        return true
    }

    /// The inode's bytes from an offset to its end, as they are now.
    func bytes(from offset: Int) throws(WriteError) -> [UInt8] {
        try OpenedFile.readAll(descriptor, from: offset, path: path)
    }

    /// Reads from `offset` until the end of the file, however long it has become meanwhile.
    static func readAll(_ descriptor: Int32, from offset: Int, path: String) throws(WriteError) -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(path: path, operation: "read", code: errno) }
        var result = [UInt8](repeating: 0, count: max(Int(info.st_size) - offset, 0) + 1)
        var filled = 0
        while true {
            if filled == result.count { result += [UInt8](repeating: 0, count: max(result.count, 1 << 16)) }
            let count = FileDescriptorIO.read(descriptor, into: &result, filled..<result.count, at: offset + filled)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .system(path: path, operation: "read", code: errno) }
            if count == 0 { break }
            filled += count
        }
        result.removeSubrange(filled...)
        return result
    }
}

extension OpenedFile {
    /// The whole content of a file, or nil when it cannot be opened.
    static func readAllIfPresent(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return try? readAll(descriptor, from: 0, path: path)
    }
}
