import Foundation
import Testing

@Suite("horizon check")
struct CheckCommandTests {
    @Test("an invalid due date on line 3 is printed as FILE:3:COL: message and exits 1")
    func invalidDueDate() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Buy milk\n(A) Call Sam due:2026-11-30\nPay rent due:2026-13-01\n")
        let result = try HorizonProcess.run(["check", "--todo", "todo.txt", "--today", "2026-11-21"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "todo.txt:3:14: due date 2026-13-01 is not a valid date\n")
    }

    @Test("a clean file prints nothing and exits 0")
    func clean() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Buy milk due:2026-11-30\n")
        let result = try HorizonProcess.run(["check", "--today", "2026-11-21"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test("a file that cannot be read exits 3 with a message", arguments: ["missing.txt", "folder"])
    func unreadable(name: String) throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("folder"), withIntermediateDirectories: true)
        let result = try HorizonProcess.run(["check", "--todo", name], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains(name))
    }

    @Test("the file defaults follow todo.sh: TODO_FILE, then TODO_DIR/todo.txt, then ./todo.txt")
    func defaults() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Here due:2026-13-01\n")
        try folder.write("dir/todo.txt", "In dir\n\ndue:bad\n")
        try folder.write("file.txt", "From TODO_FILE due:2026-02-30\n")
        let plain = try HorizonProcess.run(["check", "--today", "2026-11-21"], in: folder.url)
        #expect(plain.stdout.hasPrefix("todo.txt:1:"))
        let dir = try HorizonProcess.run(["check", "--today", "2026-11-21"], in: folder.url, environment: ["TODO_DIR": "dir"])
        #expect(dir.stdout.hasPrefix("dir/todo.txt:3:5:"))
        let file = try HorizonProcess.run(["check", "--today", "2026-11-21"], in: folder.url,
                                          environment: ["TODO_DIR": "dir", "TODO_FILE": "file.txt"])
        #expect(file.stdout.hasPrefix("file.txt:1:20:"))
    }

    @Test("diagnostics of done.txt beside todo.txt are checked too")
    func doneFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Fine\n")
        try folder.write("done.txt", "x 2026-11-01 Old at:25:00\n")
        let result = try HorizonProcess.run(["check", "--today", "2026-11-21"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("done.txt:1:21:"))
    }
}

@Suite("horizon check: the drift hint")
struct CheckDriftHintTests {
    @Test("a month rule from the 31st prints the hint of docs/todotxt.md#month-ends-drift after the diagnostics and does not fail the check")
    func driftHint() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Buy milk\nRent due:2027-01-31 rec:+1m\n")
        let result = try HorizonProcess.run(["check", "--todo", "todo.txt", "--today", "2026-11-21"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == "todo.txt:2:25: hint: rec:+1m from the 31st moves to the 28th after February; write rec:31st or rec:last-day to keep the day\n")
    }

    @Test("with a diagnostic as well, the diagnostic comes first and decides the exit status")
    func hintAndDiagnostic() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Rent due:2027-01-31 rec:+1m\nPay due:2026-13-01\n")
        let result = try HorizonProcess.run(["check", "--todo", "todo.txt", "--today", "2026-11-21"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "todo.txt:2:9: due date 2026-13-01 is not a valid date\n"
            + "todo.txt:1:25: hint: rec:+1m from the 31st moves to the 28th after February; write rec:31st or rec:last-day to keep the day\n")
    }
}

/// Hints that save a user from another tool's gaps (docs/todotxt.md#hints): printed after the diagnostics,
/// never failing the check.
@Suite("horizon check: hints for other tools")
struct OtherToolHintTests {
    func check(_ todo: String, _ arguments: [String] = []) throws -> HorizonProcess.Result {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", todo)
        return try HorizonProcess.run(["check", "--today", "2026-11-23"] + arguments, in: folder.url)
    }

    @Test("due: after until:")
    func dueAfterUntil() throws {
        let result = try check("Renew due:2027-04-01 until:2027-03-31 rec:1m\n")
        #expect(result.status == 0)
        #expect(result.stdout == "todo.txt:1:28: hint: due:2027-04-01 is after until:2027-03-31: Horizon repeats nothing past until:, but other todo.txt tools still show the task due; complete it or move until:\n")
    }

    @Test("a weekday or month-day rule, which topydo and todo.sh do not repeat", arguments: ["rec:mon,wed,fri", "rec:15th", "rec:2nd-tue"])
    func otherToolsRule(rule: String) throws {
        let result = try check("Gym due:2026-11-23 \(rule)\nPay rent due:2026-12-01 rec:1m\n")
        #expect(result.status == 0)
        #expect(result.stdout == "todo.txt:1:24: hint: \(rule) is a weekday or month-day rule that only Horizon repeats: if this list is also edited with topydo or todo.sh, complete the task with horizon done, or the series ends there\n")
    }

    @Test("one weekday, which topydo repeats from the day it is completed: no claim that the series ends", arguments: ["rec:+sun", "rec:sun"])
    func oneWeekday(rule: String) throws {
        let result = try check("Call mum due:2026-11-29 \(rule)\n")
        #expect(result.status == 0)
        #expect(result.stdout == "todo.txt:1:29: hint: \(rule) is a weekday rule that topydo counts from the day the task is completed, not from its due date (completed early, the new instance is due on the same day again), and todo.sh does not repeat: if this list is also edited with them, complete the task with horizon done\n")
    }

    @Test("an at: time inside the configured zone's DST gap, on the task's day or an occurrence")
    func timeInGap() throws {
        let todo = "Night call due:2027-03-28 at:02:30\nDaily at:02:15 due:2026-11-23 rec:1d\nOther day due:2027-03-27 at:02:30\nEarly due:2027-03-28 at:01:59\n"
        let paris = try check(todo, ["--timezone", "Europe/Paris"])
        #expect(paris.status == 0)
        #expect(paris.stdout == "todo.txt:1:30: hint: at:02:30 does not exist on 2027-03-28 in Europe/Paris (the clocks go from 02:00 to 03:00); calendar programs show it at different times — choose a time outside that hour\n"
            + "todo.txt:2:10: hint: at:02:15 does not exist on 2027-03-28 in Europe/Paris (the clocks go from 02:00 to 03:00); calendar programs show it at different times — choose a time outside that hour\n")
        let floating = try check(todo)
        #expect(floating.stdout == "", "floating times have no zone, so no gap")
    }
}
