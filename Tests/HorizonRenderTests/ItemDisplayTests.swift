import Foundation
import HorizonCore
import HorizonRender
import Testing

/// How an item reads on a page (docs/output.md#how-an-item-reads), through the real render path: one exact line per feature.
@Suite("Item display")
struct ItemDisplayTests {
    func site(_ lines: [String], today: String) throws -> Site {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate(today)!).plan(list)
        return try SiteRenderer(templates: TemplateSet.builtIn()).render(plan)
    }

    /// The list lines of a page.
    func entries(_ site: Site, _ path: String) -> [String] {
        String(decoding: site.files[path] ?? [], as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("  - ") }.map(String.init)
    }

    @Test("time and priority lead; interpreted tags are gone; the why line and the source follow")
    func timePriorityWhySource() throws {
        let site = try site(["(A) Team stand-up notes +work @office rec:+mon,wed,fri due:2026-11-23 at:09:00"], today: "2026-11-23")
        #expect(entries(site, "day/2026-11-23.md") == ["  - [ ] **(A)** 09:00 Team stand-up notes +work @office *due · every Mon, Wed, Fri* `todo.txt:1`"])
        #expect(entries(site, "day/2026-11-25.md") == ["  - [ ] **(A)** 09:00 Team stand-up notes +work @office *every Mon, Wed, Fri* `todo.txt:1`"])
    }

    @Test("a projected occurrence of an after-completion rule says so, without the task's old due date")
    func projected() throws {
        let site = try site(["Stretch for ten minutes +health rec:1d due:2026-11-23 at:07:15"], today: "2026-11-23")
        #expect(entries(site, "day/2026-11-24.md") == ["  - [ ] 07:15 Stretch for ten minutes +health *projected · daily, after completion* `todo.txt:1`"])
    }

    @Test("a date in another year than today's carries its year")
    func yearOnFarDates() throws {
        let site = try site(["Send the tax form due:2025-12-20"], today: "2026-01-05")
        #expect(entries(site, "day/2026-01-05.md") == ["  - [ ] Send the tax form *overdue 16 days · was due Sat 20 Dec 2025* `todo.txt:1`"])
    }

    @Test("a threshold reached today reads “starts today”, with the deadline")
    func startsToday() throws {
        let site = try site(["Pay rent +home t:2026-11-25 due:2026-11-30"], today: "2026-11-25")
        #expect(entries(site, "day/2026-11-25.md") == ["  - [ ] Pay rent +home *starts today · due Mon 30 Nov* `todo.txt:1`"])
    }

    @Test("carried plans say what they were planned for: a day, a week, a month (with its year when not this year's)")
    func carried() throws {
        let site = try site(["Day plan:2026-11-16", "Week plan:2026-W46 due:2026-12-04", "Month plan:2026-10", "Old plan:2025-10"], today: "2026-11-23")
        // Today's day page lists them in its backlog: the longest carried first (docs/output.md#the-backlog).
        #expect(entries(site, "day/2026-11-23.md") == [
            "  - [ ] Old *planned for October 2025* `todo.txt:4`",
            "  - [ ] Month *planned for October* `todo.txt:3`",
            "  - [ ] Week *planned for 2026-W46 · due Fri 4 Dec* `todo.txt:2`",
            "  - [ ] Day *planned Mon 16 Nov* `todo.txt:1`",
        ])
    }

    @Test("a future threshold is listed from its period on, marked where it starts")
    func futureThreshold() throws {
        let site = try site(["Renew car insurance due:2027-03-15 t:2027-02-15"], today: "2026-11-23")
        #expect(entries(site, "month/2027-02.md") == ["  - [ ] Renew car insurance *starts · due Mon 15 Mar 2027* `todo.txt:1`"])
        #expect(entries(site, "month/2027-03.md") == ["  - [ ] Renew car insurance *due* `todo.txt:1`"])
    }

    @Test("a link shows host and path; the whole URL stays the target")
    func shortLinks() throws {
        let site = try site(["Read https://www.example.org/guides/planning/weekly-review.html due:2026-11-23"], today: "2026-11-23")
        #expect(entries(site, "day/2026-11-23.md")
                == ["  - [ ] Read [example.org/guides/plannin…](https://www.example.org/guides/planning/weekly-review.html) *due* `todo.txt:1`"])
    }

    @Test("projects, contexts and unknown tags are styled in HTML; the why line and source are small type")
    func htmlStyling() throws {
        let site = try site(["Check smoke alarm +home @house due:2026-11-23 color:red"], today: "2026-11-23")
        let html = String(decoding: site.files["day/2026-11-23.html"] ?? [], as: UTF8.self)
        #expect(html.contains(#"<li>Check smoke alarm <b>+home</b> <i>@house</i> <span class="tag">color:red</span> <small>due · todo.txt:1</small></li>"#))
    }

    @Test("horizon agenda reads like the pages")
    func agenda() throws {
        let list = TodoDocument(name: "todo.txt", bytes: Array("(B) Call the plumber +home @phone due:2026-11-23 at:09:30".utf8)).readTasks()
        let agenda = SiteRenderer.agenda(Planner(today: CivilDate(year: 2026, month: 11, day: 23)!).plan(list))
        #expect(agenda.hasPrefix("## Mon 23 Nov 2026\n\n  - [ ] **(B)** 09:30 Call the plumber +home @phone *due* `todo.txt:1`\n"))
    }

    @Test("plan.json's tasks carry the title as shown")
    func jsonTitle() throws {
        let site = try site(["(A) Submit VAT +finance https://tax.example.org/vat due:2026-11-23 at:09:00"], today: "2026-11-23")
        let json = try PlanJSONDocument(site.files["plan.json"])
        let item = try #require(((json.object["days"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])?.first)
        let task = try json.task(of: item)
        #expect(task["title"] as? String == "Submit VAT +finance tax.example.org/vat")
        #expect(task["text"] as? String == "Submit VAT +finance https://tax.example.org/vat due:2026-11-23 at:09:00")
    }
}
