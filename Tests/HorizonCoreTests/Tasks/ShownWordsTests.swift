@testable import HorizonCore
import Testing

/// A description's shown words as one run of bytes (docs/output.md#how-an-item-reads): the same words,
/// titles, lengths and visibility as the words one string each.
@Suite("Shown words")
struct ShownWordsTests {
    func task(_ line: String) -> Task {
        TodoDocument(name: "todo.txt", bytes: Array(line.utf8)).readTasks().tasks[0]
    }

    static let lines = [
        "(A) 2026-11-02 Pay rent +home @online due:2026-11-30 t:2026-11-25 rec:+1m",
        "Check smoke alarm batteries +home due:2026-11-28 color:red",
        "Submit VAT https://tax.example.org/vat/2026?q=1 due:2026-11-24 now",
        "Meeting at 12:30 with Jo: see mailto:jo@example.com",
        "+first @second word",
        "Café au lait +café 👩‍👩‍👧 family 🇫🇷 flag 漢字",
        "Cafe\u{301} with a combining accent +\u{301}project",
        "bell\u{7} and tab\tinside +p\u{7}roject",
        "Sort photos plan:2026-11-20 delayed:1 show:day,week float:0 h:0 until:2027-01-01",
        String(repeating: "long words ", count: 120) + "+cut",
    ]

    @Test("the words of a task, each a range of one array: as many, of the same kinds and bytes", arguments: lines)
    func sameWords(_ line: String) {
        let shown = DisplayText.shown(of: task(line))
        let words = shown.words
        #expect(shown.count == words.count)
        #expect(ShownWords(words) == shown)
        #expect(ShownWords(words).words == words)
        for index in 0..<shown.count {
            let kind: ShownWords.Kind = switch words[index] {
            case .text: .text
            case .project: .project
            case .context: .context
            case .tag: .tag
            case .link: .link
            }
            #expect(shown.kind(at: index) == kind)
        }
        // Each word's bytes, then a NUL.
        #expect(shown.bytes == words.flatMap { word -> [UInt8] in
            if case .link(let url) = word { return Array(url.utf8) + [0] }
            return Array(word.label.utf8) + [0]
        })
    }

    @Test("title, its bytes, its length and visibility read on the bytes as on the words", arguments: lines)
    func sameReadings(_ line: String) {
        let shown = DisplayText.shown(of: task(line))
        let words = DisplayText.words(of: task(line))
        #expect(DisplayText.title(of: shown) == DisplayText.title(of: words))
        #expect(DisplayText.titleBytes(of: shown) == DisplayText.titleBytes(of: task(line)))
        #expect(DisplayText.titleLength(of: shown) == DisplayText.title(of: words).count)
        #expect(DisplayText.areVisible(shown) == DisplayText.areVisible(words))
    }

    @Test("words given one by one keep empty words and their order")
    func givenWords() {
        let words: [DisplayWord] = [.text(""), .project("+p"), .text(" "), .link(url: "https://a.example/b"), .tag("x:1"), .context("@c")]
        let shown = ShownWords(words)
        #expect(shown.words == words)
        #expect(shown.range(at: 0) == 0..<0)
        #expect(shown.range(at: 1) == 1..<3)
        #expect(shown.text(at: 3) == "https://a.example/b")
        #expect(ShownWords([]).isEmpty && ShownWords([]).words.isEmpty && ShownWords([]).bytes.isEmpty)
    }
}
