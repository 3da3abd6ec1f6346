import Foundation
@testable import HorizonFileSystem
import Testing

@Suite("the names of kept and temporary files")
struct FileNameTests {
    @Test("a kept file's name reads back as what it was made from, in both shapes; a lookalike is no kept file")
    func keptFileName() {
        let kept = KeptFileName(pid: 4242, included: 17, written: .init(size: 30, digest: 0xAB))
        #expect(kept.path(of: "todo.txt", in: "/home/ann") == "/home/ann/.todo.txt.horizon-old-4242-17-30-00000000000000ab")
        #expect(KeptFileName(entry: ".todo.txt.horizon-old-4242-17-30-00000000000000ab", of: "todo.txt") == kept)
        #expect(KeptFileName(entry: ".todo.txt.horizon-old-4242-17", of: "todo.txt") == KeptFileName(pid: 4242, included: 17, written: nil))
        let lookalikes: [String] = [".todo.txt.horizon-old-4242-17-30-00000000000000AB", ".todo.txt.horizon-old-4242", ".todo.txt.horizon-old-0-17",
                          ".todo.txt.horizon-old-4242-17-30", ".done.txt.horizon-old-4242-17", ".todo.txt.horizon-old-42x-17",
                                    ".todo.txt.horizon-old-4242-17-30-00000000000000ab-1"]
        for lookalike in lookalikes {
            #expect(KeptFileName(entry: lookalike, of: "todo.txt") == nil, "\(lookalike)")
        }
    }

    @Test("a kept file names the file it was kept for; a lookalike names none")
    func keptName() {
        #expect(KeptFileName.keptName(of: ".done.txt.horizon-old-4242-17-30-00000000000000ab") == "done.txt")
        #expect(KeptFileName.keptName(of: ".todo.txt.horizon-old-4242-17") == "todo.txt")
        #expect(KeptFileName.keptName(of: ".my.horizon-old-list.txt.horizon-old-7-3") == "my.horizon-old-list.txt")
        for lookalike in ["done.txt.horizon-old-4242-17", "..horizon-old-4242-17", ".done.txt.horizon-old-0-17", ".done.txt.horizon-tmp-4242-1",
                          ".done.txt.horizon-old-4242", "done.txt"] {
            #expect(KeptFileName.keptName(of: lookalike) == nil, "\(lookalike)")
        }
    }

    @Test("a temporary name has its final name, this process and a number; only that exact shape is read")
    func temporaryName() throws {
        let name = TemporaryName.fresh(for: "index.html")
        #expect(name.hasPrefix(".index.html.horizon-tmp-\(getpid())-"))
        #expect(TemporaryName.processID(in: name) == getpid())
        #expect(TemporaryName.fresh(for: "index.html") != name)
        #expect(TemporaryName.beside("a.txt", in: "/srv").hasPrefix("/srv/.a.txt.horizon-tmp-"))
        let lookalikes: [String] = ["..horizon-tmp-1-2", ".a.horizon-tmp-1", ".a.horizon-tmp-0-2", ".a.horizon-tmp-1-2-3", "a.horizon-tmp-1-2",
                                    ".a.horizon-tmp-12345678901-2", ".a.horizon-tmp--2"]
        for lookalike in lookalikes {
            #expect(TemporaryName.processID(in: lookalike) == nil, "\(lookalike)")
        }
    }

    @Test("leftovers of a process that no longer runs are removed, with their SQLite companions; others stay")
    func leftovers() throws {
        let scratch = Scratch()
        let candidates: ClosedRange<pid_t> = 4_000_000...4_000_100
        let dead: pid_t = try #require(candidates.first { !TemporaryName.isRunning($0) })
        scratch.write(".a.txt.horizon-tmp-\(dead)-1", "old")
        scratch.write(".tasks.db.horizon-tmp-\(dead)-2-wal", "old")
        scratch.write(".a.txt.horizon-tmp-\(getpid())-3", "ours, running")
        scratch.write(".a.txt.horizon-tmp-\(dead)-x", "a lookalike")
        scratch.write("a.txt", "the file")
        try FileManager.default.createDirectory(atPath: scratch.at(".b.txt.horizon-tmp-\(dead)-4"), withIntermediateDirectories: false)
        #expect(TemporaryName.removeLeftovers(in: scratch.path, of: "tasks.db") == [".tasks.db.horizon-tmp-\(dead)-2-wal"])
        #expect(TemporaryName.removeLeftovers(in: scratch.path) == [".a.txt.horizon-tmp-\(dead)-1"])
        let left: [String] = [".a.txt.horizon-tmp-\(dead)-x", ".a.txt.horizon-tmp-\(getpid())-3", ".b.txt.horizon-tmp-\(dead)-4", "a.txt"]
        #expect(TemporaryName.names(in: scratch.path).filter { $0 != "." && $0 != ".." }.sorted() == left.sorted())
    }
}
