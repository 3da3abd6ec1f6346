import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file a switch replaced, kept under a name of its own (``KeptFileName``) — a hard link to the old
/// inode — until the lines another program appended to it at the last moment are in the new file.
struct KeptFile {
    /// What the name says: where the new file came from, and any append under way.
    private(set) var name: KeptFileName
    /// Where the kept file is now.
    private(set) var path: String
    private let fileName: String
    private let folder: String

    /// Keeps the file at `target` under `name`; nil when it cannot be linked (a file system without
    /// hard links, or a name taken), in which case there is nothing for a later writer to recover.
    init?(target: String, name: KeptFileName, fileName: String, folder: String) {
        let path = name.path(of: fileName, in: folder)
        guard link(target, path) == 0 else { return nil }
        self.name = name
        self.path = path
        self.fileName = fileName
        self.folder = folder
    }

    /// Renames the kept file to say that `bytes` of the replaced file are about to be appended to the new
    /// one, before the append: a command killed right after it leaves a name that tells the next writer
    /// to look for those bytes where the append may have landed. False when the rename failed.
    mutating func markAppending(_ bytes: Range<Int>) -> Bool {
        let next = name.appending(bytes)
        let nextPath = next.path(of: fileName, in: folder)
        guard rename(path, nextPath) == 0 else { return false }
        name = next
        path = nextPath
        return true
    }

    /// Removes the kept file once its late lines are in the new file (or are no longer wanted).
    func remove() {
        unlink(path)
    }
}
