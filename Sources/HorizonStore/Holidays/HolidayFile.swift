import Foundation
import HorizonCore

/// A holidays file (`--holidays`, docs/todotxt.md#holidays): an iCalendar file of all-day events, the form every
/// holiday calendar is published in, or plain lines `YYYY-MM-DD [name]` (`#` starts a comment).
/// Problems are diagnostics naming the file and line; the days that could be read still count.
package struct HolidayFile: Sendable {
    /// The days read, with their names.
    package let holidays: Holidays
    /// What could not be read, as FILE:LINE:COL: message.
    package let diagnostics: [Diagnostic]

    /// Reads the file at `path`; only a file that cannot be read throws. Repeating iCalendar events are
    /// expanded through `lastYear` (the planner's horizon needs no more).
    package static func read(path: String, throughYear lastYear: Int) throws(StoreError) -> HolidayFile {
        let document = try TodoFileReader.read(path: path, name: path)
        return parse(name: path, bytes: document.bytes, throughYear: lastYear)
    }

    /// Reads the bytes of a holidays file labelled `name`.
    package static func parse(name: String, bytes: [UInt8], throughYear lastYear: Int) -> HolidayFile {
        // Split as bytes: in a String, CR LF is one Character and would not split at LF.
        var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map { line in
            Substring(decoding: line.last == 13 ? line.dropLast() : line, as: UTF8.self)
        }
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = first.dropFirst() }
        let isCalendar = lines.first(where: { !$0.allSatisfy(\.isWhitespace) })?.uppercased() == "BEGIN:VCALENDAR"
        var reader = Parser(name: name, lastYear: lastYear)
        if isCalendar { reader.readCalendar(lines) } else { reader.readList(lines) }
        return HolidayFile(holidays: Holidays(reader.days), diagnostics: reader.diagnostics)
    }

    private struct Parser {
        let name: String
        let lastYear: Int
        var days: [(date: CivilDate, name: String)] = []
        var diagnostics: [Diagnostic] = []

        init(name: String, lastYear: Int) {
            self.name = name
            self.lastYear = lastYear
        }

        mutating func problem(_ line: Int, _ column: Int = 1, _ message: String) {
            diagnostics.append(Diagnostic(location: SourceLocation(file: name, line: line), column: column, message: message))
        }

        /// `YYYY-MM-DD [name]` per line; blank lines and `#` comments are skipped.
        mutating func readList(_ lines: [Substring]) {
            for (index, line) in lines.enumerated() {
                let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
                guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
                let dateText = trimmed.prefix { $0 != " " && $0 != "\t" }
                let column = line.utf8.count - trimmed.utf8.count + 1
                guard let date = CivilDate(dateText) else {
                    problem(index + 1, column, "\(dateText) is not a date (expected YYYY-MM-DD, then the holiday's name); the line is ignored")
                    continue
                }
                let holidayName = trimmed.dropFirst(dateText.count).trimmingCharacters(in: .whitespaces)
                days.append((date, holidayName))
            }
        }

        /// One property of an event: its name, its parameters (upper case), its value, the whole line as
        /// written (for messages) and its line number.
        private typealias Property = (name: String, parameters: String, value: String, text: String, line: Int)

        /// The longest event read as holidays: a year. A longer one is a mistake of the file (an event
        /// "from year 1 to 9999") and would mark every day; it is reported and ignored.
        private static let longestEvent = 366

        /// The all-day VEVENTs of an iCalendar file: each day from DTSTART up to (not including) DTEND,
        /// named by SUMMARY; an RRULE (``HolidayRule``) repeats the event through `lastYear`. Every event
        /// that is left out is a diagnostic saying why (docs/commands.md, "Holidays").
        mutating func readCalendar(_ lines: [Substring]) {
            var event: (begin: Int, properties: [Property])?
            for (number, property) in Self.unfolded(lines) {
                let upper = property.uppercased()
                if upper == "BEGIN:VEVENT" {
                    if let open = event { unended(open.begin) }
                    event = (number, [])
                    continue
                }
                if upper == "END:VEVENT" {
                    if let open = event { readEvent(open.properties, begin: open.begin) }
                    event = nil
                    continue
                }
                if upper == "END:VCALENDAR", let open = event {
                    unended(open.begin)
                    event = nil
                }
                guard event != nil, let colon = property.firstIndex(of: ":") else { continue }
                let head = property[..<colon]
                let propertyName = head.prefix { $0 != ";" }.uppercased()
                event?.properties.append((propertyName, String(head.dropFirst(propertyName.count)).uppercased(),
                                          String(property[property.index(after: colon)...]), property, number))
            }
            if let open = event { unended(open.begin) }
        }

        private mutating func unended(_ begin: Int) {
            problem(begin, 1, "BEGIN:VEVENT has no END:VEVENT; the event is ignored")
        }

        /// The day of an all-day DTSTART or DTEND, or a diagnostic saying why it is none (a time — with
        /// `Z`, a TZID or VALUE=DATE-TIME — is no day off: its day depends on the time zone).
        private mutating func day(of property: Property) -> CivilDate? {
            let isTime = property.value.contains(where: { $0 == "T" || $0 == "t" }) || property.parameters.contains("VALUE=DATE-TIME")
            if !isTime, property.value.count == 8, let date = HolidayRule.date(property.value) { return date }
            let kind = isTime ? "is a time, not an all-day date" : "is not an all-day date"
            problem(property.line, 1, "\(property.text) \(kind) (holidays are all-day events, \(property.name);VALUE=DATE:YYYYMMDD); the event is ignored")
            return nil
        }

        /// The days an all-day event lasts: up to (not including) DTEND, or by a DURATION of days or
        /// weeks, else one; nil (and a diagnostic) when the end cannot be used.
        private mutating func length(of properties: [Property], from first: CivilDate, start: Property) -> Int? {
            if let end = properties.first(where: { $0.name == "DTEND" }) {
                guard let last = day(of: end) else { return nil }
                guard last >= first else {
                    problem(end.line, 1, "\(end.text) is before \(start.text); the event is ignored")
                    return nil
                }
                // DTEND equal to DTSTART is not valid iCalendar, but some programs write it for one day.
                return max(1, first.distance(to: last))
            }
            guard let duration = properties.first(where: { $0.name == "DURATION" }) else { return 1 }
            let value = duration.value.uppercased()
            if value.hasPrefix("P"), let unit = value.last, unit == "D" || unit == "W",
               let count = Int(value.dropFirst().dropLast()), count > 0 {
                guard unit == "W" else { return count }
                let (days, overflow) = count.multipliedReportingOverflow(by: 7)
                return overflow ? Int.max : days
            }
            problem(duration.line, 1, "\(duration.text) is not a whole number of days (DURATION:PnD or PnW); the event is ignored")
            return nil
        }

        private mutating func readEvent(_ properties: [Property], begin: Int) {
            guard let start = properties.first(where: { $0.name == "DTSTART" }) else {
                problem(begin, 1, "the event has no DTSTART, so no day; the event is ignored")
                return
            }
            guard let first = day(of: start), let length = length(of: properties, from: first, start: start) else { return }
            guard length <= Self.longestEvent else {
                let end = properties.first(where: { $0.name == "DTEND" || $0.name == "DURATION" }) ?? start
                problem(end.line, 1, "the event lasts \(length) days (\(start.text) to \(end.text)); a holiday lasts at most a year (366 days), so the event is ignored")
                return
            }
            let summary = properties.first(where: { $0.name == "SUMMARY" }).map { Self.unescaped($0.value) } ?? ""
            var starts = [first]
            if let property = properties.first(where: { $0.name == "RRULE" }) {
                guard let rule = HolidayRule(property.value) else {
                    problem(property.line, 1, "RRULE:\(property.value) is not read (only FREQ=WEEKLY, MONTHLY or YEARLY with INTERVAL, COUNT, UNTIL, BYMONTH, BYMONTHDAY and BYDAY); only the first date counts")
                    days.append(contentsOf: (0..<length).map { (first.adding(days: $0), summary) })
                    return
                }
                starts = rule.starts(from: first, through: CivilDate(year: lastYear, month: 12, day: 31) ?? CivilDate.latest)
            }
            let excluded = Set(properties.filter { $0.name == "EXDATE" }.flatMap { $0.value.split(separator: ",").compactMap { HolidayRule.date(String($0)) } })
            for start in starts where !excluded.contains(start) {
                for offset in 0..<length { days.append((start.adding(days: offset), summary)) }
            }
        }

        /// RFC 5545 §3.1: a line starting with a space or tab continues the one before it.
        static func unfolded(_ lines: [Substring]) -> [(Int, String)] {
            var result: [(Int, String)] = []
            for (index, line) in lines.enumerated() {
                if let first = line.first, first == " " || first == "\t", !result.isEmpty {
                    result[result.count - 1].1 += line.dropFirst()
                } else if !line.isEmpty {
                    result.append((index + 1, String(line)))
                }
            }
            return result
        }

        /// TEXT escapes of RFC 5545 §3.3.11.
        static func unescaped(_ text: String) -> String {
            var result = ""
            var escaping = false
            for character in text {
                if escaping {
                    result.append(character == "n" || character == "N" ? " " : character)
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else {
                    result.append(character)
                }
            }
            return result
        }
    }
}
