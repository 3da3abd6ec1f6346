import Foundation
import HorizonCore
import HorizonRender
import Testing

/// Print never cuts a task silently (docs/output.md#printing): a box prints the items that fit whole and "+N more"
/// for the rest, decided by the renderer; the screen and the Markdown page keep everything.
@Suite("Print fit")
struct PrintFitTests {
    func site(_ lines: [String]) throws -> Site {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 23)!).plan(list)
        return try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.html, .md]).render(plan)
    }

    func text(_ site: Site, _ path: String) -> String {
        String(decoding: site.files[path] ?? [], as: UTF8.self)
    }

    @Test("a full day of a week page prints 46 one-line items and “+14 more” in its 47 lines, leading to the day page; the rest stays on screen")
    func weekBox() throws {
        let site = try site((1...60).map { "Task \($0) due:2026-11-24" })
        let html = text(site, "week/2026-W48.html")
        // 60 one-line items do not fit in 47 lines: 46 print, one line each, and "+14 more" fills the last.
        #expect(html.contains("<h2><a href=\"../day/2026-11-24.html\">Tue 24 Nov</a></h2>\n<div class=\"pl-1\">\n<ul>\n<li>Task 1 <small>"))
        #expect(html.contains("<li>Task 50 <small>due · todo.txt:50</small></li>\n</ul>\n</div>\n<div class=\"print-rest\">\n<ul>\n<li>Task 51 "))
        #expect(html.contains("<div class=\"more print-only\">\n<p><a href=\"../day/2026-11-24.html\">+14 more</a></p>\n</div>"))
        #expect(!html.contains("screen-only"))
        #expect(text(site, "week/2026-W48.md").components(separatedBy: "\n  - [ ] Task ").count - 1 == 60)
    }

    @Test("a box fills before it counts: long items print whole while the box has room, the longest cut to two lines only as far as it is short")
    func longItems() throws {
        let long = String(repeating: "word ", count: 20)
        let site = try site((1...12).map { "Task \($0) \(long)due:2026-11-24" })
        let html = text(site, "week/2026-W48.html")
        // Each item is about 110 characters: ten lines of 12, eight at most. Twelve need 96 of the box's
        // 47 lines; cutting nine to two lines (the last ones first) makes them fit: 3 × 8 + 9 × 2 = 42.
        #expect(html.contains("<h2><a href=\"../day/2026-11-24.html\">Tue 24 Nov</a></h2>\n<div class=\"pl-8\">\n<ul>\n<li>Task 1 word"))
        #expect(html.contains("</ul>\n</div>\n<div class=\"pl-2\">\n<ul>\n<li>Task 12 word"))
        #expect(!html.contains("more print-only"))
    }

    @Test("a box short of room gives each entry two lines at most and ends with “+N more” on its last line: thirty long items, 23 print")
    func shortOfRoom() throws {
        let long = String(repeating: "word ", count: 20)
        let site = try site((1...30).map { "Task \($0) \(long)due:2026-11-24" })
        let html = text(site, "week/2026-W48.html")
        // 23 × 2 lines and "+7 more": the 47 lines are all used.
        #expect(html.contains("<h2><a href=\"../day/2026-11-24.html\">Tue 24 Nov</a></h2>\n<div class=\"pl-2\">"))
        #expect(!html.contains("pl-8"))
        #expect(html.contains("<div class=\"more print-only\">\n<p><a href=\"../day/2026-11-24.html\">+7 more</a></p>\n</div>"))
    }

    @Test("a Routines strip takes its rows' height from the boxes: fewer lines per box, “+N more routines” past eight rows")
    func routinesStrip() throws {
        let routines = (1...9).map { "Routine \($0) due:2026-11-23 rec:1d" }
        let site = try site(routines + (1...40).map { "Task \($0) due:2026-11-24" })
        let html = text(site, "week/2026-W48.html")
        #expect(html.contains("<div class=\"week-layout rt-8\">"))
        // 134.9 mm boxes hold 35 lines: 34 items and "+6 more".
        #expect(html.contains("<div class=\"more print-only\">\n<p><a href=\"../day/2026-11-24.html\">+6 more</a></p>\n</div>"))
        #expect(html.components(separatedBy: "<div class=\"rt-row\">").count - 1 == 7)
        #expect(html.components(separatedBy: "<div class=\"rt-row print-rest\">").count - 1 == 2)
        #expect(html.contains("<div class=\"more print-only\">\n<p><a href=\"../weeks.html\">+2 more routines</a></p>\n</div>"))
        // The stylesheet gives rt-8 the same heights.
        let css = text(site, "assets/style.css")
        #expect(css.contains(".page-week .rt-8 { grid-template-rows: 134.9mm 41.1mm; }"))
        #expect(css.contains(".page-week .rt-8 > .week-plans, .page-week .rt-8 .day { height: 134.9mm; }"))
        #expect(css.contains(".page-week .rt-8 > .routines { height: 41.1mm; }"))
    }

    @Test("the printed backlog fills the lines the week's plans leave, more entries than the screen's five, and counts the rest on the box's last line")
    func backlogFills() throws {
        let site = try site((1...100).map { "Chore \($0) due:2026-11-20" })
        let html = text(site, "week/2026-W48.html")
        // The plans box's 47 lines: "Nothing planned." and the backlog's heading take three; each entry
        // ("overdue 3 d Chore 12": two lines of 12) two: 21 entries, one on the line left, "+78 more".
        #expect(html.contains("<div class=\"pl-2 print-only\">"))
        #expect(html.contains("<div class=\"more print-only\">\n<p><a href=\"../day/2026-11-23.html#backlog\">+78 more</a></p>\n</div>"))
        #expect(html.contains("<div class=\"more screen-only\">\n<p><a href=\"../day/2026-11-23.html#backlog\">+95 more</a></p>\n</div>"))
        // The Markdown twin shows the screen's five and the link.
        let markdown = text(site, "week/2026-W48.md")
        #expect(markdown.components(separatedBy: "  - [ ] Chore ").count - 1 == 5)
        #expect(markdown.contains("[+95 more](../day/2026-11-23.md)"))
    }

    @Test("the printed side column of a month shares its 54 lines; what it leaves out it counts, leading to the year page")
    func monthSide() throws {
        let site = try site((1...60).map { "Plan \($0) plan:2026-12" })
        let html = text(site, "month/2026-12.html")
        // 54 lines less two for the heading: 51 one-line plans and "+9 more".
        #expect(html.contains("<div class=\"more print-only\">\n<p><a href=\"../year/2026.html\">+9 more</a></p>\n</div>"))
        #expect(text(site, "month/2026-12.md").components(separatedBy: "\n  - [ ] Plan ").count - 1 == 60)
    }

    @Test("a month cell shows what fits, then “+N more” leading to the day's place; Markdown lists the day in full")
    func monthCell() throws {
        let site = try site((1...12).map { "Task \($0) due:2026-12-08" })
        let html = text(site, "month/2026-12.html")
        // December 2026 has five week rows: ten lines a cell, nine items and the line "+3 more". The
        // screen shows ten entries, two lines each at most, then leads to the week page.
        #expect(html.contains("<div class=\"more print-only\">\n<p><a href=\"../week/2026-W50.html#day-2026-12-08\">+3 more</a></p>\n</div>"))
        #expect(html.contains("<div class=\"more screen-only\">\n<p><a href=\"../week/2026-W50.html#day-2026-12-08\">+2 more</a></p>\n</div>"))
        #expect(text(site, "month/2026-12.md").components(separatedBy: "\n  - [ ] Task ").count - 1 == 12)
    }

    @Test("a long day counts what its cell does not show: nine printed and ten on screen of forty, six in the 6-month view; Markdown lists all forty")
    func longDay() throws {
        let site = try site((1...40).map { "Task \($0) due:2026-12-08" })
        let html = text(site, "month/2026-12.html")
        #expect(html.contains("<div class=\"more print-only\">\n<p><a href=\"../week/2026-W50.html#day-2026-12-08\">+31 more</a></p>\n</div>"))
        #expect(html.contains("<div class=\"more screen-only\">\n<p><a href=\"../week/2026-W50.html#day-2026-12-08\">+30 more</a></p>\n</div>"))
        #expect(html.components(separatedBy: ">Task ").count - 1 == 10)
        #expect(text(site, "month/2026-12.md").components(separatedBy: "\n  - [ ] Task ").count - 1 == 40)
        let view = text(site, "months.html")
        #expect(view.contains(">+34 more</a>"))
        #expect(view.components(separatedBy: ">Task ").count - 1 == 6)
        #expect(text(site, "months.md").components(separatedBy: "Task ").count - 1 == 40)
    }
}
