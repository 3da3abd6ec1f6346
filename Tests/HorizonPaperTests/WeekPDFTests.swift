import HorizonPaper
import Testing

/// docs/output.md#paper-pdf: a week prints on one landscape sheet; every word stays inside its box and
/// no two overlap, every task is printed or counted by its box's "+N more", and the same sheet gives
/// the same bytes. Read from the PDF itself (poppler's pdftotext and pdfinfo).
@Suite("Week PDF")
struct WeekPDFTests {
    static let long = "about the renovation quote and the revised schedule for the kitchen cabinets +home @phone"

    /// A week whose tasks are named T1, T2…: `counts` tasks on each day, every third one `long`.
    static func week(counts: [Int], plans: Int = 3, backlog: Int = 4, routines: Int = 3, long: String = long) -> PaperWeek {
        var number = 0
        func entries(_ count: Int, keepsNote: Bool = false) -> [PaperEntry] {
            (0..<count).map { index in
                number += 1
                return PaperEntry(text: "T\(number) " + (index % 3 == 0 ? long : "Call Bruno"),
                                  note: index % 2 == 0 ? "overdue \(index) d" : nil, keepsNote: keepsNote)
            }
        }
        let names = ["Mon 30 Nov", "Tue 1 Dec", "Wed 2 Dec", "Thu 3 Dec", "Fri 4 Dec", "Sat 5 Dec", "Sun 6 Dec"]
        return PaperWeek(
            title: "Week 2026-W49 · 30 Nov – 6 Dec 2026", site: "Horizon",
            plans: PaperBox(heading: "This week", entries: entries(plans)),
            backlog: backlog == 0 ? nil : PaperBox(heading: "Backlog", entries: entries(backlog, keepsNote: true)),
            days: zip(names, counts).map { PaperBox(heading: $0, entries: entries($1), empty: "Nothing planned.") },
            routines: (0..<routines).map { PaperRoutine(name: "R\($0) Stretch", note: "streak 2", days: [.open, .done, .none, .open, .open, .open, .open]) })
    }

    @Test("one landscape page of the chosen paper", arguments: [PaperSize.a4, .letter])
    func pageSize(_ size: PaperSize) throws {
        let pdf = try PDFReader(PaperRenderer(size: size).pdf(Self.week(counts: [3, 4, 5, 2, 1, 0, 2])))
        #expect(pdf.pages == 1)
        #expect(abs(pdf.size.width - size.height) < 0.5)
        #expect(abs(pdf.size.height - size.width) < 0.5)
    }

    @Test("words stay inside their boxes and never overlap; every task printed or counted",
          arguments: [PaperSize.a4, .letter], FontFamily.all)
    func geometry(_ size: PaperSize, _ family: FontFamily) throws {
        let week = Self.week(counts: [3, 40, 9, 2, 16, 0, 25], plans: 30, backlog: 60, routines: 40)
        let pdf = try PDFReader(PaperRenderer(size: size, family: family.name).pdf(week))
        family.expectSet(pdf)
        #expect(pdf.words.count > 300)
        let (wordsIn, counting) = Self.expectInBoxes(pdf, week, size: size)
        #expect(counting > 0)
        // The routines that do not fit are counted too.
        let routineWords = (wordsIn["routines"] ?? []).map(\.text)
        let routinesPrinted = routineWords.filter { $0.hasPrefix("R") && Int($0.dropFirst()) != nil }.count
        let routinesMore = zip(routineWords, routineWords.dropFirst()).first { $1 == "more" }.flatMap { Int($0.0.dropFirst()) } ?? 0
        #expect(routinesMore > 0)
        #expect(routinesPrinted + routinesMore == week.routines.count)
    }

    @Test("routines past the rows a sheet prints need not be worded: counted, the sheet is the same bytes",
          arguments: [PaperSize.a4, .a5])
    func routinesCountedNotWorded(_ size: PaperSize) throws {
        let whole = Self.week(counts: [3, 4, 5, 2, 1, 0, 2], routines: 40)
        let rows = WeekLayout(size: size, hasBacklog: true, routineCount: 40).routineRows
        #expect(rows < 40)
        var worded = whole
        worded.routines = Array(whole.routines.prefix(rows))
        worded.unwordedRoutines = 40 - rows
        let renderer = PaperRenderer(size: size)
        #expect(try renderer.pdf(worded) == renderer.pdf(whole))
        // Worded short of the rows it prints, the sheet would differ: the test can fail.
        worded.routines = Array(whole.routines.prefix(rows - 2))
        worded.unwordedRoutines = 40 - (rows - 2)
        #expect(try renderer.pdf(worded) != renderer.pdf(whole))
    }

    /// Expects every word of `pdf`, the sheet of `week`, inside a box and none overlapping, and each box's
    /// tasks printed or counted by its "+N more" (counting only when full); returns the words by box and
    /// how many boxes count.
    static func expectInBoxes(_ pdf: PDFReader, _ week: PaperWeek, size: PaperSize) -> ([String: [PDFReader.Word]], Int) {
        let layout = WeekLayout(size: size, hasBacklog: true, routineCount: week.routines.count)
        let title = Rect(x: 0, y: 0, width: layout.page.width, height: WeekLayout.margin + 22)
        let boxes: [(String, Rect, PaperBox?)] = [("title", title, nil), ("plans", layout.plans, week.plans),
                                                   ("backlog", layout.backlog!, week.backlog)]
            + zip(week.days, layout.days).map { ($0.heading, $1, $0) } + [("routines", layout.routines!, nil)]
        func inside(_ word: PDFReader.Word, _ rect: Rect) -> Bool {
            word.xMin >= rect.x - 0.5 && word.xMax <= rect.maxX + 0.5 && word.yMin >= rect.y - 0.5 && word.yMax <= rect.maxY + 0.5
        }
        var wordsIn: [String: [PDFReader.Word]] = [:]
        for word in pdf.words {
            let owner = boxes.first { inside(word, $0.1) }
            #expect(owner != nil, "\(word.text) at \(word.xMin),\(word.yMin)–\(word.xMax),\(word.yMax) is in no box")
            if let owner { wordsIn[owner.0, default: []].append(word) }
        }
        #expect(pdf.overlaps.isEmpty, "\(pdf.overlaps)")
        // Each box's tasks: those whose name (T12) it prints, plus its "+N more".
        var counting = 0
        for (name, _, box) in boxes {
            guard let box else { continue }
            let words = wordsIn[name] ?? []
            let printed = Set(words.map(\.text).filter { $0.hasPrefix("T") && Int($0.dropFirst()) != nil })
            let more = zip(words, words.dropFirst()).first { $1.text == "more" && $0.text.hasPrefix("+") }.flatMap { Int($0.0.text.dropFirst()) } ?? 0
            let expected = Set(box.entries.map { String($0.text.prefix { $0 != " " }) })
            #expect(printed.isSubset(of: expected), "\(name)")
            #expect(printed.count + more == box.total, "\(name): \(printed.count) printed, \(more) counted of \(box.total)")
            if more > 0 {
                counting += 1
                // Full before it counts: the last printed word is near the box's bottom.
                let rect = boxes.first { $0.0 == name }!.1
                let bottom = words.map(\.yMax).max() ?? rect.y
                #expect(bottom >= rect.y + rect.height * 0.9, "\(name) counts with room left: \(bottom) in \(rect)")
            }
        }
        return (wordsIn, counting)
    }

    @Test("CJK and emoji in entries fall back through fontconfig: no crash, every word inside its box, every task printed or counted")
    func cjkAndEmoji() throws {
        let week = Self.week(counts: [3, 40, 9, 2, 16, 0, 25], plans: 30, backlog: 60, routines: 4,
                             long: "会議の準備 📅 资料を印刷する 🎉 회의 준비 and the kitchen 🔧")
        let pdf = try PDFReader(PaperRenderer().pdf(week))
        let (_, counting) = Self.expectInBoxes(pdf, week, size: .a4)
        #expect(counting > 0)
    }

    @Test("a box with room prints every entry whole, and says nothing of more")
    func roomy() throws {
        // Plans are T1–T3, the backlog T4–T7, Monday T8 (long) and T9.
        let week = Self.week(counts: [2, 2, 2, 2, 2, 2, 2])
        let words = try PDFReader(PaperRenderer().pdf(week)).words
        #expect(!words.map(\.text).contains("more"))
        // An entry cut by Pango keeps its whole text for pdftotext (ActualText), so whole means its rows.
        let start = try #require(words.firstIndex { $0.text == "T8" }), end = try #require(words.firstIndex { $0.text == "T9" })
        let rows = Set(words[start..<end].filter { !["overdue", "0", "d"].contains($0.text) }.map { $0.yMin.rounded() })
        #expect(rows.count >= 3, "\(words[start..<end].map(\.text))")
    }

    @Test("the backlog fills before it counts: with room, a long entry wraps onto more lines instead of being cut to one")
    func roomyBacklog() throws {
        // Plans are T1–T3, the backlog T4 (long, its reason kept) and T5.
        let week = Self.week(counts: [2, 2, 2, 2, 2, 2, 2], backlog: 2)
        let words = try PDFReader(PaperRenderer().pdf(week)).words
        let start = try #require(words.firstIndex { $0.text == "T4" }), end = try #require(words.firstIndex { $0.text == "T5" })
        // An entry cut by Pango keeps its whole text for pdftotext (ActualText), all on the line it was cut to.
        let rows = Set(words[start..<end].filter { !["overdue", "0", "d"].contains($0.text) }.map { $0.yMin.rounded() })
        #expect(rows.count >= 2, "\(words[start..<end].map(\.text))")
    }

    @Test("the same sheet twice gives the same bytes, with no creation date")
    func deterministic() throws {
        let week = Self.week(counts: [3, 4, 5, 2, 1, 0, 2])
        let first = try PaperRenderer().pdf(week), second = try PaperRenderer().pdf(week)
        #expect(first == second)
        #expect(!String(decoding: first, as: UTF8.self).contains("CreationDate"))
    }

    @Test("text is laid out once per renderer and shared between sheets: a sheet drawn after another is the same bytes as drawn alone")
    func sharedLayouts() throws {
        let first = Self.week(counts: [3, 4, 5, 2, 1, 0, 2])
        // The same texts at the same widths, each with the other's note (or none): a block laid out for
        // one must not be taken for the other.
        var second = first
        func swapNotes(_ box: PaperBox) -> PaperBox {
            var box = box
            box.entries = box.entries.map { entry in
                var entry = entry
                entry.note = entry.note == nil ? "daily" : nil
                return entry
            }
            return box
        }
        second.plans = swapNotes(first.plans)
        second.days = first.days.map(swapNotes)
        let renderer = PaperRenderer()
        let shared = (try renderer.pdf(first), try renderer.pdf(second))
        let alone = (try PaperRenderer().pdf(first), try PaperRenderer().pdf(second))
        // Compared as one yes or no: a failure would print every byte of both.
        let firstSame = shared.0 == alone.0, secondSame = shared.1 == alone.1, sheetsDiffer = alone.0 != alone.1
        #expect(firstSame)
        #expect(secondSame)
        #expect(sheetsDiffer)
    }

    @Test("a routine's missed day is crossed, unlike a day it does not occur on; a due day is an empty box, a done one ticked")
    func routineBoxes() throws {
        var week = Self.week(counts: [1, 1, 1, 1, 1, 1, 1], routines: 0)
        week.routines = [PaperRoutine(name: "Stretch", days: [.done, .missed, .open, .none, .open, .open, .open])]
        let pixels = try PDFPixels(try PaperRenderer().pdf(week))
        let layout = WeekLayout(size: .a4, hasBacklog: true, routineCount: 1)
        let rows = try #require(layout.routines)
        let y = rows.y + WeekLayout.routineHeading + WeekLayout.routineRow / 2
        // The box is 6.5 points square, centred under its day: its upper left quarter is crossed on a
        // missed day only (a tick runs from its left middle down and up to its upper right), its left
        // edge is drawn on every day it occurs on.
        func darkest(_ day: Int, dx: Double, dy: Double) -> UInt8 {
            pixels.darkest(x: layout.days[day].x + layout.days[day].width / 2 + dx, y: y + dy, radius: 0.4)
        }
        let quarter = (0..<7).map { darkest($0, dx: -1.3, dy: -1.3) }, frame = (0..<7).map { darkest($0, dx: -3.25, dy: 0) }
        #expect(quarter[1] < 100, "\(quarter)")
        #expect([0, 2, 3, 4].allSatisfy { quarter[$0] > 200 }, "\(quarter)")
        #expect([0, 1, 2, 4, 5, 6].allSatisfy { frame[$0] < 100 }, "\(frame)")
        #expect(frame[3] > 200)
    }
}
