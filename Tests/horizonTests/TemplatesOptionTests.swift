import Foundation
import Testing

@Suite("--templates")
struct TemplatesOptionTests {
    @Test("a layout in --templates replaces the built-in one; a missing stylesheet falls back to the built-in one")
    func customLayout() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task due:2026-11-21\n")
        try folder.write("theme/layout.html", "<!DOCTYPE html><title>{{title}}</title><link href=\"{{root}}assets/style.css\"><body class=\"custom\">{{{content}}}</body>\n")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--templates", "theme"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try folder.read("Output/day/2026-11-21.html")
        #expect(page.hasPrefix("<!DOCTYPE html><title>Sat 21 Nov 2026 — Horizon</title><link href=\"../assets/style.css\"><body class=\"custom\">"))
        #expect(page.contains("Task"))
        #expect(try folder.read("Output/assets/style.css").contains("prefers-color-scheme: dark"))
    }

    @Test("works from any working directory, as cron runs it from /")
    func fromRoot() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task due:2026-11-21\n")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--todo", folder.url.appendingPathComponent("todo.txt").path,
                                             "--output", folder.url.appendingPathComponent("site").path], in: URL(fileURLWithPath: "/"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("site/assets/style.css").contains("@media print"))
    }

    @Test("a layout that is not valid Mustache exits 3 with FILE:LINE:COL: message", arguments: [
        ("{{#open}} never closed", "horizon: theme/layout.html:1:1: unclosed section \"open\": no {{/open}} before the end of the file\n"),
        ("<p>\n  {{/nothing}}", "horizon: theme/layout.html:2:3: {{/nothing}} closes no open section\n"),
    ])
    func invalidLayout(layout: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        try folder.write("theme/layout.html", layout)
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--templates", "theme"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr == message)
        #expect(!folder.exists("Output/index.html"))
    }

    /// 3,000 nested sections: the parser recursed once per level and overflowed the stack (SIGSEGV).
    static let deepLayout = String(repeating: "{{#a}}", count: 3000) + "{{{content}}}" + String(repeating: "{{/a}}", count: 3000)

    @Test("sections nested deeper than 100 are refused with exit 3, also behind changed delimiters", arguments: [
        (deepLayout, "horizon: theme/layout.html:1:601: sections nest deeper than 100 levels; Horizon reads at most 100\n"),
        ("{{=<% %>=}}" + deepLayout.replacingOccurrences(of: "{{", with: "<%").replacingOccurrences(of: "}}}", with: "}%>").replacingOccurrences(of: "}}", with: "%>"),
         "horizon: theme/layout.html:1:612: sections nest deeper than 100 levels; Horizon reads at most 100\n"),
    ])
    func deepSections(layout: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        try folder.write("theme/layout.html", layout)
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--templates", "theme"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr == message)
    }

    @Test("100 nested sections still work")
    func hundredSections() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task due:2026-11-21\n")
        try folder.write("theme/layout.html", String(repeating: "{{^missing}}", count: 100) + "{{{content}}}" + String(repeating: "{{/missing}}", count: 100))
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--templates", "theme"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("Output/day/2026-11-21.html").contains("Task"))
    }

    @Test("--templates naming a file says so, not 'choose another --output'")
    func templatesIsAFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        try folder.write("theme", "not a folder\n")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--templates", "theme"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr == "horizon: theme: is a file, not a folder; --templates names a folder holding layout.html and style.css\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Output").path))
    }
}
