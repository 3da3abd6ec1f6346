import CCmark
import Foundation
import HorizonCore
import HorizonRender
import Testing

/// Text from the task list never becomes markup, a script, a live dangerous link, or a file path.
@Suite("Hostile text")
struct HostileTextTests {
    static let hostile = [
        "<script>alert(1)</script>",
        "+<script>alert(1)</script>",
        "@<img/src=x/onerror=alert(1)>",
        #"+proj"><svg/onload=alert(1)>"#,
        #"@ctx'onmouseover='alert(1)"#,
        #"https://example.org/"onmouseover="alert(1)"#,
        "[click](javascript:alert(1))",
        "<a href=\"javascript:alert(1)\">x</a>",
        "javascript:alert(1)",
        "`code` **bold** # heading | table |",
        "&lt;already escaped&gt; &amp;",
    ]

    func site(_ text: String) throws -> Site {
        let list = TodoDocument(name: "todo.txt", bytes: Array("\(text) due:2026-11-23".utf8)).readTasks()
        let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 23)!).plan(list)
        return try SiteRenderer(templates: TemplateSet.builtIn()).render(plan)
    }

    /// Tags (and their attributes) in a piece of HTML.
    static func tags(_ html: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: "<[^>]*>") else { return [] }
        let range = NSRange(html.startIndex..., in: html)
        return expression.matches(in: html, range: range).compactMap { Range($0.range, in: html).map { String(html[$0]) } }
    }

    static let allowedTags: Set<String> = ["<ul>", "</ul>", "<li>", "</li>", "<p>", "</p>", "<em>", "</em>", "<strong>", "</strong>",
                                           "<code>", "</code>", "</span>", "</a>", "</section>", "</nav>", "</div>",
                                           "<h1>", "</h1>", "<h2>", "</h2>", "<h3>", "</h3>", "<b>", "</b>", "<i>", "</i>",
                                           "<small>", "</small>", "<time>", "</time>"]

    /// Every tag in the page body is one Horizon writes itself; none carries an event handler or a script URL.
    static func checkBody(_ html: String) {
        for tag in tags(html) where !allowedTags.contains(tag) {
            let allowed = tag.hasPrefix("<span class=\"") || tag.hasPrefix("<section class=\"") || tag.hasPrefix("<small class=\"")
                || tag.hasPrefix("<nav class=\"") || tag.hasPrefix("<div class=\"")
                || tag.hasPrefix("<a href=\"../") || tag.hasPrefix("<a href=\"https://")
            #expect(allowed, "unexpected tag \(tag)")
            #expect(!tag.lowercased().contains("javascript:"))
            #expect(tag.range(of: #"\son[a-z]+="#, options: .regularExpression) == nil, "event handler in \(tag)")
        }
    }

    @Test("is inert in HTML: no tag, attribute or javascript: link from the task survives", arguments: hostile)
    func html(_ text: String) throws {
        let page = String(decoding: try site(text).files["day/2026-11-23.html"] ?? [], as: UTF8.self)
        let body = page.components(separatedBy: "<main id=\"main\">").last?.components(separatedBy: "</main>").first ?? ""
        #expect(!body.isEmpty)
        Self.checkBody(body)
    }

    @Test("is inert in Markdown: even a renderer that allows raw HTML gets only text from the task", arguments: hostile)
    func markdown(_ text: String) throws {
        let page = String(decoding: try site(text).files["day/2026-11-23.md"] ?? [], as: UTF8.self)
        guard let rendered = cmark_markdown_to_html(page, page.utf8.count, CMARK_OPT_UNSAFE) else {
            Issue.record("cmark failed")
            return
        }
        defer { free(rendered) }
        let html = String(cString: rendered)
        for tag in Self.tags(html) {
            let allowed = Self.allowedTags.contains(tag) || tag.hasPrefix("<a href=\"../") || tag.hasPrefix("<a href=\"https://")
            #expect(allowed, "unexpected tag \(tag)")
        }
        // The interpreted tag is not shown (docs/output.md#how-an-item-reads); why the task is listed is.
        #expect(html.contains("<em>due</em>"))
    }

    @Test("project and context names never become paths", arguments: ["+../../etc/passwd", "@../../../x", "+/absolute", "+..%2F..%2Fx"])
    func traversal(_ text: String) throws {
        for path in try site(text).files.keys {
            #expect(!path.contains(".."))
            #expect(!path.hasPrefix("/"))
            #expect(path.range(of: #"^(index|days|weeks|months|unplanned)\.(html|md|json)$|^(day|week|month|year)/[0-9W-]+\.(html|md|json)$|^(week|month)/[0-9W-]+\.pdf$|^print/(this|next)-(week|month)\.pdf$|^planner\.pdf$|^plan\.(json|ics)$|^tasks\.ics$|^assets/style\.css$"#, options: .regularExpression) != nil, "\(path)")
        }
    }

    @Test("text that reads like markup in a problem, an invalid tag and a completed task stays text")
    func markupInProblemsAndHistory() throws {
        let text = "Write report due:2026-11-23\nCall mum due:<!--x-->\nx 2026-11-23 Done <!--x-->"
        let list = TodoDocument(name: "todo.txt", bytes: Array(text.utf8)).readTasks()
        let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 23)!).plan(list)
        let files = try SiteRenderer(templates: TemplateSet.builtIn()).render(plan).files
        let index = String(decoding: files["index.md"] ?? [], as: UTF8.self)
        #expect(index.contains("  - [ ] Write report *due* `todo.txt:1`\n"))
        #expect(index.contains("  - `todo.txt:2:14` due date \\<\\!--x--\\> is not a valid date"))
        let day = String(decoding: files["day/2026-11-23.md"] ?? [], as: UTF8.self)
        #expect(day.contains("  - [x] Done \\<\\!--x--\\> *Mon 23 Nov* `todo.txt:3`\n"))
        let html = String(decoding: files["index.html"] ?? [], as: UTF8.self)
        #expect(html.contains("<code>todo.txt:2:14</code> due date &lt;!--x--&gt; is not"))
    }

    @Test("a source name with line breaks and list markers does not split or merge list entries")
    func sourceNameWithLineBreaks() throws {
        let name = "to\n  - do</li>\n.txt"
        let text = (1...3).map { "Task \($0) due:2026-11-23" }.joined(separator: "\n")
        let list = TodoDocument(name: name, bytes: Array(text.utf8)).readTasks()
        let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 23)!).plan(list)
        let files = try SiteRenderer(templates: TemplateSet.builtIn()).render(plan).files
        let html = String(decoding: files["day/2026-11-23.html"] ?? [], as: UTF8.self)
        #expect(html.components(separatedBy: "<li>").count == 4)
        for number in 1...3 { #expect(html.contains("<li>Task \(number) <small>due · to\n  - do&lt;/li&gt;\n.txt:\(number)</small></li>\n")) }
        let markdown = String(decoding: files["day/2026-11-23.md"] ?? [], as: UTF8.self)
        #expect(markdown.components(separatedBy: "  - [ ] Task ").count == 4)
    }
}
