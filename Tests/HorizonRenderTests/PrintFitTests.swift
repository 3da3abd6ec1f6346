import Foundation
import HorizonCore
import HorizonRender
import Testing

/// Print never cuts a task silently (SPEC §5.1): a box prints the items that fit whole and "+N more"
/// for the rest, decided by the renderer; the screen and the Markdown page keep everything.
@Suite("Print fit")
struct PrintFitTests {
    func site(_ lines: [String]) throws -> Site {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 23)!).plan(list)
        return try SiteRenderer(templates: try TemplateSet.builtIn(), formats: [.html, .md]).render(plan)
    }

    func text(_ site: Site, _ path: String) -> String {
        String(decoding: site.files[path] ?? [], as: UTF8.self)
    }

    @Test("a full day of a week page prints 19 short items and “+11 more”; the rest stays on screen")
    func weekBox() throws {
        let site = try site((1...30).map { "Task \($0) due:2026-11-24" })
        let html = text(site, "week/2026-W48.html")
        // 20 one-line items do not fit in 20 lines with "+N more" after them: 19 print.
        #expect(html.contains("<li>Task 26 <small>"))
        #expect(html.contains("</ul>\n<div class=\"print-rest\">\n<ul>\n<li>Task 27 "))
        #expect(html.contains("<div class=\"more print-only\">\n<p>+11 more</p>\n</div>"))
        #expect(!html.contains("screen-only"))
        #expect(text(site, "week/2026-W48.md").components(separatedBy: "\n  - [ ] Task ").count - 1 == 30)
    }

    @Test("long items take more lines: fewer of them fit")
    func longItems() throws {
        let long = String(repeating: "word ", count: 20)
        let site = try site((1...12).map { "Task \($0) \(long)due:2026-11-24" })
        // Each item is about 110 characters, four printed lines of 36: four items fit in the 19 lines left beside "+8 more".
        #expect(text(site, "week/2026-W48.html").contains("<div class=\"more print-only\">\n<p>+8 more</p>\n</div>"))
    }

    @Test("a month cell shows what fits, then “+N more” leading to the day's place; Markdown lists the day in full")
    func monthCell() throws {
        let site = try site((1...12).map { "Task \($0) due:2026-12-08" })
        let html = text(site, "month/2026-12.html")
        // December 2026 has five week rows: ten lines a cell, nine items and the line "+3 more".
        #expect(html.contains("<div class=\"more screen-only\">\n<p><a href=\"../week/2026-W50.html#day-2026-12-08\">+3 more</a></p>\n</div>"))
        #expect(html.contains("<div class=\"more print-only\">\n<p>+3 more</p>\n</div>"))
        #expect(text(site, "month/2026-12.md").components(separatedBy: "\n  - [ ] Task ").count - 1 == 12)
    }
}
