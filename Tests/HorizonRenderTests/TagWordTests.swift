import Foundation
import HorizonCore
import HorizonRender
import Testing

/// Pages style as a tag exactly what the parser reads as a tag (docs/todotxt.md#the-todotxt-dialect).
@Suite("Tag words on pages")
struct TagWordTests {
    @Test("a Markdown image or link with a URL is text on the page, not a muted tag", arguments: [
        "![img](http://example.org/x.png)",
        "[Bob](mailto:bob@example.com)",
    ])
    func urlInMarkdownIsText(word: String) throws {
        let list = TodoDocument(name: "todo.txt", bytes: Array("Look \(word) due:2026-11-23".utf8)).readTasks()
        #expect(list.tasks.first?.tags.map(\.key) == ["due"])
        let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 23)!).plan(list)
        let html = try String(decoding: SiteRenderer(templates: TemplateSet.builtIn()).render(plan).files["day/2026-11-23.html"] ?? [], as: UTF8.self)
        #expect(html.contains("Look \(word)"))
        #expect(!html.contains("<span class=\"tag\">\(word.prefix(5))"))
    }
}
