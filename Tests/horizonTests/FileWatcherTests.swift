import Foundation
@testable import horizon
import Testing

/// The watch's debounce, without a process: a change is reported once the changes have been quiet for
/// the time given, with every name that changed meanwhile.
@Suite("the watcher's debounce")
struct FileWatcherTests {
    @Test("changes within the quiet time make one wake, naming each file once, after the last change has been quiet")
    func settle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let todo = folder + "/todo.txt", done = folder + "/done.txt"
        for path in [todo, done] { _ = FileManager.default.createFile(atPath: path, contents: Data("a\n".utf8)) }
        let watcher = try FileWatcher(files: [todo, done], folders: [], notice: { _ in })
        _ = FileManager.default.createFile(atPath: folder + "/other.txt", contents: Data())
        #expect(try watcher.wait(milliseconds: 200) == .timeout)
        try Data("b\n".utf8).write(to: URL(fileURLWithPath: todo))
        #expect(try watcher.wait(milliseconds: 5000) == .changed("todo.txt"))
        let started = ContinuousClock.now
        // An editor's save in three writes, 100 ms apart: todo.txt, done.txt, todo.txt again.
        let writer = Thread {
            for (path, text) in [(done, "x\n"), (todo, "c\n"), (todo, "d\n")] {
                Thread.sleep(forTimeInterval: 0.1)
                try? Data(text.utf8).write(to: URL(fileURLWithPath: path))
            }
        }
        writer.start()
        let names = try watcher.settle(after: "todo.txt", quietMilliseconds: 400)
        let elapsed = ContinuousClock.now - started
        #expect(names == ["todo.txt", "done.txt"])
        // The last write comes after about 300 ms; the wake comes 400 ms of quiet after it.
        #expect(elapsed >= .milliseconds(650))
        #expect(try watcher.wait(milliseconds: 200) == .timeout)
    }

    @Test("a change with nothing after it is reported once the quiet time has passed")
    func single() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let todo = folder + "/todo.txt"
        _ = FileManager.default.createFile(atPath: todo, contents: Data("a\n".utf8))
        let watcher = try FileWatcher(files: [todo], folders: [], notice: { _ in })
        let started = ContinuousClock.now
        #expect(try watcher.settle(after: "todo.txt", quietMilliseconds: 300) == ["todo.txt"])
        #expect(ContinuousClock.now - started >= .milliseconds(300))
    }
}
