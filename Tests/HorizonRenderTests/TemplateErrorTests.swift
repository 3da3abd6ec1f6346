import HorizonRender
import Testing

/// A broken layout is reported as FILE:LINE:COL: message, pointing at the tag to fix.
@Suite("Template errors")
struct TemplateErrorTests {
    @Test("a layout that is not valid Mustache names the tag, its line and column", arguments: [
        ("{{#broken", "layout.html:1:1: unclosed section \"broken\": the tag {{#broken has no closing \"}}\""),
        ("<p>{{title</p>", "layout.html:1:4: unfinished tag {{title</p>: it has no closing \"}}\""),
        ("<html>\n<body>{{#items}}<p>x</p>\n</body>", "layout.html:2:7: unclosed section \"items\": no {{/items}} before the end of the file"),
        ("{{/nothing}}", "layout.html:1:1: {{/nothing}} closes no open section"),
        ("{{#a}}\n  {{^b}}{{/a}}", "layout.html:2:9: {{/a}} does not close the open section \"b\" (opened at 2:3)"),
    ])
    func located(layout: String, message: String) {
        #expect(throws: TemplateError.self) { try TemplateSet(layout: layout, stylesheet: "") }
        do {
            _ = try TemplateSet(layout: layout, stylesheet: "")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a failure the scan does not recognise still reads as a sentence with the library's position")
    func libraryPosition() {
        do {
            _ = try TemplateSet(layout: "{{% CONTENT_TYPE }}", stylesheet: "", layoutName: "theme/layout.html")
            Issue.record("the layout was accepted")
        } catch {
            #expect(error.description.hasPrefix("theme/layout.html:1:"))
            #expect(error.description.contains("configuration tag"))
            #expect(!error.description.contains("ParserError"))
        }
    }
}
