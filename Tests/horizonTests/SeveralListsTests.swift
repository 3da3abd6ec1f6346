import Foundation
import Testing

@Suite("Several lists: --todo more than once, todo = [ … ] in the configuration")
struct SeveralListsTests {
    func lists() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Home task due:2026-11-23\n")
        try folder.write("work.txt", "Work one due:2026-11-23 +acme\nStandup due:2026-11-23 rec:+1d\n")
        try folder.write("done.txt", "x 2026-11-21 Finished at home\n")
        return folder
    }

    @Test("build reads every list and its done.txt once; each task keeps its own source")
    func build() throws {
        let folder = try lists()
        let result = try HorizonProcess.run(["build", "--todo", "todo.txt", "--todo", "work.txt", "--today", "2026-11-21", "--format", "md", "--quiet"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try folder.read("Output/day/2026-11-23.md")
        #expect(page.contains("Home task *due* `todo.txt:1`"))
        #expect(page.contains("Work one +acme *due* `work.txt:1`"))
        #expect(page.contains("Standup *due · daily* `work.txt:2`"))
        let today = try folder.read("Output/day/2026-11-21.md")
        #expect(today.components(separatedBy: "Finished at home").count == 2, "done.txt, shared by both lists, is read once")
    }

    @Test("done takes FILE:LINE for another list and a plain LINE for the first; each file gets its own lines")
    func done() throws {
        let folder = try lists()
        let result = try HorizonProcess.run(["done", "--todo", "todo.txt", "--todo", "work.txt", "--today", "2026-11-23", "work.txt:2", "1"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("todo.txt") == "x 2026-11-23 Home task due:2026-11-23\n")
        #expect(try folder.read("work.txt") == "Work one due:2026-11-23 +acme\nx 2026-11-23 Standup due:2026-11-23 rec:+1d\n2026-11-23 Standup due:2026-11-24 rec:+1d\n")
        #expect(result.stdout == "1: x 2026-11-23 Home task due:2026-11-23\nwork.txt:2: x 2026-11-23 Standup due:2026-11-23 rec:+1d\nwork.txt:3: 2026-11-23 Standup due:2026-11-24 rec:+1d\n")
    }

    @Test("a refusal in one list writes nothing in any list (exit 1)")
    func refusalWritesNothing() throws {
        let folder = try lists()
        try folder.write("work.txt", "x 2026-11-20 Work done\n")
        let result = try HorizonProcess.run(["plan", "--todo", "todo.txt", "--todo", "work.txt", "--today", "2026-11-21", "1", "work.txt:1", "next-week"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("work.txt:1: the task is already done"))
        #expect(try folder.read("todo.txt") == "Home task due:2026-11-23\n")
    }

    @Test("a file that is not one of the lists, and --done with several lists, are usage errors", arguments: [
        ["--todo", "todo.txt", "--todo", "work.txt", "skip", "other.txt:1"],
        ["--todo", "todo.txt", "--todo", "work.txt", "--done", "done.txt", "skip", "1"],
    ])
    func usage(arguments: [String]) throws {
        let folder = try lists()
        let command = arguments.firstIndex(of: "skip").map { ["skip"] + arguments[..<$0] + arguments[($0 + 1)...] } ?? arguments
        let result = try HorizonProcess.run(command, in: folder.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(try folder.read("work.txt") == "Work one due:2026-11-23 +acme\nStandup due:2026-11-23 rec:+1d\n")
    }

    @Test("todo = [ … ] in the configuration names several lists; skip and delay reach them by FILE:LINE")
    func configuration() throws {
        let folder = try lists()
        try folder.write("horizon.toml", "todo = [\"todo.txt\", \"work.txt\"]\n")
        let skip = try HorizonProcess.run(["skip", "work.txt:2"], in: folder.url)
        #expect(skip.status == 0, "\(skip.stderr)")
        #expect(skip.stdout == "work.txt:2: Standup due:2026-11-24 rec:+1d\n")
        let delay = try HorizonProcess.run(["delay", "--today", "2026-11-21", "work.txt:1"], in: folder.url)
        #expect(delay.status == 0, "\(delay.stderr)")
        #expect(try folder.read("work.txt") == "Work one due:2026-11-24 +acme delayed:1\nStandup due:2026-11-24 rec:+1d\n")
        let check = try HorizonProcess.run(["check", "--today", "2026-11-21"], in: folder.url)
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test("two lists with the same file name are labelled by their paths")
    func sameName() throws {
        let folder = try TemporaryFolder()
        try folder.write("home/todo.txt", "Home task due:2026-11-23\n")
        try folder.write("work/todo.txt", "Work task due:2026-11-23\n")
        let result = try HorizonProcess.run(["build", "--todo", "home/todo.txt", "--todo", "work/todo.txt", "--today", "2026-11-21", "--format", "md", "--quiet"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try folder.read("Output/day/2026-11-23.md")
        #expect(page.contains("`home/todo.txt:1`") && page.contains("`work/todo.txt:1`"))
        let done = try HorizonProcess.run(["done", "--todo", "home/todo.txt", "--todo", "work/todo.txt", "--today", "2026-11-23", "work/todo.txt:1"], in: folder.url)
        #expect(done.status == 0, "\(done.stderr)")
        #expect(try folder.read("work/todo.txt") == "x 2026-11-23 Work task due:2026-11-23\n")
    }

    @Test("list numbers the first list's lines as LINE and the others' as FILE:LINE, as done takes them")
    func list() throws {
        let folder = try lists()
        // On the tasks' own day: a day later the strict Standup would be behind, and say so.
        let result = try HorizonProcess.run(["list", "--today", "2026-11-23", "--todo", "todo.txt", "--todo", "work.txt"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "1 Home task due:2026-11-23\nwork.txt:1 Work one due:2026-11-23 +acme\nwork.txt:2 Standup due:2026-11-23 rec:+1d\n--\nTODO: 3 of 3 tasks shown\n")
    }

    /// A list named twice was read twice — every task twice on the pages, in plan.json
    /// and in both feeds (UIDs …bbf and …bbf-1).
    @Test("one file given twice, by one name, by two or through a link, is read once", arguments: [
        ["a.txt", "a.txt"], ["a.txt", "./a.txt"], ["a.txt", "link.txt"], ["link.txt", "other.txt"],
    ])
    func sameFileTwice(names: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("a.txt", "Pay rent due:2026-11-23\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("link.txt").path, withDestinationPath: "a.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("other.txt").path, withDestinationPath: "link.txt")
        let result = try HorizonProcess.run(["build", "--todo", names[0], "--todo", names[1], "--today", "2026-11-21", "--format", "md,json,ics", "--quiet"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try JSONSerialization.jsonObject(with: Data(folder.read("Output/plan.json").utf8)) as? [String: Any]
        #expect((plan?["tasks"] as? [String: Any])?.count == 1, "plan.json holds the task once")
        for feed in ["Output/plan.ics", "Output/tasks.ics"] {
            #expect(try folder.read(feed).components(separatedBy: "\r\nUID:").count == 2, "\(feed) holds the task once")
        }
        #expect(try folder.read("Output/day/2026-11-23.md").components(separatedBy: "Pay rent").count == 2, "the day's page shows the task once")
        #expect(try folder.read("Output/day/2026-11-23.md").contains("Pay rent *due* `\(names[0]):1`"), "the list keeps the name given first")
        let list = try HorizonProcess.run(["list", "--todo", names[0], "--todo", names[1]], in: folder.url)
        #expect(list.stdout == "1 Pay rent due:2026-11-23\n--\nTODO: 1 of 1 tasks shown\n")
    }

    /// `done` through two names of one file completed the line, then reported "already
    /// done; nothing was written" and exited 1.
    @Test("an edit through two names of one file is one edit, reported once, exit 0", arguments: [
        ["--todo", "a.txt", "--todo", "./a.txt", "a.txt:N", "./a.txt:N"],
        ["--todo", "a.txt", "--todo", "link.txt", "a.txt:N", "link.txt:N"],
        ["--todo", "a.txt", "a.txt:N", "./a.txt:N", "N"],
    ])
    func oneEditThroughTwoNames(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("a.txt", "Standup due:2026-11-23 rec:+1d\nOther due:2026-11-23\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("link.txt").path, withDestinationPath: "a.txt")
        let done = try HorizonProcess.run(["done", "--today", "2026-11-23"] + arguments.map { $0.replacingOccurrences(of: "N", with: "1") }, in: folder.url)
        #expect(done.status == 0, "\(done.stderr)")
        #expect(done.stderr == "")
        #expect(done.stdout == "a.txt:1: x 2026-11-23 Standup due:2026-11-23 rec:+1d\na.txt:3: 2026-11-23 Standup due:2026-11-24 rec:+1d\n")
        #expect(try folder.read("a.txt") == "x 2026-11-23 Standup due:2026-11-23 rec:+1d\nOther due:2026-11-23\n2026-11-23 Standup due:2026-11-24 rec:+1d\n")
        let skip = try HorizonProcess.run(["skip", "--today", "2026-11-23"] + arguments.map { $0.replacingOccurrences(of: "N", with: "3") }, in: folder.url)
        #expect(skip.status == 0, "\(skip.stderr)")
        #expect(skip.stdout == "a.txt:3: 2026-11-23 Standup due:2026-11-25 rec:+1d\n")
        let plan = try HorizonProcess.run(["plan", "--today", "2026-11-23"] + arguments.map { $0.replacingOccurrences(of: "N", with: "2") } + ["next-week"], in: folder.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(plan.stdout == "a.txt:2: Other due:2026-11-23 plan:2026-W49 (planned for 2026-W49)\n")
        let delay = try HorizonProcess.run(["delay", "--today", "2026-11-23", "--todo", "a.txt", "--todo", "./a.txt", "./a.txt:3"], in: folder.url)
        #expect(delay.status == 0, "\(delay.stderr)")
        #expect(try folder.read("a.txt") == "x 2026-11-23 Standup due:2026-11-23 rec:+1d\nOther due:2026-11-23 plan:2026-W49\n2026-11-23 Standup due:2026-11-26 rec:+1d delayed:1\n")
    }
}
