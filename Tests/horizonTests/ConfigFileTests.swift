import Foundation
import Testing

@Suite("horizon.toml")
struct ConfigFileTests {
    @Test("the file gives every build option; relative paths are relative to the file's folder")
    func buildFromFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("lists/todo.txt", "Pay rent due:2026-11-23 +home\nReport due:2026-11-24 +work\nPlan plan:2026-10-01 +work\n")
        try folder.write("config/horizon.toml", """
            # the cron line needs no flags
            todo = "../lists/todo.txt"
            output = "../site"
            timezone = "Europe/Paris"
            format = "json, md"
            missed = "drop"
            filter = ["+work"]
            """)
        let result = try HorizonProcess.run(["build", "--config", "config/horizon.toml", "--today", "2026-11-23"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.exists("site/plan.json") && folder.exists("site/index.md"))
        #expect(!folder.exists("site/index.html") && !folder.exists("site/plan.ics"))
        let plan = try folder.read("site/plan.json")
        #expect(plan.contains("Report") && !plan.contains("Pay rent"))
        #expect(!plan.contains("\"carried\""), "missed = drop leaves the past plan out of Today")
    }

    @Test("flags override the file, and the file overrides $TODO_FILE")
    func precedence() throws {
        let folder = try TemporaryFolder()
        try folder.write("file.txt", "from the file due:2026-11-23\n")
        try folder.write("env.txt", "from the environment due:2026-11-23\n")
        try folder.write("flag.txt", "from the flag due:2026-11-23\n")
        try folder.write("horizon.toml", "todo = \"file.txt\"\noutput = \"site\"\n")
        let environment = ["TODO_FILE": folder.url.appendingPathComponent("env.txt").path]
        let fromFile = try HorizonProcess.run(["list"], in: folder.url, environment: environment)
        #expect(fromFile.stdout.hasPrefix("1 from the file"), "\(fromFile.stdout)\(fromFile.stderr)")
        let fromFlag = try HorizonProcess.run(["list", "--todo", "flag.txt"], in: folder.url, environment: environment)
        #expect(fromFlag.stdout.hasPrefix("1 from the flag"))
        let built = try HorizonProcess.run(["build", "--today", "2026-11-23", "--output", "other", "--format", "md"], in: folder.url)
        #expect(built.status == 0)
        #expect(folder.exists("other/index.md") && !folder.exists("site"))
    }

    @Test("where the file is found: --config, else $HORIZON_CONFIG, else ./horizon.toml, else $XDG_CONFIG_HOME/horizon/config.toml")
    func location() throws {
        let folder = try TemporaryFolder()
        for name in ["option", "variable", "local", "xdg"] { try folder.write("\(name).txt", "\(name) task\n") }
        try folder.write("option.toml", "todo = \"option.txt\"\n")
        try folder.write("variable.toml", "todo = \"variable.txt\"\n")
        try folder.write("work/horizon.toml", "todo = \"../local.txt\"\n")
        try folder.write("xdg/horizon/config.toml", "todo = \"../../xdg.txt\"\n")
        let xdg = ["XDG_CONFIG_HOME": folder.url.appendingPathComponent("xdg").path]
        let both = xdg.merging(["HORIZON_CONFIG": folder.url.appendingPathComponent("variable.toml").path]) { $1 }
        let work = folder.url.appendingPathComponent("work")
        let cases: [([String], URL, [String: String], String)] = [
            (["list", "--config", "../option.toml"], work, both, "option"),
            (["list"], work, both, "variable"),
            (["list"], work, xdg, "local"),
            (["list"], folder.url, xdg, "xdg"),
        ]
        for (arguments, directory, environment, expected) in cases {
            let result = try HorizonProcess.run(arguments, in: directory, environment: environment)
            #expect(result.stdout.hasPrefix("1 \(expected) task"), "\(arguments) \(result.stdout)\(result.stderr)")
        }
    }

    @Test("an unknown key or a bad value is an error naming the file, line, column and key; exit 2", arguments: [
        ("todo = \"todo.txt\"\n\n  outptu = \"site\"\n", "horizon.toml:3:3: unknown key \"outptu\"; the keys are todo, done, sqlite, output, timezone, title, locale, missed, format, templates, filter, holidays"),
        ("missed = \"later\"\n", "horizon.toml:1:1: missed: \"later\" is not carry or drop"),
        ("format = \"html,docx\"\n", "horizon.toml:1:1: format: \"docx\" is not one of html, md, json, ics, pdf"),
        ("# zone\ntimezone = \"Mars/Olympus\"\n", "horizon.toml:2:1: timezone: \"Mars/Olympus\" is not a known time zone name (such as Europe/Paris or UTC)"),
        ("title = 5\n", "horizon.toml:1:1: title: expected a string, found an integer"),
        ("title = \"two\\nlines\"\n", "horizon.toml:1:1: title: the title holds a control character (a line break or tab); it must be one line"),
        ("locale = \"xx_YY\"\n", "horizon.toml:1:1: locale: \"xx_YY\" is not a locale with day and month names (use a language and region such as de_DE, fr_FR, en_GB)"),
        ("filter = [\"+work\", 3]\n", "horizon.toml:1:1: filter: expected \"+work -@home\" or [\"+work\", \"-@home\"], found an array holding an integer"),
        ("text = \"\"\"\nnot = a key\n\"\"\"\n[build]\nx = 1\n", "horizon.toml:1:1: unknown key \"text\"; the keys are todo, done, sqlite, output, timezone, title, locale, missed, format, templates, filter, holidays"),
        ("[build]\nx = 1\n", "horizon.toml:1:2: unknown key \"build\"; the keys are todo, done, sqlite, output, timezone, title, locale, missed, format, templates, filter, holidays"),
        ("todo = \n", "horizon.toml:1:8: Error while parsing key-value pair: expected value, saw '\\n'"),
    ])
    func invalid(text: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "task\n")
        try folder.write("horizon.toml", text)
        let result = try HorizonProcess.run(["build", "--today", "2026-11-23"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
        #expect(!folder.exists("Output"))
    }

    @Test("a configuration file that cannot be read exits 3; /dev/null is an empty configuration")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "task\n")
        let missing = try HorizonProcess.run(["list", "--config", "nope.toml"], in: folder.url)
        #expect(missing.status == 3)
        #expect(missing.stderr == "nope.toml: cannot read the configuration file: no such file\n")
        let viaVariable = try HorizonProcess.run(["list"], in: folder.url, environment: ["HORIZON_CONFIG": "nope.toml"])
        #expect(viaVariable.status == 3)
        let empty = try HorizonProcess.run(["list"], in: folder.url, environment: ["HORIZON_CONFIG": "/dev/null"])
        #expect(empty.status == 0)
        #expect(empty.stdout == "1 task\n--\nTODO: 1 of 1 tasks shown\n")
    }

    @Test("a missing todo.txt named by the file says so")
    func missingTodo() throws {
        let folder = try TemporaryFolder()
        try folder.write("horizon.toml", "todo = \"lists/todo.txt\"\n")
        let result = try HorizonProcess.run(["list"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("horizon: lists/todo.txt: no such file (given by todo in horizon.toml); "))
    }

    @Test("~ in a path is the home folder")
    func home() throws {
        let folder = try TemporaryFolder()
        try folder.write("home/lists/todo.txt", "at home\n")
        try folder.write("horizon.toml", "todo = \"~/lists/todo.txt\"\n")
        let result = try HorizonProcess.run(["list"], in: folder.url, environment: ["HOME": folder.url.appendingPathComponent("home").path])
        #expect(result.stdout.hasPrefix("1 at home"), "\(result.stderr)")
    }

    @Test("write commands use the file's todo.txt: done completes the line list showed")
    func writeCommands() throws {
        let folder = try TemporaryFolder()
        try folder.write("lists/todo.txt", "first\nsecond\n")
        try folder.write("horizon.toml", "todo = \"lists/todo.txt\"\n")
        let result = try HorizonProcess.run(["done", "--today", "2026-11-23", "2"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("lists/todo.txt") == "first\nx 2026-11-23 second\n")
    }

    /// A FIFO as the configuration file hung forever, and /dev/zero grew by about 1 GB
    /// a second; todo.txt and the holidays file already refused these.
    @Test("a configuration file that is not a regular file is refused, never opened for long (exit 3), by every way it is found")
    func notARegularFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "task\n")
        #expect(mkfifo(folder.url.appendingPathComponent("pipe.toml").path, 0o644) == 0)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("folder.toml"), withIntermediateDirectories: true)
        let cases: [([String], [String: String], String)] = [
            (["list", "--config", "pipe.toml"], [:], "pipe.toml: cannot read the configuration file: it is a FIFO (named pipe), not a regular file\n"),
            (["list", "--config", "/dev/zero"], [:], "/dev/zero: cannot read the configuration file: it is a character device, not a regular file\n"),
            (["list"], ["HORIZON_CONFIG": "pipe.toml"], "pipe.toml: cannot read the configuration file: it is a FIFO (named pipe), not a regular file\n"),
            (["list", "--config", "folder.toml"], [:], "folder.toml: cannot read the configuration file: it is a folder, not a regular file\n"),
        ]
        for (arguments, environment, message) in cases {
            let result = try HorizonProcess.run(arguments, in: folder.url, environment: environment, timeLimit: 2)
            #expect(result.status == 3, "\(arguments) \(environment)")
            #expect(result.stderr == message)
        }
    }

    @Test("an XDG config.toml that is a link to a device is refused (exit 3)")
    func xdgLinkToDevice() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "task\n")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("xdg/horizon"), withIntermediateDirectories: true)
        let link = folder.url.appendingPathComponent("xdg/horizon/config.toml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        let result = try HorizonProcess.run(["list"], in: folder.url, environment: ["XDG_CONFIG_HOME": folder.url.appendingPathComponent("xdg").path], timeLimit: 2)
        #expect(result.status == 3)
        #expect(result.stderr == "\(link): cannot read the configuration file: it is a character device, not a regular file\n")
    }

    @Test("a configuration file larger than 1 MiB is refused (exit 3); one of exactly 1 MiB is read")
    func tooLarge() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "task\n")
        let limit = 1 << 20
        try folder.write("large.toml", String(repeating: "#", count: limit) + "\n")
        try folder.write("limit.toml", String(repeating: "#", count: limit - 1) + "\n")
        let large = try HorizonProcess.run(["list", "--config", "large.toml"], in: folder.url)
        #expect(large.status == 3)
        #expect(large.stderr == "large.toml: cannot read the configuration file: it is larger than 1 MiB; a configuration file is a few lines\n")
        let atLimit = try HorizonProcess.run(["list", "--config", "limit.toml"], in: folder.url)
        #expect(atLimit.status == 0, "\(atLimit.stderr)")
    }

    /// `$HOME` in a value was taken literally (a folder named `$HOME` was created)
    /// while `~` was expanded.
    @Test("$NAME and ${NAME} in a path are environment variables, as ~ is the home folder")
    func variables() throws {
        let folder = try TemporaryFolder()
        try folder.write("home/lists/todo.txt", "Pay rent due:2026-11-23\n")
        try folder.write("horizon.toml", "todo = \"$HOME/lists/todo.txt\"\noutput = \"${PLANNER}_site/x$5\"\nformat = \"md\"\n")
        let environment = ["HOME": folder.url.appendingPathComponent("home").path, "PLANNER": folder.url.appendingPathComponent("planner").path]
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--quiet"], in: folder.url, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("planner_site/x$5/day/2026-11-23.md").contains("Pay rent"))
        #expect(!folder.exists("$HOME") && !folder.exists("${PLANNER}_site"))
    }

    @Test("an unset or empty variable, or a ${ left open, is an error naming the file, line, key and variable; exit 2", arguments: [
        ("todo = \"todo.txt\"\noutput = \"$NOT_SET/site\"\n", "horizon.toml:2:1: output: \"$NOT_SET/site\": $NOT_SET is not set"),
        ("todo = \"todo.txt\"\n  holidays = \"${NOT_SET}/holidays.ics\"\n", "horizon.toml:2:3: holidays: \"${NOT_SET}/holidays.ics\": $NOT_SET is not set"),
        ("todo = [\"todo.txt\", \"$EMPTY/work.txt\"]\n", "horizon.toml:1:1: todo: \"$EMPTY/work.txt\": $EMPTY is empty"),
        ("templates = \"${HOME\"\n", "horizon.toml:1:1: templates: \"${HOME\": ${ has no closing }"),
    ])
    func unsetVariable(text: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "task\n")
        try folder.write("horizon.toml", text)
        let result = try HorizonProcess.run(["build", "--today", "2026-11-23"], in: folder.url, environment: ["EMPTY": ""])
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
        #expect(!folder.exists("Output"))
    }
}
