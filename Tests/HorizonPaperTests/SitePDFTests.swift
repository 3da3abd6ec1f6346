import HorizonCore
import HorizonPaper
import HorizonRender
import Testing

/// docs/output.md#paper-pdf: a build writes a PDF of every week and month page, and the stable names
/// cron prints, from the same sheets as the pages.
@Suite("PDFs of a site")
struct SitePDFTests {
    let lines = [
        "Plan the offsite plan:2026-W48",
        "(A) Pay the rent due:2026-11-20",
        "Call the plumber due:2026-11-25 @phone",
        "Stretch due:2026-11-25 rec:1d",
        "x 2026-11-24 Stretch due:2026-11-24 rec:1d",
        "Write the report plan:2026-12",
    ]

    func site(paper: PaperSize = .a4) throws -> Site {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 25)!).plan(list)
        return try SiteRenderer(templates: try TemplateSet.builtIn(), formats: [.pdf], paper: paper).render(plan)
    }

    @Test("a sheet per week and month page, and this/next week and month under stable names")
    func files() throws {
        let site = try site()
        let names = site.files.keys.sorted()
        // The week and the month before, kept for looking back, are pages too (docs/output.md#the-output-folder).
        #expect(names == ["month/2026-10.pdf", "month/2026-11.pdf", "month/2026-12.pdf", "month/2027-01.pdf", "month/2027-02.pdf", "month/2027-03.pdf",
                          "month/2027-04.pdf", "planner.pdf", "print/next-month.pdf", "print/next-week.pdf", "print/this-month.pdf",
                          "print/this-week.pdf", "week/2026-W47.pdf", "week/2026-W48.pdf", "week/2026-W49.pdf", "week/2026-W50.pdf",
                          "week/2026-W51.pdf", "week/2026-W52.pdf", "week/2026-W53.pdf"])
        #expect(site.files["print/this-week.pdf"] == site.files["week/2026-W48.pdf"])
        #expect(site.files["print/next-week.pdf"] == site.files["week/2026-W49.pdf"])
        #expect(site.files["print/this-month.pdf"] == site.files["month/2026-11.pdf"])
        #expect(site.files["print/next-month.pdf"] == site.files["month/2026-12.pdf"])
        #expect(try self.site() == site)
    }

    @Test("today's week sheet prints the page's tasks: its plan, the backlog with its reason, the day's items, the routine")
    func weekContent() throws {
        let pdf = try PDFReader(try site(paper: .letter).files["week/2026-W48.pdf"] ?? [])
        #expect(pdf.pages == 1)
        #expect(pdf.size.width == 792 && pdf.size.height == 612)
        let text = pdf.words.map(\.text).joined(separator: " ")
        for expected in ["Week 2026-W48", "This week Plan the offsite", "Backlog · 1 (A) Pay the rent", "overdue 5 d",
                         "Call the plumber @phone", "Routines Stretch", "streak 1"] {
            #expect(text.contains(expected), "\(expected) in \(text)")
        }
    }
}
