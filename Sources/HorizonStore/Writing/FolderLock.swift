import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on the file's folder, so two horizon processes never interleave their
/// read-change-write cycles; a folder is locked (not the file) because the file is replaced by rename.
/// The wait is bounded (docs/commands.md#what-the-writer-guarantees: 10 s): a writer that hangs (a todo.txt on a stalled network mount)
/// must not block every other writer of the folder forever.
struct FolderLock {
    private let descriptor: Int32

    /// Takes the lock of `folder`, waiting at most `timeout`; `file` names what the other writer is
    /// writing, for the message.
    init(folder: String, file: String, timeout: Duration = Flock.defaultTimeout) throws(WriteError) {
        descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        // The user named the file, not its folder: a missing or unreadable folder is told about the file.
        guard descriptor >= 0 else { throw .system(path: file, operation: "be written in \(folder)", code: errno) }
        guard Flock.lockExclusively(descriptor, timeout: timeout) else {
            close(descriptor)
            throw .locked(path: file)
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
