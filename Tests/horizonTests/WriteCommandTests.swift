import Foundation
import Testing

@Suite("horizon done, add, delay")
struct WriteCommandTests {
    @Test("done completes a recurring task and appends the next instance (SPEC §3.3 example)")
    func done() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "(A) empty trash can due:2021-04-19 rec:1d\nother\n")
        let result = try HorizonProcess.run(["done", "--today", "2021-04-23", "1"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("todo.txt") == "x 2021-04-23 empty trash can due:2021-04-19 rec:1d pri:A\nother\n(A) 2021-04-23 empty trash can due:2021-04-24 rec:1d\n")
        #expect(result.stdout == "1: x 2021-04-23 empty trash can due:2021-04-19 rec:1d pri:A\n3: (A) 2021-04-23 empty trash can due:2021-04-24 rec:1d\n")
    }

    @Test("done on a line that does not exist or is already done exits 3 and writes nothing", arguments: ["9", "2"])
    func doneRefused(line: String) throws {
        let folder = try TemporaryFolder()
        let text = "task\nx 2026-11-20 finished\n"
        try folder.write("todo.txt", text)
        let result = try HorizonProcess.run(["done", "--today", "2026-11-21", line], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("nothing was written"))
        #expect(try folder.read("todo.txt") == text)
    }

    @Test("a past until: completes the task without a new one, and says so")
    func untilPassed() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "yoga due:2027-03-30 rec:+1w until:2027-03-31\n")
        let result = try HorizonProcess.run(["done", "--today", "2027-03-30", "1"], in: folder.url)
        #expect(result.status == 0)
        #expect(try folder.read("todo.txt") == "x 2027-03-30 yoga due:2027-03-30 rec:+1w until:2027-03-31\n")
        #expect(result.stderr.contains("until:2027-03-31"))
    }

    @Test("add computes the first occurrence of a recurring task from --now")
    func add() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "first\n")
        let result = try HorizonProcess.run(["add", "--now", "2026-11-20T22:00", "Standup rec:+1b at:09:00"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("todo.txt") == "first\n2026-11-20 Standup rec:+1b at:09:00 due:2026-11-23\n")
    }

    @Test("add refuses a one-time task in the past and writes nothing")
    func addPast() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "first\n")
        let result = try HorizonProcess.run(["add", "--now", "2026-11-20T22:00", "Flight due:2026-11-20 at:21:00"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("cannot create a task in the past"))
        #expect(try folder.read("todo.txt") == "first\n")
    }

    @Test("delay moves a day plan to the next day once; a second delay is refused")
    func delay() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Sort photos plan:2026-11-21 +family\n")
        let first = try HorizonProcess.run(["delay", "--today", "2026-11-21", "1"], in: folder.url)
        #expect(first.status == 0)
        #expect(try folder.read("todo.txt") == "Sort photos plan:2026-11-22 +family delayed:1\n")
        let second = try HorizonProcess.run(["delay", "--today", "2026-11-21", "1"], in: folder.url)
        #expect(second.status == 3)
        #expect(second.stderr.contains("already delayed"))
        #expect(try folder.read("todo.txt") == "Sort photos plan:2026-11-22 +family delayed:1\n")
    }

    @Test("two processes completing different lines at the same time both land")
    func concurrentDone() throws {
        for round in 0..<8 {
            let folder = try TemporaryFolder()
            let lines = (1...20).map { "task \($0) due:2026-11-2\($0 % 10) rec:+1w" }
            try folder.write("todo.txt", lines.joined(separator: "\n") + "\n")
            let a = Process(), b = Process()
            for (process, line) in [(a, 1 + round), (b, 20 - round)] {
                process.executableURL = HorizonProcess.executable
                process.arguments = ["done", "--today", "2026-11-21", String(line)]
                process.currentDirectoryURL = folder.url
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
            }
            try a.run()
            try b.run()
            a.waitUntilExit()
            b.waitUntilExit()
            #expect(a.terminationStatus == 0 && b.terminationStatus == 0)
            let result = try folder.read("todo.txt").split(separator: "\n")
            #expect(result.count == 22)
            #expect(result[round].hasPrefix("x 2026-11-21 task \(1 + round) "))
            #expect(result[19 - round].hasPrefix("x 2026-11-21 task \(20 - round) "))
            #expect(result.filter { $0.hasPrefix("2026-11-21 task ") }.count == 2)
        }
    }
}
