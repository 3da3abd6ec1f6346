import HorizonCore
import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `archive` writes down before it changes done.txt, so that a command killed between its two
/// writes is finished exactly by the next writer of todo.txt (docs/commands.md#what-the-writer-guarantees):
/// `.NAME.horizon-archive-PID` beside todo.txt holds which todo.txt the lines were taken from (device
/// and inode: a rewritten todo.txt is a new inode), what done.txt became (its length and digest) and
/// the lines moved. If done.txt starts with what it became and todo.txt is still the file read, the
/// lines are in done.txt and still in todo.txt: they are removed from todo.txt. Otherwise either
/// write did not happen, or both did, and the journal only goes away.
enum ArchiveJournal {
    private static let marker = ".horizon-archive-"
    private static let header = "horizon-archive 1"

    /// Writes (and syncs) this process's journal beside todo.txt; returns its path.
    static func begin(todoTarget: String, doneTarget: String, newDone: [UInt8], lines: [ArraySlice<UInt8>], path: String) throws(WriteError) -> String {
        guard let todo = FileIdentity(path: todoTarget) else { throw .changedUnderneath(path: path) }
        let journal = ParentFolder.of(todoTarget) + "/." + name(of: todoTarget) + marker + "\(getpid())"
        var text = Array("\(header)\n\(todo.device) \(todo.inode)\n\(newDone.count) \(ContentDigest.of(newDone))\n\(doneTarget)\n".utf8)
        for line in lines {
            text += line
            text.append(10)
        }
        let descriptor = open(journal, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system(path: path, operation: "write a journal beside", code: errno) }
        defer { close(descriptor) }
        if let failure = FileDescriptorIO.writeFully(descriptor, text[...]) {
            unlink(journal)
            throw .system(path: path, operation: "write a journal beside", code: failure)
        }
        guard fsync(descriptor) == 0 else {
            let code = errno
            unlink(journal)
            throw .system(path: path, operation: "write a journal beside", code: code)
        }
        return journal
    }

    /// Under the lock of todo.txt's folder: finishes the archives that dead processes left half done;
    /// returns how many lines were removed from todo.txt.
    @discardableResult
    static func finishInterrupted(todoTarget: String, path: String) throws(WriteError) -> Int {
        let folder = ParentFolder.of(todoTarget)
        let prefix = "." + name(of: todoTarget) + marker
        var removed = 0
        for entry in TemporaryName.names(in: folder) where entry.hasPrefix(prefix) {
            let number = entry.dropFirst(prefix.count)
            guard !number.isEmpty, number.count <= 10, number.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let pid = pid_t(number), pid > 0, !TemporaryName.isRunning(pid) else { continue }
            let journal = folder + "/" + entry
            if let bytes = OpenedFile.readAllIfPresent(journal), let entry = Entry(bytes), entry.isHalfDone(todoTarget: todoTarget),
               let todo = try OpenedFile(path: todoTarget) {
                let document = TodoDocument(name: name(of: todoTarget), bytes: todo.bytes)
                let lines = ArchivedLines(entry.lines).numbers(in: document)
                if !lines.isEmpty {
                    try FileSwitch(path: path, target: todoTarget, original: todo).install(document.removing(lines: Set(lines)))
                    removed += lines.count
                }
            }
            unlink(journal)
        }
        return removed
    }

    /// Removes the journal once todo.txt is rewritten.
    static func end(_ journal: String) {
        unlink(journal)
    }

    private static func name(of target: String) -> String {
        target.split(separator: "/").last.map(String.init) ?? target
    }

    /// A journal as read.
    private struct Entry {
        let device: UInt64, inode: UInt64
        let doneSize: Int, doneDigest: UInt64
        let doneTarget: String
        let lines: [ArraySlice<UInt8>]

        init?(_ bytes: [UInt8]) {
            let fields = bytes.split(separator: 10, omittingEmptySubsequences: false)
            guard fields.count >= 5, fields.last?.isEmpty == true, String(decoding: fields[0], as: UTF8.self) == ArchiveJournal.header else { return nil }
            let todo = String(decoding: fields[1], as: UTF8.self).split(separator: " ").compactMap { UInt64($0) }
            let done = String(decoding: fields[2], as: UTF8.self).split(separator: " ").compactMap { UInt64($0) }
            guard todo.count == 2, done.count == 2, let size = Int(exactly: done[0]) else { return nil }
            (device, inode, doneSize, doneDigest) = (todo[0], todo[1], size, done[1])
            doneTarget = String(decoding: fields[3], as: UTF8.self)
            lines = Array(fields[4..<(fields.count - 1)])
        }

        /// Whether done.txt was written and todo.txt was not: todo.txt is the inode the lines were
        /// taken from, and done.txt starts with what the archive made of it.
        func isHalfDone(todoTarget: String) -> Bool {
            guard let todo = FileIdentity(path: todoTarget), todo.device == device, todo.inode == inode,
                  let done = OpenedFile.readAllIfPresent(doneTarget), done.count >= doneSize else { return false }
            return ContentDigest.of(done[..<doneSize]) == doneDigest
        }
    }
}
