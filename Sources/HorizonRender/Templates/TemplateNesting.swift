/// How deep a template's sections nest. swift-mustache parses (and renders) a section by recursion,
/// so thousands of nested sections overflow the stack and kill the process; Horizon refuses a layout
/// that nests deeper than ``limit`` before the library sees it (docs/output.md#templates).
enum TemplateNesting {
    /// The deepest nesting accepted; real layouts nest a handful of levels.
    static let limit = 100

    /// The first tag that opens a section past ``limit``, or nil. Follows set-delimiter tags
    /// (`{{=<% %>=}}`), so changed delimiters cannot hide the depth.
    static func problem(in template: String) -> TemplateProblem? {
        var tags = TemplateTags(template)
        var depth = 0
        // A tag without its closing delimiter is the library's to report.
        while let tag = tags.next(), tag.isClosed {
            switch tag.content.first(where: { $0 != 32 && $0 != 9 }) {
            case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "<"):
                depth += 1
                if depth > limit {
                    return TemplateProblem(line: tag.line, column: tag.column,
                                           message: "sections nest deeper than \(limit) levels; Horizon reads at most \(limit)")
                }
            case UInt8(ascii: "/"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "="):
                tags.setDelimiters(from: tag.content)
            default: break
            }
        }
        return nil
    }
}
