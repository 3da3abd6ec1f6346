import HorizonFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One switch of a file's contents: temporary file, last check, exchange, late-change recovery.
struct FileSwitch {
    /// The path the user gave (for messages).
    let path: String
    /// The final target of its links, where the bytes really live.
    let target: String
    /// The file as read, or nil when it is being created.
    let original: OpenedFile?
    var afterCheck: (@Sendable () -> Void)? = nil
    /// Runs between the look at the new file's length and the append of late bytes to it; tests use it
    /// to play the other program whose append slips in between.
    var beforeLateAppend: (@Sendable () -> Void)? = nil
    /// How many merges of late lines this switch is inside (each merge is a switch of its own).
    var depth = 0

    /// Merges nest when appends keep arriving during each one (on a loaded machine a process can be held
    /// off for milliseconds between its last look and the exchange; 8 levels were seen): past this many
    /// the rest is appended, not lost but perhaps out of order.
    private static let deepestMerge = 16

    private var folder: String { ParentFolder.of(target) }

    func install(_ bytes: [UInt8]) throws(WriteError) {
        let temporary = try writeTemporary(bytes)
        var installed = false
        defer { if !installed { unlink(temporary) } }
        guard let original else {
            // link() fails if someone created the file meanwhile: theirs is kept, ours is refused.
            if link(temporary, target) == 0 {
                unlink(temporary)
            } else if errno == EEXIST {
                throw .changedUnderneath(path: path)
            } else if errno == EPERM || errno == ENOTSUP || errno == EOPNOTSUPP || errno == ENOSYS {
                // A file system without hard links: a rename, after a last look that the file is still absent.
                guard access(target, F_OK) != 0 else { throw .changedUnderneath(path: path) }
                guard rename(temporary, target) == 0 else { throw .system(path: path, operation: "create", code: errno) }
            } else {
                throw .system(path: path, operation: "create", code: errno)
            }
            installed = true
            syncFolder()
            return
        }
        // Lines appended since the read are no reason to refuse (steady appends would starve the
        // command): the ones there now go into the new file before the switch, in their place; the
        // ones that come later are merged after it.
        guard try original.isUnchangedOrAppended() else { throw .changedUnderneath(path: path) }
        let grown = try topUp(temporary, from: original)
        let ours = grown.isEmpty ? bytes : bytes + grown
        let included = original.bytes.count + grown.count
        // The replaced file stays reachable under a name of its own until its late lines are in the
        // new file: a command killed in between leaves it for the next writer to recover, and the name
        // says where in the new file those lines belong.
        let keptName = KeptFileName(
            pid: getpid(), included: included,
            written: KeptFileName.Written(size: ours.count, digest: ContentDigest.of(ours)))
        var keeper = KeptFile(target: target, name: keptName, fileName: name, folder: folder)
        defer { keeper?.remove() }
        if let kept = keeper, !original.isSameFile(as: kept.path) {
            kept.remove()
            keeper = nil
            throw .changedUnderneath(path: path)
        }
        afterCheck?()
        let refusal = PathExchange.exchange(temporary, target)
        if refusal == nil {
            // The temporary name now holds what `target` held at the instant of the exchange.
            guard original.isSameFile(as: temporary) else {
                // Someone replaced the file (an editor's save by rename) between the check and the
                // exchange: theirs goes back, with anything appended to ours in the meantime. The
                // temporary name holds their file now: it must not be removed as ours.
                installed = true
                try putBack(replacedBy: temporary, ourBytes: ours)
                throw .changedUnderneath(path: path)
            }
            installed = true
            unlink(temporary)
        } else if refusal == EINVAL || refusal == ENOSYS || refusal == ENOTSUP {
            // A file system without atomic exchange: a plain rename, checked afterwards all the same.
            guard rename(temporary, target) == 0 else { throw .system(path: path, operation: "replace", code: errno) }
            installed = true
        } else {
            throw .system(path: path, operation: "replace", code: refusal ?? 0)
        }
        TestPause.at("write-switched")
        // The first looks for late lines come at once (the folder's sync takes milliseconds): a late
        // line found before anyone appends to the new file is simply appended in its place.
        defer { syncFolder() }
        do {
            try recoverLateChanges(to: original, ours: ours, included: included, keeper: &keeper)
        } catch {
            // Unless another program's save won (theirs is in place and the kept file is of no more
            // use), the late lines are not merged yet: the kept file stays for the next writer.
            if case .changedUnderneath = error {} else { keeper = nil }
            throw error
        }
    }

    private var name: String { target.split(separator: "/").last.map(String.init) ?? target }

    /// Writes the bytes to a new file beside the target, with the owner, group, mode and extended
    /// attributes of the original (refused before a byte is written when they cannot be kept), and syncs it.
    private func writeTemporary(_ bytes: [UInt8]) throws(WriteError) -> String {
        let temporary = TemporaryName.beside(name, in: folder)
        // A new file gets the usual permissions (0666 less the umask), a replaced one keeps its own.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .system(path: path, operation: "create a temporary file beside", code: errno) }
        defer { close(descriptor) }
        if let original {
            do {
                try FileMetadata.carry(from: original.descriptor, to: descriptor, path: path)
            } catch {
                unlink(temporary)
                throw error
            }
        }
        if let failure = FileDescriptorIO.writeFully(descriptor, bytes[...]) {
            unlink(temporary)
            throw .system(path: path, operation: "write a temporary file beside", code: failure)
        }
        guard fsync(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw .system(path: path, operation: "write a temporary file beside", code: code)
        }
        return temporary
    }

    /// After the switch, the old file is looked at again through the kept descriptor until it stays
    /// still: a program that opened it just before the switch may still write to it. Bytes appended to
    /// it then belong right after ours — before anything appended to the new file since the switch, since
    /// an appender that opened the file again found the new one (docs/commands.md#what-the-writer-guarantees):
    /// appended at once while nobody else has appended to the new file, else put in their place by one
    /// more switch at the end. A change inside the old bytes (an editor saving in place) wins over ours:
    /// the file gets the other program's version back and the command fails.
    private func recoverLateChanges(
        to original: OpenedFile, ours: [UInt8], included: Int, keeper: inout KeptFile?
    ) throws(WriteError) {
        // The old file's bytes the new file holds in their place, and the new file's first bytes that
        // are ours and those.
        var merged = included, placed = ours.count
        // Late bytes found after another program had appended to the new file, and where our own append
        // landed if another program's slipped in before it.
        var pending: [UInt8] = [], misplaced: Range<Int>?
        var quietLooks = 0, looks = 0
        // Bounded (about 2 s): a program that keeps a file nobody can open any more open for writing, or
        // keeps writing into it, is not waited for forever; what it writes later is not followed.
        while quietLooks < 2, looks < 1_000 {
            looks += 1
            guard try original.startsWithOriginal() else {
                try restore(original, ourBytes: ours, placed: placed)
                throw .changedUnderneath(path: path)
            }
            if try original.currentSize() > merged + pending.count {
                let late = try original.bytes(from: merged + pending.count)
                quietLooks = 0
                if pending.isEmpty {
                    switch try appendInPlace(late, at: placed, marking: merged..<(merged + late.count), in: &keeper) {
                    case .placed:
                        merged += late.count
                        placed += late.count
                        continue
                    case .landed(let range):
                        misplaced = range
                    case .refused:
                        break
                    }
                }
                pending += late
                continue
            }
            // A program that opened the old file before the switch and still holds it open for writing
            // may yet write (a busy machine can hold it off for many milliseconds): wait until it lets go.
            if original.isOpenForWritingElsewhere() == true {
                quietLooks = 0
                usleep(2_000)
                continue
            }
            quietLooks += 1
            // Look again a moment later, for a writer that had the old file open already.
            if quietLooks < 2 { usleep(2_000) }
        }
        guard !pending.isEmpty else { return }
        try merge(late: pending, ours: ours, placed: placed, misplaced: misplaced)
    }

    /// Where an append of late bytes went.
    private enum Append {
        /// Right after the bytes in place.
        case placed
        /// Nowhere: another program had appended to the new file already.
        case refused
        /// After another program's bytes, which slipped in between the look and the append.
        case landed(Range<Int>)
    }

    /// Appends `late` to the new file when it is exactly `placed` bytes long (nothing else was appended).
    /// The kept file's name says first which bytes of the replaced file (`bytes`) are being appended: the
    /// append can land after another program's, and a command killed before it moves them into place
    /// leaves the next writer a way to tell them from lines of its own (``LateLines``).
    private func appendInPlace(
        _ late: [UInt8], at placed: Int, marking bytes: Range<Int>, in keeper: inout KeptFile?
    ) throws(WriteError) -> Append {
        if keeper != nil, keeper?.markAppending(bytes) != true { return .refused }
        let descriptor = open(target, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(path: path, operation: "append to", code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(path: path, operation: "append to", code: errno) }
        guard Int(info.st_size) == placed else { return .refused }
        beforeLateAppend?()
        if let failure = FileDescriptorIO.writeFully(descriptor, late[...]) {
            throw .system(path: path, operation: "append to", code: failure)
        }
        fsync(descriptor)
        let end = Int(lseek(descriptor, 0, SEEK_CUR))
        return end - late.count == placed ? .placed : .landed((end - late.count)..<end)
    }

    /// Puts the late bytes right after the bytes in place in the file as it is now, before what others
    /// appended, by another switch (which merges what comes late to *it* the same way). When the file no
    /// longer starts with ours (another program rewrote it meanwhile), or the switches have nested too
    /// deep, they are appended at its end: never lost, if not in their place.
    private func merge(late: [UInt8], ours: [UInt8], placed: Int, misplaced: Range<Int>?) throws(WriteError) {
        guard depth < FileSwitch.deepestMerge, let current = try OpenedFile(path: target),
              current.bytes.count >= placed, current.bytes.starts(with: ours),
              misplaced.map({ $0.lowerBound >= placed && $0.upperBound <= current.bytes.count }) ?? true
        else {
            // An append that landed out of place is in the file already; the late bytes after it are not.
            try appendToTarget(late, except: misplaced)
            return
        }
        var merged = Array(current.bytes[..<placed])
        merged.reserveCapacity(current.bytes.count + late.count)
        merged += late
        if let misplaced {
            merged += current.bytes[placed..<misplaced.lowerBound]
            merged += current.bytes[misplaced.upperBound...]
        } else {
            merged += current.bytes[placed...]
        }
        do {
            try FileSwitch(path: path, target: target, original: current, depth: depth + 1).install(merged)
        } catch .changedUnderneath {
            // Someone saved over the new file in that instant: their version stands, the late lines
            // are added to it.
            try appendToTarget(late, except: misplaced)
        }
    }

    /// Puts the other program's version of the file back: the old file's bytes now, followed by whatever
    /// was appended to our new file since the switch.
    private func restore(_ original: OpenedFile, ourBytes: [UInt8], placed: Int) throws(WriteError) {
        let theirs = try original.bytes(from: 0)
        guard let current = try OpenedFile(path: target) else { return try putBack(bytes: theirs) }
        // What was appended to ours in place came from the old file, which their version holds already.
        let tail = current.bytes.starts(with: ourBytes) && current.bytes.count >= placed ? Array(current.bytes[placed...]) : []
        try FileSwitch(path: path, target: target, original: current).installRestoring(theirs + tail)
    }

    /// Installs restored bytes, once, with the same checks but without recovering again; if the file
    /// changes yet again, the restored version is left beside it and named in the error.
    private func installRestoring(_ bytes: [UInt8]) throws(WriteError) {
        let temporary = try writeTemporary(bytes)
        guard let original, try original.isUnchanged(), rename(temporary, target) == 0 else {
            throw .lostRace(path: path, keptAt: temporary)
        }
        syncFolder()
    }

    private func putBack(bytes: [UInt8]) throws(WriteError) {
        try FileSwitch(path: path, target: target, original: nil).install(bytes)
    }

    /// The exchange displaced a file someone else had put at the target: exchange it back, and append
    /// to it what was appended to ours while it was in place.
    private func putBack(replacedBy displaced: String, ourBytes: [UInt8]) throws(WriteError) {
        guard PathExchange.exchange(displaced, target) == nil else {
            throw .lostRace(path: path, keptAt: displaced)
        }
        let ours = OpenedFile.readAllIfPresent(displaced)
        unlink(displaced)
        if let ours, ours.count > ourBytes.count, ours.starts(with: ourBytes) {
            try appendToTarget(Array(ours[ourBytes.count...]))
        }
        syncFolder()
    }

    /// Adds what was appended to the replaced file since the read to the end of the temporary file, until
    /// a look after the last sync finds nothing new, and returns it: the switch then follows at once, so
    /// that a line appended to the old file after it (merged by another switch) is rare.
    private func topUp(_ temporary: String, from original: OpenedFile) throws(WriteError) -> [UInt8] {
        var grown = try original.bytes(from: original.bytes.count)
        guard !grown.isEmpty else { return [] }
        let descriptor = open(temporary, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(path: path, operation: "write a temporary file beside", code: errno) }
        defer { close(descriptor) }
        var written = 0
        // Bounded: an appender faster than a sync is merged after the switch instead.
        for _ in 0..<50 {
            if let failure = FileDescriptorIO.writeFully(descriptor, grown[written...]) {
                throw .system(path: path, operation: "write a temporary file beside", code: failure)
            }
            written = grown.count
            // Cheap looks first; the sync (which takes milliseconds) once nothing more came.
            let more = try original.bytes(from: original.bytes.count + written)
            if !more.isEmpty {
                grown += more
                continue
            }
            guard fsync(descriptor) == 0 else { throw .system(path: path, operation: "write a temporary file beside", code: errno) }
            let late = try original.bytes(from: original.bytes.count + written)
            if late.isEmpty { break }
            grown += late
        }
        if written < grown.count {
            if let failure = FileDescriptorIO.writeFully(descriptor, grown[written...]) {
                throw .system(path: path, operation: "write a temporary file beside", code: failure)
            }
            guard fsync(descriptor) == 0 else { throw .system(path: path, operation: "write a temporary file beside", code: errno) }
        }
        return grown
    }

    private func appendToTarget(_ bytes: [UInt8]) throws(WriteError) {
        try LateAppendRecovery.append(bytes, to: target, path: path)
    }

    /// Appends the late bytes but the first ones, whose append landed out of place (`landed`) and is in
    /// the file already.
    private func appendToTarget(_ late: [UInt8], except landed: Range<Int>?) throws(WriteError) {
        let rest = late.dropFirst(landed?.count ?? 0)
        if !rest.isEmpty { try appendToTarget(Array(rest)) }
    }

    /// Makes the rename itself durable.
    private func syncFolder() {
        FileDescriptorIO.syncFolder(folder)
    }
}
