import Foundation
import Testing

/// Inputs a user (or another app) may write: each gives a diagnostic or a clear error, never a crash
/// or a hang (docs/todotxt.md#diagnostics). The real binary runs on them, so a crash shows as a signal exit status.
@Suite("Hostile inputs")
struct HostileInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        /// Text that stderr must contain (a diagnostic), or nil when the file is fine.
        let diagnostic: String?
        var testDescription: String { name }
    }

    static let repeatedTags: [UInt8] = {
        let repeated: String = Array(repeating: "due:2026-11-23", count: 5000).joined(separator: " ")
        let unknown: String = (0..<5000).map { (index: Int) -> String in "k\(index):v" }.joined(separator: " ")
        return Array("task \(repeated) \(unknown)\n".utf8)
    }()

    static let cases: [Case] = [
        Case(name: "NUL bytes", bytes: Array("task with \u{0} nul due:2026-11-23\n\u{0}\u{0}\n".utf8), diagnostic: nil),
        Case(name: "invalid UTF-8", bytes: Array("caf".utf8) + [0xE9] + Array(" due:2026-13-01\n".utf8), diagnostic: "todo.txt:1:4: line is not valid UTF-8"),
        Case(name: "a 1 MB line", bytes: Array(repeating: UInt8(ascii: "x"), count: 1_000_000) + Array(" due:2026-11-23\n".utf8),
             diagnostic: "todo.txt:1:65537: the line is 1000015 bytes long; Horizon reads, plans and shows only its first 65536 bytes"),
        Case(name: "a 1 MB project name", bytes: Array("task +".utf8) + Array(repeating: UInt8(ascii: "p"), count: 1_000_000) + Array(" due:2026-11-23\n".utf8),
             diagnostic: "todo.txt:1:65537: the line is 1000021 bytes long"),
        Case(name: "dates in year 0001 and 9999", bytes: Array("old due:0001-01-01\nnew due:9999-12-31\nplan:0001-W01 first\n".utf8), diagnostic: nil),
        Case(name: "rec:+9999y near year 9999", bytes: Array("far due:9999-01-01 rec:+9999y\n".utf8), diagnostic: nil),
        Case(name: "a 20-digit interval", bytes: Array("big due:2026-11-23 rec:+99999999999999999999d\n".utf8), diagnostic: "the interval may be at most 9999"),
        Case(name: "plan:9999-W53", bytes: Array("w plan:9999-W53\n".utf8), diagnostic: "plan period 9999-W53 is not valid"),
        Case(name: "impossible weeks", bytes: Array("a plan:2025-W53\nb plan:2026-W00\nc plan:2026-W99\n".utf8), diagnostic: "2025 has 52 ISO weeks"),
        Case(name: "thousands of repeated tags", bytes: repeatedTags, diagnostic: "due: is given more than once"),
        Case(name: "mixed CRLF, CR and a BOM", bytes: [0xEF, 0xBB, 0xBF] + Array("one\r\ntwo\rthree due:2026-02-30\nfour\r\n\r\rfive".utf8), diagnostic: "todo.txt:2:15: due date 2026-02-30"),
        Case(name: "an empty file", bytes: [], diagnostic: nil),
    ]

    @Test("build and check survive the input and report it", arguments: cases)
    func survives(_ input: Case) throws {
        let folder = try TemporaryFolder()
        try Data(input.bytes).write(to: folder.url.appendingPathComponent("todo.txt"))
        let build = try HorizonProcess.run(["build", "--today", "2026-11-23"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr.prefix(500))")
        #expect(folder.exists("Output/index.html"))
        let check = try HorizonProcess.run(["check", "--today", "2026-11-23"], in: folder.url)
        if let diagnostic = input.diagnostic {
            #expect(check.status == 1)
            #expect(check.stdout.contains(diagnostic), "\(check.stdout.prefix(500))")
            #expect(build.stderr.contains(diagnostic))
        } else {
            #expect(check.status == 0, "\(check.stdout.prefix(500))")
        }
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("todo.txt")) == Data(input.bytes))
    }

    @Test("a todo.txt that is a directory, or missing, exits 3 with a message")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        let missing = try HorizonProcess.run(["build", "--today", "2026-11-23"], in: folder.url)
        #expect(missing.status == 3)
        #expect(missing.stderr.contains("no such file"))
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("todo.txt"), withIntermediateDirectories: true)
        let directory = try HorizonProcess.run(["build", "--today", "2026-11-23"], in: folder.url)
        #expect(directory.status == 3)
        #expect(directory.stderr.contains("is a directory"))
    }

    @Test("an impossible or out-of-range --today is a usage error", arguments: ["2026-02-30", "9999-12-20", "0000-01-01", "tomorrow"])
    func impossibleToday(today: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "task\n")
        let result = try HorizonProcess.run(["build", "--today", today], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--today \(today)"))
    }

    @Test("the latest supported --today builds with a 9999 horizon")
    func latestToday() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "end due:9999-12-31 rec:+1d\nweek plan:9999-W52\n")
        let result = try HorizonProcess.run(["build", "--today", "9999-07-31"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.exists("Output/month/9999-12.html"))
    }

    @Test("a 20 MB line gives a site of proportionate size and is shown shortened; done keeps the whole line")
    func longLine() throws {
        let folder = try TemporaryFolder()
        let long = "Read " + String(repeating: "é", count: 10_000_000) + " due:2026-11-23"
        try folder.write("todo.txt", "(A) Short due:2026-11-23\n" + long + "\n")
        let build = try HorizonProcess.run(["build", "--today", "2026-11-23"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr.prefix(500))")
        #expect(build.stderr.contains("todo.txt:2:65537: the line is 20000020 bytes long"))
        let files = FileManager.default.enumerator(at: folder.url.appendingPathComponent("Output"), includingPropertiesForKeys: [.fileSizeKey])
        var total = 0
        while let file = files?.nextObject() as? URL { total += (try file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0 }
        #expect(total < 12_000_000, "the site is \(total) bytes")
        #expect(try folder.read("Output/unplanned.md").contains("Read éé"))
        #expect(try folder.read("Output/unplanned.md").contains("é…"))
        let done = try HorizonProcess.run(["done", "--today", "2026-11-23", "2"], in: folder.url)
        #expect(done.status == 0, "\(done.stderr.prefix(300))")
        #expect(try folder.read("todo.txt") == "(A) Short due:2026-11-23\nx 2026-11-23 " + long + "\n")
    }

    @Test("long daily tasks under the line limit give a site proportionate to the list: each is shown up to 1,000 bytes")
    func longRecurringTasks() throws {
        let folder = try TemporaryFolder()
        // 20 daily tasks of 60 KB each (1.2 MB): shown whole in every day, week and month that lists them,
        // they made a site of 361 MB.
        let text = (0..<20).map { index in
            "Task \(index) " + Array(repeating: "alpha beta gamma delta", count: 2_700).joined(separator: " ") + " due:2026-11-23 rec:1d\n"
        }.joined()
        try folder.write("todo.txt", text)
        let build = try HorizonProcess.run(["build", "--today", "2026-11-23"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr.prefix(500))")
        let files = FileManager.default.enumerator(at: folder.url.appendingPathComponent("Output"), includingPropertiesForKeys: [.fileSizeKey])
        var total = 0
        while let file = files?.nextObject() as? URL { total += (try file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0 }
        #expect(total < 40 * text.utf8.count, "the site is \(total) bytes for a list of \(text.utf8.count)")
        #expect(try folder.read("Output/day/2026-11-24.md").contains("gamma delta alph…"))
    }
}
