import Foundation
@testable import HorizonPublish
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Site publisher")
struct SitePublisherTests {
    let parent: URL
    var output: String { parent.appendingPathComponent("Output").path }

    init() throws {
        parent = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-publish-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    }

    func site(_ marker: String, days: [String] = ["2026-11-21"]) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [
            "index.html": Array("index \(marker)".utf8),
            "plan.json": Array("{\"build\":\"\(marker)\"}".utf8),
            "assets/style.css": Array("body{}".utf8),
        ]
        for day in days { files["day/\(day).html"] = Array("day \(day)".utf8) }
        return files
    }

    func contents(_ relative: String) -> String? {
        FileManager.default.contents(atPath: output + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("writes every file into a new output folder")
    func firstPublish() throws {
        let report = try SitePublisher(directory: output).publish(site("A"))
        #expect(report.written.sorted() == ["assets/style.css", "day/2026-11-21.html", "index.html", "plan.json"])
        #expect(contents("index.html") == "index A")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Output"])
    }

    @Test("unchanged files keep their inode and modification time; changed ones are replaced")
    func unchanged() throws {
        let publisher = SitePublisher(directory: output)
        try publisher.publish(site("A"))
        let css = output + "/assets/style.css"
        let before = try FileManager.default.attributesOfItem(atPath: css)
        Thread.sleep(forTimeInterval: 0.02)
        let report = try publisher.publish(site("B"))
        let after = try FileManager.default.attributesOfItem(atPath: css)
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
        #expect(report.unchanged.contains("assets/style.css"))
        #expect(report.written.sorted() == ["index.html", "plan.json"])
        #expect(contents("index.html") == "index B")
    }

    @Test("pages that no longer belong are removed; files Horizon did not write are kept")
    func staleAndForeign() throws {
        let publisher = SitePublisher(directory: output)
        try publisher.publish(site("A", days: ["2026-11-21", "2026-11-22"]))
        try Data("keep".utf8).write(to: URL(fileURLWithPath: output + "/.gitkeep"))
        try Data("planner.example.org".utf8).write(to: URL(fileURLWithPath: output + "/CNAME"))
        let report = try publisher.publish(site("B", days: ["2026-11-22", "2026-11-23"]))
        #expect(report.removed == ["day/2026-11-21.html"])
        #expect(contents("day/2026-11-21.html") == nil)
        #expect(contents("day/2026-11-23.html") == "day 2026-11-23")
        #expect(contents(".gitkeep") == "keep")
        #expect(contents("CNAME") == "planner.example.org")
    }

    // MARK: The manifest (docs/output.md#your-files-in-the-output-folder: files Horizon did not write are never removed)

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: output + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test("files the user put in Horizon's folders survive a rebuild; only pages of the previous manifest go")
    func userFilesInAnyFolder() throws {
        let publisher = SitePublisher(directory: output)
        try publisher.publish(site("A", days: ["2026-11-21", "2026-11-22"]))
        try write("assets/logo.png", "PNG")
        try write("day/notes.txt", "notes")
        try write("week/README", "readme")
        try write("day/2026-11-01.html", "a day page the user keeps")
        try FileManager.default.createDirectory(atPath: output + "/drafts", withIntermediateDirectories: true)
        let report = try publisher.publish(site("B", days: ["2026-11-22"]))
        #expect(report.removed == ["day/2026-11-21.html"])
        #expect(contents("assets/logo.png") == "PNG")
        #expect(contents("day/notes.txt") == "notes")
        #expect(contents("week/README") == "readme")
        #expect(contents("day/2026-11-01.html") == "a day page the user keeps")
        #expect(FileManager.default.fileExists(atPath: output + "/drafts"))
        #expect(contents("day/2026-11-21.html") == nil)
    }

    @Test("the manifest lists exactly the files Horizon wrote, sorted")
    func manifestContents() throws {
        try write("CNAME", "planner.example.org")
        try SitePublisher(directory: output).publish(site("A"))
        #expect(contents(".horizon-manifest") == "# horizon manifest 1\nassets/style.css\nday/2026-11-21.html\nindex.html\nplan.json\n")
    }

    @Test("an unchanged manifest keeps its inode and time, like an unchanged page")
    func manifestUnchanged() throws {
        let publisher = SitePublisher(directory: output)
        try publisher.publish(site("A"))
        let before = try FileManager.default.attributesOfItem(atPath: output + "/.horizon-manifest")
        try publisher.publish(site("B"))
        let after = try FileManager.default.attributesOfItem(atPath: output + "/.horizon-manifest")
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
    }

    @Test("a folder with no manifest (never published to, or by an older Horizon) loses nothing")
    func noManifestRemovesNothing() throws {
        try write("index.html", "an old index")
        try write("day/2026-10-01.html", "an old day page")
        let report = try SitePublisher(directory: output).publish(site("A"))
        #expect(report.removed == [])
        #expect(contents("index.html") == "index A")
        #expect(contents("day/2026-10-01.html") == "an old day page")
        #expect(contents(".horizon-manifest")?.contains("day/2026-10-01.html") == false)
    }

    @Test("a build that does not retire a previous file keeps it, and keeps it in the manifest for a later build")
    func partialBuild() throws {
        let publisher = SitePublisher(directory: output)
        try publisher.publish(site("A"))
        let jsonOnly = try publisher.publish(["plan.json": Array("{}".utf8)], retiring: { $0.hasSuffix(".json") })
        #expect(jsonOnly.removed == [])
        #expect(contents("index.html") == "index A")
        #expect(contents(".horizon-manifest") == "# horizon manifest 1\nassets/style.css\nday/2026-11-21.html\nindex.html\nplan.json\n")
        let clean = try publisher.publish(["plan.json": Array("{}".utf8)])
        #expect(clean.removed == ["assets/style.css", "day/2026-11-21.html", "index.html"])
        #expect(contents(".horizon-manifest") == "# horizon manifest 1\nplan.json\n")
    }

    @Test("a page path that is the manifest or holds a line break is refused", arguments: [".horizon-manifest", "day/a\nb.html"])
    func reservedPaths(path: String) throws {
        #expect(throws: PublishError.self) { try SitePublisher(directory: output).publish([path: [1]]) }
    }

    @Test("paths that would leave the output folder are refused before anything is written",
          arguments: ["../escape.html", "/etc/passwd", "day/../../x", "a//b", ""])
    func traversal(path: String) throws {
        #expect(throws: PublishError.self) {
            try SitePublisher(directory: output).publish([path: [1], "index.html": [2]])
        }
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("escape.html").path))
    }

    @Test("an output path that is a file is refused and left intact")
    func outputIsFile() throws {
        try Data("precious".utf8).write(to: URL(fileURLWithPath: output))
        #expect(throws: PublishError.notADirectory(path: output)) {
            try SitePublisher(directory: output).publish(site("A"))
        }
        #expect(FileManager.default.contents(atPath: output) == Data("precious".utf8))
    }

    /// A site whose index links to its day pages, as the real index links to the views and pages.
    func linkedSite(_ marker: String, days: [String]) -> [String: [UInt8]] {
        var files = site(marker, days: days)
        files["index.html"] = Array((["index \(marker)"] + days.map { "day/\($0).html" }).joined(separator: "\n").utf8)
        return files
    }

    @Test("a reader polling the output during builds sees every file whole and every link of the index resolving")
    func wholeFilesAndResolvingLinks() throws {
        let publisher = SitePublisher(directory: output)
        // Each build's index says its round, so an index read twice is the same build's (never A, then B,
        // then A again) and the day pages of the two kinds of build alternate.
        let days = [["2026-11-21", "2026-11-22"], ["2026-11-23", "2026-11-24"]]
        try publisher.publish(linkedSite("round 0", days: days[0]))
        let done = Atomic(false)
        let writer = Thread {
            for round in 1...120 { _ = try? publisher.publish(self.linkedSite("round \(round)", days: days[round % 2])) }
            done.set(true)
        }
        writer.start()
        var reads = 0, broken: [String] = []
        while !done.get() {
            guard let index = contents("index.html") else {
                broken.append("index.html missing")
                continue
            }
            let lines = index.split(separator: "\n").map(String.init)
            guard lines.count == 3, lines[0].hasPrefix("index round ") else {
                broken.append("a partial index: \(index)")
                continue
            }
            let missing = lines.dropFirst().filter { contents($0) == nil }
            // A page may go once a newer index replaced this one (as a reader's next click would find):
            // only a page missing while its index is still the published one is a broken link.
            guard contents("index.html") == index else { continue }
            for page in missing { broken.append("\(lines[0]) links to a missing \(page)") }
            reads += 1
        }
        #expect(broken.prefix(5) == [])
        #expect(reads > 0)
    }

    // MARK: In place (docs/output.md#publishing): folders, other programs' files, mounts

    func status(_ path: String) -> stat {
        var info = stat()
        _ = lstat(path, &info)
        return info
    }

    @Test("the output folder and its subfolders keep inode, owner, group and mode (a private 700 folder, a shared setgid one)",
          .enabled(if: geteuid() == 0, "needs root to give a folder to nobody:nogroup"))
    func foldersKeepTheirMetadata() throws {
        try FileManager.default.createDirectory(atPath: output + "/day", withIntermediateDirectories: true)
        chmod(output, 0o700)
        chown(output + "/day", 65534, 65534)
        chmod(output + "/day", 0o2775)
        let before = [status(output), status(output + "/day")]
        let publisher = SitePublisher(directory: output)
        try publisher.publish(site("A", days: ["2026-11-21", "2026-11-22"]))
        try publisher.publish(site("B", days: ["2026-11-23"]))
        let after = [status(output), status(output + "/day")]
        for (old, new) in zip(before, after) {
            #expect(old.st_ino == new.st_ino)
            #expect(old.st_mode == new.st_mode)
            #expect(old.st_uid == new.st_uid)
            #expect(old.st_gid == new.st_gid)
        }
        #expect(after[0].st_mode & 0o7777 == 0o700)
        #expect(after[1].st_mode & 0o7777 == 0o2775)
        #expect(after[1].st_uid == 65534)
        #expect(contents("day/2026-11-23.html") == "day 2026-11-23")
    }

    @Test("files another program creates or changes in the output folder during a build are left as it made them")
    func otherProgramsDuringTheBuild() throws {
        let publisher = SitePublisher(directory: output)
        try publisher.publish(site("A", days: ["2026-11-21", "2026-11-22"]))
        let staging = try publisher.beginStaging()
        for (path, bytes) in site("B", days: ["2026-11-23"]) { staging.write(path, bytes) }
        // Meanwhile another program writes into the folder: a new file, a new file in a page folder,
        // a page this build writes, and a page this build would remove.
        try write("notes.txt", "mine")
        try write("day/draft.html", "my draft")
        try write("index.html", "my index")
        try write("day/2026-11-21.html", "I edited this page")
        let report = try staging.commit()
        #expect(report.left == ["day/2026-11-21.html", "index.html"])
        #expect(report.removed == ["day/2026-11-22.html"])
        #expect(contents("notes.txt") == "mine")
        #expect(contents("day/draft.html") == "my draft")
        #expect(contents("index.html") == "my index")
        #expect(contents("day/2026-11-21.html") == "I edited this page")
        #expect(contents("day/2026-11-23.html") == "day 2026-11-23")
        #expect(contents("plan.json") == "{\"build\":\"B\"}")
        // What another program changed is no longer Horizon's: not in the manifest, so never removed later.
        #expect(contents(".horizon-manifest") == "# horizon manifest 1\nassets/style.css\nday/2026-11-23.html\nplan.json\n")
        #expect(try temporaryFiles() == [])
    }

    /// Every file under the output folder whose name marks it as a temporary file of Horizon's.
    func temporaryFiles() throws -> [String] {
        (FileManager.default.enumerator(atPath: output)?.allObjects as? [String] ?? []).filter { $0.contains(".horizon-tmp-") }.sorted()
    }

    @Test("a sibling folder that only looks like an old staging folder is not touched")
    func siblingsAreNotTouched() throws {
        let sibling = parent.appendingPathComponent(".Output.staging-1-2").path
        try FileManager.default.createDirectory(atPath: sibling, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: sibling + "/keep"))
        try SitePublisher(directory: output).publish(site("A"))
        try SitePublisher(directory: output).publish(site("B"))
        #expect(FileManager.default.contents(atPath: sibling + "/keep") == Data("x".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == [".Output.staging-1-2", "Output"])
    }

    @Test("temporary files a killed build left are removed by the next one; names that only look like ours stay")
    func leftoversOfKilledBuilds() throws {
        try SitePublisher(directory: output).publish(site("A"))
        let dead = try deadProcessID()
        let leftovers = [".index.html.horizon-tmp-\(dead)-7", "day/.2026-11-21.html.horizon-tmp-\(dead)-123"]
        let lookalikes = [".index.html.horizon-tmp-\(dead)-7x", ".index.html.horizon-tmp-\(getpid())-1", "..horizon-tmp-\(dead)-1",
                          ".index.html.horizon-tmp-\(dead)", "index.html.horizon-tmp-\(dead)-1", "notes.horizon-tmp"]
        for name in leftovers + lookalikes { try write(name, "x") }
        try SitePublisher(directory: output).publish(site("B"))
        for name in leftovers { #expect(contents(name) == nil, "\(name)") }
        for name in lookalikes { #expect(contents(name) == "x", "\(name)") }
    }

    @Test("an empty or blank output folder name is refused as usage, before anything is written", arguments: ["", " ", "\t\n"])
    func emptyOutput(name: String) throws {
        #expect(throws: PublishError.self) { try SitePublisher(directory: name).publish(site("A")) }
        do {
            try SitePublisher(directory: name).publish(site("A"))
        } catch {
            #expect(error.exitStatus == .usage)
        }
    }

    @Test("the root folder, which holds files and no manifest, is refused as usage before anything is written")
    func rootFolder() throws {
        #expect(throws: PublishError.unsafeOutput(path: "/", reason: "is the root folder, which holds files Horizon did not write; give a folder of its own for the site")) {
            try SitePublisher(directory: "/").publish(site("A"))
        }
        #expect(!FileManager.default.fileExists(atPath: "/.horizon-manifest"))
        #expect(!FileManager.default.fileExists(atPath: "/index.html"))
    }

    @Test("an output folder that is a mount point, with another mount inside it, publishes and stays mounted",
          .enabled(if: SitePublisherTests.canMount, "needs root and mount(8) for a tmpfs (not available here)"))
    func mountPoints() throws {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try SitePublisherTests.mount(output)
        defer { SitePublisherTests.unmount(output) }
        try FileManager.default.createDirectory(atPath: output + "/media", withIntermediateDirectories: true)
        try SitePublisherTests.mount(output + "/media")
        defer { SitePublisherTests.unmount(output + "/media") }
        try write("media/photo.jpg", "JPEG")
        let publisher = SitePublisher(directory: output)
        try publisher.publish(site("A"))
        let report = try publisher.publish(site("B"))
        #expect(report.written == ["index.html", "plan.json"])
        #expect(contents("index.html") == "index B")
        #expect(contents("media/photo.jpg") == "JPEG")
        #expect(status(output).st_dev != status(parent.path).st_dev)
        #expect(status(output + "/media").st_dev != status(output).st_dev)
    }

    @Test("a build waits for another build into the same folder (at most its timeout), also for one that replaced the manifest meanwhile")
    func oneBuildAtATime() throws {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let first = try OutputLock(folder: output)
        #expect(throws: PublishError.outputLocked(path: output)) { try OutputLock(folder: output, timeout: .milliseconds(200)) }
        // The first build renames a new manifest into place, locked before the rename: a build that
        // starts now finds the new manifest locked as well.
        let replacement = output + "/.horizon-manifest.new"
        try Data("# horizon manifest 1\n".utf8).write(to: URL(fileURLWithPath: replacement))
        first.lockReplacement(replacement)
        #expect(rename(replacement, output + "/.horizon-manifest") == 0)
        #expect(throws: PublishError.outputLocked(path: output)) { try OutputLock(folder: output, timeout: .milliseconds(200)) }
        first.release()
        let second = try OutputLock(folder: output, timeout: .milliseconds(200))
        second.release()
    }

    @Test("a build does not lock the folder above the output folder, nor the output folder itself")
    func locksOnlyTheManifest() throws {
        let staging = try SitePublisher(directory: output).beginStaging()
        defer { staging.abandon() }
        for folder in [parent.path, output] {
            let descriptor = open(folder, O_RDONLY)
            defer { close(descriptor) }
            #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0, "\(folder)")
            flock(descriptor, LOCK_UN)
        }
    }

    static let canMount: Bool = {
        guard geteuid() == 0 else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-mount-probe-\(UUID().uuidString)").path
        guard (try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)) != nil else { return false }
        defer { try? FileManager.default.removeItem(atPath: probe) }
        guard (try? mount(probe)) != nil else { return false }
        unmount(probe)
        return true
    }()

    static func mount(_ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/mount")
        process.arguments = ["-t", "tmpfs", "-o", "size=4m", "tmpfs", path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    static func unmount(_ path: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/umount")
        process.arguments = [path]
        try? process.run()
        process.waitUntilExit()
    }

    @Test("a file staged in parts is the parts joined, and the same bytes in other parts count as unchanged")
    func filesInParts() throws {
        let staging = try SitePublisher(directory: output).beginStaging()
        staging.write("plan.json") { append in [Array("{\"a\": ".utf8), [], Array("1}".utf8)].forEach { append($0[...]) } }
        _ = try staging.commit()
        #expect(contents("plan.json") == "{\"a\": 1}")

        let again = try SitePublisher(directory: output).beginStaging()
        again.write("plan.json") { append in [Array("{\"a\"".utf8), Array(": 1}".utf8)].forEach { append($0[...]) } }
        let report = try again.commit()
        #expect(report.unchanged == ["plan.json"])
        #expect(report.written.isEmpty)

        let changed = try SitePublisher(directory: output).beginStaging()
        changed.write("plan.json") { append in [Array("{\"a\"".utf8), Array(": 2}".utf8)].forEach { append($0[...]) } }
        #expect(try changed.commit().written == ["plan.json"])
        #expect(contents("plan.json") == "{\"a\": 2}")
    }

    @Test("a file of thousands of small slices, larger than the write buffer, is written whole and compared across blocks")
    func manySmallSlices() throws {
        // 40,000 slices of 1 to 13 bytes (about 280 KB): more than the 256 KB write buffer and read block.
        let whole = (0..<40_000).flatMap { number in Array("\(number % 7919),".utf8) + Array(repeating: UInt8(ascii: "x"), count: number % 5) }
        var slices: [ArraySlice<UInt8>] = []
        var start = 0, number = 0
        while start < whole.count {
            let end = min(whole.count, start + 1 + number % 13)
            slices.append(whole[start..<end])
            start = end
            number += 1
        }
        #expect(whole.count > 1 << 18)
        let staging = try SitePublisher(directory: output).beginStaging()
        staging.write("year/2027.html") { append in slices.forEach(append) }
        _ = try staging.commit()
        #expect(contents("year/2027.html").map { Array($0.utf8) } == whole)

        // The same bytes cut differently (one large part and a tail) are unchanged.
        let again = try SitePublisher(directory: output).beginStaging()
        again.write("year/2027.html") { append in [whole[0..<300_000.clamped(to: whole.count)], whole[300_000.clamped(to: whole.count)...]].forEach(append) }
        #expect(try again.commit().unchanged == ["year/2027.html"])

        // One byte changed past the first read block is noticed.
        var changedBytes = whole
        changedBytes[changedBytes.count - 2] = UInt8(ascii: "y")
        let changed = try SitePublisher(directory: output).beginStaging()
        changed.write("year/2027.html") { append in [changedBytes[...]].forEach(append) }
        #expect(try changed.commit().written == ["year/2027.html"])
        #expect(contents("year/2027.html").map { Array($0.utf8) } == changedBytes)
    }

    @Test("a file streamed in parts that differs from the published one after, before or at its end keeps every byte", arguments: [
        ("a change past the first read block", 300_000, UInt8(ascii: "y"), 0),
        ("a change in the first byte", 0, UInt8(ascii: "y"), 0),
        ("the old file cut short", -1, UInt8(0), -1000),
        ("the old file and more", -1, UInt8(0), 70_000),
    ])
    func streamedChanges(_ name: String, changeAt: Int, byte: UInt8, extra: Int) throws {
        let old = (0..<400_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let first = try SitePublisher(directory: output).beginStaging()
        first.write("plan.json") { append in append(old[...]) }
        _ = try first.commit()

        var new = old
        if changeAt >= 0 { new[changeAt] = byte }
        if extra < 0 { new.removeLast(-extra) }
        if extra > 0 { new += (0..<extra).map { UInt8(truncatingIfNeeded: $0 % 7) } }
        let second = try SitePublisher(directory: output).beginStaging()
        // Parts of 10,000 bytes: the difference falls inside a part, after parts that matched.
        second.write("plan.json") { append in
            for start in stride(from: 0, to: new.count, by: 10_000) { append(new[start..<min(new.count, start + 10_000)]) }
        }
        #expect(try second.commit().written == ["plan.json"], "\(name)")
        #expect(FileManager.default.contents(atPath: output + "/plan.json").map { Array($0) } == new, "\(name)")
    }
}

/// A flag shared between the writer thread and the test.
final class Atomic: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Bool
    init(_ value: Bool) { self.value = value }
    func get() -> Bool { lock.lock(); defer { lock.unlock() }; return value }
    func set(_ newValue: Bool) { lock.lock(); value = newValue; lock.unlock() }

}

private extension Int {
    func clamped(to limit: Int) -> Int { Swift.min(self, limit) }
}
