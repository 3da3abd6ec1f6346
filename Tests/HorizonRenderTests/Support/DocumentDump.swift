@testable import HorizonRender

/// A document as an indented tree, one node a line (as swift-markdown's `MarkupTreeDumper`), so that a
/// page builder's output can be compared whole, independently of how cmark renders it.
enum DocumentDump {
    static func dump(_ document: Document) -> String {
        var lines = ["Document \(document.path) \"\(document.title)\""]
        // A box opened at the top level (to be rendered in sections) holds the blocks up to its closing:
        // they are shown inside it, as the blocks of a box are.
        var depth = 1
        for block in document.blocks {
            if case .closing = block { depth -= 1 }
            dump(block, depth: depth, into: &lines)
            if case .opening = block { depth += 1 }
        }
        return lines.joined(separator: "\n")
    }

    private static func dump(_ block: Block, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        switch block {
        case .heading(let level, let inlines):
            lines.append(indent + "Heading \(level): " + inline(inlines))
        case .paragraph(let inlines):
            lines.append(indent + "Paragraph: " + inline(inlines))
        case .list(let items):
            lines.append(indent + "List")
            for item in items {
                lines.append(indent + "  Item")
                for block in item { dump(block, depth: depth + 2, into: &lines) }
            }
        case .items(let items):
            lines.append(indent + "Items")
            for item in items { lines.append(indent + "  Line: " + line(item)) }
        case .box(let box, let blocks):
            lines.append(indent + "Box \(box.tag.rawValue).\(box.className)" + (box.id.map { " #\($0)" } ?? "") + (box.label.map { " \"\($0)\"" } ?? ""))
            for block in blocks { dump(block, depth: depth + 1, into: &lines) }
        case .htmlOnly(let blocks):
            lines.append(indent + "HTMLOnly")
            for block in blocks { dump(block, depth: depth + 1, into: &lines) }
        case .markdownOnly(let blocks):
            lines.append(indent + "MarkdownOnly")
            for block in blocks { dump(block, depth: depth + 1, into: &lines) }
        case .opening(let box):
            lines.append(indent + "Box \(box.tag.rawValue).\(box.className)" + (box.id.map { " #\($0)" } ?? "") + " (opened)")
        case .closing(let box):
            lines.append(indent + "(closes \(box.tag.rawValue).\(box.className))")
        }
    }

    /// A task line: its parts in the order they read, each named.
    private static func line(_ line: ItemLine) -> String {
        var parts: [String] = []
        if let detail = line.detail { parts.append(detail.mark == .done ? "Checkbox(x)" : "Checkbox( )") }
        if let priority = line.priority { parts.append("Priority(\(priority.letter))") }
        if let time = line.time { parts.append("Time(\(time))") }
        for word in line.words {
            switch word {
            case .text(let text): parts.append("\"\(text)\"")
            case .project(let text): parts.append("Project(\(text))")
            case .context(let text): parts.append("Context(\(text))")
            case .tag(let text): parts.append("Tag(\(text))")
            case .link(let url): parts.append("Link(\(url), \"\(word.label)\")")
            }
        }
        if let count = line.count { parts.append("Count(\(count))") }
        if let detail = line.detail {
            let mark = detail.mark == .overdue ? "Overdue" : "Detail"
            parts.append("\(mark)(" + (detail.why.map { "\"\($0)\", " } ?? "") + "\(detail.source))")
        }
        return parts.joined(separator: " ")
    }

    /// Inlines on one line: text quoted, elements as `Name(…)`.
    private static func inline(_ inlines: [Inline]) -> String {
        inlines.map { inline -> String in
            switch inline {
            case .text(let text): "\"\(text)\""
            case .emphasis(let inlines): "Emphasis(\(self.inline(inlines)))"
            case .strong(let inlines): "Strong(\(self.inline(inlines)))"
            case .code(let text): "Code(\"\(text)\")"
            case .link(let destination, let inlines): "Link(\(destination), \(self.inline(inlines)))"
            case .styled(let className, let inlines): "Styled(.\(className), \(self.inline(inlines)))"
            case .pageLink(let page, let anchor, let inlines): "PageLink(\(page)\(anchor.map { "#" + $0 } ?? ""), \(self.inline(inlines)))"
            }
        }.joined(separator: " ")
    }
}
