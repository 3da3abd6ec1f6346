import Mustache

/// The page layout (a Mustache template) and the stylesheet the HTML pages use.
public struct TemplateSet: Sendable {
    /// The layout template; it receives `title`, `root`, `kind` and `content` (the page's HTML).
    let layout: MustacheTemplate
    /// The stylesheet, written to `assets/style.css`.
    public let stylesheet: String

    /// The templates compiled into the binary (a copy of Templates/).
    public static func builtIn() throws(TemplateError) -> TemplateSet {
        try TemplateSet(layout: BuiltInTemplates.layout, stylesheet: BuiltInTemplates.stylesheet)
    }

    /// Templates from text, such as the files of a `--templates` folder.
    public init(layout: String, stylesheet: String) throws(TemplateError) {
        do {
            self.layout = try MustacheTemplate(string: layout)
        } catch {
            throw TemplateError.invalidLayout(String(describing: error))
        }
        self.stylesheet = stylesheet
    }

    /// The full HTML page for a document's body.
    func page(_ document: Document, body: String) -> String {
        let depth = document.path.split(separator: "/").count - 1
        let context: [String: Any] = [
            "title": document.title,
            "root": String(repeating: "../", count: depth),
            "kind": document.path.split(separator: "/").first.map(String.init) ?? "page",
            "content": body,
        ]
        return layout.render(context)
    }
}

/// A layout template that cannot be used.
public enum TemplateError: Error, Sendable, CustomStringConvertible {
    case invalidLayout(String)

    public var description: String {
        switch self {
        case .invalidLayout(let reason): "the layout template is not valid Mustache: \(reason)"
        }
    }
}
