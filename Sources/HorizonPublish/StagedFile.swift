import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file of a site being published, written as its bytes come, so that a large file (plan.json of a
/// million tasks is close to a gigabyte) never has to be in memory whole.
///
/// While the bytes are those of the file already published at the final path, nothing is written: the
/// old file is read alongside and compared, and a file that matched to its end is left as it is (same
/// bytes, inode and time). At the first difference the part that matched is copied from the old file
/// into a temporary file beside the final one (``TemporaryName``) and writing goes on there; the
/// publisher later renames it over the final name. Used by one thread at a time.
final class StagedFile {
    /// How a file ended.
    enum Outcome: Equatable {
        /// The published file already holds these bytes; nothing was written.
        case unchanged
        /// The bytes are in `temporary` (a name in the file's folder), synced (or being synced by the
        /// ``FileSyncer`` it was handed to), ready to be renamed over the final name.
        case written(temporary: String)
    }

    private let folder: FolderHandle
    private let name: String
    private let finalPath: String
    private let temporaryName: String
    /// What the final path named when staging began (nil: nothing), so that a change another program
    /// makes meanwhile is noticed before the rename.
    let before: FileIdentity?
    /// The old file while the bytes still match it; -1 once they differ or when there is none.
    private var old: Int32 = -1
    private var oldSize = 0
    /// The old file's permissions, kept by the new one; new files get 0644 less the umask.
    private var mode: mode_t = 0o644
    /// How many bytes have come, all of them equal to the old file's while `old` is open.
    private var length = 0
    /// A block of the old file being compared: `filled` bytes read, the first `compared` of them used.
    private var block: [UInt8] = []
    private var filled = 0
    private var compared = 0
    /// The temporary file once the bytes differ from the old ones.
    private var output: Int32 = -1
    /// Small parts gathered before they are written, so that a page of many runs takes few writes.
    private var pending: [UInt8] = []
    private var failure: PublishError?
    private static let blockSize = 1 << 18

    /// Starts the file that will be `name` in `folder`, compared with the one there now when `compare`.
    /// Every call goes through the open folder, never through a path (docs/output.md: a link swapped
    /// in for a folder during the build is not followed).
    init(folder: FolderHandle, name: String, compare: Bool) {
        self.folder = folder
        self.name = name
        finalPath = folder.path + "/" + name
        temporaryName = TemporaryName.fresh(for: name)
        if let identity = folder.identity(of: name) {
            before = identity
            switch mode_t(identity.kind) {
            case S_IFREG:
                mode = identity.mode
                if compare {
                    old = folder.openForReading(name)
                    oldSize = Int(identity.size)
                    if old >= 0 { block = [UInt8](repeating: 0, count: Self.blockSize) }
                }
            case S_IFDIR:
                failure = .unwritable(path: finalPath, reason: "a folder has the name of a page; move it away")
                return
            default:
                break
            }
        } else {
            before = nil
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

    /// Ends the file: unchanged, or written to its temporary file and synced, here or, given a
    /// `syncer`, on its thread (the publish waits for it before any rename); or the error that kept it
    /// from being written (then no temporary file is left).
    func finish(syncingWith syncer: FileSyncer? = nil) throws(PublishError) -> Outcome {
        if old >= 0 {
            if length == oldSize {
                close(old)
                old = -1
                return .unchanged
            }
            diverge(keeping: length)
        }
        flush()
        if failure == nil, output >= 0 {
            // Synced while other files are still rendering: the rename must never publish a file whose
            // bytes a crash could still lose.
            if let syncer {
                syncer.sync(output, path: finalPath)
            } else {
                if fsync(output) != 0 { fail(errno) }
                if close(output) != 0, failure == nil { fail(errno) }
            }
            output = -1
        }
        if let failure {
            discard()
            throw failure
        }
        return .written(temporary: temporaryName)
    }

    /// Removes the temporary file, if one was made.
    func discard() {
        if output >= 0 {
            close(output)
            output = -1
        }
        _ = folder.remove(temporaryName)
    }

    /// Opens the temporary file, copies the first `count` bytes of the old one into it and stops comparing.
    private func diverge(keeping count: Int) {
        output = folder.createExclusively(temporaryName, mode: mode)
        if output < 0 {
            fail(errno)
        } else if mode != 0o644 {
            // The old file's own permissions, whatever the umask says (a page is replaced, not re-permissioned).
            _ = fchmod(output, mode)
        }
        guard old >= 0 else { return }
        var copy = [UInt8](repeating: 0, count: Swift.min(Self.blockSize, Swift.max(count, 1)))
        var copied = 0
        while copied < count, failure == nil {
            let read = FileDescriptorIO.read(old, into: &copy, 0..<Swift.min(copy.count, count - copied), at: copied)
            guard read > 0 else {
                fail(read < 0 ? errno : EIO)
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
        if let error = FileDescriptorIO.writeFully(output, bytes) { fail(error) }
    }

    /// Records the first failure, naming the page (the temporary name is of no use to the user).
    private func fail(_ error: Int32) {
        if failure == nil { failure = .unwritable(path: finalPath, reason: String(cString: strerror(error))) }
    }
}
