import Foundation
import Testing

/// One test per way `horizon` ends (docs/commands.md#exit-status), through the built executable: the status and the exact
/// text, as cron or a script sees them.
@Suite("Exit statuses")
struct ExitStatusTests {
    @Test("0: the command did what it was asked; --version prints on stdout")
    func success() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pay rent due:2026-11-23\n")
        let result = try HorizonProcess.run(["list"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == "1 Pay rent due:2026-11-23\n--\nTODO: 1 of 1 tasks shown\n")
        #expect(result.stderr == "")
        let version = try HorizonProcess.run(["--version"], in: folder.url)
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("0.") && version.stdout.hasSuffix("\n"), "\(version.stdout)")
        #expect(version.stderr == "")
    }

    @Test("1: a change refused for what the command says is named, and nothing is written")
    func refused() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pay rent due:2026-11-23\n")
        let result = try HorizonProcess.run(["done", "--today", "2026-11-21", "5"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr == "horizon: line 5 does not exist (the file has 1 line); nothing was written\n")
        #expect(try folder.read("todo.txt") == "Pay rent due:2026-11-23\n")
    }

    @Test("1: check found diagnostics; it printed them and adds nothing on stderr")
    func diagnostics() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pay rent due:2026-13-01\n")
        let result = try HorizonProcess.run(["check", "--today", "2026-11-21"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "todo.txt:1:14: due date 2026-13-01 is not a valid date\n")
        #expect(result.stderr == "")
    }

    @Test("2: a usage error of the command line keeps swift-argument-parser's text")
    func parserUsage() throws {
        let folder = try TemporaryFolder()
        let result = try HorizonProcess.run(["--bogus"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == "horizon: Unknown option '--bogus'\nUsage: horizon <subcommand>\n  See 'horizon --help' for more information.\n")
    }

    @Test("2: a configuration file that names one done for several lists is a usage error of ours")
    func configurationUsage() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.txt", "A\n")
        try folder.write("b.txt", "B\n")
        try folder.write("horizon.toml", "todo = [\"a.txt\", \"b.txt\"]\ndone = \"done.txt\"\n")
        let result = try HorizonProcess.run(["list"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == "horizon: horizon.toml: done names the done.txt of one list; with several todo lists each one's done.txt beside it is read\n")
    }

    @Test("3: a file that cannot be read is named with its cause")
    func inputOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pay rent due:2026-11-23\n")
        let result = try HorizonProcess.run(["check", "--today", "2026-11-21", "--holidays", "nope.txt"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr == "horizon: nope.txt: no such file\n")
    }

    @Test("3: a build that fails while publishing names the stage, and leaves the file in the way alone")
    func publishStage() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pay rent due:2026-11-23\n")
        try folder.write("site/week", "mine\n")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "site"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("horizon: publish: /"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("/site/week: cannot be written: a file has the name of a folder of the site; move it away\n"), "\(result.stderr)")
        #expect(try folder.read("site/week") == "mine\n")
        #expect(!folder.exists("site/index.html"))
    }
}
