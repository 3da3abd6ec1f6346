import Foundation
import HorizonCore
@testable import HorizonRender
import Testing

/// Every entry ends with its source, `todo.txt:12` or `tasks.db#-3`, written digit by digit.
@Suite("Item source")
struct ItemSourceTests {
    @Test("a source is its file, its separator and its line, negative rows and 0 included", arguments: [
        (0, "todo.txt:0"), (7, "todo.txt:7"), (10, "todo.txt:10"), (12_345, "todo.txt:12345"), (1_000_000, "todo.txt:1000000"),
        (-42, "todo.txt:-42"), (Int.max, "todo.txt:9223372036854775807"), (Int.min, "todo.txt:-9223372036854775808"),
    ])
    func digits(_ line: Int, _ written: String) {
        var bytes: [UInt8] = []
        ItemMarkup.appendSource(SourceLocation(file: "todo.txt", line: line), to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == written)
        bytes = Array("x ".utf8)
        ItemMarkup.appendSource(SourceLocation(file: "tasks.db", line: line, separator: "#"), to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x " + written.replacingOccurrences(of: "todo.txt:", with: "tasks.db#"))
    }
}
