import HorizonCore
import Mustache

/// The page layout (a Mustache template) and the stylesheet the HTML pages use.
package struct TemplateSet: Sendable {
    /// The layout template; it receives `title`, `site` (the site's name), `lang` (its language tag),
    /// `root`, `kind`, `today` (today's day page, without extension) and `content` (the page's HTML).
    let layout: MustacheTemplate
    /// The stylesheet, written to `assets/style.css`.
    package let stylesheet: String

    /// The templates compiled into the binary (a copy of Templates/).
    package static func builtIn() throws(TemplateError) -> TemplateSet {
        try TemplateSet(layout: BuiltInTemplates.layout, stylesheet: BuiltInTemplates.stylesheet)
    }

    /// Templates from text, such as the files of a `--templates` folder; `layoutName` names the layout
    /// in error messages (its path).
    package init(layout: String, stylesheet: String, layoutName: String = "layout.html") throws(TemplateError) {
        if let problem = TemplateNesting.problem(in: layout) {
            throw TemplateError.invalidLayout(file: layoutName, line: problem.line, column: problem.column, message: problem.message)
        }
        do {
            self.layout = try MustacheTemplate(string: layout)
        } catch {
            let problem = TemplateProblem(template: layout, error: error)
            throw TemplateError.invalidLayout(file: layoutName, line: problem.line, column: problem.column, message: problem.message)
        }
        self.stylesheet = stylesheet
    }

    /// The layout of a page around its body, as the pieces between which the body goes: the layout
    /// before the body and the layout after it (one piece more than the layout has `content`). The
    /// layout is rendered around a placeholder where the body goes, so that a large body never passes
    /// through the template engine and can be written as it is rendered.
    func frame(_ document: Document, site: SiteOptions = SiteOptions(), today: CivilDate? = nil) -> [ArraySlice<UInt8>] {
        let depth = document.path.split(separator: "/").count - 1
        let context: [String: Any] = [
            "title": document.title,
            "site": site.title,
            "lang": site.languageTag,
            "root": String(repeating: "../", count: depth),
            "kind": document.path.split(separator: "/").first.map(String.init) ?? "page",
            // Today's day page, for the header's "Today" link (docs/output.md#what-a-page-looks-like); the index without a plan.
            "today": today.map { Period.day($0).pagePath } ?? "index",
            "content": TemplateSet.placeholder,
        ]
        let frame = Array(layout.render(context).utf8)
        let marker = Array(TemplateSet.placeholder.utf8)
        var pieces: [ArraySlice<UInt8>] = []
        var textStart = 0
        var index = 0
        while index < frame.count {
            if frame[index] == marker[0], frame[index...].starts(with: marker) {
                pieces.append(frame[textStart..<index])
                index += marker.count
                textStart = index
            } else {
                index += 1
            }
        }
        pieces.append(frame[textStart...])
        return pieces
    }

    /// Stands for the page body while the layout is rendered: private-use characters and no markup,
    /// so no template escaping changes it and no task text can contain it (task text is escaped in the body).
    private static let placeholder = "\u{E000}horizon-content\u{E001}"
}
