import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// docs/output.md#publishing, through the real command: the output folder is shared with other
/// programs, cron lines and mounts.
@Suite("horizon build publishes in place")
struct PublishInPlaceTests {
    static let today = "2026-11-23"

    /// A list large enough that a debug build takes a visible part of a second.
    static func list(tasks: Int) -> String {
        (1...tasks).map { "(B) task \($0) +project due:2026-\(11 + $0 % 2)-\(10 + $0 % 18)" }.joined(separator: "\n") + "\n"
    }

    @Test("an empty or blank --output is a usage error (exit 2) and writes nothing into the working folder", arguments: ["", " ", "\t"])
    func emptyOutput(name: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "(A) task due:2026-11-24\n")
        let result = try HorizonProcess.run(["build", "--today", PublishInPlaceTests.today, "--output", name], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("the output folder's name is empty"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["todo.txt"])
    }

    @Test("a symbolic link to a folder outside, inside the output folder, exits 3 naming it; nothing lands outside and the site is untouched")
    func linkInsideOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "(A) task due:2026-11-24\n")
        try folder.write("elsewhere/.keep", "")
        let first = try HorizonProcess.run(["build", "--today", PublishInPlaceTests.today, "--quiet"], in: folder.url)
        try #require(first.status == 0, "\(first.stderr)")
        let before = try folder.read("Output/index.html")
        try folder.write("todo.txt", "(A) another task due:2026-11-25\n")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Output/day"))
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Output/day").path, withDestinationPath: "../elsewhere")
        let result = try HorizonProcess.run(["build", "--today", PublishInPlaceTests.today, "--quiet"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains(
            "Output/day is a symbolic link to ../elsewhere; Horizon does not write through links inside the output folder: remove it"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("elsewhere").path) == [".keep"])
        #expect(try folder.read("Output/index.html") == before)
    }

    @Test("the home folder as --output, holding files but no manifest, is a usage error and keeps its permissions")
    func homeFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("home/todo.txt", "(A) task due:2026-11-24\n")
        try folder.write("home/.ssh/id_ed25519", "secret")
        let home = folder.url.appendingPathComponent("home").path
        chmod(home, 0o750)
        chmod(home + "/.ssh", 0o700)
        let result = try HorizonProcess.run(["build", "--today", PublishInPlaceTests.today, "--output", home], in: folder.url.appendingPathComponent("home"),
                                            environment: ["HOME": home])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is your home folder"))
        #expect(try FileManager.default.attributesOfItem(atPath: home)[.posixPermissions] as? Int == 0o750)
        #expect(try FileManager.default.attributesOfItem(atPath: home + "/.ssh")[.posixPermissions] as? Int == 0o700)
        #expect(!folder.exists("home/index.html"))
    }

    @Test("files another program creates in the output folder and its subfolders while builds run are all kept")
    func otherProgramWritesDuringBuilds() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", PublishInPlaceTests.list(tasks: 2_000))
        let first = try HorizonProcess.run(["build", "--today", PublishInPlaceTests.today, "--quiet"], in: folder.url)
        try #require(first.status == 0, "\(first.stderr)")
        let output = folder.url.appendingPathComponent("Output").path
        let stop = Flag()
        let created = Counter()
        let writer = Thread {
            while !stop.isSet {
                let number = created.next()
                let subfolder = ["", "day/", "week/", "assets/"][number % 4]
                _ = FileManager.default.createFile(atPath: "\(output)/\(subfolder)other-\(number).txt", contents: Data("\(number)".utf8))
                usleep(500)
            }
        }
        writer.start()
        var statuses: [Int32] = []
        for day in ["2026-11-24", "2026-11-25", "2026-11-26"] {
            statuses.append(try HorizonProcess.run(["build", "--today", day, "--quiet"], in: folder.url).status)
        }
        stop.set()
        while !writer.isFinished { usleep(1_000) }
        #expect(statuses == [0, 0, 0])
        let count = created.value
        #expect(count > 100)
        let missing = (0..<count).filter { number in
            let subfolder = ["", "day/", "week/", "assets/"][number % 4]
            return !FileManager.default.fileExists(atPath: "\(output)/\(subfolder)other-\(number).txt")
        }
        #expect(missing == [], "\(missing.count) of \(count) files created during the builds were removed")
    }

    /// A build may not read its list from its own output folder (docs/commands.md, "build"), but a
    /// list kept there is a file of the user's like any other, and `done` may change it meanwhile.
    @Test("done on a todo.txt kept in the output folder, while builds of another list run, is never undone by a build")
    func todoInsideTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", PublishInPlaceTests.list(tasks: 1_500))
        try folder.write("Output/todo.txt", PublishInPlaceTests.list(tasks: 1_500))
        let first = try HorizonProcess.run(["build", "--todo", "todo.txt", "--today", "2026-11-23", "--quiet"], in: folder.url)
        try #require(first.status == 0, "\(first.stderr)")
        let url = folder.url
        let builds = Thread {
            for day in 24...30 {
                _ = try? HorizonProcess.run(["build", "--todo", "todo.txt", "--today", "2026-11-\(day)", "--quiet"], in: url)
            }
        }
        builds.start()
        var completed: [Int] = []
        var line = 0
        while !builds.isFinished {
            line += 1
            let result = try HorizonProcess.run(["done", "--todo", "Output/todo.txt", "--today", "2026-11-23", "\(line)"], in: folder.url)
            if result.status == 0 { completed.append(line) }
        }
        #expect(completed == Array(1...line))
        let lines = try folder.read("Output/todo.txt").split(separator: "\n")
        let undone = (1...line).filter { !lines[$0 - 1].hasPrefix("x 2026-11-23 ") }
        #expect(undone == [], "\(undone.count) of \(line) completions undone")
    }

    @Test("a build killed after its files are in place leaves whole files; the next build finishes the job and leaves nothing behind")
    func killedBuild() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", PublishInPlaceTests.list(tasks: 200))
        let first = try HorizonProcess.run(["build", "--today", "2026-11-23", "--quiet"], in: folder.url)
        try #require(first.status == 0, "\(first.stderr)")
        let paused = try PausedHorizon(["build", "--today", "2026-12-20", "--quiet"], in: folder.url, at: "publish-renamed")
        paused.kill()
        #expect(folder.exists("Output/index.html"))
        let again = try HorizonProcess.run(["build", "--today", "2026-12-20", "--quiet"], in: folder.url)
        #expect(again.status == 0, "\(again.stderr)")
        // The same build into a fresh folder: the folder must hold exactly that site and its manifest.
        let fresh = try HorizonProcess.run(["build", "--today", "2026-12-20", "--quiet", "--output", "Fresh"], in: folder.url)
        try #require(fresh.status == 0)
        let files = { (name: String) in
            (FileManager.default.enumerator(atPath: folder.url.appendingPathComponent(name).path)?.allObjects as? [String] ?? []).sorted()
        }
        #expect(files("Output") == files("Fresh"))
        #expect(try folder.read("Output/.horizon-manifest") == folder.read("Fresh/.horizon-manifest"))
    }

    @Test("a build into a folder that is a mount point, holding another mount, succeeds and unmounts nothing",
          .enabled(if: PublishInPlaceTests.canMount, "needs root and mount(8) for a tmpfs (not available here)"))
    func mountedOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "(A) task due:2026-11-24\n")
        let output = folder.url.appendingPathComponent("Output").path
        try FileManager.default.createDirectory(atPath: output + "/media", withIntermediateDirectories: true)
        try PublishInPlaceTests.mount(output)
        defer { PublishInPlaceTests.unmount(output) }
        try FileManager.default.createDirectory(atPath: output + "/media", withIntermediateDirectories: true)
        try PublishInPlaceTests.mount(output + "/media")
        defer { PublishInPlaceTests.unmount(output + "/media") }
        try folder.write("Output/media/photo.jpg", "JPEG")
        for day in ["2026-11-23", "2026-11-24"] {
            let result = try HorizonProcess.run(["build", "--today", day, "--quiet"], in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try folder.read("Output/media/photo.jpg") == "JPEG")
        #expect(folder.exists("Output/index.html"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["Output", "todo.txt"])
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

    static func mount(_ path: String, options: String = "size=8m") throws {
        try command("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", path])
    }

    static func remountReadOnly(_ path: String) throws {
        try command("/bin/mount", ["-o", "remount,ro", path])
    }

    static func unmount(_ path: String) {
        try? command("/bin/umount", [path])
    }

    private static func command(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var set_ = false
    var isSet: Bool { lock.withLock { set_ } }
    func set() { lock.withLock { set_ = true } }
}

/// A counter one thread advances and another reads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func next() -> Int { lock.withLock { defer { count += 1 }; return count } }
}
