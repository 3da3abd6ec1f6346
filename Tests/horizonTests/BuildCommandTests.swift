import Foundation
import Testing

@Suite("horizon build")
struct BuildCommandTests {
    static let pages = ["index", "days", "weeks", "months", "day/2026-11-21", "week/2026-W47", "month/2026-11", "year/2026", "year/2027"]

    @Test("writes every page as .md, .html and its .json twin, plan.json and the stylesheet into --output")
    func writesPages() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pay rent due:2026-11-23\n")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "site"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        for page in Self.pages {
            #expect(folder.exists("site/\(page).md"), "\(page).md")
            #expect(folder.exists("site/\(page).html"), "\(page).html")
            #expect(folder.exists("site/\(page).json"), "\(page).json")
        }
        #expect(folder.exists("site/plan.json"))
        #expect(folder.exists("site/assets/style.css"))
        #expect(try folder.read("site/day/2026-11-23.md").contains("Pay rent"))
    }

    @Test("ends with one line on stderr: how many files, how many changed, where, and the page to open")
    func reportsWhatItWrote() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pay rent due:2026-11-23\n")
        let first = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "site"], in: folder.url)
        #expect(first.stderr.wholeMatch(of: /Built 107 files \(107 changed\) into site\/ in \d+\.\d s — open site\/index.html\n/) != nil, "\(first.stderr)")
        let again = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "site"], in: folder.url)
        #expect(again.stderr.wholeMatch(of: /Built 107 files \(none changed\) into site\/ in \d+\.\d s — open site\/index.html\n/) != nil, "\(again.stderr)")
        let json = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "site/", "--format", "json"], in: folder.url)
        #expect(json.stderr.wholeMatch(of: /Built 29 files \(none changed\) into site\/ in \d+\.\d s\n/) != nil, "\(json.stderr)")
    }

    @Test("prints the first 10 diagnostics, then how many there are and where; --quiet prints nothing")
    func reportsDiagnosticsWithACount() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", (1...12).map { "Task \($0) due:2026-13-01\n" }.joined())
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "site"], in: folder.url)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 12, "\(result.stderr)")
        #expect(lines.first == "todo.txt:1:12: due date 2026-13-01 is not a valid date")
        #expect(lines[9] == "todo.txt:10:13: due date 2026-13-01 is not a valid date")
        #expect(lines[10] == "12 problems in todo.txt; the first 10 are above; `horizon check` lists them all")
        #expect(lines[11].hasPrefix("Built 107 files (107 changed) into site/ in "))
        let quiet = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "site", "--quiet"], in: folder.url)
        #expect(quiet.status == 0)
        #expect(quiet.stderr == "")
    }

    @Test("a build on a pipe never draws a progress line")
    func noProgressOnAPipe() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pay rent due:2026-11-23\n")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21"], in: folder.url)
        #expect(!result.stderr.contains("Building:"))
        #expect(!result.stderr.contains("\r"))
    }

    @Test("an output folder that is a dangling symbolic link exits 3 naming where the link points")
    func danglingOutputLink() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pay rent due:2026-11-23\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("site").path, withDestinationPath: "/nonexistent/planner")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "site"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr == "horizon: site: cannot be written: it is a symbolic link to /nonexistent/planner, which does not exist\n")
    }

    @Test("writes into Output/ by default")
    func defaultOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pay rent due:2026-11-23\n")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21"], in: folder.url)
        #expect(result.status == 0)
        #expect(folder.exists("Output/index.html"))
    }

    @Test("<script> in a task shows as text in both formats")
    func escapesTaskText() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "<script>alert(1)</script> due:2026-11-21\n")
        _ = try HorizonProcess.run(["build", "--today", "2026-11-21"], in: folder.url)
        let html = try folder.read("Output/index.html")
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let markdown = try folder.read("Output/index.md")
        #expect(markdown.contains(#"\<script\>alert(1)\</script\>"#))
    }

    @Test("same input and --today give byte-identical output")
    func deterministic() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "(A) Pay rent due:2026-11-23 +home @bank\nWeek plan:2026-W48\nx 2026-11-20 Done\n")
        _ = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "a"], in: folder.url)
        _ = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "b"], in: folder.url)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.url.appendingPathComponent("a").path).sorted()
        #expect(files.count > 20)
        for file in files where !file.hasSuffix("/") {
            let a = FileManager.default.contents(atPath: folder.url.appendingPathComponent("a/" + file).path)
            let b = FileManager.default.contents(atPath: folder.url.appendingPathComponent("b/" + file).path)
            #expect(a == b, "\(file)")
        }
    }

    @Test("diagnostics go to stderr; the build still succeeds, and --strict makes it exit 1")
    func strict() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pay rent due:2026-13-01\n")
        let lenient = try HorizonProcess.run(["build", "--today", "2026-11-21"], in: folder.url)
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("todo.txt:1:14: due date 2026-13-01 is not a valid date"))
        let strict = try HorizonProcess.run(["build", "--today", "2026-11-21", "--strict"], in: folder.url)
        #expect(strict.status == 1)
        #expect(folder.exists("Output/index.html"))
    }

    @Test("build never writes its inputs")
    func inputsUntouched() throws {
        let folder = try TemporaryFolder()
        let text = "Pay rent due:2026-11-23 rec:+1m\r\nx 2026-11-20 Done\r\n"
        try folder.write("todo.txt", text)
        try folder.write("done.txt", "x 2026-11-01 Older\n")
        _ = try HorizonProcess.run(["build", "--today", "2026-11-21"], in: folder.url)
        #expect(try folder.read("todo.txt") == text)
        #expect(try folder.read("done.txt") == "x 2026-11-01 Older\n")
    }

    /// `--todo site/index.md --output site` replaced the task list with the index
    /// page, `--holidays site/plan.json` the holidays with plan.json.
    @Test("an input inside the output folder, by any name, is refused before anything is written (exit 2)", arguments: [
        (["--todo", "site/index.md"], "the todo file site/index.md"),
        (["--todo", "todo.txt", "--holidays", "site/plan.json"], "the holidays file site/plan.json"),
        (["--todo", "link/index.md"], "the todo file link/index.md"),
        (["--todo", "todo.txt", "--done", "./site/../site/done.txt"], "the done file ./site/../site/done.txt"),
        (["--todo", "todo.txt", "--todo", "site/work.txt"], "the todo file site/work.txt"),
        (["--todo", "todo.txt", "--templates", "site/theme"], "the templates folder site/theme"),
        (["--todo", "todo.txt", "--templates", "theme"], "the template theme/layout.html"),
        (["--todo", "todo.txt", "--config", "site/horizon.toml"], "the configuration file site/horizon.toml"),
        (["--todo", "todo.txt", "--holidays", "dangling.ics"], "the holidays file dangling.ics"),
    ])
    func inputInsideOutput(arguments: [String], input: String) throws {
        let folder = try TemporaryFolder()
        let task = "Pay rent due:2026-11-23\n"
        for name in ["todo.txt", "site/index.md", "site/plan.json", "site/done.txt", "site/work.txt", "site/theme/style.css"] {
            try folder.write(name, task)
        }
        try folder.write("site/horizon.toml", "title = \"Mine\"\n")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("theme"), withIntermediateDirectories: true)
        let link = { (name: String, target: String) in
            try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(name).path, withDestinationPath: target)
        }
        try link("link", "site")
        try link("theme/layout.html", "../site/layout.html")
        try link("dangling.ics", "site/holidays.ics")
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.url.appendingPathComponent("site").path).sorted()
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "site"] + arguments, in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == "horizon: \(input) is inside the output folder site, where the build could write over it; keep the build's inputs outside its output folder\n")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.url.appendingPathComponent("site").path).sorted() == before)
        #expect(try folder.read("site/index.md") == task && folder.read("site/plan.json") == task)
    }

    @Test("an output folder given through a link or with .. still finds the input inside it; a sibling folder is not inside")
    func outputByAnotherName() throws {
        let folder = try TemporaryFolder()
        try folder.write("site/index.md", "Pay rent due:2026-11-23\n")
        try folder.write("site-lists/todo.txt", "Pay rent due:2026-11-23\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("public").path, withDestinationPath: "site")
        let linked = try HorizonProcess.run(["build", "--today", "2026-11-21", "--todo", "site/index.md", "--output", "public/"], in: folder.url)
        #expect(linked.status == 2)
        #expect(linked.stderr == "horizon: the todo file site/index.md is inside the output folder public/, where the build could write over it; keep the build's inputs outside its output folder\n")
        let sibling = try HorizonProcess.run(["build", "--today", "2026-11-21", "--todo", "site-lists/todo.txt", "--output", "site", "--quiet"], in: folder.url)
        #expect(sibling.status == 0, "\(sibling.stderr)")
        #expect(folder.exists("site/plan.json"))
    }

    @Test("usage errors exit 2", arguments: [
        ["build", "--today", "2026-02-30"],
        ["build", "--timezone", "Mars/Olympus_Mons"],
        ["build", "--format", "docx"],
        ["build", "--paper", "a3"],
        ["build", "--missed", "sometimes"],
        ["frobnicate"],
    ])
    func usageErrors(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        let result = try HorizonProcess.run(arguments, in: folder.url)
        #expect(result.status == 2)
        #expect(!result.stderr.isEmpty)
        #expect(!folder.exists("Output/index.html"))
    }

    @Test("an unknown $PAPERSIZE is passed over with one line naming it and the paper used (docs/commands.md#paper); not under --quiet, nor without PDFs")
    func unknownPapersize() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        let build = ["build", "--today", "2026-11-21", "--format", "pdf"]
        let result = try HorizonProcess.run(build, in: folder.url, environment: ["PAPERSIZE": "b5"])
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n")
        // A4 unless this machine's /etc/papersize names another size.
        let used = (try? String(contentsOfFile: "/etc/papersize", encoding: .utf8)) == nil ? "a4 (the default)" : ""
        #expect(lines.first?.hasPrefix("horizon: $PAPERSIZE is b5, not a paper Horizon prints on (a4, letter, a5, legal); printing on \(used)") == true,
                "\(result.stderr)")
        #expect(lines.count == 2 && lines[1].hasPrefix("Built "), "\(result.stderr)")
        let quiet = try HorizonProcess.run(build + ["--quiet"], in: folder.url, environment: ["PAPERSIZE": "b5"])
        #expect(quiet.status == 0 && quiet.stderr == "")
        let noPDF = try HorizonProcess.run(["build", "--today", "2026-11-21", "--format", "md"], in: folder.url, environment: ["PAPERSIZE": "b5"])
        #expect(noPDF.status == 0 && !noPDF.stderr.contains("PAPERSIZE"), "\(noPDF.stderr)")
        let known = try HorizonProcess.run(build, in: folder.url, environment: ["PAPERSIZE": "letter"])
        #expect(known.status == 0 && !known.stderr.contains("PAPERSIZE"), "\(known.stderr)")
    }

    @Test("--tablet takes eink, rm-pro, a6x or WIDTHxHEIGHT; anything else is a usage error naming it (docs/output.md#planner-pdf)")
    func tablet() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task due:2026-11-23\n")
        let bad = try HorizonProcess.run(["build", "--today", "2026-11-21", "--tablet", "kindle"], in: folder.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'kindle'") && bad.stderr.contains("--tablet"), "\(bad.stderr)")
        #expect(!folder.exists("Output/planner.pdf"))
        let custom = try HorizonProcess.run(["build", "--today", "2026-11-21", "--tablet", "400x560", "--left-handed", "--format", "pdf", "--quiet"],
                                            in: folder.url)
        #expect(custom.status == 0, "\(custom.stderr)")
        #expect(folder.exists("Output/planner.pdf"))
    }

    @Test("an unknown TZ is an error, not a silent UTC")
    func unknownTZ() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        let result = try HorizonProcess.run(["build"], in: folder.url, environment: ["TZ": "Nowhere/Atlantis"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Nowhere/Atlantis"))
    }

    @Test("a missing todo.txt exits 3 with a message")
    func missingInput() throws {
        let folder = try TemporaryFolder()
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("todo.txt: no such file"))
    }

    @Test("an --output that is an existing file is refused with exit 3 and left intact")
    func outputIsFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        try folder.write("notes.txt", "precious\n")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "notes.txt"], in: folder.url)
        #expect(result.status == 3)
        #expect(try folder.read("notes.txt") == "precious\n")
    }

    @Test("a rebuild with unchanged input rewrites no file, and pages that no longer belong are removed")
    func rebuild() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task due:2026-11-23\n")
        _ = try HorizonProcess.run(["build", "--today", "2026-11-21"], in: folder.url)
        let index = folder.url.appendingPathComponent("Output/index.html").path
        let before = try FileManager.default.attributesOfItem(atPath: index)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        _ = try HorizonProcess.run(["build", "--today", "2026-11-21"], in: folder.url)
        let after = try FileManager.default.attributesOfItem(atPath: index)[.modificationDate] as? Date
        #expect(before == after)
        _ = try HorizonProcess.run(["build", "--today", "2026-11-22"], in: folder.url)
        #expect(!folder.exists("Output/day/2026-11-21.html"))
        #expect(folder.exists("Output/day/2026-11-28.html"))
    }

    @Test("files the user put in the output folder survive rebuilds, in any subfolder")
    func userFilesSurvive() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pay rent due:2026-11-23\n")
        #expect(try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "site"], in: folder.url).status == 0)
        try folder.write("site/assets/logo.png", "PNG")
        try folder.write("site/day/notes.txt", "notes")
        try folder.write("site/week/README", "readme")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-22", "--output", "site"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("site/assets/logo.png") == "PNG")
        #expect(try folder.read("site/day/notes.txt") == "notes")
        #expect(try folder.read("site/week/README") == "readme")
        #expect(!folder.exists("site/day/2026-11-21.html"), "a page of the previous build that no longer belongs")
        #expect(try folder.read("site/.horizon-manifest").hasPrefix("# horizon manifest 1\nassets/style.css\n"))
    }

    @Test("--format json on an existing site keeps the other formats; --clean removes them, never the user's files")
    func partialFormats() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pay rent due:2026-11-23\n")
        #expect(try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "site"], in: folder.url).status == 0)
        try folder.write("site/assets/logo.png", "PNG")
        let json = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "site", "--format", "json"], in: folder.url)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(folder.exists("site/index.html") && folder.exists("site/index.md") && folder.exists("site/assets/style.css"))
        let clean = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", "site", "--format", "json", "--clean"], in: folder.url)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(!folder.exists("site/index.html") && !folder.exists("site/index.md") && !folder.exists("site/assets/style.css"))
        #expect(folder.exists("site/plan.json"))
        #expect(try folder.read("site/assets/logo.png") == "PNG")
        // plan.json and the pages' 28 JSON twins (26, and the reviews of the week and the month before).
        let manifest = try folder.read("site/.horizon-manifest").split(separator: "\n")
        #expect(manifest.first == "# horizon manifest 1" && manifest.count == 30)
        #expect(manifest.dropFirst().allSatisfy { $0.hasSuffix(".json") })
        #expect(manifest.contains("plan.json") && manifest.contains("index.json") && manifest.contains("week/2026-W47.json"))
    }
}
