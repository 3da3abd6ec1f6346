import Foundation
import HorizonCore
import HorizonRender
import Testing

@Suite("Site rendering")
struct SiteRendererTests {
    func site(_ lines: String..., today: String = "2026-11-21", formats: Set<OutputFormat> = OutputFormat.all) throws -> Site {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate(today)!).plan(list)
        return try SiteRenderer(templates: TemplateSet.builtIn(), formats: formats).render(plan)
    }

    func text(_ site: Site, _ path: String) -> String {
        String(decoding: site.files[path] ?? [], as: UTF8.self)
    }

    @Test("a layout that names the content twice holds the page's body twice, and one without it none; the Markdown is the same")
    func layoutsNamingTheContentTwiceOrNot() throws {
        let list = TodoDocument(name: "todo.txt", bytes: Array("Task due:2026-11-21\nx 2026-11-20 Done +p".utf8)).readTasks()
        let plan = Planner(today: CivilDate("2026-11-21")!).plan(list)
        func site(_ layout: String) throws -> Site {
            try SiteRenderer(templates: TemplateSet(layout: layout, stylesheet: ""), formats: [.md, .html]).render(plan)
        }
        let once = try site("<main>{{{content}}}</main>")
        let twice = try site("<main>{{{content}}}</main><aside>{{{content}}}</aside>")
        let never = try site("<p>{{title}}</p>")
        for page in ["index", "days", "week/2026-W47", "month/2026-11", "year/2026"] {
            let body = text(once, page + ".html").dropFirst("<main>".count).dropLast("</main>".count)
            #expect(!body.isEmpty)
            #expect(text(twice, page + ".html") == "<main>\(body)</main><aside>\(body)</aside>", "\(page).html")
            #expect(!text(never, page + ".html").contains("<h1>"), "\(page).html")
            #expect(twice.files[page + ".md"] == once.files[page + ".md"], "\(page).md")
            #expect(never.files[page + ".md"] == once.files[page + ".md"], "\(page).md")
        }
    }

    @Test("every page of docs/output.md#the-output-folder exists as HTML, Markdown and its JSON twin")
    func layout() throws {
        let site = try site("Task due:2026-11-21")
        let expected = ["index", "days", "weeks", "months", "unplanned"]
            + (21...27).map { "day/2026-11-\($0)" }
            + ["week/2026-W47", "week/2026-W48", "week/2026-W49", "week/2026-W50", "week/2026-W51", "week/2026-W52"]
            + ["month/2026-11", "month/2026-12", "month/2027-01", "month/2027-02", "month/2027-03", "month/2027-04"]
            + ["year/2026", "year/2027"]
            // Kept for looking back: the week and the month before.
            + ["week/2026-W46", "month/2026-10"]
        for page in expected {
            #expect(site.files[page + ".md"] != nil, "\(page).md")
            #expect(site.files[page + ".html"] != nil, "\(page).html")
            #expect(site.files[page + ".json"] != nil, "\(page).json")
        }
        #expect(site.files["plan.ics"] != nil)
        #expect(site.files["tasks.ics"] != nil)
        // Each week and month page's printed sheet, and the four stable names cron prints (docs/output.md#paper-pdf).
        let sheets = expected.filter { $0.hasPrefix("week/") || $0.hasPrefix("month/") }
        for sheet in sheets { #expect(site.files[sheet + ".pdf"] != nil, "\(sheet).pdf") }
        for name in ["this-week", "next-week", "this-month", "next-month"] { #expect(site.files["print/\(name).pdf"] != nil, "\(name)") }
        // And the tablet planner (docs/output.md#planner-pdf).
        #expect(site.files["planner.pdf"] != nil)
        #expect(site.files.count == expected.count * 3 + 4 + sheets.count + 4 + 1)
    }

    @Test("--format limits what is written")
    func formats() throws {
        let site = try site("Task", formats: [.json])
        #expect(site.files.count == 29 && site.files.keys.allSatisfy { $0.hasSuffix(".json") } && site.files["plan.json"] != nil)
    }

    @Test("hostile task text is inert in HTML and Markdown")
    func hostileText() throws {
        let site = try site(#"<img src=x onerror=alert(1)> "><b>x</b> [click](javascript:alert(1)) due:2026-11-21"#)
        let html = text(site, "day/2026-11-21.html")
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>x"))
        #expect(!html.contains("href=\"javascript"))
        let markdown = text(site, "day/2026-11-21.md")
        #expect(markdown.contains(#"\<img"#))
        #expect(!markdown.contains("[click](javascript"))
    }

    @Test("projects, contexts and URLs are styled and linked in HTML; plain words stay text")
    func styling() throws {
        let html = text(try site("Pay +home @bank https://bank.example/pay due:2026-11-21"), "day/2026-11-21.html")
        #expect(html.contains(#"<b>+home</b>"#))
        #expect(html.contains(#"<i>@bank</i>"#))
        // The whole URL is the link; it reads as host and path (docs/output.md#how-an-item-reads).
        #expect(html.contains(#"<a href="https://bank.example/pay">bank.example/pay</a>"#))
    }

    @Test("links between pages are relative and use the page's own format")
    func relativeLinks() throws {
        let site = try site("Task due:2026-11-21")
        #expect(text(site, "index.md").contains("(day/2026-11-21.md)"))
        #expect(text(site, "index.html").contains(#"href="day/2026-11-21.html""#))
        #expect(text(site, "day/2026-11-22.html").contains(#"href="../day/2026-11-21.html""#))
        #expect(text(site, "day/2026-11-22.html").contains(#"href="../assets/style.css""#))
        for (path, bytes) in site.files where path.hasSuffix(".html") {
            let page = String(decoding: bytes, as: UTF8.self)
            #expect(!page.contains("href=\"/"), "\(path) has an absolute link")
        }
    }

    @Test("plan.json has the shape of docs/output.md#planjson")
    func planJSON() throws {
        let site = try site(
            "(A) Pay rent due:2026-11-23 at:09:35 rec:+1m",
            "Week plan:2026-W48",
            "Bad due:2026-13-01"
        )
        let document = try PlanJSONDocument(site.files["plan.json"])
        let object = document.object
        #expect(object["version"] as? Int == 3)
        #expect(object["today"] as? String == "2026-11-21")
        #expect(object["title"] as? String == "Horizon")
        #expect(object["horizon"] as? [String: String] == ["start": "2026-11-21", "end": "2027-04-30"])
        let days = try #require(object["days"] as? [[String: Any]])
        #expect(days.count == 7)
        let weeks = try #require(object["weeks"] as? [[String: Any]])
        #expect(weeks.count == 6)
        #expect(weeks[0]["week"] as? String == "2026-W47")
        #expect(weeks[0]["start"] as? String == "2026-11-16")
        #expect(weeks[0]["end"] as? String == "2026-11-22")
        #expect((object["months"] as? [[String: Any]])?.count == 6)
        #expect((object["years"] as? [[String: Any]])?.map { $0["year"] as? String } == ["2026", "2027"])
        let monday = try #require((days[2]["items"] as? [[String: Any]])?.first)
        #expect(monday.keys.sorted() == ["date", "task", "why"])
        #expect(monday["why"] as? String == "due")
        #expect(monday["date"] as? String == "2026-11-23")
        let task = try document.task(of: monday)
        #expect(task["text"] as? String == "Pay rent due:2026-11-23 at:09:35 rec:+1m")
        #expect(task["source"] as? String == "todo.txt:1")
        #expect(task["priority"] as? String == "A")
        #expect(task["due"] as? String == "2026-11-23")
        #expect(task["at"] as? String == "09:35")
        #expect(task["rec"] as? String == "+1m")
        let weekItem = try #require((weeks[1]["items"] as? [[String: Any]])?.first)
        #expect(weekItem["period"] as? String == "2026-W48")
        #expect(weekItem["why"] as? String == "planned")
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["source"] as? String == "todo.txt:3:9")
    }

    @Test("the index shows the three most urgent of 80 overdue items and links to the day page for the rest; the day page has them all")
    func indexIsAnOverview() throws {
        let lines = (1...80).map { "late \($0) due:2026-11-\(String(format: "%02d", 1 + $0 % 20))" }
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 21)!).plan(list)
        let site = try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.md]).render(plan)
        let index = text(site, "index.md")
        #expect(index.components(separatedBy: "\n  - [ ]").count - 1 == 3)
        #expect(index.contains("\n[+77 more](day/2026-11-21.md)\n"))
        #expect(text(site, "day/2026-11-21.md").components(separatedBy: "\n  - [ ]").count - 1 == 80)
    }

    @Test("rendering is deterministic although pages, feeds and entries are rendered in parallel")
    func parallelDeterminism() throws {
        let lines = (1...17_000).map { index in
            "(\(["A", "B", "C"][index % 3])) task \(index) +p\(index % 7) @c\(index % 5) due:2026-\(11 + index % 2)-\(String(format: "%02d", 1 + index % 28))"
                + (index % 11 == 0 ? " rec:+1w" : "") + (index % 13 == 0 ? " at:0\(index % 10):30" : "")
        }
        func build() throws -> Site {
            let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
            let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 21)!).plan(list)
            return try SiteRenderer(templates: TemplateSet.builtIn()).render(plan)
        }
        let first = try build()
        let second = try build()
        #expect(first.files.count > 40)
        #expect(first == second)
    }

    @Test("lists and feeds rendered in chunks come out whole: every item once, in order")
    func chunkedRendering() throws {
        // More items than one chunk of the entry cache (512), of plan.json (4096) and of plan.ics (2048).
        let count = 9_000
        let lines = (1...count).map { "task \($0) due:2026-12-\(String(format: "%02d", 1 + $0 % 28))" }
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 21)!).plan(list)
        let site = try SiteRenderer(templates: TemplateSet.builtIn()).render(plan)

        let year = try #require(plan.years.first { $0.period == .year(2026) })
        let expected = year.items.map { "  - [ ] " + DisplayText.title(of: plan.tasks[$0]) + " *due* `\(plan.tasks[$0].source)`" }
        let page = text(site, "year/2026.md").split(separator: "\n").filter { $0.hasPrefix("  - [ ] ") }.map(String.init)
        #expect(page.count == count)
        #expect(page == expected)

        let json = try PlanJSONDocument(site.files["plan.json"])
        let years = try #require(json.object["years"] as? [[String: Any]])
        let items = try #require(years.first?["items"] as? [[String: Any]])
        #expect(items.compactMap { json.text(of: $0) } == year.items.map { String(plan.tasks[$0].description) })
        #expect(json.tasks.count == count)

        let ics = text(site, "plan.ics")
        #expect(ics.hasPrefix("BEGIN:VCALENDAR\r\n"))
        #expect(ics.hasSuffix("\r\nEND:VCALENDAR\r\n"))
        #expect(ics.components(separatedBy: "BEGIN:VCALENDAR").count == 2)
        let uids = ics.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
        #expect(uids.count == count)
        #expect(Set(uids).count == count)
        let todoUIDs = text(site, "tasks.ics").components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
        #expect(todoUIDs.count == count)
        #expect(Set(todoUIDs).count == count)
    }
}
