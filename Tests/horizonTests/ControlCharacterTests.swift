import Foundation
import Testing

/// Control characters and hostile `mailto:` words in todo.txt reach neither a page, a feed nor the
/// terminal raw (docs/todotxt.md#control-characters); the file keeps every byte.
@Suite("Control characters and mailto: words")
struct ControlCharacterTests {
    static let file = "Mail mailto:<script>alert(1)</script> due:2026-11-23\n"
        + "Bell \u{7} esc \u{1B}[31mred\u{1B}[0m due:2026-11-23\n"
        + "Nel \u{85} here due:2026-11-23\n"
        + "Bad due:2026-13-01\u{1B}]0;pwned\u{7}\n"
        + "Tagged +pro\u{1B}j @c\u{7}tx key:va\u{7F}lue due:2026-11-23\n"

    func built() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.file)
        let result = try HorizonProcess.run(["build", "--today", "2026-11-23"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{7}"), "\(result.stderr)")
        return folder
    }

    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 32 && $0 != "\n" && $0 != "\t" && $0 != "\r") || (0x7F...0x9F).contains($0.value) }
    }

    @Test("a mailto: word never puts raw markup into the Markdown page; HTML stays escaped")
    func mailto() throws {
        let folder = try built()
        let markdown = try folder.read("Output/day/2026-11-23.md")
        #expect(!markdown.contains("<script>"), "\(markdown)")
        #expect(markdown.contains("[\\<script\\>alert(1)\\</script\\>](mailto:%3Cscript%3Ealert\\(1\\)%3C/script%3E)"), "\(markdown)")
        let html = try folder.read("Output/day/2026-11-23.html")
        #expect(!html.contains("<script>"))
        #expect(html.contains("href=\"mailto:%3Cscript%3Ealert(1)%3C/script%3E\""))
    }

    @Test("pages, Markdown and feeds hold no control character; the page shows U+FFFD in its place")
    func pagesAndFeeds() throws {
        let folder = try built()
        for page in ["Output/day/2026-11-23.md", "Output/day/2026-11-23.html", "Output/index.md", "Output/index.html", "Output/plan.ics", "Output/tasks.ics"] {
            let text = try folder.read(page)
            #expect(!Self.hasControl(text), "\(page)")
        }
        #expect(try folder.read("Output/day/2026-11-23.html").contains("Bell \u{FFFD} esc \u{FFFD}[31mred\u{FFFD}[0m"))
        // Projects, contexts and unknown tags are checked with the words (docs/todotxt.md#control-characters).
        let day = try folder.read("Output/day/2026-11-23.html")
        #expect(day.contains("+pro\u{FFFD}j") && day.contains("@c\u{FFFD}tx") && day.contains("key:va\u{FFFD}lue"), "\(day)")
        #expect(try folder.read("Output/day/2026-11-23.md").contains("Tagged +pro\u{FFFD}j @c\u{FFFD}tx key:va\u{FFFD}lue"))
        #expect(try folder.read("Output/plan.ics").contains("SUMMARY:Nel  here"))
        #expect(try folder.read("todo.txt") == Self.file)
    }

    @Test("list, agenda and check print no control character to the terminal")
    func terminal() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.file)
        let list = try HorizonProcess.run(["list"], in: folder.url)
        #expect(list.status == 0)
        #expect(!Self.hasControl(list.stdout))
        #expect(list.stdout.contains("2 Bell \u{FFFD} esc \u{FFFD}[31mred\u{FFFD}[0m due:2026-11-23\n"))
        let agenda = try HorizonProcess.run(["agenda", "--today", "2026-11-23"], in: folder.url)
        #expect(agenda.status == 0)
        #expect(!Self.hasControl(agenda.stdout), "\(agenda.stdout)")
        let check = try HorizonProcess.run(["check"], in: folder.url)
        #expect(check.status == 1)
        #expect(!Self.hasControl(check.stdout), "\(check.stdout)")
        #expect(check.stdout.contains("todo.txt:4:9: due date 2026-13-01\u{FFFD}]0;pwned\u{FFFD} is not a valid date"))
    }
}
