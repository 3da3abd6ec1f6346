import HorizonCore
import HorizonRender
import Testing

/// The HTML of one list item per feature (docs/output.md#how-an-item-reads), through the real path: todo.txt line → parser →
/// planner → page → cmark → layout. Each test is one exact `<li>` of the day page.
@Suite("Item HTML")
struct ItemHTMLTests {
    /// The one `<li>` of the 2026-11-23 day page for a task due that day.
    func item(_ line: String) throws -> String {
        let list = TodoDocument(name: "todo.txt", bytes: Array(line.utf8)).readTasks()
        let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 23)!).plan(list)
        let site = try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.html]).render(plan)
        let page = String(decoding: site.files["day/2026-11-23.html"] ?? [], as: UTF8.self)
        let items = page.split(separator: "\n").filter { $0.hasPrefix("<li>") }
        try #require(items.count == 1, "\(items)")
        return String(items[0])
    }

    /// The markup every open item ends with: why it is listed, then its source, in one `<small>` (the
    /// stylesheet draws the paper checkbox in front of an item that has one); an overdue one warns.
    static func meta(_ why: String, overdue: Bool = false) -> String {
        (overdue ? #"<small class="overdue">"# : "<small>") + why + " · todo.txt:1</small></li>"
    }

    static let start = "<li>"

    @Test("plain text, then why and source in small type")
    func plain() throws {
        #expect(try item("Call the bank due:2026-11-23") == Self.start + "Call the bank " + Self.meta("due"))
    }

    @Test("priority, strong and styled by letter")
    func priority() throws {
        #expect(try item("(B) Call the bank due:2026-11-23")
            == Self.start + #"<strong class="priority-B">(B)</strong> Call the bank "# + Self.meta("due"))
    }

    @Test("time of day first")
    func time() throws {
        #expect(try item("Stand-up at:09:30 due:2026-11-23")
            == Self.start + #"<time>09:30</time> Stand-up "# + Self.meta("due"))
    }

    @Test("+project styled")
    func project() throws {
        #expect(try item("Paint the fence +house due:2026-11-23")
            == Self.start + #"Paint the fence <b>+house</b> "# + Self.meta("due"))
    }

    @Test("@context styled")
    func context() throws {
        #expect(try item("Buy milk @shop due:2026-11-23")
            == Self.start + #"Buy milk <i>@shop</i> "# + Self.meta("due"))
    }

    @Test("an unknown tag kept, muted")
    func unknownTag() throws {
        #expect(try item("Read paper est:2h due:2026-11-23")
            == Self.start + #"Read paper <span class="tag">est:2h</span> "# + Self.meta("due"))
    }

    @Test("a URL is a link to the whole URL, labelled with its host and the start of its path")
    func link() throws {
        #expect(try item("See https://www.example.org/a/very/long/path?q=1 due:2026-11-23")
            == Self.start + #"See <a href="https://www.example.org/a/very/long/path?q=1">example.org/a/very/long/pa…</a> "# + Self.meta("due"))
    }

    @Test("markup in task text is text: escaped, never interpreted")
    func escaped() throws {
        #expect(try item("Fish & <chips> *now* due:2026-11-23")
            == Self.start + "Fish &amp; &lt;chips&gt; *now* " + Self.meta("due"))
    }

    @Test("a recurring task's rule in words in the why line")
    func rule() throws {
        #expect(try item("Water plants rec:+2d due:2026-11-23") == Self.start + "Water plants " + Self.meta("due · every 2 days"))
    }

    @Test("an overdue task says by how much and when it was due")
    func overdue() throws {
        #expect(try item("Call the bank due:2026-11-20")
            == Self.start + "Call the bank " + Self.meta("overdue 3 days · was due Fri 20 Nov", overdue: true))
    }

    /// The lines of a page that are list items.
    func items(_ lines: [String], page: String) throws -> [String] {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 23)!).plan(list)
        let site = try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.html, .md]).render(plan)
        return String(decoding: site.files[page] ?? [], as: UTF8.self).split(separator: "\n").map(String.init).filter { $0.hasPrefix("<li>") || $0.hasPrefix("  - ") }
    }

    @Test("a completed task: ticked (small.done), its words, then the day it was done and its source; its day in the grid ticks it too")
    func completed() throws {
        #expect(try items(["x 2026-11-23 Clean the gutters +home"], page: "week/2026-W48.html") == [
            #"<li><span class="tick"><span class="vh">done: </span></span>Clean the gutters <b>+home</b></li>"#,
            #"<li>Clean the gutters <b>+home</b> <small class="done">Mon 23 Nov · todo.txt:1</small></li>"#,
        ])
        #expect(try items(["x 2026-11-23 Clean the gutters +home"], page: "week/2026-W48.md")
            == ["  - [x] Clean the gutters +home", "  - [x] Clean the gutters +home *Mon 23 Nov* `todo.txt:1`"])
    }

    @Test("a calendar cell holds one-line entries: no checkbox, no why, no source")
    func calendarCell() throws {
        #expect(try items(["(B) Stand-up at:09:30 +work @office due:2026-12-03"], page: "month/2026-12.html")
            == [#"<li><strong class="priority-B">(B)</strong> <time>09:30</time> Stand-up <b>+work</b> <i>@office</i></li>"#])
    }
}
