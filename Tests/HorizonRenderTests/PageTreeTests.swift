import HorizonCore
@testable import HorizonRender
import Testing

/// What the page builder makes, as document trees: the structure of a page before cmark renders it.
@Suite("Page trees")
struct PageTreeTests {
    static func builder(_ lines: [String]) -> PageBuilder {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        return PageBuilder(plan: Planner(today: CivilDate(year: 2026, month: 11, day: 23)!).plan(list))
    }

    @Test("a day page: title, navigation, its items as task lines with checkbox, words, why and source")
    func dayPage() throws {
        let builder = Self.builder(["(A) Pay rent +home due:2026-11-24 at:09:00", "Buy milk @shop due:2026-11-24"])
        let position = try #require(builder.plan.days.firstIndex { $0.period == .day(CivilDate(year: 2026, month: 11, day: 24)!) })
        #expect(DocumentDump.dump(builder.document(.day(position))) == PageTreeTests.dayTree)
    }

    static let dayTree = """
    Document day/2026-11-24 "Tue 24 Nov 2026 — Horizon"
      Heading 1: "Tue 24 Nov 2026"
      Box nav.page-nav "Nearby pages"
        Paragraph: PageLink(index, "Overview") " · " PageLink(week/2026-W48, "2026-W48") " · " PageLink(month/2026-11, "November 2026") " · " PageLink(day/2026-11-23, "← Mon 23 Nov") " · " PageLink(day/2026-11-25, "Wed 25 Nov →")
      Items
        Line: Checkbox( ) Priority(A) Time(09:00) "Pay rent " Project(+home) Detail("due", todo.txt:1)
        Line: Checkbox( ) "Buy milk " Context(@shop) Detail("due", todo.txt:2)
    """
}
