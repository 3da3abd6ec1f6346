import Foundation
import Testing

@Suite("--holidays and holidays = in the configuration (docs/todotxt.md#holidays)")
struct HolidayOptionTests {
    static let calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261224\r\nSUMMARY:Christmas Eve\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261225\r\nSUMMARY:Christmas Day\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"

    @Test("done and skip step over the holidays of an iCalendar file")
    func doneAndSkip() throws {
        let folder = try TemporaryFolder()
        try folder.write("holidays.ics", Self.calendar)
        try folder.write("todo.txt", "Report due:2026-12-23 rec:1b\nStandup due:2026-12-23 rec:+1b\n")
        let done = try HorizonProcess.run(["done", "--today", "2026-12-23", "--holidays", "holidays.ics", "1"], in: folder.url)
        #expect(done.status == 0, "\(done.stderr)")
        let skip = try HorizonProcess.run(["skip", "--holidays", "holidays.ics", "2"], in: folder.url)
        #expect(skip.status == 0, "\(skip.stderr)")
        #expect(try folder.read("todo.txt") == "x 2026-12-23 Report due:2026-12-23 rec:1b\nStandup due:2026-12-28 rec:+1b\n2026-12-23 Report due:2026-12-28 rec:1b\n")
    }

    @Test("build: plan.ics leaves the holidays out of a business-day series as EXDATEs; pages name and shade them")
    func build() throws {
        let folder = try TemporaryFolder()
        try folder.write("holidays.txt", "2026-12-24 Christmas Eve\n2026-12-25 Christmas Day\n")
        try folder.write("todo.txt", "Standup due:2026-12-21 rec:+1b at:09:00\nLunch due:2026-12-21 rec:+1b\n")
        let result = try HorizonProcess.run(["build", "--today", "2026-12-21", "--holidays", "holidays.txt", "--quiet"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let feed = try folder.read("Output/plan.ics")
        #expect(feed.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270531T235959\r\nEXDATE:20261224T090000\r\nEXDATE:20261225T090000\r\n"))
        #expect(feed.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270531\r\nEXDATE;VALUE=DATE:20261224\r\nEXDATE;VALUE=DATE:20261225\r\n"))
        #expect(try folder.read("Output/day/2026-12-25.md").hasPrefix("# Fri 25 Dec 2026 · Christmas Day\n"))
        let week = try folder.read("Output/week/2026-W52.html")
        #expect(week.contains("<section class=\"box day holiday\" id=\"day-2026-12-24\">"))
        #expect(week.contains("Thu 24 Dec</a> · Christmas Eve</h2>"))
        #expect(try !folder.read("Output/day/2026-12-24.md").contains("Standup"))
        #expect(try folder.read("Output/day/2026-12-23.md").contains("Standup"))
    }

    @Test("build: an after-completion business-day rule is a series too, its holidays EXDATEs")
    func afterCompletionSeries() throws {
        let folder = try TemporaryFolder()
        try folder.write("holidays.txt", "2026-12-24 Christmas Eve\n2026-12-25 Christmas Day\n")
        try folder.write("todo.txt", "Inbox zero due:2026-12-21 rec:1b\n")
        let result = try HorizonProcess.run(["build", "--today", "2026-12-21", "--holidays", "holidays.txt", "--format", "ics", "--quiet"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let feed = try folder.read("Output/plan.ics")
        #expect(feed.components(separatedBy: "BEGIN:VEVENT").count == 2)
        #expect(feed.contains("DTSTART;VALUE=DATE:20261221\r\nDTEND;VALUE=DATE:20261222\r\n"
            + "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270531\r\nEXDATE;VALUE=DATE:20261224\r\nEXDATE;VALUE=DATE:20261225\r\n"))
        // Unfolded: the line is longer than 75 octets.
        #expect(feed.replacingOccurrences(of: "\r\n ", with: "").contains(
            "DESCRIPTION:due · projected after completion · every weekday\\, after completion · todo.txt:1\r\n"))
    }

    @Test("the configuration's holidays applies; check lists a bad holiday line as FILE:LINE:COL and exits 1")
    func configurationAndCheck() throws {
        let folder = try TemporaryFolder()
        try folder.write("horizon.toml", "holidays = \"days-off.txt\"\n")
        try folder.write("days-off.txt", "2026-12-25 Christmas Day\n2026-12-32 typo\n")
        try folder.write("todo.txt", "Report due:2026-12-24 rec:1b\n")
        let check = try HorizonProcess.run(["check", "--today", "2026-12-21"], in: folder.url)
        #expect(check.status == 1)
        #expect(check.stdout.contains("days-off.txt:2:1: 2026-12-32 is not a date"))
        let done = try HorizonProcess.run(["done", "--today", "2026-12-24", "1"], in: folder.url)
        #expect(done.status == 0, "\(done.stderr)")
        #expect(try folder.read("todo.txt") == "x 2026-12-24 Report due:2026-12-24 rec:1b\n2026-12-24 Report due:2026-12-28 rec:1b\n")
    }

    @Test("events the holidays file cannot use are listed by check (exit 1) and counted by build, each at its line")
    func skippedEvents() throws {
        let folder = try TemporaryFolder()
        try folder.write("holidays.ics", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261225T090000Z\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261230\r\nDTEND;VALUE=DATE:20261228\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:00010101\r\nDTEND;VALUE=DATE:99991231\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nSUMMARY:Nothing\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
        try folder.write("todo.txt", "Report due:2026-12-24 rec:1b\n")
        let check = try HorizonProcess.run(["check", "--today", "2026-12-21", "--holidays", "holidays.ics"], in: folder.url)
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("""
            holidays.ics:3:1: DTSTART:20261225T090000Z is a time, not an all-day date (holidays are all-day events, DTSTART;VALUE=DATE:YYYYMMDD); the event is ignored
            holidays.ics:7:1: DTEND;VALUE=DATE:20261228 is before DTSTART;VALUE=DATE:20261230; the event is ignored
            holidays.ics:11:1: the event lasts 3652058 days (DTSTART;VALUE=DATE:00010101 to DTEND;VALUE=DATE:99991231); a holiday lasts at most a year (366 days), so the event is ignored
            holidays.ics:13:1: the event has no DTSTART, so no day; the event is ignored

            """), "\(check.stdout)")
        let build = try HorizonProcess.run(["build", "--today", "2026-12-21", "--holidays", "holidays.ics"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("holidays.ics:13:1: the event has no DTSTART"), "\(build.stderr)")
    }

    @Test("a holidays file that does not exist exits 3 and writes nothing")
    func missing() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Report due:2026-12-24 rec:1b\n")
        let result = try HorizonProcess.run(["done", "--today", "2026-12-24", "--holidays", "nope.ics", "1"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("nope.ics: no such file"))
        #expect(try folder.read("todo.txt") == "Report due:2026-12-24 rec:1b\n")
    }
}
