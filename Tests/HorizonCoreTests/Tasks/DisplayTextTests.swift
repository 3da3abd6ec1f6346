@testable import HorizonCore
import Testing

/// Which words of a description a page shows, and as what (docs/output.md#how-an-item-reads).
@Suite("Display text")
struct DisplayTextTests {
    func task(_ line: String) -> Task {
        TodoDocument(name: "todo.txt", bytes: Array(line.utf8)).readTasks().tasks[0]
    }

    @Test("interpreted tags are left out; projects, contexts, unknown tags and links are told apart", arguments: [
        ("(A) 2026-11-02 Pay rent +home @online due:2026-11-30 t:2026-11-25 rec:+1m",
         [DisplayWord.text("Pay rent "), .project("+home"), .text(" "), .context("@online")]),
        ("Stretch for ten minutes +health rec:1d due:2026-11-23 at:07:15",
         [.text("Stretch for ten minutes "), .project("+health")]),
        ("Check smoke alarm batteries +home due:2026-11-28 color:red",
         [.text("Check smoke alarm batteries "), .project("+home"), .text(" "), .tag("color:red")]),
        ("Submit VAT https://tax.example.org/vat due:2026-11-24 now",
         [.text("Submit VAT "), .link(url: "https://tax.example.org/vat"), .text(" now")]),
        ("Meeting at 12:30 with Jo: see mailto:jo@example.com",
         [.text("Meeting at 12:30 with Jo: see "), .link(url: "mailto:jo@example.com")]),
        ("Sort photos plan:2026-11-20 delayed:1 show:day,week float:0 h:0 until:2027-01-01",
         [.text("Sort photos")]),
    ])
    func words(_ line: String, _ expected: [DisplayWord]) {
        #expect(DisplayText.words(of: task(line)) == expected)
    }

    @Test("a title's length is its characters, counted without the title for printable ASCII", arguments: [
        "Pay rent +home @online due:2026-11-30",
        "Submit VAT https://tax.example.org/vat/2026?q=1 now",
        "Café au lait +café",
        "Cafe\u{301} with a combining accent",
        "👩‍👩‍👧 family 🇫🇷 flag 漢字",
        "bell\u{7} and tab\tinside, a lone CR\r here",
        "del\u{7F} byte",
        "e +\u{301}project starting with a combining mark",
    ])
    func titleLength(_ line: String) {
        let words = DisplayText.words(of: task(line))
        #expect(DisplayText.titleLength(of: words) == DisplayText.title(of: words).count)
    }

    @Test("a link shows its host and the start of its path; other words show themselves")
    func labels() {
        #expect(DisplayWord.link(url: "https://tax.example.org/vat").label == "tax.example.org/vat")
        #expect(DisplayWord.link(url: "mailto:jo@example.com").label == "jo@example.com")
        #expect(DisplayWord.project("+home").label == "+home")
    }

    @Test("a description longer than the shown limit is shown up to the limit, then …; tags still apply")
    func longDescriptionShortened() {
        // "Read" and 250 words of four bytes, each after a space: 1,000 bytes end after the 199th word.
        let words = (0..<250).map { "w" + String(1000 + $0).dropFirst() }
        let long = task("Read " + words.joined(separator: " ") + " +books due:2026-11-30")
        let shown = (["Read"] + words.prefix(199)).joined(separator: " ")
        #expect(shown.utf8.count == 999)
        #expect(DisplayText.title(of: long) == shown + " …")
        #expect(DisplayText.words(of: long) == [.text(shown + " …")])
        #expect(long.due == CivilDate(year: 2026, month: 11, day: 30))
        // Plain text that does not fit is cut before a character (two bytes each), never inside one; a
        // project is shown whole or not at all.
        let word = task("Read " + String(repeating: "é", count: 700))
        #expect(DisplayText.title(of: word) == "Read " + String(repeating: "é", count: 497) + "…")
        let project = task(String(repeating: "a", count: 990) + " +" + String(repeating: "p", count: 20))
        #expect(DisplayText.words(of: project) == [.text(String(repeating: "a", count: 990) + " …")])
    }

    @Test("shown words stand one space apart, whatever the line had between them: a run of spaces or a hidden tag")
    func oneSpaceBetweenWords() {
        let line = task("Call  Anna due:2026-11-30 about   the +home   bill at:09:00 https://x.org/a  today rec:1w now  ")
        #expect(DisplayText.words(of: line) == [
            .text("Call Anna about the "), .project("+home"), .text(" bill "), .link(url: "https://x.org/a"), .text(" today now"),
        ])
        #expect(DisplayText.title(of: line) == "Call Anna about the +home bill x.org/a today now")
        // Words one space apart in the line, with a tag hidden in the middle.
        #expect(DisplayText.title(of: task("a b t:2026-11-20 c d")) == "a b c d")
        #expect(DisplayText.words(of: task("a b t:2026-11-20 c d")) == [.text("a b c d")])
    }

    @Test("a tag Horizon could not interpret stays, as the task's raw text", arguments: [
        ("Bad due:2026-13-01", "Bad due:2026-13-01"),
        ("Odd rec:fortnight at:25:00", "Odd rec:fortnight at:25:00"),
        ("Twice due:2026-11-23 due:2026-11-24", "Twice due:2026-11-24"),
        ("Hidden both h:1 hide:1", "Hidden both hide:1"),
    ])
    func invalidTagsStay(_ line: String, _ title: String) {
        #expect(DisplayText.title(of: task(line)) == title)
    }

    @Test("a parsed task's applied tags hide the same words as checking each value", arguments: [
        "Pay due:2026-11-30 due:2026-12-01 t:2026-02-30 until:soon rec:+1m rec:1d",
        "Water h:1 hide:0 float:2 float:1 delayed:yes delayed:1 pri:B pri:AB show:day,week show:days",
        "Read at:07:15,19:00 at:25:00 plan:2026-W60 plan:2026-W48 until:2027-01-01 t:2026-11-25",
        "x 2026-11-20 Filed pri:Q rec:+2w due:2026-13-01 plan:2026 h:0 +due:2026-11-30 @t:2026-11-25",
        "Odd rec:every-day at:noon plan:someday show: float: h:1",
    ])
    func appliedTagsAgree(_ line: String) {
        let parsed = task(line)
        // The same task made from its parts: no parser's answer, so each value is checked.
        let made = Task(
            source: parsed.source, line: parsed.line, isComplete: parsed.isComplete, completionDate: parsed.completionDate,
            priority: parsed.priority, creationDate: parsed.creationDate, descriptionOffset: parsed.descriptionOffset,
            contexts: parsed.contexts, projects: parsed.projects, tags: parsed.tags)
        #expect(parsed.applied(.due) != nil)
        #expect(made.applied(.due) == nil)
        #expect(DisplayText.words(of: parsed) == DisplayText.words(of: made))
        #expect(DisplayText.title(of: parsed) == DisplayText.title(of: made))
    }

    @Test("a link shows its host and the start of its path", arguments: [
        ("https://www.example.org/", "example.org"),
        ("http://example.org/a/b", "example.org/a/b"),
        ("https://github.com/todotxt/todo.txt/blob/master/README.md", "github.com/todotxt/todo.t…"),
        ("HTTPS://Example.org?q=1", "Example.org?q=1"),
        ("mailto:jo@example.com", "jo@example.com"),
    ])
    func shortURL(_ url: String, _ shown: String) {
        #expect(DisplayText.shortURL(url) == shown)
    }

    @Test("an ASCII link is shortened on its bytes exactly as character by character; any other is left to the characters")
    func shortURLOnBytes() {
        let schemes = ["", "https://", "HTTP://", "mailto:", "MailTo:", "ftp://", "x:/", "://"]
        let prefixes = ["", "www.", "WWW.", "ww."]
        let hosts = ["", "example.org", "a"]
        let paths = ["", "/", "//", "?", "#x", "/a", "/a/b?q=1#f", "/" + String(repeating: "p", count: 14),
                     "/" + String(repeating: "p", count: 15), "/" + String(repeating: "p", count: 16), "?" + String(repeating: "q", count: 30)]
        for scheme in schemes {
            for prefix in prefixes {
                for host in hosts {
                    for path in paths {
                        let url = scheme + prefix + host + path
                        #expect(DisplayText.shortASCIIURL(Array(url.utf8)) == DisplayText.shortURLByCharacters(url), "\(url)")
                    }
                }
            }
        }
        for url in ["https://exämple.org/a", "https://example.org/\u{1F600}", "mailto:\u{301}jo@example.org", "https://a.org/x\r\ny"] {
            #expect(DisplayText.shortASCIIURL(Array(url.utf8)) == nil)
            #expect(DisplayText.shortURL(url) == DisplayText.shortURLByCharacters(url))
        }
    }

    @Test("title is the description as shown, on one line")
    func title() {
        #expect(DisplayText.title(of: task("(B) Call +home @phone https://example.org/x due:2026-11-23 at:09:30 ticket:42"))
                == "Call +home @phone example.org/x ticket:42")
    }

    @Test("the title made from the line reads as the words joined", arguments: [
        "(A) 2026-11-02 Pay rent +home @online due:2026-11-30 t:2026-11-25 rec:+1m",
        "Submit VAT https://www.tax.example.org/a/very/long/path?q=1  twice  spaced due:2026-11-24",
        "Twice due:2026-11-23 due:2026-11-24 h:1 hide:0 color:red +p @c",
        "Write to mailto: or mailto:\u{301} or MAILTO:jo@example.com",
        "x 2026-11-20 2026-11-01 Café 会議 🚗 +reise pri:B",
    ])
    func titleOfLine(_ line: String) {
        let task = task(line)
        #expect(DisplayText.title(of: task) == DisplayText.title(of: DisplayText.words(of: task)))
    }

    @Test("tags given other than by the line are told apart by their columns")
    func explicitTags() {
        let line = "Call Jo due:2026-11-30 color:red"
        let task = Task(source: SourceLocation(file: "todo.txt", line: 1), line: line, tags: [
            Tag(key: "due", value: "2026-11-30", column: 9),
        ])
        // Only `due:` is a tag of this task, so `color:red` is plain text here.
        #expect(DisplayText.words(of: task) == [.text("Call Jo color:red")])
        #expect(DisplayText.title(of: task) == "Call Jo color:red")
    }

    @Test("a description's bytes are its UTF-8, after completion mark, priority and dates", arguments: [
        "(A) 2026-11-02 Pay rent +home", "x 2026-11-03 2026-11-01 Café order 会議の準備 👩‍💻", "Plain text", "(B) ", "x 2026-11-03",
    ])
    func descriptionBytes(_ line: String) {
        let task = task(line)
        #expect(task.descriptionBytes == Array(task.description.utf8))
    }
}
