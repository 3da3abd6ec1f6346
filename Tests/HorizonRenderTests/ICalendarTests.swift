import Foundation
import HorizonCore
import HorizonRender
import Testing

/// plan.ics and tasks.ics are parsed back as a calendar client would (RFC 5545 §3.1: unfold, then split
/// properties). scripts/check-feeds checks them again with independent parsers.
@Suite("plan.ics and tasks.ics")
struct ICalendarTests {
    struct Property {
        let name: String
        let parameters: String
        let value: String
    }

    func ics(_ lines: [String], today: String = "2026-11-23", zone: TimeZone? = nil, file: String = "plan.ics") throws -> [UInt8] {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate(today)!).plan(list)
        let site = try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.ics], timeZone: zone).render(plan)
        return try #require(site.files[file])
    }

    func todos(_ lines: [String], today: String = "2026-11-23", zone: TimeZone? = nil) throws -> [[Property]] {
        try components(try ics(lines, today: today, zone: zone, file: "tasks.ics"))
    }

    func property(_ component: [Property], _ name: String) -> String? {
        component.first { $0.name == name }.map { $0.parameters.isEmpty ? $0.value : $0.parameters + ":" + $0.value }
    }

    /// Splits at CRLF, unfolds continuation lines, and returns the components in order as property lists.
    func components(_ bytes: [UInt8]) throws -> [[Property]] {
        let text = try #require(String(validating: bytes, as: UTF8.self))
        var physical = text.components(separatedBy: "\r\n")
        #expect(physical.removeLast() == "")
        var logical: [String] = []
        for line in physical {
            if line.hasPrefix(" ") { logical[logical.count - 1] += line.dropFirst() } else { logical.append(line) }
        }
        var result: [[Property]] = []
        var current: [Property] = []
        for line in logical {
            let colon = try #require(line.firstIndex(of: ":"))
            let head = line[..<colon]
            let name = String(head.split(separator: ";").first ?? "")
            let parameters = head.firstIndex(of: ";").map { String(head[head.index(after: $0)...]) } ?? ""
            let property = Property(name: name, parameters: parameters, value: String(line[line.index(after: colon)...]))
            if name == "BEGIN", property.value == "VEVENT" || property.value == "VTODO" { current = [property]; continue }
            if name == "END", property.value == "VEVENT" || property.value == "VTODO" {
                result.append(current + [property])
                current = []
                continue
            }
            if !current.isEmpty { current.append(property) }
        }
        return result
    }

    func value(_ component: [Property], _ name: String) -> String? {
        component.first { $0.name == name }?.value
    }

    @Test("a task with several times a day is one to-do, overdue or not: done completes the day as a whole")
    func severalTimesOneTodo() throws {
        let todos = try todos(["Pills due:2026-11-20 rec:+1d at:08:00,20:00", "Stretch due:2026-11-25 at:07:00,19:00"])
        #expect(todos.compactMap { value($0, "SUMMARY") } == ["Pills", "Stretch"])
    }

    func unescape(_ text: String) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    @Test("lines end with CRLF, are at most 75 octets, and folding never splits a UTF-8 character")
    func folding() throws {
        let long = String(repeating: "très long résumé 日本語 ", count: 12)
        let bytes = try ics(["\(long) due:2026-11-24"])
        var start = 0
        for index in bytes.indices where index > 0 && bytes[index - 1] == 13 && bytes[index] == 10 {
            let line = Array(bytes[start..<(index - 1)])
            #expect(line.count <= 75)
            #expect(String(validating: line, as: UTF8.self) != nil)
            start = index + 1
        }
        #expect(start == bytes.count)
        let component = try #require(try components(bytes).first)
        let summary = try #require(value(component, "SUMMARY"))
        #expect(unescape(summary) == long.trimmingCharacters(in: .whitespaces))
    }

    @Test("each feed has a name and asks to be refreshed every 12 hours", arguments: [("plan.ics", "Horizon"), ("tasks.ics", "Horizon tasks")])
    func envelope(file: String, name: String) throws {
        let text = String(decoding: try ics(["Task due:2026-11-24"], file: file), as: UTF8.self)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Horizon//Horizon planner//EN\r\nCALSCALE:GREGORIAN\r\n"
            + "METHOD:PUBLISH\r\nNAME:\(name)\r\nX-WR-CALNAME:\(name)\r\nREFRESH-INTERVAL;VALUE=DURATION:PT12H\r\n"
            + "X-PUBLISHED-TTL:PT12H\r\nBEGIN:"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    }

    @Test("text is escaped and reads back unchanged; control characters are dropped, a tab stays")
    func escaping() throws {
        let component = try #require(try components(try ics([#"Buy a, b; c\d due:2026-11-24"#])).first)
        #expect(value(component, "SUMMARY") == #"Buy a\, b\; c\\d"#)
        #expect(unescape(value(component, "SUMMARY") ?? "") == #"Buy a, b; c\d"#)
        let control = try #require(try components(try ics(["Ring\u{07}the\u{1B}[31m bell\u{7F}\tnow due:2026-11-24"])).first)
        #expect(value(control, "SUMMARY") == "Ringthe[31m bell\tnow")
    }

    @Test("a summary made only of tags falls back to the tags")
    func tagsOnlySummary() throws {
        let event = try #require(try components(try ics(["due:2026-11-24 at:09:00"])).first)
        #expect(value(event, "SUMMARY") == "due:2026-11-24 at:09:00")
        let withWords = try #require(try components(try ics(["+home due:2026-11-24 at:09:00"])).first)
        #expect(value(withWords, "SUMMARY") == "+home")
    }

    @Test("plan.ics: a timed item is an event at its time; a dated one all day; week and month plans span their period; no year plans, no to-dos")
    func planEvents() throws {
        let bytes = try ics(["Pay rent due:2026-11-24", "Call Sam due:2026-11-25 at:09:35", "Review plan:2026-W49",
                             "Budget plan:2026-12", "Big goal plan:2027", "Idea float:1"])
        #expect(!String(decoding: bytes, as: UTF8.self).contains("VTODO"))
        let all = try components(bytes)
        #expect(all.allSatisfy { $0.first?.value == "VEVENT" })
        let dates = all.map { [value($0, "SUMMARY") ?? "", property($0, "DTSTART") ?? "", property($0, "DTEND") ?? "-"] }
        #expect(dates == [
            ["Pay rent", "VALUE=DATE:20261124", "VALUE=DATE:20261125"],
            ["Call Sam", "20261125T093500", "-"],
            ["Review", "VALUE=DATE:20261130", "VALUE=DATE:20261207"],
            ["Budget", "VALUE=DATE:20261201", "VALUE=DATE:20270101"],
        ])
    }

    @Test("an overdue task is an event on Today (where the planner lists it) and a to-do due on its own date")
    func overdue() throws {
        let event = try #require(try components(try ics(["Pay rent due:2026-11-20"])).first)
        #expect(property(event, "DTSTART") == "VALUE=DATE:20261123")
        let todo = try #require(try todos(["Pay rent due:2026-11-20"]).first)
        #expect(property(todo, "DUE") == "VALUE=DATE:20261120")
    }

    @Test("tasks.ics: to-dos with DUE; DTSTART only from a threshold before it", arguments: [
        ("Pay rent due:2026-11-24", "-", "VALUE=DATE:20261124"),
        ("Pay rent t:2026-11-20 due:2026-11-24", "VALUE=DATE:20261120", "VALUE=DATE:20261124"),
        ("Pay rent t:2026-11-24 due:2026-11-24", "-", "VALUE=DATE:20261124"),
        ("Call Sam t:2026-11-20 due:2026-11-25 at:09:35", "20261120T000000", "20261125T093500"),
        ("Review plan:2026-W49", "-", "VALUE=DATE:20261206"),
        ("Tidy up plan:2026-11-25", "-", "VALUE=DATE:20261125"),
        ("Idea float:1", "-", "-"),
        ("Renew passport t:2026-11-23 due:2027-06-01", "VALUE=DATE:20261123", "VALUE=DATE:20270601"),
    ])
    func tasksFeed(line: String, start: String, due: String) throws {
        let all = try todos([line])
        #expect(all.count == 1)
        let todo = try #require(all.first)
        #expect(todo.first?.value == "VTODO")
        #expect(property(todo, "DTSTART") ?? "-" == start)
        #expect(property(todo, "DUE") ?? "-" == due)
        #expect(value(todo, "STATUS") == "NEEDS-ACTION")
    }

    @Test("tasks.ics: a recurring task is one to-do, its current instance: DUE its due date, DTSTART its threshold, the rule in words; no RRULE", arguments: [
        ("Pay rent t:2026-11-25 due:2026-11-30 rec:+1m", "VALUE=DATE:20261125", "VALUE=DATE:20261130", "due · monthly · todo.txt:1"),
        ("Stretch due:2026-11-23 rec:1d", "-", "VALUE=DATE:20261123", "due · daily\\, after completion · todo.txt:1"),
        ("Standup due:2026-11-24 rec:+1b at:09:00", "-", "20261124T090000", "due · every weekday · todo.txt:1"),
        ("Water plants due:2026-11-20 rec:+mon,thu", "-", "VALUE=DATE:20261120", "overdue 3 days · every Mon\\, Thu · todo.txt:1"),
        ("Review plan:2026-W49 rec:+1w", "-", "VALUE=DATE:20261206", "planned for 2026-W49 · weekly · todo.txt:1"),
    ])
    func recurringTodo(line: String, start: String, due: String, description: String) throws {
        let all = try todos([line])
        #expect(all.count == 1)
        let todo = try #require(all.first)
        #expect(property(todo, "DTSTART") ?? "-" == start)
        #expect(property(todo, "DUE") ?? "-" == due)
        #expect(value(todo, "DESCRIPTION") == description)
        #expect(value(todo, "RRULE") == nil)
    }

    @Test("tasks.ics: a task that no list holds by its own date (a missed plan under --missed drop) is due on its first projected occurrence")
    func projectedOnlyTodo() throws {
        let list = TodoDocument(name: "todo.txt", bytes: Array("Review notes rec:+1w plan:2026-11-16".utf8)).readTasks()
        let plan = Planner(today: CivilDate("2026-11-23")!, options: PlanOptions(missed: .drop)).plan(list)
        let site = try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.ics]).render(plan)
        let all = try components(try #require(site.files["tasks.ics"]))
        #expect(all.map { [property($0, "DUE") ?? "", value($0, "DESCRIPTION") ?? ""] } == [["VALUE=DATE:20261130", "weekly · todo.txt:1"]])
    }

    @Test("tasks.ics: each open dated task once, however many items the planner lists it by")
    func oneTodoPerTask() throws {
        // Overdue and planned ahead; a week plan with its due date; a daily rule over the whole horizon.
        let all = try todos(["Call Sam due:2026-11-20 plan:2026-W49", "Report plan:2026-W49 due:2026-12-04", "Stretch due:2026-11-25 rec:+1d"])
        #expect(all.map { [value($0, "SUMMARY") ?? "", property($0, "DUE") ?? ""] } == [
            ["Call Sam", "VALUE=DATE:20261120"], ["Stretch", "VALUE=DATE:20261125"], ["Report", "VALUE=DATE:20261204"],
        ])
    }

    @Test("with a time zone, times carry its TZID and a VTIMEZONE covers every day of the feed with the zone's abbreviations")
    func timeZone() throws {
        let bytes = try ics(["Call Sam due:2026-11-25 at:09:35", "Dentist due:2027-04-20 at:08:00"], zone: TimeZone(identifier: "Europe/Paris"))
        let text = String(decoding: bytes, as: UTF8.self)
        let zone = "BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n"
            + "BEGIN:STANDARD\r\nDTSTART:20261124T000000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0100\r\nTZNAME:CET\r\nEND:STANDARD\r\n"
            + "BEGIN:DAYLIGHT\r\nDTSTART:20270328T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nTZNAME:CEST\r\nEND:DAYLIGHT\r\n"
            + "END:VTIMEZONE\r\n"
        #expect(text.contains("X-WR-TIMEZONE:Europe/Paris\r\n" + zone))
        let event = try #require(try components(bytes).first)
        #expect(property(event, "DTSTART") == "TZID=Europe/Paris:20261125T093500")
    }

    @Test("a VTIMEZONE reaches back to the earliest timed date, such as an overdue to-do's due date")
    func timeZoneCoversOverdue() throws {
        let text = String(decoding: try ics(["Call Sam due:2026-06-10 at:09:35"], zone: TimeZone(identifier: "Europe/Paris"), file: "tasks.ics"), as: UTF8.self)
        #expect(text.contains("BEGIN:DAYLIGHT\r\nDTSTART:20260609T000000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0200\r\nTZNAME:CEST\r\n"))
        #expect(text.contains("BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nTZNAME:CET\r\n"))
    }

    @Test("a strict rule is one series whose UNTIL is the end of the horizon or until:, whichever is earlier", arguments: [
        ("Report due:2026-11-27 rec:+1w until:2027-03-31", "VALUE=DATE:20261127", "FREQ=WEEKLY;INTERVAL=1;UNTIL=20270331"),
        ("Report due:2026-11-27 rec:+1w until:2028-01-01", "VALUE=DATE:20261127", "FREQ=WEEKLY;INTERVAL=1;UNTIL=20270430"),
        ("Report due:2026-11-27 rec:+2d at:16:30", "20261127T163000", "FREQ=DAILY;INTERVAL=2;UNTIL=20270430T235959"),
        ("Standup due:2026-11-23 rec:+1b", "VALUE=DATE:20261123", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270430"),
        ("Retro due:2026-12-08 rec:+2nd-tue", "VALUE=DATE:20261208", "FREQ=MONTHLY;BYDAY=2TU;UNTIL=20270430"),
        ("Board due:2026-11-27 rec:+last-fri at:16:00", "20261127T160000", "FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270430T235959"),
        ("Retro due:2026-12-08 rec:+2nd-tue,4th-tue", "VALUE=DATE:20261208", "FREQ=MONTHLY;BYDAY=2TU,4TU;UNTIL=20270430"),
        ("Invoice due:2026-12-15 rec:+15th", "VALUE=DATE:20261215", "FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20270430"),
        ("Invoice due:2026-12-01 rec:+1st,15th", "VALUE=DATE:20261201", "FREQ=MONTHLY;BYMONTHDAY=1,15;UNTIL=20270430"),
        ("Rent due:2026-11-30 rec:+last-day", "VALUE=DATE:20261130", "FREQ=MONTHLY;BYMONTHDAY=-1;UNTIL=20270430"),
        ("Backup due:2026-12-01 rec:+1m", "VALUE=DATE:20261201", "FREQ=MONTHLY;INTERVAL=1;UNTIL=20270430"),
        ("Domain due:2027-02-14 rec:+1y", "VALUE=DATE:20270214", "FREQ=YEARLY;INTERVAL=1;UNTIL=20270430"),
    ])
    func series(line: String, start: String, rule: String) throws {
        let all = try components(try ics([line]))
        #expect(all.count == 1)
        #expect(property(all[0], "DTSTART") == start)
        #expect(value(all[0], "RRULE") == rule)
        #expect(value(all[0], "X-HORIZON-PROJECTED") == nil)
    }

    @Test("many series at once: every strict daily task is one event, and so is a series that starts after thousands of items")
    func seriesAcrossRuns() throws {
        // 60 daily tasks project 159 occurrences each: 9,540 items, more than one chunk of any stage holds.
        let lines = (1...60).map { "Task \($0) due:2026-11-23 rec:+1d" } + ["Late due:2027-03-01 rec:+1w"]
        let all = try components(try ics(lines))
        #expect(all.count == 61)
        #expect(all.allSatisfy { value($0, "RRULE") != nil })
        #expect(all.last.flatMap { value($0, "RRULE") } == "FREQ=WEEKLY;INTERVAL=1;UNTIL=20270430")
    }

    @Test("with a zone, a timed series ends at the last second of its last day, in UTC")
    func untilInUTC() throws {
        let all = try components(try ics(["Report due:2026-11-27 rec:+1w at:16:30"], zone: TimeZone(identifier: "Europe/Paris")))
        #expect(value(all[0], "RRULE") == "FREQ=WEEKLY;INTERVAL=1;UNTIL=20270430T215959Z")
    }

    @Test("a first instance off the rule is a component of its own; the series starts at the first occurrence")
    func offRuleFirstInstance() throws {
        let all = try components(try ics(["X rec:+mon,fri due:2026-11-25 at:09:00"]))
        #expect(all.map { [property($0, "DTSTART") ?? "", value($0, "RRULE") ?? "-"] } == [
            ["20261125T090000", "-"],
            ["20261127T090000", "FREQ=WEEKLY;BYDAY=MO,FR;UNTIL=20270430T235959"],
        ])
    }

    /// Each component's dates, rule and DESCRIPTION, as written (parameters included, unescaped).
    func seriesLines(_ lines: [String], today: String = "2026-11-23") throws -> [[String]] {
        try components(try ics(lines, today: today)).map { component in
            component.filter { ["DTSTART", "RRULE", "RDATE", "EXDATE", "DESCRIPTION"].contains($0.name) }.map { line in
                line.name + (line.parameters.isEmpty ? "" : ";" + line.parameters) + ":" + unescape(line.value)
            }
        }
    }

    @Test("dates an RRULE does not name are events of their own, days it names in excess EXDATEs, never an RDATE; a strict rule's dates are not called projected", arguments: [
        // The 30th clamps to February, which iCalendar would skip: Feb 28 is an event of its own.
        ("Rent due:2026-12-30 rec:+30th", [
            ["DTSTART;VALUE=DATE:20261230", "RRULE:FREQ=MONTHLY;BYMONTHDAY=30;UNTIL=20270430", "DESCRIPTION:due · on the 30th · todo.txt:1"],
            ["DTSTART;VALUE=DATE:20270228", "DESCRIPTION:on the 30th · todo.txt:1"],
        ]),
        // The 31st clamped is the last day of the month, which iCalendar says as -1.
        ("Rent due:2026-12-31 rec:+31st", [[
            "DTSTART;VALUE=DATE:20261231", "RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;UNTIL=20270430", "DESCRIPTION:due · on the 31st · todo.txt:1",
        ]]),
        // A series that starts on a clamped day names it too: Nov 30, then Dec 31, Jan 31, Feb 28 … for the 31st.
        ("Rent due:2026-11-30 rec:+31st", [[
            "DTSTART;VALUE=DATE:20261130", "RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;UNTIL=20270430", "DESCRIPTION:due · on the 31st · todo.txt:1",
        ]]),
        // Mixed lists: BYDAY with BYMONTHDAY would mean both at once, so each date is an event.
        ("Pay due:2027-03-01 rec:+1st,last-fri", [
            ["DTSTART;VALUE=DATE:20270301", "DESCRIPTION:due · on the 1st and every last Fri · todo.txt:1"],
            ["DTSTART;VALUE=DATE:20270326", "DESCRIPTION:on the 1st and every last Fri · todo.txt:1"],
            ["DTSTART;VALUE=DATE:20270401", "DESCRIPTION:on the 1st and every last Fri · todo.txt:1"],
            ["DTSTART;VALUE=DATE:20270430", "DESCRIPTION:on the 1st and every last Fri · todo.txt:1"],
        ]),
        // N business days, N > 1: the weekdays with the days between excluded.
        ("Check due:2027-04-20 rec:+3b", [[
            "DTSTART;VALUE=DATE:20270420", "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270430",
            "EXDATE;VALUE=DATE:20270421", "EXDATE;VALUE=DATE:20270422", "EXDATE;VALUE=DATE:20270426",
            "EXDATE;VALUE=DATE:20270427", "EXDATE;VALUE=DATE:20270429", "EXDATE;VALUE=DATE:20270430",
            "DESCRIPTION:due · every 3 weekdays · todo.txt:1",
        ]]),
    ])
    func datesOffTheRule(line: String, expected: [[String]]) throws {
        #expect(try seriesLines([line]) == expected)
    }

    @Test("a fifth weekday beside the last one is the last one: BYDAY=-1FR, which calcurse can start a series on")
    func fifthAndLastWeekday() throws {
        let all = try components(try ics(["Review due:2026-11-27 rec:+5th-fri,last-fri"]))
        #expect(all.map { value($0, "RRULE") } == ["FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270430"])
    }

    @Test("no RDATE in plan.ics, for rules whose dates leave any RRULE (calcurse, Outlook and DAVx⁵ lose them)")
    func noRDATE() throws {
        let lines = ["Rent due:2026-12-30 rec:+30th", "Pay due:2027-03-01 rec:+1st,last-fri", "Check due:2027-04-20 rec:+3b",
                     "Rent due:2026-12-31 rec:1m", "Leap due:2028-02-29 rec:+1y", "Report due:2026-11-28 rec:1b",
                     "Sync due:2026-11-24 rec:+5b at:09:00", "Odd due:2026-11-25 rec:+mon,fri"]
        let feed = try ics(lines)
        #expect(!String(decoding: feed, as: UTF8.self).contains("RDATE"))
    }

    @Test("a month rule from the 31st drifts to the 28th: one series naming both days, the days it does not reach excluded")
    func driftingMonthRule() throws {
        #expect(try seriesLines(["Rent due:2026-12-31 rec:+1m"]) == [[
            "DTSTART;VALUE=DATE:20261231", "RRULE:FREQ=MONTHLY;BYMONTHDAY=28,31;UNTIL=20270430",
            "EXDATE;VALUE=DATE:20270128", "EXDATE;VALUE=DATE:20270331", "DESCRIPTION:due · monthly · todo.txt:1",
        ]])
    }

    @Test("after-completion rules are one series each, projected as completed on their due dates (docs/output.md#planics-and-tasksics)", arguments: [
        ("Stretch due:2026-11-23 rec:1d", "2026-11-23", [[
            "DTSTART;VALUE=DATE:20261123", "RRULE:FREQ=DAILY;INTERVAL=1;UNTIL=20270430",
            "DESCRIPTION:due · projected after completion · daily, after completion · todo.txt:1",
        ]]),
        ("Standup due:2026-11-23 rec:1b at:09:00", "2026-11-23", [[
            "DTSTART:20261123T090000", "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270430T235959",
            "DESCRIPTION:due · projected after completion · every weekday, after completion · todo.txt:1",
        ]]),
        ("Review due:2026-11-25 rec:2w t:2026-11-22", "2026-11-23", [[
            "DTSTART;VALUE=DATE:20261125", "RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20270430",
            "DESCRIPTION:due · projected after completion · every 2 weeks, after completion · todo.txt:1",
        ]]),
        // Jan 31 has its day; then Feb 28, Mar 28, Apr 28 as completion drifts.
        ("Rent due:2026-12-31 rec:1m", "2026-11-23", [[
            "DTSTART;VALUE=DATE:20261231", "RRULE:FREQ=MONTHLY;BYMONTHDAY=28,31;UNTIL=20270430",
            "EXDATE;VALUE=DATE:20270128", "EXDATE;VALUE=DATE:20270331",
            "DESCRIPTION:due · projected after completion · monthly, after completion · todo.txt:1",
        ]]),
        // The 30th of a list rule: Feb 28, the day a calendar would skip, is an event of its own.
        ("Rent due:2026-12-30 rec:30th", "2026-11-23", [
            ["DTSTART;VALUE=DATE:20261230", "RRULE:FREQ=MONTHLY;BYMONTHDAY=30;UNTIL=20270430",
             "DESCRIPTION:due · projected after completion · on the 30th · todo.txt:1"],
            ["DTSTART;VALUE=DATE:20270228", "DESCRIPTION:projected · on the 30th · todo.txt:1"],
        ]),
        // Ten weekdays are two weeks, holidays apart.
        ("Invoice due:2026-12-03 rec:10b", "2026-11-23", [[
            "DTSTART;VALUE=DATE:20261203", "RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20270430",
            "DESCRIPTION:due · projected after completion · every 10 weekdays, after completion · todo.txt:1",
        ]]),
        // A business-day task due on a Saturday: that instance alone, then the series from Monday.
        ("Report due:2026-11-28 rec:1b", "2026-11-23", [
            ["DTSTART;VALUE=DATE:20261128", "DESCRIPTION:due · every weekday, after completion · todo.txt:1"],
            ["DTSTART;VALUE=DATE:20261130", "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270430",
             "DESCRIPTION:projected after completion · every weekday, after completion · todo.txt:1"],
        ]),
        ("Leap due:2028-02-29 rec:1y", "2027-12-01", [[
            "DTSTART;VALUE=DATE:20280229", "RRULE:FREQ=YEARLY;INTERVAL=1;UNTIL=20280531",
            "DESCRIPTION:due · projected after completion · yearly, after completion · todo.txt:1",
        ]]),
        ("Gym due:2026-11-24 rec:tue,thu at:18:00", "2026-11-23", [[
            "DTSTART:20261124T180000", "RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270430T235959",
            "DESCRIPTION:due · projected after completion · every Tue, Thu · todo.txt:1",
        ]]),
        ("Pay due:2026-12-01 rec:1st,15th", "2026-11-23", [[
            "DTSTART;VALUE=DATE:20261201", "RRULE:FREQ=MONTHLY;BYMONTHDAY=1,15;UNTIL=20270430",
            "DESCRIPTION:due · projected after completion · on the 1st and 15th · todo.txt:1",
        ]]),
        ("Course due:2026-11-25 rec:1w until:2027-01-20", "2026-11-23", [[
            "DTSTART;VALUE=DATE:20261125", "RRULE:FREQ=WEEKLY;INTERVAL=1;UNTIL=20270120",
            "DESCRIPTION:due · projected after completion · weekly, after completion · todo.txt:1",
        ]]),
        ("Check due:2027-04-20 rec:3b", "2026-11-23", [[
            "DTSTART;VALUE=DATE:20270420", "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270430",
            "EXDATE;VALUE=DATE:20270421", "EXDATE;VALUE=DATE:20270422", "EXDATE;VALUE=DATE:20270426",
            "EXDATE;VALUE=DATE:20270427", "EXDATE;VALUE=DATE:20270429", "EXDATE;VALUE=DATE:20270430",
            "DESCRIPTION:due · projected after completion · every 3 weekdays, after completion · todo.txt:1",
        ]]),
        // Overdue: once on Today as it is, then the series from what completing it today writes.
        ("Stretch due:2026-11-20 rec:2d", "2026-11-23", [
            ["DTSTART;VALUE=DATE:20261123", "DESCRIPTION:overdue 3 days · was due Fri 20 Nov · every 2 days, after completion · todo.txt:1"],
            ["DTSTART;VALUE=DATE:20261125", "RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20270430",
             "DESCRIPTION:projected after completion · every 2 days, after completion · todo.txt:1"],
        ]),
    ])
    func afterCompletionSeries(line: String, today: String, expected: [[String]]) throws {
        #expect(try seriesLines([line], today: today) == expected)
    }

    @Test("UIDs are 16 hex digits, unique, and stay the same across runs and when other lines move")
    func stableUIDs() throws {
        let first = try components(try ics(["Pay rent due:2026-11-24", "Stretch due:2026-11-23 rec:1d", "Pay rent due:2026-11-24"]))
        let second = try components(try ics(["New line first", "", "Pay rent due:2026-11-24", "Stretch due:2026-11-23 rec:1d", "Pay rent due:2026-11-24"]))
        let uids = first.compactMap { value($0, "UID") }
        #expect(Set(uids).count == uids.count)
        #expect(uids.allSatisfy { $0.wholeMatch(of: /[0-9a-f]{16}(-[0-9]+)?@horizon/) != nil })
        let secondUIDs = Set(second.compactMap { value($0, "UID") })
        #expect(Set(uids).isSubset(of: secondUIDs))
    }

    @Test("a line with invalid UTF-8 keeps its UID when the tags completion rewrites change (its columns count the bytes as written)")
    func uidOfARepairedLine() throws {
        func uid(_ line: [UInt8]) throws -> String? {
            let list = TodoDocument(name: "todo.txt", bytes: line).readTasks()
            let plan = Planner(today: CivilDate("2026-11-23")!).plan(list)
            let site = try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.ics]).render(plan)
            return try components(try #require(site.files["plan.ics"])).first.flatMap { value($0, "UID") }
        }
        let before = try uid(Array("Call ".utf8) + [0xFF] + Array("dad t:2026-11-20 due:2026-11-25".utf8))
        let after = try uid(Array("Call ".utf8) + [0xFF] + Array("dad t:2026-11-21 due:2026-11-25 plan:2026-11-25".utf8))
        #expect(before != nil && before == after)
    }

    /// The UID of each component by its start (events) or due date (to-dos); a series's under `series`.
    func uidsByDate(_ lines: [String], file: String, today: String = "2026-11-23") throws -> [String: String] {
        let all = try components(try ics(lines, today: today, file: file))
        return Dictionary(all.map { component in
            let isSeries = value(component, "RRULE") != nil
            let key = isSeries ? "series" : value(component, file == "plan.ics" ? "DTSTART" : "DUE") ?? ""
            return (key, value(component, "UID") ?? "")
        }) { first, _ in first }
    }

    static let completedLines = ["Stretch +health due:2026-11-23 rec:1d t:2026-11-22", "(A) 2026-11-01 Report due:2026-11-23 rec:+1w",
                                 "Retro due:2026-11-23 rec:+2nd-tue,4th-mon", "Standup due:2026-11-23 rec:+3b at:09:00"]

    /// The line `horizon done 1` leaves, and the line of the next instance it appends.
    func completing(_ line: String) throws -> (completed: String, next: String, nextKey: String) {
        let task = TaskParser.parse(line, at: SourceLocation(file: "todo.txt", line: 1)).0
        let completion = try task.completion(on: CivilDate("2026-11-23")!)
        let next = try #require(completion.nextLine)
        let nextDue = try #require(TaskParser.parse(next, at: SourceLocation(file: "todo.txt", line: 2)).0.due)
        return (completion.completedLine, next, nextDue.description.filter { $0 != "-" } + (line.contains("at:09:00") ? "T090000" : ""))
    }

    @Test("plan.ics: the same occurrence keeps its UID when the task is completed and its next instance appended", arguments: completedLines)
    func uidsSurviveCompletion(line: String) throws {
        let (completed, next, key) = try completing(line)
        let before = try uidsByDate([line], file: "plan.ics")
        let after = try uidsByDate([completed, next], file: "plan.ics")
        // A series keeps its UID as its start moves on; a single occurrence keeps its own.
        let stamp = after["series"] != nil ? "series" : key
        #expect(after[stamp] != nil && before[stamp] == after[stamp], "\(before[stamp] ?? "none") → \(after[stamp] ?? "none")")
    }

    /// A to-do stands for one instance: completing it takes it out of tasks.ics, and the instance `done`
    /// appends is a to-do named, like every occurrence, by the task's words and its own date, wherever
    /// its line is.
    @Test("tasks.ics: the completed instance leaves; the next is a to-do named by its own date, wherever its line is", arguments: completedLines)
    func todoUIDsAcrossCompletion(line: String) throws {
        let (completed, next, key) = try completing(line)
        let before = try uidsByDate([line], file: "tasks.ics")
        let after = try uidsByDate([completed, next], file: "tasks.ics")
        let elsewhere = try uidsByDate(["Another task", "", next], file: "tasks.ics")
        #expect(after.keys.sorted() == [key])
        #expect(after[key] != nil && after[key] == elsewhere[key])
        #expect(Set(before.values).isDisjoint(with: after.values))
    }

    @Test("DESCRIPTION says why the item is listed, dates the component does not carry, the rule in words and the source", arguments: [
        ("plan.ics", "Pay rent due:2026-11-20", "overdue 3 days · was due Fri 20 Nov · todo.txt:1"),
        ("tasks.ics", "Pay rent due:2026-11-20", "overdue 3 days · todo.txt:1"),
        ("plan.ics", "Report plan:2026-W49 due:2026-12-04", "planned · due Fri 4 Dec · todo.txt:1"),
        ("tasks.ics", "Report plan:2026-W49 due:2026-12-04", "planned for 2026-W49 · todo.txt:1"),
        ("tasks.ics", "Budget plan:2026-12", "planned for December · todo.txt:1"),
        ("tasks.ics", "Tidy up plan:2026-11-25", "planned · todo.txt:1"),
        ("tasks.ics", "Slides plan:2026-11-24 due:2026-11-26", "planned for Tue 24 Nov · todo.txt:1"),
        ("plan.ics", "Tidy up plan:2026-11-16", "planned Mon 16 Nov · todo.txt:1"),
        ("plan.ics", "Sort photos plan:2026-W46", "planned for 2026-W46 · todo.txt:1"),
        ("plan.ics", "Call Sam due:2026-11-25 at:09:35", "due · todo.txt:1"),
        ("plan.ics", "Backup due:2026-11-27 rec:+1w", "due · weekly · todo.txt:1"),
        ("tasks.ics", "Idea float:1", "floating · todo.txt:1"),
        ("tasks.ics", "Renew passport t:2026-11-23 due:2027-06-01", "starts · todo.txt:1"),
    ])
    func descriptions(file: String, line: String, description: String) throws {
        let component = try #require(try components(try ics([line], file: file)).first)
        #expect(unescape(value(component, "DESCRIPTION") ?? "") == description)
    }

    @Test("SUMMARY keeps links whole and the tags Horizon did not apply; CATEGORIES holds each project and context once")
    func summaryAndCategories() throws {
        let component = try #require(try components(try ics(["Buy +home +home @shop https://example.org/a/very/long/path?q=1 due:2026-11-25 due:2026-12-01"])).first)
        #expect(value(component, "SUMMARY") == "Buy +home +home @shop https://example.org/a/very/long/path?q=1 due:2026-12-01")
        #expect(value(component, "CATEGORIES") == "+home,@shop")
    }
}

@Suite("plan.ics and tasks.ics: coverage")
struct ICalendarCoverageTests {
    func feed(_ lines: [String], file: String, zone: TimeZone? = nil) throws -> String {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate("2026-11-23")!).plan(list)
        let site = try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.ics], timeZone: zone).render(plan)
        return String(decoding: try #require(site.files[file]), as: UTF8.self)
    }

    @Test("year plans are in neither feed", arguments: ["plan.ics", "tasks.ics"])
    func noYearPlans(file: String) throws {
        #expect(!(try feed(["Big goal plan:2027", "Bigger goal plan:2026"], file: file)).contains("SUMMARY:"))
    }

    @Test("the zone's own abbreviations name its observances", arguments: [
        ("Europe/London", "2027-04-20", ["GMT", "BST"]),
        ("America/New_York", "2027-04-20", ["EST", "EDT"]),
    ])
    func abbreviations(zone: String, lastDue: String, names: [String]) throws {
        let text = try feed(["Call due:2026-11-25 at:09:00", "Call again due:\(lastDue) at:09:00"], file: "plan.ics",
                            zone: TimeZone(identifier: zone))
        let found = text.components(separatedBy: "\r\n").filter { $0.hasPrefix("TZNAME:") }.map { String($0.dropFirst(7)) }
        #expect(found == names)
    }
}
