import HorizonCore
import Testing

/// docs/todotxt.md#control-characters: control characters in task text are found wherever they stand,
/// though the text is read eight bytes at a time.
@Suite("Visible text")
struct VisibleTextTests {
    /// The rule, byte by byte: a C0 byte but the tab and LF, DEL, or 0xC2 followed by 0x80…0x9F.
    static func byteByByte(_ bytes: [UInt8]) -> Bool {
        for (index, byte) in bytes.enumerated() {
            if (byte < 32 && byte != 9 && byte != 10) || byte == 127 { return true }
            if byte == 0xC2, index + 1 < bytes.count, (0x80..<0xA0).contains(bytes[index + 1]) { return true }
        }
        return false
    }

    @Test("each kind of byte, at every position of texts up to 24 bytes long (three words), is found as byte by byte")
    func everyPosition() {
        let plain = UInt8(ascii: "a")
        let marks: [[UInt8]] = [[0x1B], [0x00], [0x1F], [0x7F], [9], [10], [0xC2, 0x85], [0xC2, 0x9F], [0xC2, 0xA0],
                                [0xC2, 0x7F], [0xE2, 0x80, 0x85], [0x20], [0xFF]]
        var checked = 0
        for length in 1...24 {
            for position in 0..<length {
                for mark in marks where position + mark.count <= length {
                    var bytes = [UInt8](repeating: plain, count: length)
                    bytes.replaceSubrange(position..<(position + mark.count), with: mark)
                    #expect(VisibleText.hasControl(bytes.span) == Self.byteByByte(bytes), "\(bytes)")
                    checked += 1
                }
            }
        }
        #expect(checked > 3000)
    }

    @Test("random texts of the bytes that matter agree with the byte-by-byte rule")
    func randomTexts() {
        let alphabet: [UInt8] = [0x61, 0x20, 0x09, 0x0A, 0x0D, 0x1B, 0x7F, 0x80, 0x85, 0x9F, 0xA0, 0xC2, 0xC3, 0xE2, 0xFF]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var found = 0
        for _ in 0..<20_000 {
            // Mostly plain letters, as task text is, with a byte of the alphabet now and then.
            let bytes = (0..<(next() % 40)).map { _ in next() % 12 == 0 ? alphabet[next() % alphabet.count] : 0x61 }
            let expected = Self.byteByByte(bytes)
            #expect(VisibleText.hasControl(bytes.span) == expected, "\(bytes)")
            if expected { found += 1 }
        }
        #expect(found > 1000 && found < 19_000)
    }

    @Test("a harmless 0xC2 (a why line's middle dot) does not hide a control character words later, nor make one")
    func controlAfterMiddleDot() {
        let why = Array("overdue 4 days · was due Thu 19 Nov · todo.txt:12".utf8)
        let whyHasControl = VisibleText.hasControl(why.span)
        #expect(!whyHasControl)
        for position in 16..<why.count {
            var bytes = why
            bytes[position] = 0x1B
            let escFound = VisibleText.hasControl(bytes.span)
            #expect(escFound, "ESC at \(position)")
            var c1 = why
            c1.replaceSubrange(position..<position + 1, with: [0xC2, 0x85])
            let nelFound = VisibleText.hasControl(c1.span)
            #expect(nelFound, "NEL at \(position)")
        }
    }

    @Test("cleaned replaces a C1 character split across the eight-byte words and leaves clean text the same string")
    func cleanedAcrossWords() {
        let text = "Call An\u{85}na today"
        #expect(Array(text.utf8)[7] == 0xC2 && Array(text.utf8)[8] == 0x85)
        #expect(VisibleText.cleaned(text) == "Call An\u{FFFD}na today")
        #expect(VisibleText.cleaned("Call Anna about the crème brûlée") == "Call Anna about the crème brûlée")
        #expect(VisibleText.cleaned(bytes: Array("tab\tand\nLF stay".utf8)) == nil)
    }

    @Test("a task's words are visible unless a plain word, project, context or tag holds a control character; a link's label is checked where it is shown")
    func wordsAreVisible() {
        func words(_ line: String) -> [DisplayWord] {
            DisplayText.words(of: TaskParser.parse(line, at: SourceLocation(file: "todo.txt", line: 1)).0)
        }
        #expect(DisplayText.areVisible(words("Call mom +family @home key:value https://example.com/a")))
        #expect(DisplayText.areVisible([]))
        for line in ["Call \u{1B}mom", "Call mom +fam\u{7}ily", "Call mom @ho\u{7F}me", "Call mom key:va\u{1}lue", "Nel \u{85} here"] {
            #expect(!DisplayText.areVisible(words(line)), "\(line)")
        }
        #expect(DisplayText.areVisible([.text("Read "), .link(url: "https://ex\u{1B}ample.com")]))
    }
}
