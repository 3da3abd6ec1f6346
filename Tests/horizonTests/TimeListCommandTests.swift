import Foundation
import Testing

@Suite("at:08:00,20:00 through the command line")
struct TimeListCommandTests {
    @Test("plan.ics holds one event series per time; the day page lists each time; check reports a bad list")
    func build() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Pills due:2026-11-21 rec:+1d at:08:00,20:00\nBad at:20:00,08:00\n")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--quiet"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let feed = try folder.read("Output/plan.ics")
        #expect(feed.components(separatedBy: "BEGIN:VEVENT").count - 1 == 2)
        // Each time's series has a UID of its own, not a numbered repeat of the other's.
        let uids = feed.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
        #expect(Set(uids).count == 2 && !uids.contains { $0.contains("-1@") })
        #expect(feed.contains("DTSTART:20261121T080000\r\nRRULE:FREQ=DAILY;INTERVAL=1;UNTIL=20270430T235959\r\n"))
        #expect(feed.contains("DTSTART:20261121T200000\r\nRRULE:FREQ=DAILY;INTERVAL=1;UNTIL=20270430T235959\r\n"))
        let page = try folder.read("Output/day/2026-11-22.md")
        #expect(page.contains("  - [ ] 08:00 Pills *daily* `todo.txt:1`\n  - [ ] 20:00 Pills *daily* `todo.txt:1`\n"))
        let check = try HorizonProcess.run(["check", "--today", "2026-11-21"], in: folder.url)
        #expect(check.status == 1)
        #expect(check.stdout == "todo.txt:2:8: the times of at:20:00,08:00 must be ascending and different (08:00 comes after 20:00); at: is ignored\n")
    }
}
