import HorizonPaper
import Testing

/// docs/output.md#paper-pdf: a month prints on one landscape sheet, its calendar cells and side boxes
/// holding their words, every task printed or counted.
@Suite("Month PDF")
struct MonthPDFTests {
    /// A month of `weeks` rows whose tasks are named M1, M2…: `busy` entries on every fourth day, every
    /// other one `long`.
    static func month(weeks: Int, busy: Int, long: String = "Ask Mateo about the school concert rehearsal times") -> PaperMonth {
        var number = 0
        func entries(_ count: Int) -> [PaperEntry] {
            (0..<count).map { index in
                number += 1
                return PaperEntry(text: "M\(number) " + (index % 2 == 0 ? long : "Pay"),
                                  note: index % 3 == 0 ? "due 4 Dec" : nil)
            }
        }
        let rows = (0..<weeks).map { row in
            PaperMonth.Week(label: String(49 + row), days: (0..<7).map { column in
                let index = row * 7 + column
                return PaperBox(heading: String(index + 1), entries: entries(index % 4 == 0 ? busy : 1),
                                shade: column >= 5 ? .weekend : .plain)
            })
        }
        return PaperMonth(title: "December 2026", site: "Horizon", weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
                          weeks: rows, side: [PaperBox(heading: "This month", entries: entries(busy * 3)),
                                              PaperBox(heading: "Repeating", entries: entries(4))])
    }

    @Test("one landscape page; words inside the grid or the side column, none overlapping; tasks printed or counted",
          arguments: [(PaperSize.a4, 5), (.letter, 6), (.a4, 4)], FontFamily.all)
    func geometry(_ sheet: (size: PaperSize, weeks: Int), _ family: FontFamily) throws {
        let month = Self.month(weeks: sheet.weeks, busy: 14)
        let pdf = try PDFReader(PaperRenderer(size: sheet.size, family: family.name).pdf(month))
        family.expectSet(pdf)
        #expect(pdf.pages == 1)
        #expect(abs(pdf.size.width - sheet.size.height) < 0.5)
        Self.expectInBoxes(pdf, month, size: sheet.size)
    }

    @Test("a cell fills before it counts: its one long entry wraps onto as many lines as the cell has room for, not cut to two")
    func roomyCell() throws {
        // Every cell holds one entry; the first cell's is the long one (M1).
        let month = Self.month(weeks: 5, busy: 1)
        let words = try PDFReader(PaperRenderer().pdf(month)).words
        let cell = MonthLayout(size: .a4, weeks: 5).cells[0][0]
        // An entry cut by Pango keeps its whole text for pdftotext (ActualText), on the lines it was cut to.
        let entry = words.filter { word in
            word.text != "1" && word.xMin >= cell.x && word.xMax <= cell.maxX && word.yMin >= cell.y && word.yMax <= cell.maxY
        }
        #expect(Set(entry.map { $0.yMin.rounded() }).count >= 3, "\(entry.map(\.text))")
    }

    @Test("CJK and emoji in entries fall back through fontconfig: no crash, every word inside its box, every task printed or counted")
    func cjkAndEmoji() throws {
        let month = Self.month(weeks: 5, busy: 14, long: "会議の準備 📅 资料を印刷する 🎉 회의 준비 🔧")
        Self.expectInBoxes(try PDFReader(PaperRenderer().pdf(month)), month, size: .a4)
    }

    /// Expects every word of `pdf`, the sheet of `month`, inside the grid or the side column and none
    /// overlapping, and each cell's tasks printed or counted by its "+N more".
    static func expectInBoxes(_ pdf: PDFReader, _ month: PaperMonth, size: PaperSize) {
        let layout = MonthLayout(size: size, weeks: month.weeks.count)
        func inside(_ word: PDFReader.Word, _ rect: Rect) -> Bool {
            word.xMin >= rect.x - 0.5 && word.xMax <= rect.maxX + 0.5 && word.yMin >= rect.y - 0.5 && word.yMax <= rect.maxY + 0.5
        }
        let title = Rect(x: 0, y: 0, width: layout.page.width, height: WeekLayout.margin + 22)
        let cells = layout.cells.flatMap { $0 }
        for word in pdf.words {
            let placed = inside(word, title) || inside(word, layout.side) || (layout.weekdays + layout.weekLabels + cells).contains { inside(word, $0) }
            #expect(placed, "\(word.text) is in no box")
        }
        #expect(pdf.overlaps.isEmpty, "\(pdf.overlaps)")
        // Each cell: its tasks printed, plus its "+N more", are all its tasks.
        for (box, rect) in zip(month.weeks.flatMap(\.days), cells) {
            let words = pdf.words.filter { inside($0, rect) }
            let printed = words.filter { $0.text.hasPrefix("M") && Int($0.text.dropFirst()) != nil }.count
            let more = zip(words, words.dropFirst()).first { $1.text == "more" }.flatMap { Int($0.0.text.dropFirst()) } ?? 0
            #expect(printed + more == box.total, "cell \(box.heading): \(printed) + \(more) of \(box.total)")
        }
    }
}
