import Foundation
import Testing

@Suite("horizon done, add, delay")
struct WriteCommandTests {
    @Test("done completes a recurring task and appends the next instance (docs/todotxt.md#completing example)")
    func done() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "(A) empty trash can due:2021-04-19 rec:1d\nother\n")
        let result = try HorizonProcess.run(["done", "--today", "2021-04-23", "1"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("todo.txt") == "x 2021-04-23 empty trash can due:2021-04-19 rec:1d pri:A\nother\n(A) 2021-04-23 empty trash can due:2021-04-24 rec:1d\n")
        #expect(result.stdout == "1: x 2021-04-23 empty trash can due:2021-04-19 rec:1d pri:A\n3: (A) 2021-04-23 empty trash can due:2021-04-24 rec:1d\n")
    }

    // docs/commands.md#exit-status: a change refused for what the task says exits 1 (it exited 3 before the exit codes were settled).
    @Test("done on a line that does not exist or is already done exits 1 and writes nothing", arguments: ["9", "2"])
    func doneRefused(line: String) throws {
        let folder = try TemporaryFolder()
        let text = "task\nx 2026-11-20 finished\n"
        try folder.write("todo.txt", text)
        let result = try HorizonProcess.run(["done", "--today", "2026-11-21", line], in: folder.url)
        #expect(result.status == 1)
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

    @Test("add refuses a one-time task in the past with exit 1 and writes nothing")
    func addPast() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "first\n")
        let result = try HorizonProcess.run(["add", "--now", "2026-11-20T22:00", "Flight due:2026-11-20 at:21:00"], in: folder.url)
        #expect(result.status == 1)
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
        #expect(second.status == 1)
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

    // MARK: Exit codes and refusals (docs/commands.md#exit-status)

    @Test("add refusals exit 1 with nothing written", arguments: [
        ("Yoga rec:1w until:2026-11-19", "until:2026-11-19 has already passed"),
        ("Call due:2026-13-01", "2026-13-01 is not a valid date"),
        ("   ", "empty"),
    ])
    func addRefused(text: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "first\n")
        let result = try HorizonProcess.run(["add", "--now", "2026-11-20T10:00", text], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was written"))
        #expect(try folder.read("todo.txt") == "first\n")
    }

    @Test("done 9 9 completes line 9 once and reports it once")
    func doneSameLineTwice() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "one\ntwo due:2026-11-20 rec:1w\n")
        let result = try HorizonProcess.run(["done", "--today", "2026-11-21", "2", "2"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("todo.txt") == "one\nx 2026-11-21 two due:2026-11-20 rec:1w\n2026-11-21 two due:2026-11-28 rec:1w\n")
        #expect(result.stdout == "2: x 2026-11-21 two due:2026-11-20 rec:1w\n3: 2026-11-21 two due:2026-11-28 rec:1w\n")
    }

    @Test("an explicitly given --done that does not exist is an error, not silently ignored", arguments: ["build", "check", "agenda"])
    func missingExplicitDone(command: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "task\n")
        let result = try HorizonProcess.run([command, "--today", "2026-11-21", "--done", "archive/done.txt"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("archive/done.txt: no such file"), "\(result.stderr)")
    }

    @Test("$DONE_FILE naming a done.txt that does not exist yet is fine, as todo.sh's configuration exports it")
    func doneFileVariable() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "task\n")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21"], in: folder.url, environment: ["DONE_FILE": "archive/done.txt"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    // MARK: First run (docs/commands.md#add)

    @Test("add creates todo.txt when there is none, as todo.sh does")
    func addCreates() throws {
        let folder = try TemporaryFolder()
        let result = try HorizonProcess.run(["add", "--now", "2026-11-20T10:00", "Buy milk"], in: folder.url,
                                            environment: ["TODO_DIR": folder.url.appendingPathComponent("notes").path])
        #expect(result.status == 3, "the folder itself is not created")
        let created = try HorizonProcess.run(["add", "--now", "2026-11-20T10:00", "Buy milk"], in: folder.url)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout == "1: 2026-11-20 Buy milk\n")
        #expect(try folder.read("todo.txt") == "2026-11-20 Buy milk\n")
    }

    @Test("a missing todo.txt names the path and the settings that chose it", arguments: [
        ([:], "todo.txt: no such file (in the current folder: no --todo, $TODO_FILE or $TODO_DIR was set)"),
        (["TODO_DIR": "/nonexistent/notes"], "/nonexistent/notes/todo.txt: no such file (from $TODO_DIR=/nonexistent/notes)"),
        (["TODO_FILE": "/nonexistent/my.txt"], "/nonexistent/my.txt: no such file (from $TODO_FILE)"),
    ])
    func missingTodo(environment: [String: String], message: String) throws {
        let folder = try TemporaryFolder()
        for command in [["done", "1"], ["delay", "1"], ["build"], ["agenda"]] {
            let result = try HorizonProcess.run(command + ["--today", "2026-11-21"], in: folder.url, environment: environment)
            #expect(result.status == 3)
            #expect(result.stderr.hasPrefix("horizon: " + message), "\(command): \(result.stderr)")
            #expect(result.stderr.contains("--todo, else the configuration file's todo, else $TODO_FILE, else $TODO_DIR/todo.txt, else ./todo.txt"))
        }
    }

    @Test("add into a folder that does not exist says which folder, exits 3 and creates nothing")
    func addIntoMissingFolder() throws {
        let folder = try TemporaryFolder()
        let result = try HorizonProcess.run(["add", "--todo", "absent/todo.txt", "--now", "2026-11-21T10:00", "Buy milk"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr == "horizon: absent/todo.txt: cannot be written in absent: No such file or directory\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("absent").path))
    }

    // MARK: Symbolic links (docs/commands.md#what-the-writer-guarantees)

    @Test("done, add and delay through a symbolic link change the target and keep the link")
    func symbolicLink() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sync/todo.txt", "Sort photos plan:2026-11-21\nCall Ann\n")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("link"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("link/todo.txt").path,
                                                   withDestinationPath: "../Sync/todo.txt")
        for command in [["done", "--today", "2026-11-21", "2"], ["delay", "--today", "2026-11-21", "1"], ["add", "--now", "2026-11-21T10:00", "New"]] {
            let result = try HorizonProcess.run(command + ["--todo", "link/todo.txt"], in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try folder.read("Sync/todo.txt") == "Sort photos plan:2026-11-22 delayed:1\nx 2026-11-21 Call Ann\n2026-11-21 New\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.url.appendingPathComponent("link/todo.txt").path) == "../Sync/todo.txt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("Sync").path) == ["todo.txt"])
    }

    @Test("import into a folder that does not exist says the folder is missing, not the database")
    func importIntoMissingFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Call Ann\n")
        let result = try HorizonProcess.run(["import", "--todo", "todo.txt", "--sqlite", "nowhere/tasks.db"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr == "horizon: nowhere/tasks.db: its folder nowhere does not exist\n")
    }
}
