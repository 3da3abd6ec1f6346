import Foundation
import HorizonCore
import HorizonPaper
import HorizonRender
import Testing

/// docs/output.md#planner-pdf: planner.pdf has the same pages, in the same order and under the same
/// names, whatever the tasks; every link leads to a page it names and is 8 mm tall; every task of a
/// busy day is printed or counted, its rest on its week's overflow page; words stay in their boxes and
/// never overlap; the same plan gives the same bytes. Read from the PDF itself (poppler's pdfinfo and
/// pdftotext; the link annotations, outline and page labels from the file's objects, which Cairo
/// writes uncompressed).
@Suite("Planner PDF")
struct PlannerPDFTests {
    static let today = CivilDate(year: 2026, month: 11, day: 23)!
    static let busyDay = "2026-11-25"

    /// A plan of `busy` tasks due on Wednesday 25 November (T1, T2…, every third one long), a few
    /// others over the horizon, and `backlog` overdue ones (B1, B2…).
    static func plan(busy: Int, backlog: Int = 3) -> Plan {
        var lines = ["Plan the offsite plan:2026-W48", "Write the report plan:2026-12", "Stretch due:2026-11-23 rec:1d",
                     "Call the plumber due:2026-12-08 @phone"]
        lines += (1...max(1, busy)).prefix(busy).map { number in
            "T\(number) " + (number % 3 == 0 ? "Ask about the renovation quote and the revised kitchen schedule +home @phone" : "Call Bruno")
                + " due:\(busyDay)"
        }
        lines += (1...max(1, backlog)).prefix(backlog).map { "B\($0) Return the library books due:2026-11-1\($0 % 9)" }
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        return Planner(today: today).plan(list)
    }

    static func planner(_ plan: Plan, tablet: PlannerRenderer = PlannerRenderer()) throws -> [UInt8] {
        let site = try SiteRenderer(templates: try TemplateSet.builtIn(), formats: [.pdf], tablet: tablet).render(plan)
        return try #require(site.files["planner.pdf"])
    }

    static let pages = PlannerPages(horizon: Horizon(today: today))

    @Test("a page of the tablet's size, as many pages as the dates give",
          arguments: [TabletSize.eink, .rmPro, .a6x, TabletSize(name: "400x560")!])
    func pageSize(_ size: TabletSize) throws {
        let pdf = try PDFReader(try Self.planner(Self.plan(busy: 12), tablet: PlannerRenderer(size: size)), page: 1)
        #expect(pdf.pages == Self.pages.pages.count)
        #expect(abs(pdf.size.width - size.width) < 0.5 && abs(pdf.size.height - size.height) < 0.5, "\(pdf.size)")
    }

    @Test("5 and 500 tasks on the same dates: the same pages under the same names")
    func stablePages() throws {
        let few = try Self.planner(Self.plan(busy: 5)), many = try Self.planner(Self.plan(busy: 500, backlog: 200))
        let names = try PDFReader.destinations(few)
        #expect(names == Self.pages.pages.map(\.destination))
        #expect(try PDFReader.destinations(many) == names)
        #expect(try PDFReader(few, page: 1).pages == PDFReader(many, page: 1).pages)
    }

    @Test("every link leads to a named page and is at least 8 mm tall; an outline and page labels")
    func links() throws {
        let bytes = try Self.planner(Self.plan(busy: 80, backlog: 60))
        let names = Set(try PDFReader.destinations(bytes))
        let links = PDFLinks(bytes)
        #expect(links.targets.count > 200)
        for (destination, height) in links.targets {
            #expect(names.contains(destination), "a link to \(destination), which no page is")
            #expect(height >= PlannerLayout.tap - 0.01, "a link to \(destination) \(height) points tall")
        }
        // Every page is reached by some link; the overflow page of the busy week by "+N more".
        #expect(Set(links.targets.map(\.destination)).isSuperset(of: names.subtracting(["2027-04-more"])))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("/Outlines") && text.contains("/PageLabels"))
        #expect(text.contains("/P (Today)") && text.contains("/P (Nov)"))
    }

    @Test("the same plan twice: the same bytes, with no creation date")
    func deterministic() throws {
        let first = try Self.planner(Self.plan(busy: 40)), second = try Self.planner(Self.plan(busy: 40))
        #expect(first == second)
        #expect(!String(decoding: first, as: UTF8.self).contains("CreationDate"))
    }

    @Test("a busy day: every task printed or counted on the week page, the rest on the week's overflow page, counted there too",
          arguments: [TabletSize.eink, .a6x])
    func busyDay(_ size: TabletSize) throws {
        let busy = 150
        let bytes = try Self.planner(Self.plan(busy: busy), tablet: PlannerRenderer(size: size))
        let week = try #require(Self.pages.page(.week(ISOWeek(weekYear: 2026, week: 48)!)))
        let more = try #require(Self.pages.page(.weekMore(ISOWeek(weekYear: 2026, week: 48)!)))
        let layout = PlannerLayout(size: size, leftHanded: false)
        let wednesday = layout.week.days[2]

        let weekWords = try PDFReader(bytes, page: week.number).words.filter { inside($0, wednesday) }
        let printed = Self.names(weekWords)
        let counted = Self.counts(weekWords)
        #expect(counted.count == 1)
        #expect(printed.count + (counted.first ?? 0) == busy, "\(printed.count) printed, \(counted) counted")
        #expect(weekWords.map(\.text).contains("p.") && weekWords.map(\.text).contains(String(more.number)))

        let moreWords = try PDFReader(bytes, page: more.number).words.filter { inside($0, layout.body) }
        let continued = Self.names(moreWords)
        #expect(continued.isDisjoint(with: printed))
        #expect(printed.count + continued.count + Self.counts(moreWords).reduce(0, +) == busy,
                "\(printed.count) on the week, \(continued.count) continued, \(Self.counts(moreWords)) counted")
        #expect(!continued.isEmpty)
        // The box is full before it counts (docs/output.md#a-box-fills-before-it-counts).
        #expect((weekWords.map(\.yMax).max() ?? 0) >= wednesday.y + wednesday.height * 0.9)

        // On the month page, the day's narrow cell counts its rest with the page that holds it, whole.
        let november = YearMonth(year: 2026, month: 11)!
        let monthPage = try #require(Self.pages.page(.month(november))), monthMore = try #require(Self.pages.page(.monthMore(november)))
        let weeks = MonthSheet.weeks(of: november)
        let cell = layout.month(weeks: weeks.count).cells[weeks.firstIndex(of: ISOWeek(weekYear: 2026, week: 48)!)!][2]
        let cellWords = try PDFReader(bytes, page: monthPage.number).words.filter { inside($0, cell) }.map(\.text)
        #expect(Self.names(try PDFReader(bytes, page: monthPage.number).words.filter { inside($0, cell) }).count
                + Self.counts(try PDFReader(bytes, page: monthPage.number).words.filter { inside($0, cell) }).reduce(0, +) == busy)
        #expect(cellWords.last?.hasSuffix(String(monthMore.number)) == true, "\(cellWords)")
    }

    @Test("a busy week, Today and its overflow page: words inside the page's parts, none overlapping",
          arguments: [(TabletSize.eink, "DejaVu Sans"), (.a6x, "DejaVu Sans"), (.eink, "Liberation Sans"), (.rmPro, "Noto Sans")])
    func geometry(_ size: TabletSize, family: String) throws {
        let bytes = try Self.planner(Self.plan(busy: 150, backlog: 40), tablet: PlannerRenderer(size: size, family: family + ",sans-serif"))
        let layout = PlannerLayout(size: size, leftHanded: false)
        let week = layout.week
        let parts: [(String, [Rect])] = [
            ("today", [layout.today.today, layout.today.backlog]),
            ("2026-W48", week.days + [week.plans]),
            ("2026-11-25", [layout.day.items, layout.day.notes]),
            ("2026-W48-more", [layout.body]),
            ("2026-11", [layout.body]),
            ("weeks", [layout.body]),
            ("months", [layout.body]),
        ]
        for (destination, boxes) in parts {
            let page = try #require(Self.pages.pages.first { $0.destination == destination })
            let words = try PDFReader(bytes, page: page.number).words
            #expect(words.count > 20, "\(destination)")
            for word in words {
                let placed = ([layout.navigation, layout.title] + boxes).contains { inside(word, $0) }
                #expect(placed, "\(destination): \(word.text) at \(word.xMin),\(word.yMin)–\(word.xMax),\(word.yMax) is in no box")
            }
            for (index, a) in words.enumerated() {
                for b in words[(index + 1)...] {
                    let overlapX = min(a.xMax, b.xMax) - max(a.xMin, b.xMin), overlapY = min(a.yMax, b.yMax) - max(a.yMin, b.yMin)
                    #expect(overlapX <= 0.5 || overlapY <= 0.5, "\(destination): \(a.text) overlaps \(b.text)")
                }
            }
        }
    }

    @Test("the wide margin is on the left, or on the right --left-handed")
    func leftHanded() throws {
        let plan = Self.plan(busy: 30)
        for leftHanded in [false, true] {
            let words = try PDFReader(try Self.planner(plan, tablet: PlannerRenderer(leftHanded: leftHanded)), page: 10).words
            let left = words.map(\.xMin).min() ?? 0, right = TabletSize.eink.width - (words.map(\.xMax).max() ?? 0)
            let toolbar = (TabletSize.eink.width / 10).rounded()
            if leftHanded {
                #expect(right >= toolbar - 0.5 && left < toolbar / 2, "\(left) \(right)")
            } else {
                #expect(left >= toolbar - 0.5 && right < toolbar / 2, "\(left) \(right)")
            }
        }
    }

    @Test("--tablet names: eink, rm-pro, a6x or WIDTHxHEIGHT in points; nothing else")
    func sizes() {
        #expect(TabletSize(name: "eink") == .eink && TabletSize(name: "RM-PRO") == .rmPro && TabletSize(name: "a6x") == .a6x)
        #expect(TabletSize(name: "400x560")?.width == 400 && TabletSize(name: "400x560")?.height == 560)
        for bad in ["kindle", "400", "400x", "x560", "100x560", "400x99999", "-400x560", "4e2x560"] {
            #expect(TabletSize(name: bad) == nil, "\(bad)")
        }
    }

    /// The tasks a box prints: its words T1, T2…
    static func names(_ words: [PDFReader.Word]) -> Set<String> {
        Set(words.map(\.text).filter { $0.hasPrefix("T") && Int($0.dropFirst()) != nil })
    }

    /// The numbers of its "+N" words ("+12", "+12→29"): what it counts.
    static func counts(_ words: [PDFReader.Word]) -> [Int] {
        words.compactMap { $0.text.hasPrefix("+") ? Int($0.text.dropFirst().prefix { $0.isNumber }) : nil }
    }
}

private func inside(_ word: PDFReader.Word, _ rect: Rect) -> Bool {
    word.xMin >= rect.x - 0.5 && word.xMax <= rect.maxX + 0.5 && word.yMin >= rect.y - 0.5 && word.yMax <= rect.maxY + 0.5
}

/// The link annotations of a PDF as Cairo writes them (uncompressed objects): each one's named
/// destination and height in points.
struct PDFLinks {
    let targets: [(destination: String, height: Double)]

    init(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let pattern = try! NSRegularExpression(pattern: #"/Subtype /Link.*?/Rect \[ ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) \]\s*/Dest \(([^)]*)\)"#,
                                               options: [.dotMatchesLineSeparators])
        targets = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            func group(_ index: Int) -> String { String(text[Range(match.range(at: index), in: text)!]) }
            return (group(5), abs(Double(group(4))! - Double(group(2))!))
        }
    }
}
