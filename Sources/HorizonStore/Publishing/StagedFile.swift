#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file of a staged site, written as its bytes come, so that a large file (plan.json of a million
/// tasks is close to a gigabyte) never has to be in memory whole.
///
/// While the bytes are those of the file the previous build published, nothing is written: the old
/// file is read alongside and compared. At the first difference the part that matched is copied from
/// the old file and writing goes on from there; a file that matched to its end is linked to the old
/// one, so that it keeps its inode and time. Used by one thread at a time.
final class StagedFile {
    private let oldPath: String
    private let newPath: String
    /// The old file while the bytes still match it; -1 once they differ or when there is none.
    private var old: Int32 = -1
    private var oldSize = 0
    /// How many bytes have come, all of them equal to the old file's while `old` is open.
    private var length = 0
    /// A block of the old file being compared: `filled` bytes read, the first `compared` of them used.
    private var block: [UInt8] = []
    private var filled = 0
    private var compared = 0
    /// The new file once the bytes differ from the old ones.
    private var output: Int32 = -1
    /// Small parts gathered before they are written, so that a page of many runs takes few writes.
    private var pending: [UInt8] = []
    private var failure: StoreError?
    private static let blockSize = 1 << 18

    /// Starts a file at `newPath`, to be compared with the one at `oldPath` (when it exists).
    init(old oldPath: String, new newPath: String, compare: Bool) {
        self.oldPath = oldPath
        self.newPath = newPath
        var info = stat()
        if compare, lstat(oldPath, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            old = open(oldPath, O_RDONLY)
            oldSize = Int(info.st_size)
            if old >= 0 { block = [UInt8](repeating: 0, count: Self.blockSize) }
        }
        if old < 0 { diverge(keeping: 0) }
    }

    deinit {
        if old >= 0 { close(old) }
        if output >= 0 { close(output) }
    }

    /// The next bytes of the file.
    func append(_ bytes: ArraySlice<UInt8>) {
        guard failure == nil else { return }
        var offset = bytes.startIndex
        while old >= 0, offset < bytes.endIndex {
            if compared == filled {
                filled = length < oldSize ? FileDescriptorIO.read(old, into: &block, 0..<block.count) : 0
                compared = 0
                guard filled > 0 else {
                    diverge(keeping: length)
                    break
                }
            }
            let count = min(filled - compared, bytes.endIndex - offset)
            guard FileDescriptorIO.equal(bytes[offset..<(offset + count)], block[compared..<(compared + count)]) else {
                diverge(keeping: length)
                break
            }
            offset += count
            compared += count
            length += count
        }
        guard old < 0, offset < bytes.endIndex else { return }
        let rest = bytes[offset...]
        length += rest.count
        if pending.count + rest.count > Self.blockSize { flush() }
        if rest.count >= Self.blockSize {
            write(rest)
        } else {
            pending += rest
        }
    }

    /// Ends the file: whether it is the old one unchanged (then linked to it), or the error that kept
    /// it from being written.
    func finish() throws(StoreError) -> Bool {
        if old >= 0 {
            if length == oldSize {
                close(old)
                old = -1
                if link(oldPath, newPath) == 0 { return true }
                // A folder that cannot hold a hard link gets a copy.
                old = open(oldPath, O_RDONLY)
                guard old >= 0 else { throw .unwritable(path: oldPath, reason: String(cString: strerror(errno))) }
            }
            diverge(keeping: length)
        }
        flush()
        if let failure { throw failure }
        return false
    }

    /// Opens the new file, copies the first `count` bytes of the old one into it and stops comparing.
    private func diverge(keeping count: Int) {
        output = open(newPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if output < 0 { fail(errno, newPath) }
        guard old >= 0 else { return }
        var copy = [UInt8](repeating: 0, count: Swift.min(Self.blockSize, Swift.max(count, 1)))
        var copied = 0
        while copied < count, failure == nil {
            let read = FileDescriptorIO.read(old, into: &copy, 0..<Swift.min(copy.count, count - copied), at: copied)
            guard read > 0 else {
                fail(read < 0 ? errno : EIO, oldPath)
                break
            }
            write(copy[0..<read])
            copied += read
        }
        close(old)
        old = -1
        block = []
    }

    private func flush() {
        guard !pending.isEmpty else { return }
        write(pending[...])
        pending.removeAll(keepingCapacity: true)
    }

    private func write(_ bytes: ArraySlice<UInt8>) {
        guard failure == nil, output >= 0 else { return }
        if let error = FileDescriptorIO.writeFully(output, bytes) { fail(error, newPath) }
    }

    private func fail(_ error: Int32, _ path: String) {
        if failure == nil { failure = .unwritable(path: path, reason: String(cString: strerror(error))) }
    }
}
