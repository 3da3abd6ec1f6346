import Foundation
import Mustache

/// Where a layout template is broken and why, in words a template author can act on
/// (`layout.html:3:7: unclosed section "items": no {{/items}} before the end of the file`).
///
/// swift-mustache reports a parse failure as a case name and the position where it stopped (for an
/// unclosed section: the end of the file). Horizon scans the template's tags itself to point at the
/// tag that is wrong — the opening tag of an unclosed section, a closing tag that closes nothing — and
/// uses the library's position only for the rarer failures it does not recognise.
struct TemplateProblem: Equatable {
    let line: Int
    let column: Int
    let message: String

    /// The problem in a template that swift-mustache refused with `error`.
    init(template: String, error: any Error) {
        if let found = TemplateProblem.scan(template) {
            self = found
            return
        }
        guard let parserError = error as? MustacheTemplate.ParserError else {
            self.init(line: 1, column: 1, message: String(describing: error))
            return
        }
        self.init(line: parserError.context.lineNumber, column: parserError.context.columnNumber,
                  message: TemplateProblem.words(for: parserError.error))
    }

    init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    private static func words(for error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return String(describing: error) }
        return switch error {
        case .sectionCloseNameIncorrect: "a closing tag does not match the open section"
        case .unfinishedName: "a tag has no closing \"}}\""
        case .expectedSectionEnd: "a section is not closed before the end of the file"
        case .invalidSetDelimiter: "invalid set-delimiter tag (write {{=<% %>=}})"
        case .transformAppliedToInheritanceSection: "a transform cannot be applied to an inheritance section"
        case .illegalTokenInsideInheritSection, .textInsideInheritSection:
            "only {{$block}} sections may be inside a {{<partial}} section"
        case .invalidConfigVariableSyntax: "invalid configuration tag (write {{% CONTENT_TYPE: HTML}})"
        case .unrecognisedConfigVariable: "unknown configuration tag (the one known is CONTENT_TYPE)"
        }
    }

    /// Walks the `{{…}}` tags with the default delimiters, keeping the open sections on a stack. Nil
    /// when it finds nothing wrong, or when the template changes its delimiters (the library's report
    /// is used then).
    private static func scan(_ template: String) -> TemplateProblem? {
        var tags = TemplateTags(template)
        var open: [(name: String, line: Int, column: Int)] = []
        while let tag = tags.next() {
            let (line, column) = (tag.line, tag.column)
            guard tag.isClosed else {
                let text = String(decoding: tags.restOfLine(from: tag.start), as: UTF8.self)
                if let (sigil, name) = sigilAndName(tag.content), sigil == "#" || sigil == "^" {
                    return TemplateProblem(line: line, column: column, message: "unclosed section \"\(name)\": the tag \(text) has no closing \"}}\"")
                }
                return TemplateProblem(line: line, column: column, message: "unfinished tag \(text): it has no closing \"}}\"")
            }
            guard let (sigil, name) = sigilAndName(tag.content) else { continue }
            switch sigil {
            case "=": return nil
            case "#", "^", "$", "<": open.append((name, line, column))
            case "/":
                guard let last = open.popLast() else {
                    return TemplateProblem(line: line, column: column, message: "{{/\(name)}} closes no open section")
                }
                guard last.name == name else {
                    return TemplateProblem(line: line, column: column,
                                           message: "{{/\(name)}} does not close the open section \"\(last.name)\" (opened at \(last.line):\(last.column))")
                }
            default: break
            }
        }
        if let last = open.last {
            return TemplateProblem(line: last.line, column: last.column,
                                   message: "unclosed section \"\(last.name)\": no {{/\(last.name)}} before the end of the file")
        }
        return nil
    }

    /// The tag's sigil (`#`, `/`, … or a space for a plain variable) and its trimmed name.
    private static func sigilAndName(_ content: ArraySlice<UInt8>) -> (Character, String)? {
        let text = String(decoding: content, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard let first = text.first else { return nil }
        guard "#^/!=>&{$<%".contains(first) else { return (" ", text) }
        let name = text.dropFirst().trimmingCharacters(in: .whitespaces)
        return (first, name.hasSuffix("}") && first == "{" ? String(name.dropLast()) : name)
    }
}
