import HorizonCore
import Testing

/// A named todo.txt file, as raw bytes.
struct TodoCorpusFile: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]

    init(_ name: String, _ bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    init(_ name: String, _ text: String) {
        self.init(name, Array(text.utf8))
    }

    var testDescription: String { name }
}

private let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

private func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Tricky files that must all survive a read/write round trip byte for byte.
private let roundTripCorpus: [TodoCorpusFile] = [
    TodoCorpusFile("empty file", []),
    TodoCorpusFile("LF", "(A) Call mom +Family @phone\nx 2026-01-02 2026-01-01 Done pri:B\n"),
    TodoCorpusFile("CRLF", "(A) Call mom\r\nPay rent due:2026-11-30\r\n"),
    TodoCorpusFile("lone CR", "first\rsecond\rthird"),
    TodoCorpusFile("mixed endings", "lf\ncrlf\r\ncr\rlf again\n\r\n\n\r\r\nend"),
    TodoCorpusFile("CR CR LF", "a\r\r\nb\r\r\n"),
    TodoCorpusFile("UTF-8 BOM", bom + utf8("Call mom\nPay rent\n")),
    TodoCorpusFile("BOM, CRLF, no trailing newline", bom + utf8("Call mom\r\nPay rent")),
    TodoCorpusFile("BOM only", bom),
    TodoCorpusFile("BOM and a blank line", bom + utf8("\n")),
    TodoCorpusFile("no trailing newline", "first\nsecond"),
    TodoCorpusFile("only newlines", "\n\n\r\n\r"),
    TodoCorpusFile("blank and whitespace-only lines", "first\n\n   \n\t\n \t \nsecond\n\n"),
    TodoCorpusFile("double spaces and tabs", "Call  mom\tnow  +p  @c \n  leading spaces\ntrailing  \n\tTabbed\ttask\t\n(A)  2026-01-01  x\n"),
    TodoCorpusFile("unknown tags and URLs",
                   "Read https://example.com/a?b=c:d zz:1 mailto:x@y.z id:1:2 file:///tmp/a:b at 12:30\n"),
    TodoCorpusFile("unicode", "Café ☕ 日本語 +maïs @été 🇫🇷 e\u{301} due:2026-11-30\n(B) Ünïcödé ✓\r\n"),
    TodoCorpusFile("unicode separators inside a line", "a\u{2028}b\u{85}c\u{0B}d\u{0C}e\n\u{0C}\n"),
    TodoCorpusFile("invalid UTF-8", utf8("ok\nfo") + [0xFF] + utf8("o due:2026-01-01\n") + [0xC3] + utf8("\n")),
    TodoCorpusFile("truncated sequence at end of file", utf8("ok\nend ") + [0xE2, 0x82]),
    TodoCorpusFile("surrogate and overlong bytes", [0xED, 0xA0, 0x80] + utf8("\r\n") + [0xC0, 0xAF] + utf8("\r\n")),
    TodoCorpusFile("NUL bytes", utf8("a\u{0}b due:2026-01-01\n\u{0}\n\u{0}\u{0}x\n")),
    TodoCorpusFile("invalid tag values", "Pay rent due:2026-13-01 rec:fortnight\nReview plan:2026-W54 at:25:00 show:days\n"),
    TodoCorpusFile("very long line",
                   utf8(String(repeating: "word +proj @ctx key:value ", count: 8_000) + "due:2026-11-30\nshort\n")),
]

/// The lines of a file, split by a deliberately naive reference (not the code under test):
/// each line's content bytes, a line ending being CRLF, a lone CR or LF.
private func referenceLines(_ bytes: [UInt8]) -> [[UInt8]] {
    var body = bytes[...]
    if body.starts(with: bom) { body = body.dropFirst(3) }
    var lines: [[UInt8]] = []
    var current: [UInt8] = []
    var iterator = Array(body).makeIterator()
    var pending = iterator.next()
    while let byte = pending {
        pending = iterator.next()
        switch byte {
        case 10:
            lines.append(current); current = []
        case 13 where pending == 10:
            // CRLF ends a line; a lone CR is part of it (docs/todotxt.md#the-todotxt-dialect, as todo.sh counts lines).
            lines.append(current); current = []
            pending = iterator.next()
        default:
            current.append(byte)
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

private func isBlank(_ bytes: [UInt8]) -> Bool {
    bytes.allSatisfy { $0 == 32 || $0 == 9 || $0 == 13 }
}

private func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    String(validating: bytes, as: UTF8.self) != nil
}

@Suite("Round trip")
struct RoundTripTests {
    // MARK: Byte for byte

    @Test("serialized() reproduces every byte", arguments: roundTripCorpus)
    func serializedIsIdentity(_ file: TodoCorpusFile) {
        let document = TodoDocument(name: "todo.txt", bytes: file.bytes)
        #expect(document.serialized() == file.bytes)
        #expect(document.serialized(replacing: [:], appending: []) == file.bytes)
    }

    @Test("lines are split at LF and CRLF (a lone CR is part of the line), the BOM left out", arguments: roundTripCorpus)
    func linesMatchReference(_ file: TodoCorpusFile) {
        let document = TodoDocument(name: "todo.txt", bytes: file.bytes)
        let expected = referenceLines(file.bytes)
        #expect(document.lines.count == expected.count)
        #expect((0..<document.lines.count).map { Array(document.contentBytes(ofLine: $0 + 1)) } == expected)
        #expect(document.hasBOM == file.bytes.starts(with: bom))
    }

    @Test("every non-blank line is one task with its own line number and exact text", arguments: roundTripCorpus)
    func tasksMatchLines(_ file: TodoCorpusFile) {
        let list = TodoDocument(name: "todo.txt", bytes: file.bytes).readTasks()
        let lines = referenceLines(file.bytes)
        let expectedNumbers = lines.indices.filter { !isBlank(lines[$0]) }.map { $0 + 1 }
        #expect(list.tasks.map(\.source.line) == expectedNumbers)
        #expect(list.tasks.allSatisfy { $0.source.file == "todo.txt" })
        for task in list.tasks {
            let content = lines[task.source.line - 1]
            if content.count > TodoDocument.longLineLimit {
                // Read from its first 64 KiB (docs/todotxt.md#long-lines): the start of the line, then "…".
                #expect(Array(task.line.utf8.dropLast(3)) == Array(content.prefix(TodoDocument.longLineLimit)), "line \(task.source.line)")
                #expect(task.line.hasSuffix("…"))
            } else if isValidUTF8(content) {
                #expect(Array(task.line.utf8) == content, "line \(task.source.line)")
            }
        }
    }

    @Test("writing every task's unchanged text back reproduces the file", arguments: roundTripCorpus)
    func rewritingUnchangedTasks(_ file: TodoCorpusFile) {
        let document = TodoDocument(name: "todo.txt", bytes: file.bytes)
        let list = document.readTasks()
        var replacements: [Int: String] = [:]
        for task in list.tasks where isValidUTF8(Array(document.contentBytes(ofLine: task.source.line))) {
            // An edit reads its line whole (`task(atLine:)`), also a line longer than the 64 KiB a build reads.
            replacements[task.source.line] = try? document.task(atLine: task.source.line).line
        }
        #expect(document.serialized(replacing: replacements) == file.bytes)
    }

    @Test("only invalid UTF-8 gives a UTF-8 diagnostic", arguments: roundTripCorpus)
    func utf8DiagnosticsOnlyForInvalidLines(_ file: TodoCorpusFile) {
        let list = TodoDocument(name: "todo.txt", bytes: file.bytes).readTasks()
        let lines = referenceLines(file.bytes)
        let invalid = lines.indices.filter { !isValidUTF8(lines[$0]) }.map { $0 + 1 }
        let reported = list.diagnostics.filter { $0.message.contains("not valid UTF-8") }.map(\.location.line)
        #expect(reported == invalid)
    }

    // MARK: Specific files

    @Test("line numbers are kept across blank and whitespace-only lines")
    func lineNumbersAcrossBlanks() {
        let bytes = utf8("first\n\n  \n(A) second due:2026-13-01\r\n\r\n\t\nthird")
        let list = TodoDocument(name: "todo.txt", bytes: bytes).readTasks()
        #expect(list.tasks.map(\.source.line) == [1, 4, 7])
        #expect(list.tasks.map(\.line) == ["first", "(A) second due:2026-13-01", "third"])
        #expect(list.diagnostics.map(\.position) == ["todo.txt:4:16"])
    }

    @Test("CRLF and the BOM are not part of any task's text; a lone CR is, as todo.sh counts lines")
    func endingsAndBOMAreNotText() {
        let bytes = bom + utf8("(A) Call mom\r\nPay rent\rWater plants\n")
        let document = TodoDocument(name: "todo.txt", bytes: bytes)
        #expect(document.hasBOM)
        #expect(document.lines.map(\.ending) == [.crlf, .lf])
        let list = document.readTasks()
        #expect(list.tasks.map(\.line) == ["(A) Call mom", "Pay rent\rWater plants"])
        #expect(list.tasks.first?.priority == Priority("A"))
        #expect(list.diagnostics.isEmpty)
    }

    @Test("the last line's ending is remembered, including none")
    func lastLineEnding() {
        #expect(TodoDocument(name: "t", bytes: utf8("a\nb")).lines.map(\.ending) == [.lf, .none])
        #expect(TodoDocument(name: "t", bytes: utf8("a\nb\n")).lines.map(\.ending) == [.lf, .lf])
        #expect(TodoDocument(name: "t", bytes: utf8("a\r\n\r\n")).lines.map(\.ending) == [.crlf, .crlf])
        #expect(TodoDocument(name: "t", bytes: []).lines.isEmpty)
    }

    @Test("NUL bytes stay in the task's text")
    func nulBytes() {
        let list = TodoDocument(name: "todo.txt", bytes: utf8("a\u{0}b due:2026-01-01\n")).readTasks()
        #expect(list.tasks.count == 1)
        #expect(list.tasks.first?.line == "a\u{0}b due:2026-01-01")
        #expect(list.tasks.first?.due == CivilDate("2026-01-01"))
        #expect(list.diagnostics.isEmpty)
    }

    @Test("a line longer than 64 KiB is a diagnostic and is read from its start; an edit reads it whole, tags and all")
    func veryLongLine() throws {
        let long = "+early " + String(repeating: "word ", count: 40_000) + "+proj due:2026-11-30"
        let document = TodoDocument(name: "todo.txt", bytes: utf8(long + "\nshort\n"))
        let list = document.readTasks()
        #expect(list.tasks.count == 2)
        let task = try #require(list.tasks.first)
        #expect(task.line == String(long.prefix(65_536)) + "…")
        #expect(task.projects == ["early"])
        #expect(task.due == nil)
        #expect(list.tasks.last?.source.line == 2)
        #expect(list.diagnostics.map(\.description) == [
            "todo.txt:1:65537: the line is 200027 bytes long; Horizon reads, plans and shows only its first 65536 bytes (64 KiB), and the file keeps the whole line",
        ])
        let whole = try document.task(atLine: 1)
        #expect(whole.line == long)
        #expect(whole.projects == ["early", "proj"])
        #expect(whole.due == CivilDate("2026-11-30"))
    }

    @Test("a long line is cut before a character that does not fit whole")
    func longLineCutAtCharacter() throws {
        let long = "a" + String(repeating: "é", count: 40_000)
        let task = try #require(TodoDocument(name: "todo.txt", bytes: utf8(long)).readTasks().tasks.first)
        #expect(task.line == "a" + String(repeating: "é", count: 32_767) + "…")
    }

    // MARK: Invalid UTF-8

    @Test("invalid UTF-8: one diagnostic for the line, at the column of the first bad byte", arguments: [
        (utf8("fo") + [0xFF] + utf8("o"), 3, "FF"),
        ([0x80] + utf8(" lone continuation"), 1, "80"),
        (utf8("Café ") + [0xC3], 7, "C3"),
        (utf8("end ") + [0xE2, 0x82], 5, "E2"),
        (utf8("over ") + [0xC0, 0xAF] + utf8(" long"), 6, "C0"),
        (utf8("surrogate ") + [0xED, 0xA0, 0x80], 11, "ED"),
        (utf8("two ") + [0xFE] + utf8(" bad ") + [0xFF], 5, "FE"),
        (utf8("é") + [0xF5, 0x80, 0x80, 0x80], 3, "F5"),
    ])
    func invalidUTF8(content: [UInt8], column: Int, hex: String) throws {
        let bytes = utf8("before\n") + content + utf8("\nafter\n")
        let document = TodoDocument(name: "todo.txt", bytes: bytes)
        let list = document.readTasks()
        #expect(list.tasks.map(\.source.line) == [1, 2, 3])
        #expect(list.tasks.map(\.line).first == "before")
        #expect(list.tasks.map(\.line).last == "after")
        #expect(list.diagnostics.count == 1)
        let diagnostic = try #require(list.diagnostics.first)
        #expect(diagnostic.location == HorizonCore.SourceLocation(file: "todo.txt", line: 2))
        #expect(diagnostic.column == column)
        #expect(diagnostic.message == "line is not valid UTF-8 (byte 0x\(hex)); it is shown with replacement characters")
        #expect(list.tasks[1].line.contains("\u{FFFD}"))
        #expect(document.serialized() == bytes)
    }

    @Test("invalid UTF-8 on the first line after a BOM counts columns from after the BOM")
    func invalidUTF8AfterBOM() {
        let list = TodoDocument(name: "todo.txt", bytes: bom + [0x61, 0xFF] + utf8("\n")).readTasks()
        #expect(list.diagnostics.map(\.position) == ["todo.txt:1:2"])
    }

    @Test("the rest of a line with invalid UTF-8 is still read")
    func invalidUTF8LineStillParsed() {
        let list = TodoDocument(name: "todo.txt", bytes: utf8("(A) fo") + [0xFF] + utf8("o +proj due:2026-01-01\n")).readTasks()
        #expect(list.tasks.count == 1)
        #expect(list.tasks.first?.priority == Priority("A"))
        #expect(list.tasks.first?.projects == ["proj"])
        #expect(list.tasks.first?.due == CivilDate("2026-01-01"))
    }

    @Test("columns after invalid bytes count the bytes of the line as written, not of its repaired text", arguments: [
        // "caf" 0xE9 " due:…": the bad byte at 4, due: at 6, its value at 10.
        (utf8("caf") + [0xE9] + utf8(" due:2026-13-01"), ["todo.txt:1:4", "todo.txt:1:10"], 6, "caf\u{FFFD} due:2026-13-01"),
        // Two bad bytes, each its own replacement character.
        ([0xFF, 0xFE] + utf8(" due:2026-13-01"), ["todo.txt:1:1", "todo.txt:1:8"], 4, "\u{FFFD}\u{FFFD} due:2026-13-01"),
        // A truncated 3-byte sequence is one bad sequence of 2 bytes.
        ([0xE2, 0x82] + utf8(" due:2026-13-01"), ["todo.txt:1:1", "todo.txt:1:8"], 4, "\u{FFFD} due:2026-13-01"),
        // A bad byte after the tag leaves its columns alone.
        (utf8("é due:2026-13-01 ") + [0xFF], ["todo.txt:1:19", "todo.txt:1:8"], 4, "é due:2026-13-01 \u{FFFD}"),
    ])
    func columnsAfterInvalidBytes(content: [UInt8], positions: [String], tagColumn: Int, text: String) throws {
        let list = TodoDocument(name: "todo.txt", bytes: content + utf8("\n")).readTasks()
        #expect(list.diagnostics.map(\.position) == positions)
        let task = try #require(list.tasks.first)
        #expect(task.tags.map(\.column) == [tagColumn])
        #expect(task.line == text)
        #expect(task.due == nil)
    }

    // MARK: Replacing and appending

    @Test("replacing a line keeps every other byte, BOM and endings included", arguments: [
        (bom + utf8("a\r\nb\r\nc\r\n"), 2, "B", bom + utf8("a\r\nB\r\nc\r\n")),
        (utf8("a\nb\r\nc\rd"), 3, "C", utf8("a\nb\r\nC")),
        (utf8("a\nb\r\nc\rd\ne"), 3, "C\rD", utf8("a\nb\r\nC\rD\ne")),
        (utf8("a\n\n  \nd\n"), 2, "new", utf8("a\nnew\n  \nd\n")),
        (bom + utf8("x\n"), 1, "y", bom + utf8("y\n")),
        (utf8("a\n") + [0xFF] + utf8("\nc\n"), 3, "C", utf8("a\n") + [0xFF] + utf8("\nC\n")),
        (utf8("a  b\tc\nx 2026-01-01 d\n"), 2, "x 2026-01-02 d", utf8("a  b\tc\nx 2026-01-02 d\n")),
    ])
    func replacing(bytes: [UInt8], line: Int, text: String, expected: [UInt8]) {
        let document = TodoDocument(name: "todo.txt", bytes: bytes)
        #expect(document.serialized(replacing: [line: text]) == expected)
    }

    @Test("appended lines get the file's line ending", arguments: [
        (utf8("a\nb\n"), utf8("a\nb\nc\nd\n")),
        (utf8("a\r\nb\r\n"), utf8("a\r\nb\r\nc\r\nd\r\n")),
        (utf8("a\rb\n"), utf8("a\rb\nc\nd\n")),
        (utf8("a\r\nb"), utf8("a\r\nb\r\nc\r\nd\r\n")),
        (utf8("a\rb"), utf8("a\rb\nc\nd\n")),
        (utf8("a"), utf8("a\nc\nd\n")),
        ([], utf8("c\nd\n")),
        (bom + utf8("a\r\n"), bom + utf8("a\r\nc\r\nd\r\n")),
        (bom, bom + utf8("c\nd\n")),
        (utf8("a\r\n\r\n"), utf8("a\r\n\r\nc\r\nd\r\n")),
    ])
    func appending(bytes: [UInt8], expected: [UInt8]) {
        let document = TodoDocument(name: "todo.txt", bytes: bytes)
        #expect(document.serialized(appending: ["c", "d"]) == expected)
    }

    @Test("replacing and appending together")
    func replacingAndAppending() {
        let bytes = utf8("(A) Call mom rec:1w due:2026-01-05\r\nPay rent\r\n")
        let document = TodoDocument(name: "todo.txt", bytes: bytes)
        let output = document.serialized(
            replacing: [1: "x 2026-01-05 Call mom rec:1w due:2026-01-05 pri:A"],
            appending: ["(A) 2026-01-05 Call mom rec:1w due:2026-01-12"])
        #expect(output == utf8("x 2026-01-05 Call mom rec:1w due:2026-01-05 pri:A\r\nPay rent\r\n(A) 2026-01-05 Call mom rec:1w due:2026-01-12\r\n"))
    }

    @Test("the preferred ending is the first line ending of the file, LF when there is none")
    func preferredEnding() {
        #expect(TodoDocument(name: "t", bytes: utf8("a\r\nb\n")).preferredEnding == .crlf)
        #expect(TodoDocument(name: "t", bytes: utf8("a\rb\r\n")).preferredEnding == .crlf, "a lone CR ends no line")
        #expect(TodoDocument(name: "t", bytes: utf8("a")).preferredEnding == .lf)
        #expect(TodoDocument(name: "t", bytes: []).preferredEnding == .lf)
    }
}
