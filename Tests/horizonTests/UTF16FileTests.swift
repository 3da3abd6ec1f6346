import Foundation
import Testing

/// A todo.txt, done.txt or holidays file saved as UTF-16 is refused (exit 3) with
/// the command that converts it, instead of being read as text with U+FFFD between its characters.
@Suite("UTF-16 files are refused with the way to convert them")
struct UTF16FileTests {
    /// The bytes of `text` in UTF-16 of one byte order, with or without its byte-order mark.
    static func utf16(_ text: String, littleEndian: Bool, mark: Bool) -> Data {
        var bytes: [UInt8] = mark ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
        for unit in text.utf16 {
            let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
            bytes += littleEndian ? [low, high] : [high, low]
        }
        return Data(bytes)
    }

    static let cases: [(littleEndian: Bool, mark: Bool, description: String, iconv: String)] = [
        (true, true, "UTF-16 (little-endian, with a byte-order mark)", "UTF-16"),
        (false, true, "UTF-16 (big-endian, with a byte-order mark)", "UTF-16"),
        (true, false, "UTF-16 (little-endian, without a byte-order mark)", "UTF-16LE"),
        (false, false, "UTF-16 (big-endian, without a byte-order mark)", "UTF-16BE"),
    ]

    @Test("todo.txt in UTF-16, LE or BE, with or without a mark: check and build exit 3 naming the file, the encoding and the iconv command; nothing is built",
          arguments: 0..<4)
    func todo(index: Int) throws {
        let encoding = Self.cases[index]
        let folder = try TemporaryFolder()
        try Self.utf16("(A) Pay rent due:2026-12-01\r\nCall mum\r\n", littleEndian: encoding.littleEndian, mark: encoding.mark)
            .write(to: folder.url.appendingPathComponent("todo.txt"))
        let expected = "horizon: todo.txt: is \(encoding.description) text; Horizon reads UTF-8: convert it with "
            + "`iconv -f \(encoding.iconv) -t UTF-8 todo.txt > todo-utf8.txt` and use the new file in its place\n"
        for command in [["check"], ["build", "--today", "2026-11-27"], ["list"]] {
            let result = try HorizonProcess.run(command, in: folder.url)
            #expect(result.status == 3, "\(command)")
            #expect(result.stderr == expected, "\(command)")
        }
        #expect(!folder.exists("Output"))
    }

    @Test("a UTF-16 done.txt and a UTF-16 holidays file are refused the same way, by their path")
    func doneAndHolidays() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "(A) Pay rent due:2026-12-01\n")
        try Self.utf16("x 2026-11-20 Done\n", littleEndian: true, mark: true).write(to: folder.url.appendingPathComponent("done.txt"))
        let done = try HorizonProcess.run(["check"], in: folder.url)
        #expect(done.status == 3)
        #expect(done.stderr.hasPrefix("horizon: done.txt: is UTF-16 (little-endian, with a byte-order mark) text;"), "\(done.stderr)")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("done.txt"))
        try Self.utf16("2026-12-25 Christmas\n", littleEndian: false, mark: false).write(to: folder.url.appendingPathComponent("my holidays.txt"))
        let holidays = try HorizonProcess.run(["check", "--holidays", "my holidays.txt"], in: folder.url)
        #expect(holidays.status == 3)
        #expect(holidays.stderr == "horizon: my holidays.txt: is UTF-16 (big-endian, without a byte-order mark) text; Horizon reads UTF-8: "
            + "convert it with `iconv -f UTF-16BE -t UTF-8 'my holidays.txt' > 'my holidays-utf8.txt'` and use the new file in its place\n")
    }

    @Test("write commands refuse a UTF-16 todo.txt before writing: add would append a UTF-8 line to it, done rewrite one of its lines",
          arguments: [["add", "hello"], ["done", "1"], ["archive"]])
    func writeCommands(command: [String]) throws {
        let folder = try TemporaryFolder()
        let bytes = Self.utf16("x 2026-11-20 Paid\nCall mum\n", littleEndian: true, mark: false)
        try bytes.write(to: folder.url.appendingPathComponent("todo.txt"))
        let result = try HorizonProcess.run(command, in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("horizon: todo.txt: is UTF-16 (little-endian, without a byte-order mark) text;"), "\(result.stderr)")
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("todo.txt")) == bytes)
        #expect(!folder.exists("done.txt"))
    }

    @Test("UTF-8 text, with its own mark or without, and text in other scripts are read as before")
    func utf8StillRead() throws {
        let folder = try TemporaryFolder()
        try Data([0xEF, 0xBB, 0xBF] + Array("(A) Zahlung fällig due:2026-12-01\n日本語のタスク\n".utf8)).write(to: folder.url.appendingPathComponent("todo.txt"))
        let result = try HorizonProcess.run(["check"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
