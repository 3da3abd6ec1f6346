import Foundation
import Glibc
import HorizonFileSystem
import Testing

@Suite("which file a path names, and where it leads")
struct PathTests {
    @Test("every name of one file has its key: a symbolic link, a hard link, ./; another file or none differs")
    func fileKey() throws {
        let scratch = Scratch()
        scratch.write("a.txt", "a")
        scratch.write("b.txt", "b")
        try FileManager.default.createSymbolicLink(atPath: scratch.at("link.txt"), withDestinationPath: "a.txt")
        try FileManager.default.linkItem(atPath: scratch.at("a.txt"), toPath: scratch.at("hard.txt"))
        let key = try #require(FileKey(path: scratch.at("a.txt")))
        #expect(FileKey(path: scratch.at("link.txt")) == key)
        #expect(FileKey(path: scratch.at("hard.txt")) == key)
        #expect(FileKey(path: scratch.path + "/./a.txt") == key)
        #expect(FileKey(path: scratch.at("b.txt")) != key)
        #expect(FileKey(path: scratch.at("missing.txt")) == nil)
    }

    @Test("a path leads through its links, also where it does not exist yet; inside compares resolved paths")
    func realPath() throws {
        let scratch = Scratch()
        let real = RealPath.of(scratch.path)
        try FileManager.default.createDirectory(atPath: scratch.at("site"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: scratch.at("out"), withDestinationPath: "site")
        try FileManager.default.createSymbolicLink(atPath: scratch.at("dangling"), withDestinationPath: "nowhere/x.txt")
        #expect(RealPath.of(scratch.at("out")) == real + "/site")
        #expect(RealPath.of(scratch.at("out/new/../page.html")) == real + "/site/page.html")
        #expect(RealPath.of(scratch.at("dangling")) == real + "/nowhere/x.txt")
        // isInside compares paths already resolved.
        #expect(RealPath.isInside(RealPath.of(scratch.at("out/index.md")), folder: RealPath.of(scratch.at("site"))))
        #expect(RealPath.isInside(RealPath.of(scratch.at("site")), folder: RealPath.of(scratch.at("out"))))
        #expect(!RealPath.isInside(RealPath.of(scratch.at("sitemap.txt")), folder: RealPath.of(scratch.at("site"))))
    }

    @Test("a bounded read gives a regular file's bytes, and says why not for anything else")
    func boundedRead() throws {
        let scratch = Scratch()
        let file = scratch.write("config.toml", "title = \"x\"\n")
        #expect(BoundedRead.read(file, limit: 100) == .bytes(Array("title = \"x\"\n".utf8)))
        #expect(BoundedRead.read(file, limit: 5) == .tooLarge)
        #expect(BoundedRead.read(scratch.at("missing"), limit: 100) == .missing)
        #expect(mkfifo(scratch.at("fifo"), 0o600) == 0)
        #expect(BoundedRead.read(scratch.at("fifo"), limit: 100) == .notARegularFile(kind: "a FIFO (named pipe)"))
        #expect(BoundedRead.read(scratch.path, limit: 100) == .notARegularFile(kind: "a folder"))
        #expect(BoundedRead.read("/dev/null", limit: 100, nullDeviceIsEmpty: true) == .bytes([]))
        if case .notARegularFile = BoundedRead.read("/dev/null", limit: 100) {} else { Issue.record("/dev/null read as a file") }
    }

    @Test("a folder handle opens what is inside by name, never following a link, and writes there by name")
    func folderHandle() throws {
        let scratch = Scratch()
        try FileManager.default.createDirectory(atPath: scratch.at("week"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: scratch.at("link"), withDestinationPath: "/etc")
        scratch.write("index.html", "old")
        let folder = try #require(FolderHandle.opening(path: scratch.path))
        if case .folder(let week) = folder.child("week") { #expect(week.path == scratch.at("week")) } else { Issue.record("week is no folder") }
        if case .symbolicLink(let target) = folder.child("link") { #expect(target == "/etc") } else { Issue.record("link was followed") }
        if case .missing = folder.child("month") {} else { Issue.record("month is there") }
        if case .notAFolder = folder.child("index.html") {} else { Issue.record("index.html is a folder") }
        #expect(folder.makeFolder("month") == nil)
        #expect(folder.makeFolder("month") == EEXIST)
        let descriptor = folder.createExclusively("new.html", mode: 0o644)
        #expect(descriptor >= 0)
        let bytes: [UInt8] = Array("new".utf8)
        let written: Int = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        #expect(written == 3)
        close(descriptor)
        let again: Int32 = folder.createExclusively("new.html", mode: 0o644)
        let code: Int32 = errno
        #expect(again == -1)
        #expect(code == EEXIST)
        #expect(folder.rename("new.html", over: "index.html") == nil)
        #expect(scratch.read("index.html") == "new")
        #expect(folder.remove("index.html") == nil)
        #expect(folder.remove("index.html") == ENOENT)
        #expect(folder.openForReading("link") == -1)
    }

    @Test("an exchange swaps two files in one step; a missing one is refused with its errno")
    func pathExchange() {
        let scratch = Scratch()
        scratch.write("a", "first")
        scratch.write("b", "second")
        #expect(PathExchange.exchange(scratch.at("a"), scratch.at("b")) == nil)
        #expect(scratch.read("a") == "second" && scratch.read("b") == "first")
        #expect(PathExchange.exchange(scratch.at("a"), scratch.at("missing")) == ENOENT)
    }
}
