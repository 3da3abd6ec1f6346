import Foundation
import HorizonCore
@testable import HorizonRender
import Testing

/// A page is rendered in runs (its head, then each section, built one at a time) and the runs are
/// joined: the result must be the bytes of the whole page rendered in one piece, for every page kind
/// and in both formats (CommonMark is picky between blocks: blank lines, `<!-- end list -->`).
@Suite("Pages rendered in sections")
struct SectionedPageTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    /// The example list plus a year's worth of dated, planned, recurring and completed tasks, so that
    /// year pages have many month sections, weeks and months with plans, and completed sections.
    static func plan() throws -> Plan {
        var lines = [try String(contentsOf: examples.appendingPathComponent("todo.txt"), encoding: .utf8)]
        for index in 0..<120 {
            let month = 1 + index % 12
            let day = 1 + index % 28
            let date = "2026-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
            let next = "2027-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
            lines.append("Task \(index) +project\(index % 5) @context\(index % 3) due:\(next)")
            lines.append("x \(date) Completed \(index) +done")
            lines.append("Week plan \(index) plan:2027-W\(10 + index % 40)")
            if index % 4 == 0 { lines.append("(B) Month plan \(index) plan:\(next.prefix(7)) at:10:00") }
            if index % 10 == 0 { lines.append("Repeat \(index) rec:+\(1 + index % 3)d due:2026-11-2\(index % 7)") }
            if index % 15 == 0 { lines.append("Weekly \(index) https://example.org/\(index) rec:1w due:2026-12-0\(1 + index % 7)") }
        }
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        return Planner(today: CivilDate(year: 2026, month: 11, day: 23)!).plan(list)
    }

    @Test("every page rendered in sections is byte for byte the page rendered whole")
    func sectionsJoinToTheWholePage() throws {
        let plan = try Self.plan()
        let templates = try TemplateSet.builtIn()
        let site = try SiteRenderer(templates: templates, formats: [.md, .html]).render(plan)
        let builder = PageBuilder(plan: plan)
        var sectioned = 0
        for page in builder.pages {
            let document = builder.document(page)
            if !document.sections.isEmpty { sectioned += 1 }
            let blocks = document.blocks
            let markdown = Cmark.commonMark(blocks, page: document.path)
            let body = Cmark.html(blocks, page: document.path)
            let html = Array(templates.frame(document, today: plan.today).map(Array.init).joined(separator: body))
            #expect(site.files[document.path + ".md"] == markdown, "\(document.path).md")
            #expect(site.files[document.path + ".html"] == html, "\(document.path).html")
        }
        // The fixture exercises what it is meant to: year pages of many sections.
        let yearSections = plan.years.indices.map { builder.document(.year($0)).sections.count }
        #expect(yearSections.max() ?? 0 >= 12)
        #expect(sectioned > 10)
    }

    @Test("a section's Markdown starts with a heading, or is nothing")
    func sectionsStartWithAHeading() throws {
        let plan = try Self.plan()
        let builder = PageBuilder(plan: plan)
        var empty = 0
        for page in builder.pages {
            let document = builder.document(page)
            for section in document.sections {
                let markdown = String(decoding: Cmark.commonMark(section.blocks(), page: document.path), as: UTF8.self)
                if markdown == "\n" {
                    empty += 1
                } else {
                    #expect(markdown.hasPrefix("#"), "\(document.path): a section starts with \(markdown.prefix(40))")
                }
            }
        }
        // The fixture has calendar weeks without items, whose sections are HTML only.
        #expect(empty > 0)
    }
}

/// cmark's trees and output buffers live in a per-thread arena (CmarkArena.swift): a page whose output is
/// many times an arena chunk comes out whole and exact, and memory a render gives back is handed out
/// again zeroed, as cmark expects.
@Suite("cmark arena")
struct CmarkArenaTests {
    @Test("a list of 30,000 lines renders exactly, in CommonMark and HTML, on several threads at once")
    func largeOutput() throws {
        let texts = (0..<30_000).map { "Task \($0) " + String(repeating: "x", count: $0 % 97) }
        let blocks: [Block] = [.heading(level: 1, [.text("Many")]), .items(texts.map { ItemLine(words: [.text($0)]) })]
        let markdown = "# Many\n\n" + texts.map { "  - \($0)\n" }.joined()
        let html = "<h1>Many</h1>\n<ul>\n" + texts.map { "<li>\($0)</li>\n" }.joined() + "</ul>\n"
        let threads = ParallelRunner { DispatchQueue.concurrentPerform(iterations: $0, execute: $1) }
        let results = threads.map(4) { _ in
            (Cmark.commonMark(blocks, page: "many"), Cmark.html(blocks, page: "many"))
        }
        #expect(results.count == 4)
        for (renderedMarkdown, renderedHTML) in results {
            #expect(String(decoding: renderedMarkdown, as: UTF8.self) == markdown)
            #expect(String(decoding: renderedHTML, as: UTF8.self) == html)
        }
    }

    @Test("renders on one thread reuse the memory of the ones before, and come out exact")
    func reusedMemory() throws {
        // A large tree leaves every kept chunk full of old nodes and text; the small trees after it are
        // made in that memory, and a node that were not zeroed would carry stale children or text.
        let large: [Block] = [.items((0..<20_000).map { ItemLine(words: [.text("Old \($0) " + String(repeating: "y", count: 60))]) })]
        let small: [Block] = [.heading(level: 2, [.text("New")]), .items([ItemLine(words: [.text("one"), .project("+p")])])]
        for _ in 0..<3 {
            _ = Cmark.html(large, page: "large")
            _ = Cmark.commonMark(large, page: "large")
            for _ in 0..<50 {
                #expect(String(decoding: Cmark.html(small, page: "small"), as: UTF8.self)
                    == "<h2>New</h2>\n<ul>\n<li>one<b>+p</b></li>\n</ul>\n")
                #expect(String(decoding: Cmark.commonMark(small, page: "small"), as: UTF8.self) == "## New\n\n  - one+p\n")
            }
        }
    }
}
