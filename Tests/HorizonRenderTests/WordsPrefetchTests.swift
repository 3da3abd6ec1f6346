@testable import HorizonCore
@testable import HorizonRender
import Testing

/// The page writers ask the processor for a task line's words some lines ahead (docs/performance.md):
/// the address they ask for must be the words' own storage, or the prefetch silently fetches nothing useful.
@Suite("Words asked for ahead")
struct WordsPrefetchTests {
    @Test("the addresses read from a line in place are the storage of its words' bytes and of their ends")
    func addressOfTheWords() throws {
        let lines = (0..<20).map { ItemLine(words: [.text("line \($0) "), .project("+p\($0)"), .link(url: "https://example.org/\($0)")]) }
        // An array's elements follow its storage's header of four words: object, counts, size, room.
        let header = 4 * MemoryLayout<Int>.size
        try lines.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let storage = try #require(WordsPrefetch.storage(of: buffer, at: index))
                lines[index].shown.bytes.withUnsafeBufferPointer { bytes in
                    #expect(bytes.baseAddress.map(UnsafeRawPointer.init) == storage.bytes + header)
                }
                lines[index].shown.pieces.withUnsafeBufferPointer { pieces in
                    #expect(pieces.baseAddress.map(UnsafeRawPointer.init) == storage.pieces + header)
                }
            }
        }
    }
}
