import Foundation

/// How deep a template's sections nest. swift-mustache parses (and renders) a section by recursion,
/// so thousands of nested sections overflow the stack and kill the process; Horizon refuses a layout
/// that nests deeper than ``limit`` before the library sees it (docs/output.md#templates).
enum TemplateNesting {
    /// The deepest nesting accepted; real layouts nest a handful of levels.
    static let limit = 100

    /// The first tag that opens a section past ``limit``, or nil. Follows set-delimiter tags
    /// (`{{=<% %>=}}`), so changed delimiters cannot hide the depth.
    static func problem(in template: String) -> TemplateProblem? {
        let bytes = Array(template.utf8)
        var open = Array("{{".utf8), close = Array("}}".utf8)
        var depth = 0
        var line = 1, lineStart = 0, index = 0
        while index < bytes.count {
            if bytes[index] == 10 {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard bytes[index...].starts(with: open) else {
                index += 1
                continue
            }
            let column = index - lineStart + 1
            let contentStart = index + open.count
            guard let end = find(close, in: bytes, from: contentStart) else { return nil }
            let content = bytes[contentStart..<end]
            switch content.first(where: { $0 != 32 && $0 != 9 }) {
            case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "<"):
                depth += 1
                if depth > limit {
                    return TemplateProblem(line: line, column: column,
                                           message: "sections nest deeper than \(limit) levels; Horizon reads at most \(limit)")
                }
            case UInt8(ascii: "/"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "="):
                let words = String(decoding: content, as: UTF8.self)
                    .trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
                    .split(whereSeparator: { $0 == " " || $0 == "\t" })
                if words.count == 2 {
                    open = Array(words[0].utf8)
                    close = Array(words[1].utf8)
                }
            default: break
            }
            for position in index..<end where bytes[position] == 10 {
                line += 1
                lineStart = position + 1
            }
            index = end + close.count
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index...].starts(with: needle) { return index }
            index += 1
        }
        return nil
    }
}
