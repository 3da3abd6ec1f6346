import Testing
@testable import HorizonCore

/// A file's lines (docs/todotxt.md#the-todotxt-dialect): a line feed or a carriage return and line feed
/// ends a line, a lone carriage return is part of it; the split reads eight bytes at a time between
/// line ends, so ends are tried at every offset of an eight-byte block.
@Suite("Line split")
struct LineSplitTests {
    /// The split as the rule says it, byte by byte.
    static func reference(_ bytes: [UInt8]) -> [TodoDocument.Line] {
        var lines: [TodoDocument.Line] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < bytes.count {
            if bytes[index] == 10 {
                lines.append(.init(content: start..<index, ending: .lf))
                start = index + 1
            } else if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                lines.append(.init(content: start..<index, ending: .crlf))
                index += 1
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { lines.append(.init(content: start..<bytes.count, ending: .none)) }
        return lines
    }

    @Test("every ending at every offset of a block, after lines of every length up to two blocks, as the rule splits them")
    func endingsAtEveryOffset() {
        let endings: [[UInt8]] = [[10], [13, 10], [13], [13, 13, 10], [10, 10], [13, 10, 13]]
        for length in 0...17 {
            for ending in endings {
                for tail in 0...9 {
                    let bytes = Array(repeating: UInt8(ascii: "a"), count: length) + ending
                        + Array(repeating: UInt8(ascii: "b"), count: tail) + ending + Array("x y".utf8)
                    let document = TodoDocument(name: "todo.txt", bytes: bytes)
                    #expect(document.lines == Self.reference(bytes), "\(length) \(ending) \(tail)")
                }
            }
        }
    }

    @Test("a byte order mark, then lines longer than a block")
    func byteOrderMark() {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("2026-11-20 Call the plumber\r\nx done\rstill\n".utf8)
        #expect(TodoDocument(name: "todo.txt", bytes: bytes).lines == Self.reference(bytes))
        #expect(TodoDocument(name: "todo.txt", bytes: bytes).lines.count == 2)
    }
}
