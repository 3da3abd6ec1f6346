import HorizonCore
import HorizonRender
import Testing

/// Which format owns a file of the output folder, by its path: a build of some formats replaces only
/// its own formats' files of an earlier build and keeps the others' (`--format`).
@Suite("Output format of a path")
struct OutputFormatPathTests {
    @Test("a site's files belong to the format that writes them", arguments: [
        ("plan.json", OutputFormat.json), ("week/2026-W48.json", .json), ("index.json", .json),
        ("index.md", .md), ("day/2026-11-21.md", .md),
        ("index.html", .html), ("month/2026-11.html", .html),
        ("plan.ics", .ics), ("tasks.ics", .ics),
        ("week/2026-W48.pdf", .pdf), ("month/2026-11.pdf", .pdf), ("print/next-week.pdf", .pdf),
        ("style.css", .html), ("assets/style.css", .html), ("assets/logo.png", .html), ("assets/data.json", .html),
    ])
    func owned(path: String, format: OutputFormat) {
        #expect(OutputFormat(path: path) == format)
    }

    @Test("any other file belongs to no format", arguments: [
        "CNAME", "notes.txt", "logo.png", "week/2026-W48.txt", ".horizon-manifest", "plan.json.bak",
        "archive.d/README", "json", "week/json", "index.", "PLAN.JSON",
    ])
    func unowned(path: String) {
        #expect(OutputFormat(path: path) == nil)
    }

    @Test("every file a build of one format writes is owned by that format", arguments: OutputFormat.allCases)
    func renderedFilesAreOwned(format: OutputFormat) throws {
        let list = TodoDocument(name: "todo.txt", bytes: Array("Task due:2026-11-21 rec:+1w\n".utf8)).readTasks()
        let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 21)!).plan(list)
        let site = try SiteRenderer(templates: TemplateSet.builtIn(), formats: [format]).render(plan)
        #expect(!site.files.isEmpty)
        for path in site.files.keys.sorted() {
            #expect(OutputFormat(path: path) == format, "\(path)")
        }
    }
}
