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

    @Test("a full day of a week page prints 19 one-line items and “+11 more” leading to the day page; the rest stays on screen")
    func weekBox() throws {
        let site = try site((1...30).map { "Task \($0) due:2026-11-24" })
        let html = text(site, "week/2026-W48.html")
        // 20 one-line items do not fit in 20 lines with "+N more" after them: 19 print, each clamped to one line.
        #expect(html.contains("<h2><a href=\"../day/2026-11-24.html\">Tue 24 Nov</a></h2>\n<div class=\"pl-1\">\n<ul>\n<li>Task 1 <small>"))
        #expect(html.contains("<li>Task 26 <small>due · todo.txt:26</small></li>\n</ul>\n</div>\n<div class=\"print-rest\">\n<ul>\n<li>Task 27 "))
        #expect(html.contains("<div class=\"more print-only\">\n<p><a href=\"../day/2026-11-24.html\">+11 more</a></p>\n</div>"))
        #expect(!html.contains("screen-only"))
        #expect(text(site, "week/2026-W48.md").components(separatedBy: "\n  - [ ] Task ").count - 1 == 30)
    }

    @Test("a long item prints on two lines at most, clamped: nine fit beside “+N more”")
    func longItems() throws {
        let long = String(repeating: "word ", count: 20)
        let site = try site((1...12).map { "Task \($0) \(long)due:2026-11-24" })
        let html = text(site, "week/2026-W48.html")
        // Each item is about 110 characters: more than two lines of 30, so it is given (and clamped to) two.
        #expect(html.contains("<h2><a href=\"../day/2026-11-24.html\">Tue 24 Nov</a></h2>\n<div class=\"pl-2\">"))
        #expect(!html.contains("pl-1"))
        #expect(html.contains("<div class=\"more print-only\">\n<p><a href=\"../day/2026-11-24.html\">+3 more</a></p>\n</div>"))
    }

    @Test("a Routines strip takes its rows' height from the boxes: fewer lines per box, “+N more routines” past eight rows")
    func routinesStrip() throws {
        let routines = (1...9).map { "Routine \($0) due:2026-11-23 rec:1d" }
        let site = try site(routines + (1...30).map { "Task \($0) due:2026-11-24" })
        let html = text(site, "week/2026-W48.html")
        #expect(html.contains("<div class=\"week-layout rt-8\">"))
        // 65.325 mm boxes hold 14 lines: 13 items and "+17 more".
        #expect(html.contains("<div class=\"more print-only\">\n<p><a href=\"../day/2026-11-24.html\">+17 more</a></p>\n</div>"))
        #expect(html.components(separatedBy: "<div class=\"rt-row\">").count - 1 == 7)
        #expect(html.components(separatedBy: "<div class=\"rt-row print-rest\">").count - 1 == 2)
        #expect(html.contains("<div class=\"more print-only\">\n<p><a href=\"../weeks.html\">+2 more routines</a></p>\n</div>"))
        // The stylesheet gives rt-8 the same heights.
        let css = text(site, "assets/style.css")
        #expect(css.contains(".page-week .rt-8 { grid-template-rows: 65.325mm 65.325mm 43.35mm; }"))
        #expect(css.contains(".page-week .rt-8 > .week-plans, .page-week .rt-8 .day { height: 65.325mm; }"))
        #expect(css.contains(".page-week .rt-8 > .routines { height: 43.35mm; }"))
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
