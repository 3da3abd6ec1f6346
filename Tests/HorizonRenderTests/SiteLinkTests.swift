import Foundation
import HorizonCore
import HorizonRender
import Testing

/// Every relative link of a built site resolves (docs/output.md#the-output-folder): HTML hrefs and Markdown link targets lead to
/// a file of the site, and an #anchor to an id on that page.
@Suite("Site links")
struct SiteLinkTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    /// The example list plus tasks on far and odd dates: plans of past and future weeks, months and
    /// years, days at year ends, recurring tasks, undated and invalid ones.
    static func tasks() throws -> TaskList {
        let example = try String(contentsOf: examples.appendingPathComponent("todo.txt"), encoding: .utf8)
        let extra = [
            "Far plan plan:2029-W02", "Past week plan:2025-W40", "Month away plan:2027-09", "Year away plan:2028",
            "Year end due:2026-12-31", "New year due:2027-01-01", "Week 53 plan:2026-W53", "Week one plan:2027-W01",
            "Later this year due:2027-10-14", "Threshold later t:2027-02-15 due:2027-03-15", "Daily rec:+1d due:2026-11-01",
            "Every Tuesday rec:+tue due:2027-12-07", "No date at all +misc", "Broken date due:2026-02-30 +misc",
            "Weekly far rec:+1w due:2027-12-20 until:2028-01-31",
        ]
        let text = example + extra.joined(separator: "\n") + "\n"
        return TodoDocument(name: "todo.txt", bytes: Array(text.utf8)).readTasks()
    }

    static func links(in page: String, html: Bool) -> [String] {
        let pattern = html ? #"href="([^"]*)""# : #"\]\(([^)\s]*)\)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: page, range: NSRange(page.startIndex..., in: page)).compactMap {
            Range($0.range(at: 1), in: page).map { String(page[$0]) }
        }
    }

    static func ids(in page: String) -> Set<String> {
        guard let expression = try? NSRegularExpression(pattern: #"\sid="([^"]*)""#) else { return [] }
        return Set(expression.matches(in: page, range: NSRange(page.startIndex..., in: page)).compactMap {
            Range($0.range(at: 1), in: page).map { String(page[$0]) }
        })
    }

    /// `../week/2026-W48.html` from `day/2026-11-23.html` → `week/2026-W48.html`.
    static func resolve(_ link: String, from path: String) -> String {
        var parts = path.split(separator: "/").dropLast().map(String.init)
        for part in link.split(separator: "/", omittingEmptySubsequences: false) {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    @Test("every relative link resolves, to a page and to an id on it", arguments: ["2026-11-23", "2026-12-28", "2027-12-31", "2026-01-01", "2027-06-15"])
    func noDeadLinks(_ today: String) throws {
        let plan = Planner(today: try #require(CivilDate(today))).plan(try Self.tasks())
        let site = try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.html, .md]).render(plan)
        var dead: [String] = []
        var checked = 0
        for (path, bytes) in site.files where path.hasSuffix(".html") || path.hasSuffix(".md") {
            let page = String(decoding: bytes, as: UTF8.self)
            for link in Self.links(in: page, html: path.hasSuffix(".html")) {
                if link.hasPrefix("https://") || link.hasPrefix("http://") || link.hasPrefix("mailto:") { continue }
                checked += 1
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? path : Self.resolve(parts[0], from: path)
                guard let targetBytes = site.files[target] else {
                    dead.append("\(path): \(link)")
                    continue
                }
                if parts.count == 2, !Self.ids(in: String(decoding: targetBytes, as: UTF8.self)).contains(parts[1]) {
                    dead.append("\(path): \(link) (no such id)")
                }
            }
        }
        #expect(checked > 500)
        #expect(dead.isEmpty, "\(dead.count) dead links, e.g. \(dead.prefix(10))")
    }

    @Test("each week and month page, reviews included, links its printed sheet, which lies beside it, and the index the tablet planner; without PDFs, no link (docs/output.md#paper-pdf, docs/output.md#planner-pdf)")
    func sheetLinks() throws {
        let plan = Planner(today: try #require(CivilDate(year: 2027, month: 1, day: 4))).plan(try Self.tasks())
        let site = try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.html, .md, .pdf]).render(plan)
        var linked: [String] = []
        var plannerLinks: [String] = []
        for (path, bytes) in site.files where path.hasSuffix(".html") || path.hasSuffix(".md") {
            let links = Self.links(in: String(decoding: bytes, as: UTF8.self), html: path.hasSuffix(".html")).filter { $0.hasSuffix(".pdf") }
            for link in links {
                let target = Self.resolve(link, from: path)
                #expect(site.files[target] != nil, "\(path): \(link)")
                if target == "planner.pdf" {
                    plannerLinks.append(path)
                    continue
                }
                #expect(target == path.replacingOccurrences(of: path.hasSuffix(".md") ? ".md" : ".html", with: ".pdf"), "\(path): \(link)")
                linked.append(target)
            }
        }
        #expect(plannerLinks.sorted() == ["index.html", "index.md"])
        let sheets = site.files.keys.filter { $0.hasSuffix(".pdf") && !$0.hasPrefix("print/") && $0 != "planner.pdf" }
        #expect(Set(linked) == Set(sheets), "sheets no page links: \(Set(sheets).subtracting(linked).sorted())")
        #expect(linked.count == 2 * sheets.count)
        #expect(linked.contains("week/2026-W53.pdf") && linked.contains("month/2026-12.pdf"))
        let withoutSheets = try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.html]).render(plan)
        #expect(!withoutSheets.files.values.contains { String(decoding: $0, as: UTF8.self).contains("Print (PDF)") })
        #expect(!withoutSheets.files.values.contains { String(decoding: $0, as: UTF8.self).contains("planner.pdf") })
    }

    @Test("no page has the same id twice", arguments: ["2026-11-23", "2026-12-28"])
    func uniqueIds(_ today: String) throws {
        let plan = Planner(today: try #require(CivilDate(today))).plan(try Self.tasks())
        let site = try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.html]).render(plan)
        guard let expression = try? NSRegularExpression(pattern: #"\sid="([^"]*)""#) else { return }
        for (path, bytes) in site.files where path.hasSuffix(".html") {
            let page = String(decoding: bytes, as: UTF8.self)
            let ids = expression.matches(in: page, range: NSRange(page.startIndex..., in: page)).compactMap { Range($0.range(at: 1), in: page).map { String(page[$0]) } }
            #expect(ids.count == Set(ids).count, "\(path) repeats an id")
        }
    }
}
