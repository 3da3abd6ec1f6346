import Foundation
import HorizonCore
import HorizonStore
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
}
