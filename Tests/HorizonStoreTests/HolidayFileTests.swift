import HorizonCore
import HorizonStore
import Testing

private func parse(_ text: String, throughYear year: Int = 2028) -> HolidayFile {
    HolidayFile.parse(name: "holidays.txt", bytes: Array(text.utf8), throughYear: year)
}

private func day(_ text: String) -> CivilDate {
    guard let date = CivilDate(text) else { preconditionFailure("bad test date \(text)") }
    return date
}

@Suite("Holidays files: plain lines or iCalendar all-day events")
struct HolidayFileTests {
    @Test("plain lines: YYYY-MM-DD [name], comments and blank lines skipped, CRLF and a BOM accepted")
    func plain() {
        let file = parse("\u{FEFF}# public holidays\r\n2026-12-25 Christmas Day\r\n\r\n  2026-12-26\tBoxing  Day \r\n2027-01-01\r\n")
        #expect(file.diagnostics.isEmpty)
        #expect(file.holidays.count == 3)
        #expect(file.holidays.name(on: day("2026-12-25")) == "Christmas Day")
        #expect(file.holidays.name(on: day("2026-12-26")) == "Boxing  Day")
        #expect(file.holidays.name(on: day("2027-01-01")) == "")
    }

    @Test("a line that is not a date is a diagnostic naming the file, line and column; the rest still count")
    func badLine() {
        let file = parse("2026-12-25 Christmas\n  2026-02-30 nope\nDec 26\n")
        #expect(file.diagnostics.map(\.description) == [
            "holidays.txt:2:3: 2026-02-30 is not a date (expected YYYY-MM-DD, then the holiday's name); the line is ignored",
            "holidays.txt:3:1: Dec is not a date (expected YYYY-MM-DD, then the holiday's name); the line is ignored",
        ])
        #expect(file.holidays.count == 1)
    }

    @Test("iCalendar: all-day VEVENTs, folded SUMMARY unescaped, DTEND exclusive over several days")
    func calendar() {
        let file = parse("""
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            BEGIN:VEVENT\r
            DTSTART;VALUE=DATE:20261224\r
            DTEND;VALUE=DATE:20261227\r
            SUMMARY:Christmas\\, the\r
              holidays\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            DTSTART:20270101\r
            SUMMARY:New Year\r
            END:VEVENT\r
            END:VCALENDAR\r

            """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.holidays.count == 4)
        #expect(file.holidays.name(on: day("2026-12-24")) == "Christmas, the holidays")
        #expect(file.holidays.name(on: day("2026-12-26")) == "Christmas, the holidays")
        #expect(!file.holidays.contains(day("2026-12-27")))
        #expect(file.holidays.name(on: day("2027-01-01")) == "New Year")
    }

    @Test("a yearly event repeats through the year asked for, without its EXDATEs")
    func yearly() {
        let file = parse("""
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            DTSTART;VALUE=DATE:20251225
            RRULE:FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25
            EXDATE;VALUE=DATE:20261225
            SUMMARY:Christmas Day
            END:VEVENT
            END:VCALENDAR
            """, throughYear: 2028)
        #expect(file.diagnostics.isEmpty)
        #expect(["2025-12-25", "2026-12-25", "2027-12-25", "2028-12-25", "2029-12-25"].map { file.holidays.contains(day($0)) } == [true, false, true, true, false])
    }

    @Test("a timed event and a rule Horizon does not expand are diagnostics with their lines")
    func unsupported() {
        let file = parse("""
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            DTSTART:2026122T090000
            SUMMARY:Meeting
            END:VEVENT
            BEGIN:VEVENT
            DTSTART;VALUE=DATE:20261126
            RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=4TH
            SUMMARY:Thanksgiving
            END:VEVENT
            END:VCALENDAR
            """)
        #expect(file.diagnostics.map(\.location.line) == [3, 8])
        #expect(file.diagnostics.first?.message.contains("not an all-day date") == true)
        #expect(file.holidays.name(on: day("2026-11-26")) == "Thanksgiving")
        #expect(file.holidays.count == 1)
    }
}
