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

    @Test("an unknown $PAPERSIZE is named, with the paper used instead and where it came from; a known, empty or unset one says nothing")
    func unknownEnvironment() {
        #expect(PaperSize.unknownEnvironment(environment: "b5", papersizeFile: nil)
                == "$PAPERSIZE is b5, not a paper Horizon prints on (a4, letter, a5, legal); printing on a4 (the default)")
        #expect(PaperSize.unknownEnvironment(environment: " tabloid\n", papersizeFile: "# libpaper\nletter\n")
                == "$PAPERSIZE is tabloid, not a paper Horizon prints on (a4, letter, a5, legal); printing on letter (from /etc/papersize)")
        #expect(PaperSize.unknownEnvironment(environment: "b5", papersizeFile: "b4\n")?.hasSuffix("printing on a4 (the default)") == true)
        #expect(PaperSize.unknownEnvironment(environment: "Letter", papersizeFile: nil) == nil)
        #expect(PaperSize.unknownEnvironment(environment: "", papersizeFile: nil) == nil)
        #expect(PaperSize.unknownEnvironment(environment: nil, papersizeFile: "b5") == nil)
    }
}
