import Foundation
import HorizonCore
import HorizonRender
import Testing

/// docs/output.md#the-6-week-view, docs/output.md#the-6-month-view, docs/output.md#year-pages: the long
/// views at a glance — the 6-week view one grid with a compact Routines line per week, the 6-month view
/// from the current week, year pages with week numbers and days marked by load. Their Markdown keeps
/// every item.
@Suite("Long views at a glance")
struct LongViewTests {
    func site(_ lines: [String], today: String = "2026-11-23") throws -> Site {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: try #require(CivilDate(today))).plan(list)
        return try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.html, .md, .json]).render(plan)
    }

    func text(_ site: Site, _ path: String) -> String {
        String(decoding: site.files[path] ?? [], as: UTF8.self)
    }

    @Test("the 6-week view is one grid; a week's routines are one line under its days, a box for each scheduled day")
    func weeksViewRoutinesLine() throws {
        let html = text(try site(["Gym due:2026-11-23 rec:mon,wed", "Call Ann due:2026-11-24"]), "weeks.html")
        #expect(html.components(separatedBy: "<div class=\"weeks-grid\">").count == 2)
        #expect(html.contains("""
            <div class="wk-routines">
            <p><span class="rt-label">Routines</span><span class="rt-item"><span class="rt-name">Gym</span><span class="rt-days">\
            <span class="rt-day open"><span class="vh">Mon: to do</span></span><span class="rt-day none"></span>\
            <span class="rt-day open"><span class="vh">Wed: to do</span></span><span class="rt-day none"></span>\
            <span class="rt-day none"></span><span class="rt-day none"></span><span class="rt-day none"></span></span></span></p>
            </div>
            """))
        // The twin says the week in words, under the week's plans.
        #expect(text(try site(["Gym due:2026-11-23 rec:mon,wed"]), "weeks.md").contains("### Routines\n\n  - Gym *to do Mon, Wed*\n"))
    }

    @Test("the 6-month view folds the month's weeks before today's into one line; its Markdown lists their items")
    func monthsViewFold() throws {
        let site = try site(["Pay rent due:2026-11-05", "Renew card due:2026-11-10 t:2026-11-01", "Dentist due:2026-11-24"])
        let html = text(site, "months.html")
        #expect(html.contains("""
            <div class="cal-fold">
            <p><span class="cal-fold-weeks">Weeks 44–47</span> · 1–22 Nov 2026: 2 items — <a href="month/2026-11.html">on the month page</a></p>
            </div>
            """))
        #expect(!html.contains("<span class=\"vh\">Week 2026-W</span>45"))
        #expect(html.contains("<span class=\"vh\">Week 2026-W</span>48"))
        let markdown = text(site, "months.md")
        #expect(markdown.contains("Pay rent") && markdown.contains("Renew card"))
    }

    @Test("a year page marks each day by its load in three steps, routines left out, beside ISO week numbers")
    func yearLoadSteps() throws {
        let site = try site(["Stretch due:2026-11-23 rec:1d"] + ["One due:2026-12-01"]
            + (1...2).map { "Two \($0) due:2026-12-02" } + (1...4).map { "Four \($0) due:2026-12-03" })
        let html = text(site, "year/2026.html")
        #expect(html.contains("<span class=\"has l1\"><a href=\"../week/2026-W49.html#day-2026-12-01\">1<"))
        #expect(html.contains("<span class=\"has l2\"><a href=\"../week/2026-W49.html#day-2026-12-02\">2<"))
        #expect(html.contains("<span class=\"has l3\"><a href=\"../week/2026-W49.html#day-2026-12-03\">3<"))
        // The daily routine marks no day: today has nothing else on it.
        #expect(html.contains("<span class=\"d today\">23</span>"))
        #expect(html.contains("<span class=\"wn\"><a href=\"../week/2026-W48.html\"><span class=\"vh\">Week </span>48</a></span>"))
    }
}
