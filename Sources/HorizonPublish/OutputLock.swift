import HorizonCore
import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock a build holds on the output folder it publishes into: an exclusive `flock` on the folder's
/// manifest, so that two builds into one folder take turns while every other program — a `horizon done`
/// on a todo.txt kept in that folder among them — goes on unhindered (a build locks only what it writes).
/// The manifest is replaced by rename during a build: the build locks each new manifest before it is
/// renamed into place (``lockReplacement(_:)``), and a build that waited on a manifest that is no longer
/// the folder's lets it go and locks the current one.
final class OutputLock: Sendable {
    private let descriptors: Locked<[Int32]>
    /// Whether this build created the manifest (empty) to have something to lock.
    let createdManifest: Bool

    /// Takes the lock of the output folder `folder`, waiting at most `timeout` for another build.
    init(folder: String, timeout: Duration = Flock.defaultTimeout) throws(PublishError) {
        let path = folder + "/" + SiteManifest.fileName
        let deadline = ContinuousClock.now + timeout
        while true {
            var created = false
            var descriptor = open(path, O_RDONLY | O_CLOEXEC)
            if descriptor < 0, errno == ENOENT {
                // An empty manifest means "nothing is ours yet", as no manifest does.
                descriptor = open(path, O_RDONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                if descriptor < 0, errno == EEXIST { continue }
                created = descriptor >= 0
            }
            guard descriptor >= 0 else {
                throw .unwritable(path: path, reason: String(cString: strerror(errno)))
            }
            guard Flock.lockExclusively(descriptor, timeout: max(deadline - ContinuousClock.now, .zero)) else {
                close(descriptor)
                throw .outputLocked(path: folder)
            }
            var locked = stat(), current = stat()
            if fstat(descriptor, &locked) == 0, lstat(path, &current) == 0,
               locked.st_dev == current.st_dev, locked.st_ino == current.st_ino {
                descriptors = Locked([descriptor])
                createdManifest = created
                return
            }
            // Another build replaced the manifest while this one waited: lock the new one.
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    /// Locks a manifest about to replace the locked one (it is new: nobody else can hold its lock), so
    /// that a build starting after the rename waits like the others.
    func lockReplacement(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_EX | LOCK_NB)
        descriptors.withLock { $0.append(descriptor) }
    }

    func release() {
        let all = descriptors.withLock { descriptors in
            defer { descriptors = [] }
            return descriptors
        }
        for descriptor in all {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }
}
