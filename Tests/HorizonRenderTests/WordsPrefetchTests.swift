import HorizonCore
@testable import HorizonRender
import Testing

/// The page writers ask the processor for a task line's words some lines ahead (docs/performance.md):
/// the address they ask for must be the words' own storage, or the prefetch silently fetches nothing useful.
@Suite("Words asked for ahead")
struct WordsPrefetchTests {
    @Test("the address read from a line in place is the storage of its words' bytes")
    func addressOfTheWords() throws {
        let lines = (0..<20).map { ItemLine(words: [.text("line \($0) "), .project("+p\($0)"), .link(url: "https://example.org/\($0)")]) }
        try lines.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let storage = try #require(WordsPrefetch.storage(of: buffer, at: index))
                let bytes = lines[index].shown.bytes
                // An array's elements follow its storage's header of four words: object, counts, size, room.
                bytes.withUnsafeBufferPointer { bytes in
                    #expect(bytes.baseAddress.map(UnsafeRawPointer.init) == storage + 4 * MemoryLayout<Int>.size)
                }
            }
        }
    }

}
