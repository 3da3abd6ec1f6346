import Foundation
import HorizonCore
@testable import HorizonStore
import Testing

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
                // Another program saves the file while horizon is working.
                try Data("a\nb\nedited elsewhere\n".utf8).write(to: URL(fileURLWithPath: path))
                return (document.appending("c"), ())
            }
        }
        #expect(read(path) == "a\nb\nedited elsewhere\n")
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

    // MARK: The instant between the last check and the switch (SPEC §7)

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
