import Foundation
@testable import HorizonPublish
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("File syncer")
struct FileSyncerTests {
    /// A new file in the temporary folder, open for writing, with `text` written: its descriptor and path.
    func openFile(_ text: String) throws -> (descriptor: Int32, path: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-sync-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        try #require(descriptor >= 0)
        _ = text.withCString { write(descriptor, $0, strlen($0)) }
        return (descriptor, path)
    }

    /// Whether `descriptor` still names the file at `path` (tests run in parallel, so a closed
    /// descriptor's number may already name another test's file).
    func isOpen(_ descriptor: Int32, on path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")) == path
    }

    @Test("finish returns once every file handed over is synced and closed")
    func closesEveryFile() throws {
        let syncer = FileSyncer()
        let files = try (0..<20).map { try openFile("file \($0)") }
        defer { for file in files { unlink(file.path) } }
        for (index, file) in files.enumerated() { syncer.sync(file.descriptor, path: "Output/\(index).html") }
        try syncer.finish()
        for file in files { #expect(!isOpen(file.descriptor, on: file.path)) }
    }

    @Test("a file that cannot be synced is the publish's error, naming the file and the cause; it is closed all the same")
    func failureNamesTheFile() throws {
        let syncer = FileSyncer()
        let good = try openFile("fine")
        defer { unlink(good.path) }
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        syncer.sync(good.descriptor, path: "Output/index.html")
        // fsync of a pipe fails with EINVAL.
        syncer.sync(ends[1], path: "Output/week/2026-W48.html")
        #expect(throws: PublishError.unwritable(path: "Output/week/2026-W48.html", reason: String(cString: strerror(EINVAL)))) {
            try syncer.finish()
        }
        #expect(!isOpen(good.descriptor, on: good.path))
        // The write end is closed: reading the pipe ends at once.
        var byte: UInt8 = 0
        #expect(read(ends[0], &byte, 1) == 0)
    }
}
