import Foundation
import HorizonCore

/// A holidays file (`--holidays`, SPEC §3.2): an iCalendar file of all-day events, the form every
/// holiday calendar is published in, or plain lines `YYYY-MM-DD [name]` (`#` starts a comment).
/// Problems are diagnostics naming the file and line; the days that could be read still count.
package struct HolidayFile: Sendable {
    /// The days read, with their names.
    package let holidays: Holidays
    /// What could not be read, as FILE:LINE:COL: message.
    package let diagnostics: [Diagnostic]

    /// Reads the file at `path`; only a file that cannot be read throws. Yearly iCalendar events are
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

        /// The all-day VEVENTs of an iCalendar file: each day from DTSTART up to (not including) DTEND,
        /// named by SUMMARY; a yearly RRULE repeats the event each year through `lastYear`.
        mutating func readCalendar(_ lines: [Substring]) {
            var event: [(name: String, parameters: String, value: String, line: Int)]?
            for (number, property) in Self.unfolded(lines) {
                let upper = property.uppercased()
                if upper == "BEGIN:VEVENT" { event = []; continue }
                if upper == "END:VEVENT" {
                    if let properties = event { readEvent(properties) }
                    event = nil
                    continue
                }
                guard event != nil, let colon = property.firstIndex(of: ":") else { continue }
                let head = property[..<colon]
                let propertyName = head.prefix { $0 != ";" }.uppercased()
                event?.append((propertyName, String(head.dropFirst(propertyName.count)).uppercased(), String(property[property.index(after: colon)...]), number))
            }
        }

        private mutating func readEvent(_ properties: [(name: String, parameters: String, value: String, line: Int)]) {
            guard let start = properties.first(where: { $0.name == "DTSTART" }) else { return }
            guard let first = Self.date(start.value) else {
                problem(start.line, 1, "DTSTART:\(start.value) is not an all-day date (holidays are all-day events, DTSTART;VALUE=DATE:YYYYMMDD); the event is ignored")
                return
            }
            let summary = properties.first(where: { $0.name == "SUMMARY" }).map { Self.unescaped($0.value) } ?? ""
            var length = 1
            if let end = properties.first(where: { $0.name == "DTEND" }), let last = Self.date(end.value), last > first {
                length = first.distance(to: last)
            }
            var starts = [first]
            if let rule = properties.first(where: { $0.name == "RRULE" }) {
                guard let yearly = yearlyStarts(rule.value, from: first) else {
                    problem(rule.line, 1, "RRULE:\(rule.value) is not read (only FREQ=YEARLY on the start's day); only the first date counts")
                    days.append(contentsOf: (0..<min(length, 366)).map { (first.adding(days: $0), summary) })
                    return
                }
                starts = yearly
            }
            let excluded = Set(properties.filter { $0.name == "EXDATE" }.flatMap { $0.value.split(separator: ",").compactMap { Self.date(String($0)) } })
            for start in starts where !excluded.contains(start) {
                for offset in 0..<min(length, 366) { days.append((start.adding(days: offset), summary)) }
            }
        }

        /// The start of each year of `FREQ=YEARLY[;INTERVAL=N][;COUNT=N][;UNTIL=…][;BYMONTH=M;BYMONTHDAY=D]`
        /// whose month and day are the start's; nil for any other rule.
        private func yearlyStarts(_ value: String, from first: CivilDate) -> [CivilDate]? {
            var interval = 1, count = Int.max, until = CivilDate(year: lastYear, month: 12, day: 31) ?? CivilDate.latest
            var isYearly = false
            for part in value.uppercased().split(separator: ";") {
                let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
                guard pair.count == 2 else { return nil }
                switch pair[0] {
                case "FREQ": isYearly = pair[1] == "YEARLY"
                case "INTERVAL": guard let value = Int(pair[1]), value > 0 else { return nil }; interval = value
                case "COUNT": guard let value = Int(pair[1]), value > 0 else { return nil }; count = value
                case "UNTIL": guard let date = Self.date(pair[1]) else { return nil }; until = min(until, date)
                case "BYMONTH": guard Int(pair[1]) == first.month else { return nil }
                case "BYMONTHDAY": guard Int(pair[1]) == first.day else { return nil }
                case "WKST": continue
                default: return nil
                }
            }
            guard isYearly else { return nil }
            var result: [CivilDate] = []
            var year = first.year
            while result.count < count, year <= until.year {
                // A 29 February holiday happens only in leap years, as iCalendar expands it.
                if let date = CivilDate(year: year, month: first.month, day: first.day), date <= until { result.append(date) }
                year += interval
            }
            return result
        }

        /// `20261225` or `20261225T000000[Z]` (its day), else nil.
        static func date(_ value: String) -> CivilDate? {
            let digits = value.prefix(8)
            guard digits.count == 8, digits.allSatisfy(\.isASCII), let year = Int(digits.prefix(4)),
                  let month = Int(digits.dropFirst(4).prefix(2)), let day = Int(digits.suffix(2)) else { return nil }
            return CivilDate(year: year, month: month, day: day)
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
