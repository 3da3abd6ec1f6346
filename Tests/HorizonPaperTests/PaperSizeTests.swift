import HorizonPaper
import Testing

/// docs/output.md#paper-pdf: `--paper`, else `$PAPERSIZE`, else /etc/papersize, else A4.
@Suite("Paper size")
struct PaperSizeTests {
    @Test("names as libpaper writes them, any case; nothing else")
    func names() {
        #expect(PaperSize(name: "A4") == .a4)
        #expect(PaperSize(name: "letter\n") == .letter)
        #expect(PaperSize(name: "legal")?.height == 1008)
        #expect(PaperSize(name: "a3") == nil)
    }

    @Test("$PAPERSIZE wins, then /etc/papersize's first line that is not a comment, then A4")
    func preferred() {
        #expect(PaperSize.preferred(environment: "letter", papersizeFile: "a5\n") == .letter)
        #expect(PaperSize.preferred(environment: nil, papersizeFile: "# the system's paper\n\nletter\n") == .letter)
        #expect(PaperSize.preferred(environment: "tabloid", papersizeFile: "a5") == .a5)
        #expect(PaperSize.preferred(environment: nil, papersizeFile: nil) == .a4)
    }
}
