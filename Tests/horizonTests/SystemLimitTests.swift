import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Under the limits a shell or cron sets (`ulimit -u`, `-v`, `-f`), horizon ends —
/// with its work done, or with a message and exit 3 — and never hangs or dies without a word
/// (docs/commands.md, "Limits").
@Suite("System limits: no hang, no silent death")
struct SystemLimitTests {
    static let today = "2026-11-27"

    /// A list whose plan.json and pages are well above 8 KB.
    static func list(tasks: Int) -> String {
        (1...tasks).map { "(B) task \($0) +project due:2026-12-\(String(format: "%02d", $0 % 28 + 1))" }.joined(separator: "\n") + "\n"
    }

    @Test("one process for the user (ulimit -u 1, so no thread can be made): check and build finish on one thread, with the same site; the PDFs are an error, exit 3",
          .enabled(if: LimitedHorizon.canSwitchUser, "needs root and setpriv to run horizon as another user; ulimit -u does not bind root"))
    func noThreads() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.list(tasks: 300))
        chmod(folder.url.path, 0o777)
        let check = try LimitedHorizon.run(["check", "--today", Self.today], in: folder.url, limits: "ulimit -u 1", user: "nobody")
        #expect(!check.hung, "check hung without threads")
        #expect(check.status == 0, "\(check.stderr)")
        // The PDFs need a thread of Pango's own (docs/output.md#paper-pdf): without one, a build that writes
        // them ends with a message and exit 3, and writes nothing; every other format builds on one thread.
        let paper = try LimitedHorizon.run(["build", "--today", Self.today, "--quiet", "--output", "One"], in: folder.url,
                                           limits: "ulimit -u 1", user: "nobody")
        #expect(!paper.hung, "build hung without threads")
        #expect(paper.status == 3, "\(paper.stderr)")
        #expect(paper.stderr.contains("Pango loads its fonts on a thread of its own, and the system refused a thread (ulimit -u, or ulimit -v leaving no room for its stack?)"), "\(paper.stderr)")
        #expect(!folder.exists("One/index.html"))
        let build = try LimitedHorizon.run(["build", "--today", Self.today, "--quiet", "--output", "One", "--format", "html,md,json,ics"],
                                           in: folder.url, limits: "ulimit -u 1", user: "nobody")
        #expect(!build.hung, "build hung without threads")
        #expect(build.status == 0, "\(build.stderr)")
        // The same formats on all threads: with PDFs the index would also link planner.pdf (docs/output.md#planner-pdf).
        let usual = try HorizonProcess.run(["build", "--today", Self.today, "--quiet", "--output", "Many", "--format", "html,md,json,ics"], in: folder.url)
        try #require(usual.status == 0, "\(usual.stderr)")
        for file in ["index.html", "plan.json", "plan.ics", "day/2026-12-01.html"] {
            #expect(try folder.read("One/" + file) == folder.read("Many/" + file), "\(file)")
        }
    }

    @Test("build --watch without threads (ulimit -u 1) builds, watches and ends on SIGTERM with its message",
          .enabled(if: LimitedHorizon.canSwitchUser, "needs root and setpriv to run horizon as another user; ulimit -u does not bind root"))
    func watchWithoutThreads() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.list(tasks: 30))
        chmod(folder.url.path, 0o777)
        let watch = try LimitedHorizon.start(["build", "--watch", "--today", Self.today, "--output", "Site"], in: folder.url,
                                             limits: "ulimit -u 1", user: "nobody")
        let end = ContinuousClock.now + .seconds(60)
        while !watch.stderr.contains("Watching"), watch.process.isRunning, ContinuousClock.now < end { usleep(50_000) }
        #expect(watch.stderr.contains("Watching"), "\(watch.stderr)")
        kill(watch.process.processIdentifier, SIGTERM)
        let result = watch.finish(deadline: .seconds(10))
        #expect(!result.hung, "the watch did not end on SIGTERM without threads")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Stopped watching"), "\(result.stderr)")
    }

    @Test("few open files (ulimit -n 32): the build publishes the same site as without the limit (files wait to be synced only while descriptors are plenty)")
    func fewOpenFiles() throws {
        let limited = try TemporaryFolder()
        let free = try TemporaryFolder()
        for folder in [limited, free] { try folder.write("todo.txt", Self.list(tasks: 300)) }
        let result = try LimitedHorizon.run(["build", "--today", Self.today, "--quiet"], in: limited.url, limits: "ulimit -n 32")
        #expect(result.status == 0, "\(result.stderr)")
        let reference = try HorizonProcess.run(["build", "--today", Self.today, "--quiet"], in: free.url)
        try #require(reference.status == 0, "\(reference.stderr)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: free.url.appendingPathComponent("Output").path).sorted()
        #expect(try FileManager.default.subpathsOfDirectory(atPath: limited.url.appendingPathComponent("Output").path).sorted() == files)
        for file in files where file.hasSuffix(".html") || file.hasSuffix(".json") {
            #expect(try limited.read("Output/" + file) == free.read("Output/" + file), "\(file)")
        }
    }

    @Test("a file-size limit (ulimit -f) is an error naming the file, exit 3, not a silent SIGXFSZ; the published site stays whole")
    func fileTooLarge() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "(A) small due:2026-12-01\n")
        let first = try HorizonProcess.run(["build", "--today", Self.today, "--quiet"], in: folder.url)
        try #require(first.status == 0, "\(first.stderr)")
        let index = try folder.read("Output/index.html")
        try folder.write("todo.txt", Self.list(tasks: 400))
        let result = try LimitedHorizon.run(["build", "--today", Self.today, "--quiet"], in: folder.url, limits: "ulimit -f 16")
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("horizon: publish: "), "\(result.stderr)")
        #expect(result.stderr.contains(": cannot be written: File too large\n"), "\(result.stderr)")
        #expect(try folder.read("Output/index.html") == index)
        let left = try FileManager.default.subpathsOfDirectory(atPath: folder.url.appendingPathComponent("Output").path)
        #expect(left.filter { $0.contains(".horizon-tmp-") }.isEmpty, "\(left)")
    }

    @Test("a file-size limit while a write command replaces todo.txt: exit 3 naming the file, todo.txt unchanged")
    func todoTooLarge() throws {
        let folder = try TemporaryFolder()
        // About 30 KB, past bash's `ulimit -f 16` (16 KB).
        let list = Self.list(tasks: 800)
        try folder.write("todo.txt", list)
        let result = try LimitedHorizon.run(["add", "one more"], in: folder.url, limits: "ulimit -f 16")
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("horizon: todo.txt: "), "\(result.stderr)")
        #expect(result.stderr.contains("File too large"), "\(result.stderr)")
        #expect(try folder.read("todo.txt") == list)
    }

    @Test("little address space (ulimit -v): each build ends in time, with the site or with a message and exit 3; none hangs or crashes",
          arguments: Array(stride(from: 80_000, through: 140_000, by: 10_000)))
    func littleMemory(kilobytes: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.list(tasks: 100))
        let result = try LimitedHorizon.run(["build", "--today", Self.today, "--quiet"], in: folder.url, limits: "ulimit -v \(kilobytes)")
        #expect(!result.hung, "hung under ulimit -v \(kilobytes)")
        switch result.status {
        case 0:
            #expect(folder.exists("Output/index.html"))
        case 3:
            #expect(result.stderr.hasPrefix("horizon: "), "\(result.stderr)")
        case 127:
            // Too little even to load the shared libraries: the loader says so, before horizon runs.
            #expect(result.stderr.contains("error while loading shared libraries"), "\(result.stderr)")
        default:
            Issue.record("ulimit -v \(kilobytes): status \(String(describing: result.status)): \(result.stderr.prefix(300))")
        }
    }

    @Test("a todo.txt larger than the address space left (ulimit -v) is refused with exit 3, naming the file and the limit")
    func fileLargerThanMemory() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.list(tasks: 10))
        // A sparse gigabyte: no disk used, and more than the limit lets the process hold.
        #expect(truncate(folder.url.appendingPathComponent("todo.txt").path, 1 << 30) == 0)
        let result = try LimitedHorizon.run(["build", "--today", Self.today, "--quiet"], in: folder.url, limits: "ulimit -v 400000")
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr == "horizon: todo.txt: cannot be read: too little memory to read its 1073741824 bytes and the tasks in them (is `ulimit -v` or `ulimit -d` too low for this file?)\n")
        #expect(!folder.exists("Output/index.html"))
    }

    /// Limits from where fonts cannot be loaded to where the PDFs are drawn: with a malloc arena per
    /// thread, whose reservations took most of the address space, Pango's threads or fontconfig died
    /// between 180 and 350 MB (SIGTRAP, SIGSEGV), now and then, after the fonts' room was checked.
    @Test("little address space with the PDFs (ulimit -v): each build ends with the site or with a message and exit 3; none crashes",
          arguments: Array(stride(from: 150_000, through: 400_000, by: 10_000)))
    func littleMemoryForPaper(kilobytes: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.list(tasks: 100))
        let result = try LimitedHorizon.run(["build", "--today", Self.today, "--format", "html,pdf", "--quiet"],
                                            in: folder.url, limits: "ulimit -v \(kilobytes)")
        #expect(!result.hung, "hung under ulimit -v \(kilobytes)")
        switch result.status {
        case 0:
            #expect(folder.exists("Output/planner.pdf"))
        case 3:
            #expect(result.stderr.hasPrefix("horizon: render: ") && result.stderr.contains("the PDF could not be drawn"), "\(result.stderr)")
            #expect(!folder.exists("Output/index.html"), "published although the PDFs failed")
        default:
            Issue.record("ulimit -v \(kilobytes): status \(String(describing: result.status)): \(result.stderr.prefix(300))")
        }
    }
}
