import Foundation
import Testing

/// `horizon skip --to-today`, how far behind an overdue strict routine is in `list` and on the pages,
/// and the two fixes of `plan none` and `delay` (docs/commands.md).
@Suite("horizon skip --to-today and catching up")
struct CatchUpCommandTests {
    @Test("17 days overdue, pills move to today at once: the line, the count, nothing completed")
    func pills() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Buy milk\r\n(A) Call Bob\nTake pills rec:+1d due:2026-11-18\n")
        let result = try HorizonProcess.run(["skip", "--today", "2026-12-05", "--to-today", "3"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "3: Take pills rec:+1d due:2026-12-05 (17 occurrences skipped)\n")
        #expect(try folder.read("todo.txt") == "Buy milk\r\n(A) Call Bob\nTake pills rec:+1d due:2026-12-05\n")
        #expect(!folder.exists("done.txt"))
    }

    @Test("a weekly rule three weeks behind lands on its first occurrence after today, t: keeping its offset")
    func weekly() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Review t:2026-11-11 due:2026-11-13 rec:+1w\n")
        let result = try HorizonProcess.run(["skip", "--today", "2026-12-05", "1", "--to-today"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "1: Review t:2026-12-09 due:2026-12-11 rec:+1w (4 occurrences skipped)\n")
        #expect(try folder.read("todo.txt") == "Review t:2026-12-09 due:2026-12-11 rec:+1w\n")
    }

    @Test("a task not behind is left as it is and said so (exit 0, the file not written)")
    func notBehind() throws {
        let folder = try TemporaryFolder()
        let text = "Water plants due:2026-12-07 rec:+3d\n"
        let url = try folder.write("todo.txt", text)
        let before = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
        let result = try HorizonProcess.run(["skip", "--today", "2026-12-05", "--to-today", "1"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "1: Water plants due:2026-12-07 rec:+3d (not behind: left as it is)\n")
        #expect(try folder.read("todo.txt") == text)
        // The careful writer replaces the file when it writes: the same inode means nothing was written.
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int == before)
    }

    @Test("a task that does not recur is refused as skip refuses it (exit 1, nothing written)")
    func notRecurring() throws {
        let folder = try TemporaryFolder()
        let text = "call Bob due:2026-11-20\nTake pills rec:+1d due:2026-11-18\n"
        try folder.write("todo.txt", text)
        let result = try HorizonProcess.run(["skip", "--today", "2026-12-05", "--to-today", "2", "1"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("todo.txt:1: the task does not recur"))
        #expect(result.stderr.contains("nothing was written"))
        #expect(result.stdout == "")
        #expect(try folder.read("todo.txt") == text)
    }

    @Test("--sqlite catches the row up")
    func sqlite() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "other\nTake pills rec:+1d due:2026-11-18\n")
        #expect(try HorizonProcess.run(["import", "--todo", "todo.txt", "--sqlite", "tasks.db"], in: folder.url).status == 0)
        let result = try HorizonProcess.run(["skip", "--sqlite", "tasks.db", "--today", "2026-12-05", "--to-today", "2"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "#2: Take pills rec:+1d due:2026-12-05 (17 occurrences skipped)\n")
        #expect(try HorizonProcess.run(["export", "--sqlite", "tasks.db", "--todo", "out.txt"], in: folder.url).status == 0)
        #expect(try folder.read("out.txt") == "other\nTake pills rec:+1d due:2026-12-05\n")
    }

    @Test("list says how far behind an overdue strict routine is and how to catch up; no other task")
    func list() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Buy milk\nTake pills rec:+1d due:2026-11-18\nYoga rec:1d due:2026-11-18\nx 2026-11-19 done rec:+1d due:2026-11-18\n")
        let result = try HorizonProcess.run(["list", "--today", "2026-12-05"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            1 Buy milk
            2 Take pills rec:+1d due:2026-11-18 (17 behind: horizon skip 2 --to-today)
            3 Yoga rec:1d due:2026-11-18
            --
            TODO: 3 of 3 tasks shown

            """)
    }

    @Test("the agenda's Markdown says how far behind and how to catch up, where the overdue item reads")
    func agenda() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Buy milk\nTake pills rec:+1d due:2026-11-18\n")
        let result = try HorizonProcess.run(["agenda", "--today", "2026-12-05"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("overdue 17 days · 17 behind (catch up: horizon skip 2 --to-today) · was due "))
    }

    @Test("plan none removes show: with the plan")
    func planNone() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Plan trip plan:2027 show:year due:2027-03-01\n")
        let result = try HorizonProcess.run(["plan", "--today", "2026-11-25", "1", "none"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("todo.txt") == "Plan trip due:2027-03-01\n")
    }

    @Test("delay on a week-planned task with a due: date says it is planned for a week, not that it has no due:")
    func delayWeekPlanned() throws {
        let folder = try TemporaryFolder()
        let text = "Write report plan:2026-W49 due:2026-12-04\n"
        try folder.write("todo.txt", text)
        let result = try HorizonProcess.run(["delay", "--today", "2026-11-25", "1"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr == "horizon: todo.txt:1: the task is planned for 2026-W49, not for a day; delay moves only a task planned for a day (move it with horizon plan); nothing was written\n")
        #expect(try folder.read("todo.txt") == text)
    }
}
