import Foundation
import HorizonCore
@testable import HorizonRender
import Testing

/// A long list of task lines is rendered to HTML a few thousand lines per tree (docs/architecture.md#markdown-and-html):
/// the pieces joined must be the bytes of the blocks rendered as one tree, wherever the list stands.
@Suite("HTML rendered in pieces")
struct CmarkPiecesTests {
    static func lines(_ count: Int, _ name: String) -> [ItemLine] {
        (0..<count).map { ItemLine(words: [.text("\(name) \($0) <b>&"), .project("+p\($0 % 3)")], note: $0 % 2 == 0 ? "due 1 Dec" : nil) }
    }

    @Test("a list longer than a tree's lines comes out as one list, exactly")
    func exactPieces() {
        let blocks: [Block] = [.box(Box(className: "day"), [.heading(level: 2, [.text("Mon")]), .items(Self.lines(5, "t"))])]
        var pieces: [[UInt8]] = []
        Cmark.html(blocks, page: "week/2026-W49", linesPerTree: 2) { pieces.append(Array($0)) }
        let html = pieces.map { String(decoding: $0, as: UTF8.self) }
        #expect(html == [
            "<div class=\"day\">\n<h2>Mon</h2>\n",
            "<ul>\n<li>t 0 &lt;b&gt;&amp;<b>+p0</b> <span class=\"note\">due 1 Dec</span></li>\n<li>t 1 &lt;b&gt;&amp;<b>+p1</b></li>\n",
            "<li>t 2 &lt;b&gt;&amp;<b>+p2</b> <span class=\"note\">due 1 Dec</span></li>\n<li>t 3 &lt;b&gt;&amp;<b>+p0</b></li>\n",
            "<li>t 4 &lt;b&gt;&amp;<b>+p1</b> <span class=\"note\">due 1 Dec</span></li>\n</ul>\n",
            "</div>\n",
        ])
    }

    @Test("pieces of every size join into the one tree's bytes: long lists in boxes, in HTML-only blocks, after other lists, many short lists, many paragraphs and a paragraph of many inlines")
    func joinedPieces() {
        let blocks: [Block] = [
            .heading(level: 1, [.text("Year")]),
            .items(Self.lines(7, "top")),
            .items(Self.lines(3, "next")),
            .box(Box(.section, className: "month", id: "m-1"), [
                .paragraph([.text("Intro")]),
                .box(Box(className: "cell"), [.items(Self.lines(9, "cell")), .list([[.paragraph([.text("nested")])]])]),
                .htmlOnly([.items(Self.lines(6, "print")), .paragraph([.text("+3 more")])]),
                .markdownOnly([.items(Self.lines(8, "twin"))]),
            ]),
            .items([]),
            .box(Box(className: "week-grid"), (0..<10).map { .box(Box(className: "day"), [.items(Self.lines(1 + $0 % 3, "day \($0)"))]) }),
            .box(Box(className: "routines"), (0..<12).map { .box(Box(className: "rt-row"), [.paragraph([.text("routine \($0)")])]) }),
            .box(Box(className: "wk-routines"), [.paragraph((0..<9).map {
                .styled(className: "rt-item", [.text("routine \($0) <&>"), .emphasis([.text("x")]), .pageLink(page: "day/2026-12-0\($0 + 1)", [.text("day")])])
            })]),
            .paragraph([.text("End")]),
        ]
        let whole = Cmark.html(blocks, page: "year/2026", linesPerTree: .max)
        #expect(String(decoding: whole, as: UTF8.self).contains("<li>cell 8 &lt;b&gt;&amp;<b>+p2</b> <span class=\"note\">due 1 Dec</span></li>\n</ul>\n<ul>\n<li>nested</li>\n</ul>\n</div>\n"))
        for linesPerTree in [1, 2, 3, 5, 6, 7, 8, 9, 100] {
            #expect(Cmark.html(blocks, page: "year/2026", linesPerTree: linesPerTree) == whole, "\(linesPerTree) lines per tree")
        }
    }
}

extension Cmark {
    /// The blocks' HTML with `linesPerTree` lines per tree, joined.
    static func html(_ blocks: [Block], page: String, linesPerTree: Int) -> [UInt8] {
        var output: [UInt8] = []
        html(blocks, page: page, linesPerTree: linesPerTree) { output += $0 }
        return output
    }
}
