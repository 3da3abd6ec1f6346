import Foundation
import HorizonCore
@testable import HorizonStore
import HorizonFileSystem
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Careful writer")
struct CarefulWriterTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func file(_ text: String, name: String = "todo.txt") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    @Test("writes the new bytes and leaves no temporary file behind")
    func writes() throws {
        let path = try file("a\nb\n")
        try CarefulWriter(path: path).update { document in
            (document.appending("c"), ())
        }
        #expect(read(path) == "a\nb\nc\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.txt"])
    }

    @Test("keeps the file's permissions")
    func permissions() throws {
        let path = try file("a\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try CarefulWriter(path: path).update { ($0.appending("b"), ()) }
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test("refuses to write when the file changed between reading and writing, and keeps the other change")
    func changedUnderneath() throws {
        let path = try file("a\nb\n")
        #expect(throws: WriteError.changedUnderneath(path: path)) {
            try CarefulWriter(path: path).update { document in
                // Another program saves the file (an edited line) while horizon is working.
                try Data("a\nb edited elsewhere\n".utf8).write(to: URL(fileURLWithPath: path))
                return (document.appending("c"), ())
            }
        }
        #expect(read(path) == "a\nb edited elsewhere\n")
    }

    @Test("a line appended between reading and writing is merged, not refused (steady appends cannot starve a command)")
    func appendedTailMerged() throws {
        let path = try file("a\nb\n")
        try CarefulWriter(path: path).update { document in
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("appended elsewhere\n".utf8))
            try handle.close()
            return (document.appending("c"), ())
        }
        #expect(read(path) == "a\nb\nc\nappended elsewhere\n")
    }

    // MARK: Keeping what the file had (docs/commands.md#what-the-writer-guarantees)

    func attribute(_ path: String, _ name: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        return try? ExtendedAttributes.value(name, of: descriptor)
    }

    func setAttribute(_ path: String, _ name: String, _ value: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        return (try? ExtendedAttributes.set(name, to: value, of: descriptor)) != nil
    }

    @Test("keeps owner, group, mode, extended attributes and the ACL of the file it replaces (root writing alice's file)",
          .enabled(if: geteuid() == 0, "needs root to give the file to another user"))
    func keepsOwnerGroupAndAttributes() throws {
        let path = try file("a\n")
        chown(path, 1234, 2345)
        chmod(path, 0o640)
        // user::rw- user:4321:r-- group::r-- mask::r-- other::---
        let acl: [UInt8] = [2, 0, 0, 0, 1, 0, 6, 0, 255, 255, 255, 255, 2, 0, 4, 0, 225, 16, 0, 0,
                            4, 0, 4, 0, 255, 255, 255, 255, 16, 0, 4, 0, 255, 255, 255, 255, 32, 0, 0, 0, 255, 255, 255, 255]
        let hasACL = setAttribute(path, "system.posix_acl_access", acl)
        #expect(setAttribute(path, "user.origin", Array("phone".utf8)))
        try CarefulWriter(path: path).update { ($0.appending("b"), ()) }
        var info = stat()
        stat(path, &info)
        #expect(read(path) == "a\nb\n")
        #expect(info.st_uid == 1234)
        #expect(info.st_gid == 2345)
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(attribute(path, "user.origin") == Array("phone".utf8))
        if hasACL { #expect(attribute(path, "system.posix_acl_access") == acl) }
    }

    @Test("a file without write permission is refused and left as it was", arguments: [0o444, 0o400])
    func readOnly(mode: Int) throws {
        let path = try file("a\n")
        chmod(path, mode_t(mode))
        #expect(throws: WriteError.readOnly(path: path)) {
            try CarefulWriter(path: path).update { ($0.appending("b"), ()) }
        }
        #expect(read(path) == "a\n")
        #expect(WriteError.readOnly(path: path).description.contains("todo.txt is read-only"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.txt"])
    }

    @Test("a FIFO in the file's place is refused at once, naming what it is, without opening it")
    func fifo() throws {
        let path = folder.appendingPathComponent("todo.txt").path
        #expect(mkfifo(path, 0o644) == 0)
        let started = ContinuousClock.now
        #expect(throws: WriteError.notARegularFile(path: path, kind: "a FIFO (named pipe)")) {
            try CarefulWriter(path: path).update { ($0.appending("b"), ()) }
        }
        #expect(ContinuousClock.now - started < .seconds(2))
    }

    @Test("a lock held by another writer past the timeout is an error naming the file, not a wait forever")
    func lockTimeout() throws {
        let path = try file("a\n")
        let other = try FolderLock(folder: folder.path, file: path)
        defer { other.release() }
        let started = ContinuousClock.now
        #expect(throws: WriteError.locked(path: path)) {
            try CarefulWriter(path: path, afterCheck: nil, lockTimeout: .milliseconds(300)).update { ($0.appending("b"), ()) }
        }
        #expect(ContinuousClock.now - started >= .milliseconds(300))
        #expect(read(path) == "a\n")
        #expect(WriteError.locked(path: path).description.contains("another horizon is writing todo.txt"))
    }

    // MARK: What a killed command left (docs/commands.md#what-the-writer-guarantees: never lose a line)

    @Test("lines appended to the replaced file of a command killed before it recovered them are recovered by the next writer")
    func lateAppendsOfAKilledCommand() throws {
        // The killed `done` had switched "a\nb\n" for "x a\nb\n"; "late\n" was appended to the old file after that.
        let path = try file("x a\nb\n")
        let dead = try deadProcessID()
        _ = try file("a\nb\nlate\n", name: ".todo.txt.horizon-old-\(dead)-4")
        try CarefulWriter(path: path).update { ($0.appending("c"), ()) }
        #expect(read(path) == "x a\nb\nlate\nc\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.txt"])
    }

    @Test("late lines the killed command had recovered already are not appended twice")
    func lateAppendsAlreadyRecovered() throws {
        let path = try file("x a\nb\nlate\n")
        let dead = try deadProcessID()
        _ = try file("a\nb\nlate\nlater\n", name: ".todo.txt.horizon-old-\(dead)-4")
        try CarefulWriter(path: path).update { ($0.appending("c"), ()) }
        #expect(read(path) == "x a\nb\nlate\nlater\nc\n")
    }

    @Test("a late line the killed command had merged is not added again when others appended after it (kept file of the older shape)")
    func lateLineMergedThenMoreAppended() throws {
        // The issue's replay: the killed command had merged "APPEND 2"; "APPEND 3" came after it.
        let path = try file("Task 1 planned\nAPPEND 1\nAPPEND 2\nAPPEND 3\n")
        let dead = try deadProcessID()
        _ = try file("Task 1\nAPPEND 1\nAPPEND 2\n", name: ".todo.txt.horizon-old-\(dead)-\("Task 1\nAPPEND 1\n".utf8.count)")
        try CarefulWriter(path: path).update { ($0.appending("c"), ()) }
        #expect(read(path) == "Task 1 planned\nAPPEND 1\nAPPEND 2\nAPPEND 3\nc\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.txt"])
    }

    /// The kept file a command killed after its switch leaves: the replaced file (`old`), of which the new
    /// file holds the first `included` bytes, and the new file as written (`written`).
    /// `appending`: the bytes of `old` it was appending to the new file when it was killed.
    func keptFile(old: String, included: Int, written: String, appending: Range<Int>? = nil) throws {
        let name = KeptFileName(pid: try deadProcessID(), included: included,
                                written: .init(size: written.utf8.count, digest: ContentDigest.of(Array(written.utf8))),
                                appending: appending)
        let keeper = name.path(of: "todo.txt", in: folder.path)
        try Data(old.utf8).write(to: URL(fileURLWithPath: keeper))
    }

    @Test("a late line not yet merged goes right after what the killed command wrote, before lines appended to the new file since")
    func lateLinePutInItsPlace() throws {
        let path = try file("x a\nb\nA13\n")
        try keptFile(old: "a\nb\nA12\n", included: 4, written: "x a\nb\n")
        try CarefulWriter(path: path).update { ($0.appending("c"), ()) }
        #expect(read(path) == "x a\nb\nA12\nA13\nc\n")
    }

    @Test("a late line whose append landed after another program's, when the command was killed before moving it, is moved, not added again")
    func landedLateLineMoved() throws {
        // The killed command appended "A12" (bytes 4..<8 of the old file) while "A13" slipped in first.
        let path = try file("x a\nb\nA13\nA12\n")
        try keptFile(old: "a\nb\nA12\n", included: 4, written: "x a\nb\n", appending: 4..<8)
        try CarefulWriter(path: path).update { ($0.appending("c"), ()) }
        #expect(read(path) == "x a\nb\nA12\nA13\nc\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.txt"])
    }

    @Test("a late line the killed command was about to append, but had not, goes in its place once")
    func lateLineAboutToBeAppended() throws {
        let path = try file("x a\nb\nA13\n")
        try keptFile(old: "a\nb\nA12\nA14\n", included: 4, written: "x a\nb\n", appending: 4..<8)
        try CarefulWriter(path: path).update { ($0.appending("c"), ()) }
        #expect(read(path) == "x a\nb\nA12\nA14\nA13\nc\n")
    }

    @Test("a late line appended in place is found by position though the name still says it was being appended")
    func lateLineAppendedInPlaceWithMark() throws {
        // "same" was placed; another program appended the same text after it: neither moves.
        let path = try file("x a\nb\nsame\nA13\nsame\n")
        try keptFile(old: "a\nb\nsame\n", included: 4, written: "x a\nb\n", appending: 4..<9)
        try CarefulWriter(path: path).update { ($0.appending("c"), ()) }
        #expect(read(path) == "x a\nb\nsame\nA13\nsame\nc\n")
    }

    @Test("late lines the killed command merged are found by position, also when the same text was appended again")
    func lateLineMergedByPosition() throws {
        // "same" is a late line the killed command merged; another program appended the same text later.
        let path = try file("x a\nb\nsame\nA13\nsame\n")
        try keptFile(old: "a\nb\nsame\n", included: 4, written: "x a\nb\n")
        try CarefulWriter(path: path).update { ($0.appending("c"), ()) }
        #expect(read(path) == "x a\nb\nsame\nA13\nsame\nc\n")
    }

    @Test("the kept file's name says where the new file came from: both shapes are read, lookalikes are not")
    func keptFileNames() {
        let written = KeptFileName.Written(size: 12, digest: 0xab)
        let name = KeptFileName(pid: 41, included: 7, written: written)
        #expect(name.path(of: "todo.txt", in: "/f") == "/f/.todo.txt.horizon-old-41-7-12-00000000000000ab")
        #expect(KeptFileName(entry: ".todo.txt.horizon-old-41-7-12-00000000000000ab", of: "todo.txt") == name)
        #expect(KeptFileName(entry: ".todo.txt.horizon-old-41-7", of: "todo.txt") == KeptFileName(pid: 41, included: 7, written: nil))
        let appending = name.appending(7..<19)
        #expect(appending.path(of: "todo.txt", in: "/f") == "/f/.todo.txt.horizon-old-41-7-12-00000000000000ab-7-12")
        #expect(KeptFileName(entry: ".todo.txt.horizon-old-41-7-12-00000000000000ab-7-12", of: "todo.txt") == appending)
        for lookalike in [".todo.txt.horizon-old-41-7-12", ".todo.txt.horizon-old-41-7-12-AB", ".done.txt.horizon-old-41-7",
                          ".todo.txt.horizon-old-0-7", ".todo.txt.horizon-old-41-7-12-00000000000000ab-1", "todo.txt.horizon-old-41-7"] {
            #expect(KeptFileName(entry: lookalike, of: "todo.txt") == nil, "\(lookalike)")
        }
    }

    @Test("temporary files of killed commands are removed, done.txt's too; lookalikes and a running process's are kept")
    func leftoverTemporaryFiles() throws {
        let path = try file("a\n")
        let dead = try deadProcessID()
        _ = try file("partial", name: ".todo.txt.horizon-tmp-\(dead)-99")
        // An archive killed while it wrote done.txt: the next write of todo.txt removes its temporary file.
        _ = try file("partial", name: ".done.txt.horizon-tmp-\(dead)-1")
        let kept = [".todo.txt.horizon-tmp-\(getpid())-1", ".todo.txt.horizon-tmp-x-1", ".done.txt.horizon-tmp-\(dead)-x", "todo.txt.horizon-tmp-\(dead)-1"]
        for name in kept { _ = try file("x", name: name) }
        try CarefulWriter(path: path).update { ($0.appending("b"), ()) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == (kept + ["todo.txt"]).sorted())
    }

    @Test("a refused change writes nothing")
    func refusedChange() throws {
        let path = try file("x 2026-01-01 done\n")
        #expect(throws: TaskEditError.self) {
            try CarefulWriter(path: path).update { document in
                (try document.completing(lines: [1], on: CivilDate(year: 2026, month: 1, day: 2)!).bytes, ())
            }
        }
        #expect(read(path) == "x 2026-01-01 done\n")
    }

    @Test("returning no bytes writes nothing")
    func noChange() throws {
        let path = try file("a\n")
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        try CarefulWriter(path: path).update { _ in (nil as [UInt8]?, ()) }
        let after = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(before == after)
    }

    @Test("a missing file is an error, not an empty file")
    func missing() {
        let path = folder.appendingPathComponent("none.txt").path
        #expect(throws: StoreError.missing(path: path)) {
            try CarefulWriter(path: path).update { ($0.appending("x"), ()) }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("keeps the BOM, CRLF endings and a missing final newline of lines it does not change")
    func keepsBytes() throws {
        let text = "\u{FEFF}(A) one due:2026-11-23\r\ntwo\r\nthree"
        let path = try file(text)
        try CarefulWriter(path: path).update { document in
            (try document.completing(lines: [2], on: CivilDate(year: 2026, month: 11, day: 23)!).bytes, ())
        }
        #expect(read(path) == "\u{FEFF}(A) one due:2026-11-23\r\nx 2026-11-23 two\r\nthree")
    }

    // MARK: The instant between the last check and the switch (docs/commands.md#what-the-writer-guarantees)

    /// Appends to a file the way `echo … >> todo.txt` does.
    static func append(_ text: String, to path: String) {
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        try? handle.close()
    }

    @Test("a line appended after the last check lands in the new file after horizon's change")
    func lateAppend() throws {
        let path = try file("a\nb\n")
        try CarefulWriter(path: path, afterCheck: { CarefulWriterTests.append("appended late\n", to: path) }).update { document in
            (document.appending("c"), ())
        }
        #expect(read(path) == "a\nb\nc\nappended late\n")
    }

    @Test("a late line whose append lands after another program's is moved before it, once")
    func lateAppendOvertaken() throws {
        let path = try file("a\nb\n")
        // "A12" reaches the old file after the last check; "A13", appended by name once the new file is
        // in place, slips in between horizon's look at the new file and its append of "A12".
        try CarefulWriter(
            path: path,
            afterCheck: { CarefulWriterTests.append("A12\n", to: path) },
            beforeLateAppend: { CarefulWriterTests.append("A13\n", to: path) }
        ).update { document in (document.appending("c"), ()) }
        #expect(read(path) == "a\nb\nc\nA12\nA13\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.txt"])
    }

    @Test("a save in place after the last check wins: the other version is restored and the command fails")
    func lateRewriteInPlace() throws {
        let path = try file("a\nb\n")
        #expect(throws: WriteError.changedUnderneath(path: path)) {
            try CarefulWriter(path: path, afterCheck: {
                // An editor that truncates and rewrites the same file.
                try? Data("a\nB edited\n".utf8).write(to: URL(fileURLWithPath: path), options: [])
            }).update { document in (document.appending("c"), ()) }
        }
        #expect(read(path) == "a\nB edited\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.txt"])
    }

    @Test("a save by rename after the last check wins: the other version is put back and the command fails")
    func lateSaveByRename() throws {
        let path = try file("a\nb\n")
        let folder = self.folder
        #expect(throws: WriteError.changedUnderneath(path: path)) {
            try CarefulWriter(path: path, afterCheck: {
                let saved = folder.appendingPathComponent("todo.txt.swp").path
                _ = FileManager.default.createFile(atPath: saved, contents: Data("a\nb\nsaved by an editor\n".utf8))
                rename(saved, path)
            }).update { document in (document.appending("c"), ()) }
        }
        #expect(read(path) == "a\nb\nsaved by an editor\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.txt"])
    }

    // MARK: Symbolic links

    @Test("a symbolic link is followed: the target changes, the link stays a link, no file is left behind")
    func symbolicLink() throws {
        let synced = folder.appendingPathComponent("Dropbox")
        try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
        let target = synced.appendingPathComponent("todo.txt").path
        try Data("a\n".utf8).write(to: URL(fileURLWithPath: target))
        let link = folder.appendingPathComponent("todo.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Dropbox/todo.txt")
        try CarefulWriter(path: link).update { ($0.appending("b"), ()) }
        try CarefulWriter(path: link).replace(with: Array("exported\n".utf8))
        #expect(read(target) == "exported\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Dropbox/todo.txt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: synced.path) == ["todo.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Dropbox", "todo.txt"])
    }

    @Test("a chain of links is followed to its end, through relative and absolute targets")
    func linkChain() throws {
        let target = try file("a\n", name: "real.txt")
        let middle = folder.appendingPathComponent("middle.txt").path
        try FileManager.default.createSymbolicLink(atPath: middle, withDestinationPath: target)
        let first = folder.appendingPathComponent("todo.txt").path
        try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: "middle.txt")
        try CarefulWriter(path: first).update { ($0.appending("b"), ()) }
        #expect(read(target) == "a\nb\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: first) == "middle.txt")
    }

    @Test("creating through a link whose target does not exist yet creates the target and keeps the link")
    func danglingLink() throws {
        let link = folder.appendingPathComponent("todo.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.txt")
        try CarefulWriter(path: link).update(creatingIfMissing: true) { ($0.appending("first"), ()) }
        #expect(read(folder.appendingPathComponent("real.txt").path) == "first\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.txt")
    }

    @Test("a file created meanwhile by another program is kept and the creation refused")
    func createdMeanwhile() throws {
        let path = folder.appendingPathComponent("new.txt").path
        #expect(throws: WriteError.changedUnderneath(path: path)) {
            try CarefulWriter(path: path).update(creatingIfMissing: true) { document in
                try Data("theirs\n".utf8).write(to: URL(fileURLWithPath: path))
                return (document.appending("ours"), ())
            }
        }
        #expect(read(path) == "theirs\n")
    }

    @Test("creatingIfMissing starts from an empty file")
    func creates() throws {
        let path = folder.appendingPathComponent("new.txt").path
        try CarefulWriter(path: path).update(creatingIfMissing: true) { ($0.appending("first"), ()) }
        #expect(read(path) == "first\n")
    }
}
