import Foundation
import Glibc
import HorizonFileSystem
import Testing

/// A file read whole into one array (`FileDescriptorIO.readToEnd`), what todo.txt and done.txt are read with.
@Suite("a file read to its end")
struct ReadToEndTests {
    /// A file of `count` bytes that differ from their neighbours, and its bytes.
    private static func file(_ scratch: Scratch, _ count: Int) -> (String, [UInt8]) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let path = scratch.at("file.bin")
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return (path, bytes)
    }

    /// Reads `path` expecting `expected` bytes.
    private static func read(_ path: String, expected: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        return try FileDescriptorIO.readToEnd(descriptor, expected: expected).get()
    }

    @Test("every byte once, in order, whether the file has the size expected, is larger (it grew) or smaller",
          arguments: [0, 1, 4096, 3_000_001])
    func wholeFile(size: Int) throws {
        let scratch = Scratch()
        let (path, bytes) = Self.file(scratch, size)
        for expected in [size, 0, max(0, size / 3), size + 100] {
            #expect(try Self.read(path, expected: expected) == bytes)
        }
    }

    @Test("a descriptor that cannot be read gives its errno")
    func failure() {
        let scratch = Scratch()
        let (path, _) = Self.file(scratch, 10)
        let descriptor = open(path, O_WRONLY)
        defer { close(descriptor) }
        #expect(throws: SystemCallFailure(code: EBADF)) { try FileDescriptorIO.readToEnd(descriptor, expected: 10).get() }
    }
}
