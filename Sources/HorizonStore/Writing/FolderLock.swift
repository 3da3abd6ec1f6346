#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on the file's folder, so two horizon processes never interleave their
/// read-change-write cycles; a folder is locked (not the file) because the file is replaced by rename.
/// The wait is bounded (SPEC §7: 10 s): a writer that hangs (a todo.txt on a stalled network mount)
/// must not block every other writer of the folder forever.
struct FolderLock {
    /// How long a writer waits for another one before giving up (SPEC §7).
    static let defaultTimeout: Duration = .seconds(10)

    private let descriptor: Int32

    /// Takes the lock of `folder`, waiting at most `timeout`; `file` names what the other writer is
    /// writing, for the message.
    init(folder: String, file: String, timeout: Duration = FolderLock.defaultTimeout) throws(WriteError) {
        descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        // The user named the file, not its folder: a missing or unreadable folder is told about the file.
        guard descriptor >= 0 else { throw .system(path: file, operation: "be written in \(folder)", code: errno) }
        guard FolderLock.lockExclusively(descriptor, timeout: timeout) else {
            close(descriptor)
            throw .locked(path: file)
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Waits for an exclusive `flock` on a descriptor for at most `timeout`, polling (flock itself
    /// cannot time out); whether it was taken.
    static func lockExclusively(_ descriptor: Int32, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        var pause: UInt32 = 1_000
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else { return false }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
        return true
    }
}
