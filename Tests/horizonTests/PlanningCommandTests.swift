import Foundation
import Testing

@Suite("horizon plan and skip (docs/todotxt.md#moving-and-skipping)")
struct PlanningCommandTests {
    @Test("plan moves day tasks to next week, keeps due: and prints each as it now reads")
    func planToWeek() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Write report plan:2026-11-27 due:2026-12-04\nother\r\nCall Bob +work\n")
        let result = try HorizonProcess.run(["plan", "--today", "2026-11-25", "1", "3", "next-week"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("todo.txt") == "Write report plan:2026-W49 due:2026-12-04\nother\r\nCall Bob +work plan:2026-W49\n")
        #expect(result.stdout == "1: Write report plan:2026-W49 due:2026-12-04 (planned for 2026-W49)\n3: Call Bob +work plan:2026-W49 (planned for 2026-W49)\n")
    }

    @Test("plan --show sets show: in the same step; none removes the plan")
    func showAndNone() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Plan trip plan:2027\n")
        let shown = try HorizonProcess.run(["plan", "--today", "2026-11-25", "--show", "day,week", "1", "mon"], in: folder.url)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(try folder.read("todo.txt") == "Plan trip plan:2026-11-30 show:day,week\n")
        #expect(shown.stdout == "1: Plan trip plan:2026-11-30 show:day,week (planned for 2026-11-30, shown on day, week)\n")
        let none = try HorizonProcess.run(["plan", "--today", "2026-11-25", "1", "none"], in: folder.url)
        #expect(none.status == 0)
        #expect(try folder.read("todo.txt") == "Plan trip\n")
    }

    @Test("plan refuses a period that ended before today and a done line: exit 1, nothing written", arguments: [
        ["1", "2026-W47"], ["1", "2026-11-24"], ["2", "next-week"], ["1", "2", "next-month"],
    ])
    func planRefused(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let text = "Sort photos plan:2026-11-26\nx 2026-11-20 finished\n"
        try folder.write("todo.txt", text)
        let result = try HorizonProcess.run(["plan", "--today", "2026-11-25"] + arguments, in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("nothing was written"))
        #expect(try folder.read("todo.txt") == text)
    }

    @Test("plan with a word that is no period, no line, or a bad --show is a usage error (exit 2)", arguments: [
        ["1", "someday"], ["next-week"], ["x", "next-week"], ["--show", "days", "1", "2027"], ["0", "2027"],
    ])
    func planUsage(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Sort photos\n")
        let result = try HorizonProcess.run(["plan", "--today", "2026-11-25"] + arguments, in: folder.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(try folder.read("todo.txt") == "Sort photos\n")
    }

    @Test("plan --sqlite edits the row")
    func planSQLite() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Sort photos plan:2026-11-26\nother\n")
        #expect(try HorizonProcess.run(["import", "--todo", "todo.txt", "--sqlite", "tasks.db"], in: folder.url).status == 0)
        let result = try HorizonProcess.run(["plan", "--sqlite", "tasks.db", "--today", "2026-11-25", "1", "2026-12"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "#1: Sort photos plan:2026-12 (planned for 2026-12)\n")
        #expect(try HorizonProcess.run(["export", "--sqlite", "tasks.db", "--todo", "out.txt"], in: folder.url).status == 0)
        #expect(try folder.read("out.txt") == "Sort photos plan:2026-12\nother\n")
    }

    @Test("skip moves a recurring task to its next occurrence; nothing is completed, done.txt untouched")
    func skip() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "(A) pay rent t:2026-01-25 due:2026-01-31 rec:+1m\n")
        let result = try HorizonProcess.run(["skip", "--today", "2026-01-30", "1"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("todo.txt") == "(A) pay rent t:2026-02-22 due:2026-02-28 rec:+1m\n")
        #expect(result.stdout == "1: (A) pay rent t:2026-02-22 due:2026-02-28 rec:+1m\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("done.txt").path))
    }

    @Test("skip refuses a task that does not recur and a series past until: (exit 1, nothing written)")
    func skipRefused() throws {
        let folder = try TemporaryFolder()
        let text = "call Bob due:2026-11-20\nyoga due:2027-03-30 rec:+1w until:2027-03-31\n"
        try folder.write("todo.txt", text)
        let plain = try HorizonProcess.run(["skip", "1"], in: folder.url)
        #expect(plain.status == 1)
        #expect(plain.stderr.contains("does not recur"))
        let ends = try HorizonProcess.run(["skip", "2"], in: folder.url)
        #expect(ends.status == 1)
        #expect(ends.stderr.contains("the series ends on 2027-03-31"))
        #expect(ends.stderr.contains("use done"))
        #expect(try folder.read("todo.txt") == text)
    }

    @Test("skip --sqlite edits the row")
    func skipSQLite() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "gym due:2026-11-20 rec:mon,wed,fri\n")
        #expect(try HorizonProcess.run(["import", "--todo", "todo.txt", "--sqlite", "tasks.db"], in: folder.url).status == 0)
        let result = try HorizonProcess.run(["skip", "--sqlite", "tasks.db", "1"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "#1: gym due:2026-11-23 rec:mon,wed,fri\n")
    }
}
