import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finishes what a write command killed after its switch could not: the file it replaced is kept as
/// `.NAME.horizon-old-PID-SIZE` (``TemporaryName``) until the lines another program appended to it
/// at the last moment are in the new file. The next writer of the file, under the lock, appends what
/// the kept file holds past SIZE and the new file does not end with yet, then removes it (SPEC §7:
/// never lose a line).
enum LateAppendRecovery {
    /// Recovers and removes the kept files of dead processes beside `target`.
    static func recover(beside target: String, path: String) throws(WriteError) {
        let folder = ParentFolder.of(target)
        let name = target.split(separator: "/").last.map(String.init) ?? target
        for entry in TemporaryName.names(in: folder) {
            guard let (pid, size) = TemporaryName.keeper(entry, of: name), !TemporaryName.isRunning(pid) else { continue }
            let keeper = folder + "/" + entry
            guard let kept = FileIdentity(path: keeper), kept.isRegularFile else { continue }
            if let current = FileIdentity(path: target), current.device == kept.device, current.inode == kept.inode {
                // Killed before the switch: the kept file is the file itself.
                unlink(keeper)
                continue
            }
            guard let old = OpenedFile.readAllIfPresent(keeper) else { continue }
            if old.count > size {
                guard let current = OpenedFile.readAllIfPresent(target) else { continue }
                let late = old[size...]
                let missing = late.dropFirst(alreadyAppended(late, to: current))
                if !missing.isEmpty { try append(Array(missing), to: target, path: path) }
            }
            unlink(keeper)
        }
    }

    /// How many of the first late bytes the new file already ends with (the killed command had
    /// recovered them before it died).
    private static func alreadyAppended(_ late: ArraySlice<UInt8>, to current: [UInt8]) -> Int {
        var count = min(late.count, current.count)
        while count > 0 {
            // Recovered parts end at a line break (or are the whole tail): other counts need no look.
            if count != late.count, late[late.startIndex + count - 1] != 10 {
                count -= 1
                continue
            }
            if current[(current.count - count)...].elementsEqual(late.prefix(count)) { return count }
            count -= 1
        }
        return 0
    }

    static func append(_ bytes: [UInt8], to target: String, path: String) throws(WriteError) {
        let descriptor = open(target, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(path: path, operation: "append to", code: errno) }
        defer { close(descriptor) }
        if let failure = FileDescriptorIO.writeFully(descriptor, bytes[...]) {
            throw .system(path: path, operation: "append to", code: failure)
        }
        fsync(descriptor)
    }
}
