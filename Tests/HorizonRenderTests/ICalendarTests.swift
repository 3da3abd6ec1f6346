import Foundation
import HorizonCore
import HorizonRender
import Testing

/// plan.ics is parsed back as a calendar client would (RFC 5545 §3.1: unfold, then split properties).
@Suite("plan.ics")
struct ICalendarTests {
    struct Property {
        let name: String
        let parameters: String
        let value: String
    }

    func ics(_ lines: [String], today: String = "2026-11-23", zone: TimeZone? = nil) throws -> [UInt8] {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate(today)!).plan(list)
        let site = try SiteRenderer(templates: try TemplateSet.builtIn(), formats: [.ics], timeZone: zone).render(plan)
        return try #require(site.files["plan.ics"])
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

    @Test("the calendar is wrapped in VCALENDAR with VERSION and PRODID")
    func envelope() throws {
        let text = String(decoding: try ics(["Task due:2026-11-24"]), as: UTF8.self)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    }

    @Test("text is escaped and reads back unchanged")
    func escaping() throws {
        let component = try #require(try components(try ics([#"Buy a, b; c\d due:2026-11-24"#])).first)
        #expect(value(component, "SUMMARY") == #"Buy a\, b\; c\\d"#)
        #expect(unescape(value(component, "SUMMARY") ?? "") == #"Buy a, b; c\d"#)
    }

    @Test("an untimed task is a VTODO with DUE; a timed one a VEVENT with a floating local start")
    func kinds() throws {
        let all = try components(try ics(["Pay rent due:2026-11-24", "Call Sam due:2026-11-25 at:09:35"]))
        let todo = try #require(all.first { value($0, "SUMMARY") == "Pay rent" })
        #expect(todo.first?.value == "VTODO")
        #expect(todo.contains { $0.name == "DUE" && $0.parameters == "VALUE=DATE" && $0.value == "20261124" })
        #expect(value(todo, "DTSTAMP") == "20261123T000000Z")
        let event = try #require(all.first { value($0, "SUMMARY") == "Call Sam" })
        #expect(event.first?.value == "VEVENT")
        #expect(event.contains { $0.name == "DTSTART" && $0.parameters.isEmpty && $0.value == "20261125T093500" })
    }

    @Test("with a time zone, times carry its TZID and the calendar defines it in a VTIMEZONE")
    func timeZone() throws {
        let bytes = try ics(["Call Sam due:2026-11-25 at:09:35"], zone: TimeZone(identifier: "Europe/Paris"))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n"))
        #expect(text.contains("TZOFFSETTO:+0100"))
        let event = try #require(try components(bytes).first)
        #expect(event.contains { $0.name == "DTSTART" && $0.parameters == "TZID=Europe/Paris" && $0.value == "20261125T093500" })
    }

    @Test("a strict weekly rule is one component with an RRULE, not a list of occurrences")
    func strictRule() throws {
        let all = try components(try ics(["Report due:2026-11-27 rec:+1w until:2027-03-31"]))
        #expect(all.count == 1)
        #expect(value(all[0], "RRULE") == "FREQ=WEEKLY;INTERVAL=1;UNTIL=20270331")
    }

    @Test("after-completion and month-end rules are listed occurrence by occurrence, marked projected")
    func projectedRules() throws {
        let daily = try components(try ics(["Stretch due:2026-11-23 rec:1d"]))
        // Today through 2027-04-30, the end of the 6-month view.
        #expect(daily.count == 159)
        #expect(daily.allSatisfy { value($0, "RRULE") == nil })
        #expect(daily.dropFirst().allSatisfy { value($0, "X-HORIZON-PROJECTED") == "TRUE" })
        let monthEnd = try components(try ics(["Rent due:2026-12-31 rec:+1m"]))
        #expect(monthEnd.compactMap { value($0, "DUE") } == ["20261231", "20270131", "20270228", "20270331", "20270430"])
    }

    @Test("UIDs are unique and stay the same across runs and when other lines move")
    func stableUIDs() throws {
        let first = try components(try ics(["Pay rent due:2026-11-24", "Stretch due:2026-11-23 rec:1d", "Pay rent due:2026-11-24"]))
        let second = try components(try ics(["New line first", "", "Pay rent due:2026-11-24", "Stretch due:2026-11-23 rec:1d", "Pay rent due:2026-11-24"]))
        let uids = first.compactMap { value($0, "UID") }
        #expect(Set(uids).count == uids.count)
        let secondUIDs = Set(second.compactMap { value($0, "UID") })
        #expect(Set(uids).isSubset(of: secondUIDs))
    }
}
