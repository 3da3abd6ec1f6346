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
            RRULE:FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR
            SUMMARY:Thanksgiving
            END:VEVENT
            END:VCALENDAR
            """)
        #expect(file.diagnostics.map(\.location.line) == [3, 8])
        #expect(file.diagnostics.first?.message.contains("not an all-day date") == true)
        #expect(file.diagnostics.last?.message == "RRULE:FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR is not read (only FREQ=WEEKLY, MONTHLY or YEARLY with INTERVAL, COUNT, UNTIL, BYMONTH, BYMONTHDAY and BYDAY); only the first date counts")
        #expect(file.holidays.name(on: day("2026-11-26")) == "Thanksgiving")
        #expect(file.holidays.count == 1)
    }

    /// A calendar of one event with `properties` (BEGIN:VEVENT is line 2), then an all-day event that
    /// is read, so that each test also shows the rest of the file still counts.
    private static func calendar(_ properties: [String]) -> String {
        (["BEGIN:VCALENDAR", "BEGIN:VEVENT"] + properties + ["END:VEVENT", "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270101",
                                                               "SUMMARY:New Year", "END:VEVENT", "END:VCALENDAR"]).joined(separator: "\r\n") + "\r\n"
    }

    @Test("every event that is left out is a diagnostic at its line saying why; the other events still count",
          arguments: [
              (["DTSTART:20261225T090000Z", "SUMMARY:Meeting"],
               "holidays.txt:3:1: DTSTART:20261225T090000Z is a time, not an all-day date (holidays are all-day events, DTSTART;VALUE=DATE:YYYYMMDD); the event is ignored"),
              (["DTSTART;TZID=Europe/Berlin:20261225T090000"],
               "holidays.txt:3:1: DTSTART;TZID=Europe/Berlin:20261225T090000 is a time, not an all-day date (holidays are all-day events, DTSTART;VALUE=DATE:YYYYMMDD); the event is ignored"),
              (["DTSTART;VALUE=DATE-TIME:20261225"],
               "holidays.txt:3:1: DTSTART;VALUE=DATE-TIME:20261225 is a time, not an all-day date (holidays are all-day events, DTSTART;VALUE=DATE:YYYYMMDD); the event is ignored"),
              (["SUMMARY:Christmas", "DTSTART;VALUE=DATE:20261230", "DTEND;VALUE=DATE:20261228"],
               "holidays.txt:5:1: DTEND;VALUE=DATE:20261228 is before DTSTART;VALUE=DATE:20261230; the event is ignored"),
              (["DTSTART;VALUE=DATE:20261225", "DTEND:20261226T120000Z"],
               "holidays.txt:4:1: DTEND:20261226T120000Z is a time, not an all-day date (holidays are all-day events, DTEND;VALUE=DATE:YYYYMMDD); the event is ignored"),
              (["DTSTART;VALUE=DATE:00010101", "DTEND;VALUE=DATE:99991231"],
               "holidays.txt:4:1: the event lasts 3652058 days (DTSTART;VALUE=DATE:00010101 to DTEND;VALUE=DATE:99991231); a holiday lasts at most a year (366 days), so the event is ignored"),
              (["DTSTART;VALUE=DATE:20261225", "DURATION:PT8H"],
               "holidays.txt:4:1: DURATION:PT8H is not a whole number of days (DURATION:PnD or PnW); the event is ignored"),
              (["SUMMARY:No day"],
               "holidays.txt:2:1: the event has no DTSTART, so no day; the event is ignored"),
          ])
    func skippedEvents(properties: [String], message: String) {
        let file = parse(Self.calendar(properties))
        #expect(file.diagnostics.map(\.description) == [message])
        #expect(file.holidays.count == 1)
        #expect(file.holidays.name(on: day("2027-01-01")) == "New Year")
    }

    @Test("an event cut off before its END:VEVENT is a diagnostic at its BEGIN:VEVENT")
    func unended() {
        let file = parse("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20261225\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20261226\nEND:VEVENT\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20261227\n")
        #expect(file.diagnostics.map(\.description) == [
            "holidays.txt:2:1: BEGIN:VEVENT has no END:VEVENT; the event is ignored",
            "holidays.txt:7:1: BEGIN:VEVENT has no END:VEVENT; the event is ignored",
        ])
        #expect(file.holidays.count == 1)
        #expect(file.holidays.contains(day("2026-12-26")))
    }

    @Test("a DURATION of days or weeks, and a DTEND equal to DTSTART (one day), are read without a diagnostic")
    func durations() {
        let file = parse(Self.calendar(["DTSTART;VALUE=DATE:20261224", "DURATION:P3D"]) + Self.calendar(["DTSTART;VALUE=DATE:20260801", "DURATION:P2W"])
            + Self.calendar(["DTSTART;VALUE=DATE:20260501", "DTEND;VALUE=DATE:20260501"]))
        #expect(file.diagnostics.isEmpty)
        #expect(file.holidays.contains(day("2026-12-26")) && !file.holidays.contains(day("2026-12-27")))
        #expect(file.holidays.contains(day("2026-08-14")) && !file.holidays.contains(day("2026-08-15")))
        #expect(file.holidays.contains(day("2026-05-01")) && !file.holidays.contains(day("2026-05-02")))
    }

    /// A holiday calendar with a weekly, monthly and yearly rule of each kind Horizon expands (no two
    /// events share a day: a day has one name).
    private static let rules = """
        BEGIN:VCALENDAR\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20260112\r
        RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;COUNT=5\r
        EXDATE;VALUE=DATE:20260126\r
        SUMMARY:Rota\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20260301\r
        RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU;WKST=SU;UNTIL=20260330\r
        SUMMARY:Weekend camp\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20260131\r
        RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;UNTIL=20260501T000000Z\r
        SUMMARY:Month end\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20260105\r
        RRULE:FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO;COUNT=3\r
        SUMMARY:Quarter day\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20250131\r
        RRULE:FREQ=MONTHLY;COUNT=4\r
        SUMMARY:Thirty-first\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20261126\r
        RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=4TH\r
        SUMMARY:Thanksgiving\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20260525\r
        RRULE:FREQ=YEARLY;BYMONTH=5;BYDAY=-1MO\r
        EXDATE;VALUE=DATE:20270531\r
        SUMMARY:Memorial Day\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20250704\r
        RRULE:FREQ=YEARLY;INTERVAL=2\r
        SUMMARY:Fair\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20260115\r
        RRULE:FREQ=MONTHLY;BYMONTHDAY=15;BYMONTH=1,7;COUNT=3\r
        SUMMARY:Fifteenth\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    /// The days of 2025–2029 named `name`, in order.
    private static func days(named name: String, in file: HolidayFile) -> [String] {
        (day("2025-01-01").dayNumber...day("2029-12-31").dayNumber).map(CivilDate.init(dayNumber:))
            .filter { file.holidays.name(on: $0) == name }.map(\.description)
    }

    @Test("weekly rules: INTERVAL, BYDAY, COUNT (the start counts, an EXDATE still uses its turn), UNTIL, WKST")
    func weeklyRules() {
        let file = parse(Self.rules, throughYear: 2028)
        #expect(file.diagnostics.isEmpty)
        #expect(Self.days(named: "Rota", in: file) == ["2026-01-12", "2026-01-16", "2026-01-30", "2026-02-09"])
        // Weeks start on Sunday: the camp's fortnights are 1–7 March, 15–21 March, 29 March–4 April.
        #expect(Self.days(named: "Weekend camp", in: file) == ["2026-03-01", "2026-03-07", "2026-03-15", "2026-03-21", "2026-03-29"])
    }

    @Test("monthly rules: BYMONTHDAY from the end, the nth weekday every INTERVAL months, the start's day skipping short months, BYMONTH")
    func monthlyRules() {
        let file = parse(Self.rules, throughYear: 2028)
        #expect(Self.days(named: "Month end", in: file) == ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"])
        #expect(Self.days(named: "Quarter day", in: file) == ["2026-01-05", "2026-04-06", "2026-07-06"])
        #expect(Self.days(named: "Thirty-first", in: file) == ["2025-01-31", "2025-03-31", "2025-05-31", "2025-07-31"])
        #expect(Self.days(named: "Fifteenth", in: file) == ["2026-01-15", "2026-07-15", "2027-01-15"])
    }

    @Test("yearly rules: the nth and last weekday of a month, EXDATE, INTERVAL; none past the year asked for")
    func yearlyRules() {
        let file = parse(Self.rules, throughYear: 2028)
        #expect(Self.days(named: "Thanksgiving", in: file) == ["2026-11-26", "2027-11-25", "2028-11-23"])
        #expect(Self.days(named: "Memorial Day", in: file) == ["2026-05-25", "2028-05-29"])
        #expect(Self.days(named: "Fair", in: file) == ["2025-07-04", "2027-07-04"])
    }
}
