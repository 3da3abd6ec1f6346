import HorizonCore
import Testing

@Suite("Archive edits: completed lines out of todo.txt, onto done.txt")
struct ArchiveEditTests {
    @Test("completed lines are those starting with x and a space")
    func completed() {
        let text = "x 2026-11-20 done\nxylophone\nX 2026-11-20 not done\n(A) x not done\nx done without date\n\n"
        #expect(TodoDocument(name: "todo.txt", bytes: Array(text.utf8)).completedLineNumbers == [1, 5])
    }

    @Test("removing lines keeps every other byte: BOM, CRLF, blank lines, a last line without ending")
    func removing() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("x 2026-11-20 a\r\nkeep me\r\n\r\nx b\r\nlast".utf8)
        let document = TodoDocument(name: "todo.txt", bytes: bytes)
        #expect(document.removing(lines: Set(document.completedLineNumbers)) == [0xEF, 0xBB, 0xBF] + Array("keep me\r\n\r\nlast".utf8))
    }

    @Test("appending ends a last line first, and uses the file's line ending", arguments: [
        ("old\r\nolder", "old\r\nolder\r\nx a\r\nx b\r\n"),
        ("", "x a\nx b\n"),
        ("old\n", "old\nx a\nx b\n"),
    ])
    func appending(existing: String, expected: String) {
        let document = TodoDocument(name: "done.txt", bytes: Array(existing.utf8))
        let lines: [ArraySlice<UInt8>] = [ArraySlice("x a".utf8), ArraySlice("x b".utf8)]
        #expect(document.appending(lineContents: lines, ending: .lf) == Array(expected.utf8))
    }

    @Test("a new done.txt takes todo.txt's line ending")
    func newFileEnding() {
        let document = TodoDocument(name: "done.txt", bytes: [])
        #expect(document.appending(lineContents: [ArraySlice("x a".utf8)], ending: .crlf) == Array("x a\r\n".utf8))
    }

    @Test("bytes that are not UTF-8 move unchanged")
    func invalidBytes() {
        let line: [UInt8] = Array("x 2026-11-20 caf".utf8) + [0xE9]
        let document = TodoDocument(name: "todo.txt", bytes: line + [10] + Array("open\n".utf8))
        #expect(document.completedLineNumbers == [1])
        let done = TodoDocument(name: "done.txt", bytes: []).appending(lineContents: [document.contentBytes(ofLine: 1)], ending: .lf)
        #expect(done == line + [10])
    }
}
