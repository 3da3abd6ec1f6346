#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on the file's folder, so two horizon processes never interleave their
/// read-change-write cycles; a folder is locked (not the file) because the file is replaced by rename.
struct FolderLock {
    private let descriptor: Int32

    init(folder: String) throws(WriteError) {
        descriptor = open(folder, O_RDONLY)
        guard descriptor >= 0 else { throw .system(path: folder, operation: "open the folder to lock it", code: errno) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                throw .locked(path: folder)
            }
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
