import Foundation
import HorizonCore
@testable import HorizonRender
import Testing

/// The Markdown writer writes what cmark's CommonMark renderer wrote from the tree ``Cmark`` builds,
/// byte for byte (docs/architecture.md#markdown-and-html): for every page of a site, for task text
/// that looks like Markdown, and for random documents of every block and inline.
@Suite("Markdown writer")
struct MarkdownWriterTests {
    /// Text that cmark escapes, or would escape at the start of a line or after digits.
    static let hostile = [
        "# not a heading", "1. x", "1) x", "12. twelve", "3.5 three", "- x", "+ x", "= x", "> x", "*x*", "_x_",
        "**x**", "[x](y)", "![x](y)", "<b>", "<https://example.org>", #"back\slash"#, #"end\"#, "`code`", "``double``",
        "&amp;", "& x", "a&b", "tab\there", "trailing  ", "  leading", "-", "+", "=", "!", "~~x~~", "| a | b |",
        "丹-x", "İ.", "2026.", "7)", "ü-ö", "emoji 🗓️ x", "\u{7}bell", "cr\rhere", "<!-- c -->", "a_b_c", "x*y*z",
    ]

    static let today = CivilDate(year: 2026, month: 11, day: 23)!

    /// A todo list of hostile text in every place a task's text goes: alone, with a priority, a time,
    /// projects and contexts, a link, a repeat, done, overdue.
    static func hostilePlan() -> Plan {
        var lines: [String] = []
        for (index, text) in hostile.enumerated() {
            let day = 10 + index % 18
            lines.append("\(text) due:2026-11-\(day)")
            lines.append("(A) \(text) +\(text.split(separator: " ").first ?? "p") @ctx at:09:0\(index % 10) due:2026-11-23")
            lines.append("\(text) https://example.org/\(index)?q=\(text.split(separator: " ").last ?? "") plan:2026-W48")
            lines.append("x 2026-11-2\(index % 4) \(text) +done")
            lines.append("\(text) rec:\(1 + index % 3)d due:2026-11-2\(index % 7)")
            lines.append("(B) \(text) t:2026-11-01")
            lines.append("\(text) mailto:someone@example.org")
        }
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        return Planner(today: today).plan(list)
    }

    @Test("every page of the example, of a year of tasks and of hostile text is cmark's Markdown")
    func everyPage() throws {
        for plan in [try SectionedPageTests.plan(), Self.hostilePlan()] {
            let site = try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.md]).render(plan)
            let builder = PageBuilder(plan: plan)
            var pages = 0
            for page in builder.pages {
                let document = builder.document(page)
                let expected = Cmark.commonMark(document.blocks, page: document.path)
                #expect(MarkdownWriter.markdown(document.blocks, page: document.path) == expected, "\(document.path).md")
                #expect(site.files[document.path + ".md"] == expected, "\(document.path).md as written")
                for section in document.sections {
                    let blocks = section.blocks()
                    #expect(MarkdownWriter.markdown(blocks, page: document.path) == Cmark.commonMark(blocks, page: document.path))
                }
                pages += 1
            }
            #expect(pages > 20)
        }
    }

    @Test("the agenda is cmark's Markdown")
    func agenda() {
        let plan = Self.hostilePlan()
        let agenda = PageBuilder(plan: plan).agenda()
        let expected = String(decoding: Cmark.commonMark(agenda.blocks, page: agenda.path), as: UTF8.self)
        #expect(SiteRenderer.agenda(plan) == expected)
        #expect(expected.contains(##"\# not a heading"##))
    }

    @Test("escapes as cmark does", arguments: [
        ([.paragraph([.text("# not a heading")])], "\\# not a heading\n"),
        ([.paragraph([.text("1. x")])], "1\\. x\n"),
        ([.paragraph([.text("- x +y")])], "\\- x +y\n"),
        ([.paragraph([.text("a\tb &amp; & <b> *x* _x_ `c` \\ ! [x](y)")])],
         "a&#9;b \\&amp; & \\<b\\> \\*x\\* \\_x\\_ \\`c\\` \\\\ \\! \\[x\\](y)\n"),
        ([.list([[.paragraph([.text("丹-x")])], [.paragraph([.code("a`b")])]])], "  - 丹\\-x\n  - ``a`b``\n"),
        ([.paragraph([.link(destination: "https://x.org/a b(c)", [.text("x")])])], "[x](https://x.org/a%20b\\(c\\))\n"),
        ([.paragraph([.link(destination: "mailto:a@b.org", [.text("a@b.org")])])], "<a@b.org>\n"),
        ([.paragraph([.emphasis([.emphasis([.text("x")])])])], "*_x_*\n"),
        ([.items([]), .list([])], "<!-- end list -->\n"),
        // cmark joins a link's texts when its destination has a scheme: the `&` is then before a letter.
        ([.paragraph([.link(destination: "https://x.org", [.text("a&"), .text("b")]), .text("c&"), .text("d")])],
         "[a\\&b](https://x.org)c&d\n"),
    ] as [([Block], String)])
    func escaping(_ blocks: [Block], _ expected: String) {
        #expect(String(decoding: MarkdownWriter.markdown(blocks, page: "index"), as: UTF8.self) == expected)
        #expect(String(decoding: Cmark.commonMark(blocks, page: "index"), as: UTF8.self) == expected)
    }

    @Test("U+FFFE and U+FFFF are written in UTF-8 (cmark wrote the bytes 0xFE and 0xFF, which are not UTF-8: found by the fuzz target)")
    func noncharacters() {
        let blocks: [Block] = [.paragraph([.text("a\u{FFFF}b\u{FFFE}"), .code("\u{FFFF}")])]
        let expected: [UInt8] = [UInt8(ascii: "a"), 0xEF, 0xBF, 0xBF, UInt8(ascii: "b"), 0xEF, 0xBF, 0xBE, UInt8(ascii: "`"),
                                 0xEF, 0xBF, 0xBF, UInt8(ascii: "`"), 10]
        #expect(MarkdownWriter.markdown(blocks, page: "index") == expected)
        #expect(String(validating: MarkdownWriter.markdown(blocks, page: "index"), as: UTF8.self) == "a\u{FFFF}b\u{FFFE}`\u{FFFF}`\n")
        // The reference gives cmark's two bytes their UTF-8 back, so that it holds the writer to the rest.
        #expect(Cmark.commonMark(blocks, page: "index") == expected)
    }

    @Test("a byte that ends a run of plain text, at any offset of a long text, is written as cmark writes it")
    func stopsAtEveryOffset() {
        // The writer passes over plain text eight bytes at a time: each byte that may need escaping or
        // ends a line is put at every offset of three such blocks, in ASCII and in multi-byte text.
        let stops = ["*", "_", "[", "]", "#", "<", ">", "\\", "`", "!", "&", "\t", "\u{1}", "\u{1F}", "\n", "\r", "\u{0}",
                     "\u{7F}", "\u{85}", "-", "+", "=", ".", ")", "1", " ", "é", "漢", "🚗"]
        let fillers = [Array("abcdefghijklmnopqrstuvwx"), Array("aé漢字bcdéfghijklmñopqrstu"), Array("x y z w v u t s r q p o")]
        for filler in fillers {
            for stop in stops {
                for offset in 0..<filler.count {
                    var characters = filler
                    characters[offset] = Character(stop)
                    let text = String(characters)
                    for blocks: [Block] in [[.paragraph([.text(text)])], [.paragraph([.text("a"), .code(text)])],
                                            [.items([ItemLine(words: [.text(text)])])]] {
                        let written = MarkdownWriter.markdown(blocks, page: "index")
                        let expected = Cmark.commonMark(blocks, page: "index")
                        if written != expected {
                            Issue.record("""
                                \(text.debugDescription) in \(blocks)
                                writer: \(String(decoding: written, as: UTF8.self).debugDescription)
                                cmark:  \(String(decoding: expected, as: UTF8.self).debugDescription)
                                """)
                            return
                        }
                    }
                }
            }
        }
    }

    @Test("random documents of every block and inline are cmark's Markdown")
    func randomDocuments() {
        var generator = DocumentGenerator(seed: 0x5EED)
        for round in 0..<20_000 {
            let blocks = generator.blocks(depth: 3)
            let page = round % 3 == 0 ? "index" : "day/2026-11-23"
            let written = MarkdownWriter.markdown(blocks, page: page)
            let expected = Cmark.commonMark(blocks, page: page)
            guard written == expected else {
                Issue.record("""
                    round \(round): \(blocks)
                    writer: \(String(decoding: written, as: UTF8.self).debugDescription)
                    cmark:  \(String(decoding: expected, as: UTF8.self).debugDescription)
                    """)
                return
            }
        }
    }
}

/// Random blocks, inlines and task lines from text and links chosen to meet cmark's escaping rules.
struct DocumentGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64: the same documents on every run.
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    mutating func pick<T>(_ values: [T]) -> T { values[next(values.count)] }

    static let texts = MarkdownWriterTests.hostile + [
        "", " ", "x", "9", "12", ".", ")", "&", "a", "line\nfeed", "\n", "x\u{0}y", "\u{85}", "`", "``", " ` ", "  ", " a ",
        "https://example.org", "mailto:a@b.org", "a@b.org", "x:ab", "ab", "1", ". x", ") y", "!", "[", "]", "\u{130}1.",
        // Ends whose escaping depends on what follows them in the same text node.
        "a&", "&", "1.", "2)", "x.", "7", "1\r", "&\u{B}", "\u{FFFF}", "x\u{FFFE}",
    ]
    static let urls = [
        "https://example.org", "https://example.org/a b", "mailto:a@b.org", "mailto:", "x:ab", "a:b", "ab:", "../day/x.md",
        "(paren)", "<angle>", #"back\slash"#, "`tick`", "tab\there", "line\nfeed", "", "HTTP://EXAMPLE.ORG", "a+b.c-d:rest",
        "abcdefghijklmnopqrstuvwxyzabcdef:x", "abcdefghijklmnopqrstuvwxyzabcdefg:x", "1a:b", "https://x.org/\"q\"",
    ]

    mutating func text() -> String {
        next(4) == 0 ? pick(Self.texts) + pick(Self.texts) : pick(Self.texts)
    }

    /// Up to three inlines, often texts side by side (cmark may join them).
    mutating func inlines(depth: Int) -> [Inline] {
        (0..<next(4)).map { _ in next(3) == 0 ? .text(text()) : inline(depth: depth) }
    }

    mutating func inline(depth: Int) -> Inline {
        let kind = depth <= 0 ? next(2) : next(9)
        switch kind {
        case 0: return .text(text())
        case 1: return .code(text())
        case 2: return .emphasis(next(2) == 0 ? [inline(depth: depth - 1)] : inlines(depth: depth - 1))
        case 3: return .strong(inlines(depth: depth - 1))
        case 4:
            // A label that is (or is split from) its destination, which cmark may write as an autolink.
            let url = pick(Self.urls)
            let address = url.hasPrefix("mailto:") && next(2) == 0 ? String(url.dropFirst(7)) : url
            let cut = address.index(address.startIndex, offsetBy: next(address.count + 1))
            let label: [Inline] = switch next(5) {
            case 0: [.text(address)]
            case 1: [.text(String(address[..<cut])), .text(String(address[cut...]))]
            case 2: [.code(address)]
            case 3: [.styled(className: "c", [.text(String(address[..<cut]))]), .text(String(address[cut...]))]
            default: inlines(depth: depth - 1)
            }
            return .link(destination: url, label)
        case 5: return .styled(className: "s", inlines(depth: depth - 1))
        case 6: return .pageLink(page: pick(["day/2026-11-23", "index", "week/2026-W48"]), anchor: next(2) == 0 ? nil : "a",
                                 inlines(depth: depth - 1))
        default: return .text(text())
        }
    }

    mutating func blocks(depth: Int) -> [Block] {
        (0..<next(5)).map { _ in block(depth: depth) }
    }

    mutating func block(depth: Int) -> Block {
        switch depth <= 0 ? next(3) : next(10) {
        case 0: return .paragraph(inlines(depth: 2))
        case 1: return .heading(level: next(9) - 1, inlines(depth: 2))
        case 2: return .items((0..<next(4)).map { _ in line() })
        case 3, 4: return .list((0..<next(4)).map { _ in blocks(depth: depth - 1) })
        case 5: return .box(Box(.div, className: "b"), blocks(depth: depth - 1))
        case 6: return .htmlOnly(blocks(depth: depth - 1))
        case 7: return .markdownOnly(blocks(depth: depth - 1))
        case 8: return .opening(Box(.div, className: "o"))
        default: return .closing(Box(.div, className: "o"))
        }
    }

    mutating func line() -> ItemLine {
        let words: [DisplayWord] = (0..<next(5)).map { _ in
            switch next(6) {
            case 0: .project("+" + text())
            case 1: .context("@" + text())
            case 2: .tag("t:" + text())
            case 3: .link(url: pick(Self.urls))
            default: .text(text())
            }
        }
        var line = ItemLine(priority: next(3) == 0 ? Priority(pick(["A", "B", "Z"])) : nil,
                            time: next(3) == 0 ? TimeOfDay(hour: next(24), minute: next(60)) : nil,
                            words: words, count: next(4) == 0 ? next(30) : nil,
                            note: next(3) == 0 ? text() : nil, isTicked: next(5) == 0)
        line.noteLeads = next(4) == 0
        if next(2) == 0 {
            line.detail = ItemLine.Detail(mark: pick([.open, .overdue, .done]), why: next(2) == 0 ? text() : nil,
                                          source: SourceLocation(file: pick(["todo.txt", "`a`.txt", "t b.txt"]),
                                                                 line: next(200) - 20, separator: pick([":", "#"])))
        }
        return line
    }
}
