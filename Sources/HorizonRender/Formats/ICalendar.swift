import Foundation
import HorizonCore

/// `plan.ics`: the horizon's items as an RFC 5545 feed. Timed items (`at:`) are VEVENTs, the rest
/// VTODOs; a strict rule that RRULE expresses exactly becomes one recurring component, other
/// recurrences are listed occurrence by occurrence. UIDs depend on the task's text and date only, so
/// they stay the same across runs and when other lines move.
struct ICalendar {
    let plan: Plan
    /// The zone for `at:` times; nil writes floating local times.
    let timeZone: TimeZone?

    func render() -> [UInt8] {
        parts().joinedBytes()
    }

    /// The feed as consecutive parts: the header, the components in chunks rendered on all cores,
    /// and the end. Joined, the parts are the file.
    func parts() -> [[UInt8]] {
        var header = ContentLineWriter()
        for line: StaticString in ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Horizon//Horizon planner//EN",
                                   "CALSCALE:GREGORIAN", "X-WR-CALNAME:Horizon"] {
            header.line(line)
        }
        if let timeZone {
            for line in TimeZoneComponent(zone: timeZone, around: plan).lines() { header.line(verbatim: line) }
        }
        // Which items become components, and their UIDs, depend on the items before them: decided in
        // order here, then the components are written in parallel.
        let chunkSize = 2048
        let items = plan.upcoming
        // Hashes and rules depend on one item each: worked out in parallel first.
        let facts = parallelMap((items.count + chunkSize - 1) / chunkSize) { chunk in
            ((chunk * chunkSize)..<min(items.count, (chunk + 1) * chunkSize)).map { index in
                let item = items[index]
                return (hash: Self.uidHash(item), rule: exactRule(for: item))
            }
        }.flatMap { $0 }
        // Components refer to their items by position and to their rules by their own position: a
        // component is then plain numbers, copied without retaining anything.
        var components: [Component] = []
        components.reserveCapacity(items.count)
        var rules: [Int: String] = [:]
        var seenUIDs = HashCounts(capacity: items.count)
        var recurringTasks: Set<SourceLocation> = []
        for (index, fact) in facts.enumerated() {
            if items[index].isProjected, !recurringTasks.isEmpty, recurringTasks.contains(items[index].task.source) { continue }
            if let rule = fact.rule {
                recurringTasks.insert(items[index].task.source)
                rules[components.count] = rule
            }
            components.append(Component(item: index, uidHash: fact.hash, uidRepeat: seenUIDs.count(fact.hash),
                                        hasRule: fact.rule != nil))
        }
        let chunkCount = (components.count + chunkSize - 1) / chunkSize
        let all = components
        let allRules = rules
        let writer = ComponentWriter(today: plan.today, timeZone: timeZone)
        let body = parallelMap(chunkCount) { chunk in
            let start = chunk * chunkSize
            return ContentLineWriter.parts(of: min(all.count - start, chunkSize), bytesEach: 420) { index, out in
                let component = all[start + index]
                let rule = component.hasRule ? allRules[start + index] : nil
                writer.write(component, items[component.item], rule: rule, into: &out)
            }
        }.flatMap { $0 }
        var end = ContentLineWriter()
        end.line("END:VCALENDAR")
        return [header.bytes] + body + [end.bytes]
    }

    /// One item that becomes a component.
    private struct Component: Sendable {
        /// The item's position in the plan's upcoming items.
        let item: Int
        let uidHash: UInt64
        /// How many earlier components had the same hash (their UIDs get `-1`, `-2`… to stay unique).
        let uidRepeat: Int
        /// Whether it has an RRULE (few do).
        let hasRule: Bool
    }

    /// How many times each UID hash has come so far. The hashes are already well mixed, so an open
    /// table keyed by the hash itself does what a Dictionary would without hashing them again.
    private struct HashCounts {
        private var keys: [UInt64]
        /// 0 marks an empty slot.
        private var counts: [Int]
        private let shift: UInt64
        private let mask: Int

        /// A table for up to `capacity` hashes, at most half full.
        init(capacity: Int) {
            var bits = 4
            while 1 << bits < 2 * capacity { bits += 1 }
            keys = Array(repeating: 0, count: 1 << bits)
            counts = Array(repeating: 0, count: 1 << bits)
            shift = UInt64(64 - bits)
            mask = (1 << bits) - 1
        }

        /// How many times `hash` came before; counts this time.
        mutating func count(_ hash: UInt64) -> Int {
            var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
            while counts[slot] != 0, keys[slot] != hash { slot = (slot + 1) & mask }
            let seen = counts[slot]
            keys[slot] = hash
            counts[slot] = seen + 1
            return seen
        }
    }

    /// Writes components; what is the same for all of them is worked out once.
    private struct ComponentWriter: Sendable {
        /// The DTSTAMP value, `20261123T000000Z`: the plan's day, so that a feed is the same whenever it is built.
        let stamp: [UInt8]
        /// What comes between `DTSTART` and a timed start: `:` for floating times, `;TZID=Europe/Berlin:` with a zone.
        let timeParameters: [UInt8]
        /// The keys of the tags SUMMARY leaves out, as bytes.
        let interpretedKeys: [[UInt8]]

        init(today: CivilDate, timeZone: TimeZone?) {
            var stamp: [UInt8] = []
            stamp.appendCompactDate(today)
            stamp += "T000000Z".utf8
            self.stamp = stamp
            timeParameters = Array((timeZone.map { ";TZID=\($0.identifier):" } ?? ":").utf8)
            interpretedKeys = Task.interpretedTagKeys.map { Array($0.utf8) }
        }

        func write(_ component: Component, _ item: PlanItem, rule: String?, into out: inout ContentLineWriter) {
            // The task is lent to the writer, not copied: it holds several strings and arrays.
            write(component, item, item.task, rule: rule, into: &out)
        }

        private func write(
            _ component: Component, _ item: PlanItem, _ task: Task, rule: String?, into out: inout ContentLineWriter
        ) {
            let date = ICalendar.startDate(item)
            let isEvent = task.at != nil && (item.date != nil || item.reason == .overdue)
            out.line(isEvent ? "BEGIN:VEVENT" : "BEGIN:VTODO")
            out.start("UID:")
            out.append { ICalendar.appendUID(hash: component.uidHash, repeat: component.uidRepeat, to: &$0) }
            out.end()
            out.start("DTSTAMP:")
            out.bytes(stamp)
            out.end()
            if isEvent, let time = task.at {
                out.start("DTSTART")
                out.bytes(timeParameters)
                out.append { ICalendar.appendDateTime(date, time, to: &$0) }
                out.end()
            } else {
                out.start("DTSTART;VALUE=DATE:")
                out.compactDate(date)
                out.end()
                let due = item.due ?? (item.date == nil ? item.period.lastDay : nil)
                if let due, due >= date {
                    out.start("DUE;VALUE=DATE:")
                    out.compactDate(due)
                    out.end()
                }
                out.line("STATUS:NEEDS-ACTION")
            }
            if let rule {
                out.start("RRULE:")
                out.verbatim(rule)
                out.end()
            }
            out.start("SUMMARY:")
            task.withDescriptionUTF8 { summary($0, of: task, into: &out) }
            out.end()
            out.start("DESCRIPTION:")
            task.withDescriptionUTF8 { out.escaped($0) }
            out.text("\\n")
            out.escaped(task.source.file)
            out.escaped(task.source.separator)
            out.decimal(task.source.line)
            out.text(" · ")
            out.verbatim(item.reason.rawValue)
            out.end()
            if !task.projects.isEmpty || !task.contexts.isEmpty {
                out.start("CATEGORIES:")
                var first = true
                for name in task.projects {
                    out.text(first ? "+" : ",+")
                    first = false
                    out.escaped(name)
                }
                for name in task.contexts {
                    out.text(first ? "@" : ",@")
                    first = false
                    out.escaped(name)
                }
                out.end()
            }
            if let priority = task.priority {
                out.start("PRIORITY:")
                out.decimal(ICalendar.priority(priority))
                out.end()
            }
            if item.isProjected { out.line("X-HORIZON-PROJECTED:TRUE") }
            out.line(isEvent ? "END:VEVENT" : "END:VTODO")
        }

        /// The task's words without the tags Horizon interprets (they are the component's properties),
        /// one space apart. `description` is the task's.
        private func summary(_ description: UnsafeBufferPointer<UInt8>, of task: Task, into out: inout ContentLineWriter) {
            if !summary(description, into: &out) { ICalendar.summaryByCharacters(task.description, into: &out) }
        }

        /// The summary from the description's bytes, split at spaces. Words are split at Characters that
        /// are a space; a space byte is one unless a neighbour joins it into a grapheme cluster. When
        /// every space byte is a Character the words are the same, and this writes them; otherwise it
        /// writes nothing and returns false.
        private func summary(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout ContentLineWriter) -> Bool {
            let space = UInt8(ascii: " ")
            if !EightBytes.isASCII(bytes) {
                for index in bytes.indices where bytes[index] == space {
                    guard ICalendar.isCharacter(spaceAt: index, in: bytes) else { return false }
                }
            }
            // Words kept one space apart in the description are written as one run.
            var run = 0..<0
            var index = 0
            while index < bytes.count {
                guard bytes[index] != space else {
                    index += 1
                    continue
                }
                let start = index
                var colon: Int?
                while index < bytes.count, bytes[index] != space {
                    if colon == nil, bytes[index] == UInt8(ascii: ":") { colon = index - start }
                    index += 1
                }
                if let colon, isInterpretedTag(UnsafeBufferPointer(rebasing: bytes[start..<index]), colon: colon) { continue }
                if !run.isEmpty, run.upperBound + 1 == start {
                    run = run.lowerBound..<index
                    continue
                }
                if !run.isEmpty {
                    out.escaped(UnsafeBufferPointer(rebasing: bytes[run]))
                    out.text(" ")
                }
                run = start..<index
            }
            out.escaped(UnsafeBufferPointer(rebasing: bytes[run]))
            return true
        }

        /// Whether the text before a word's first colon (the byte at `colon`) is a key Horizon
        /// interprets, as a Character `:` and a String key compare. When the word is ASCII up to the
        /// byte after that colon, the colon byte is that Character and the key compares byte by byte;
        /// otherwise by Characters.
        private func isInterpretedTag(_ word: UnsafeBufferPointer<UInt8>, colon: Int) -> Bool {
            let key = UnsafeBufferPointer(rebasing: word[..<colon])
            guard key.allSatisfy({ $0 < 0x80 }), colon + 1 == word.count || word[colon + 1] < 0x80 else {
                let text = String(decoding: word, as: UTF8.self)
                guard let colon = text.firstIndex(of: ":") else { return false }
                return Task.interpretedTagKeys.contains(String(text[..<colon]))
            }
            return interpretedKeys.contains { $0.count == key.count && $0.elementsEqual(key) }
        }
    }

    /// The day a component starts: a day item's day, an overdue task's due date, a coarser plan's first day.
    private static func startDate(_ item: PlanItem) -> CivilDate {
        if item.reason == .overdue, let due = item.due { return due }
        if item.reason == .carried, let day = item.carriedFrom { return day }
        return item.period.firstDay
    }

    private func exactRule(for item: PlanItem) -> String? {
        // The task is lent, not copied.
        exactRule(for: item, item.task)
    }

    /// RRULE for a strict rule when iCalendar's expansion gives exactly Horizon's dates; nil otherwise
    /// (RRULE skips a 31st in short months where Horizon clamps, and cannot count N business days).
    private func exactRule(for item: borrowing PlanItem, _ task: borrowing Task) -> String? {
        guard !item.isProjected, let rule = task.recurrence, rule.isStrict, let anchor = task.recurrenceAnchor,
              item.date == anchor
        else { return nil }
        var value: String
        switch rule.step {
        case .interval(let count, .day): value = "FREQ=DAILY;INTERVAL=\(count)"
        case .interval(let count, .week): value = "FREQ=WEEKLY;INTERVAL=\(count)"
        case .interval(let count, .month):
            guard anchor.day <= 28 else { return nil }
            value = "FREQ=MONTHLY;INTERVAL=\(count)"
        case .interval(let count, .year):
            guard !(anchor.month == 2 && anchor.day == 29) else { return nil }
            value = "FREQ=YEARLY;INTERVAL=\(count)"
        case .interval(let count, .businessDay):
            guard count == 1, !anchor.weekday.isWeekend else { return nil }
            value = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"
        case .weekdays(let days):
            value = "FREQ=WEEKLY;BYDAY=" + days.map { String($0.shortName.prefix(2)).uppercased() }.joined(separator: ",")
        case .monthDays:
            return nil
        }
        if let until = task.until {
            value += ";UNTIL=" + untilValue(until, timed: task.at != nil)
        }
        return value
    }

    private func untilValue(_ until: CivilDate, timed: Bool) -> String {
        guard timed else { return Self.compact(until) }
        guard let timeZone else { return Self.compact(until) + "T235959" }
        // With a TZID start, UNTIL must be in UTC: the last second of the day in that zone.
        let end = Self.instant(until.adding(days: 1), seconds: 0, in: timeZone).addingTimeInterval(-1)
        return Self.utcStamp(end)
    }

    /// `20261123T093500`: the date as `compact` writes it, the time without its colon, and seconds.
    private static func appendDateTime(_ date: CivilDate, _ time: TimeOfDay, to bytes: inout ByteBuffer) {
        // `appendCompactDate` writes what `compact` does for the years 0…9999, the only ones a plan has.
        if (0...9999).contains(date.year) {
            bytes.appendCompactDate(date)
        } else {
            for byte in compact(date).utf8 { bytes.append(byte) }
        }
        bytes.append(UInt8(ascii: "T"))
        bytes.appendTwoDigits(time.hour)
        bytes.appendTwoDigits(time.minute)
        bytes.append("00")
    }

    private static func compact(_ date: CivilDate) -> String {
        var text = date.description
        text.removeAll { $0 == "-" }
        return text
    }

    /// Whether the space at `index` is a Character of its own. Only the scalars on either side can join
    /// it into a grapheme cluster (UAX #29: a prepended mark before it, GB9b; an extending or spacing
    /// mark or a joiner after it, GB9 and GB9a), and no ASCII character does; with non-ASCII
    /// neighbours the three scalars are asked how they group.
    static func isCharacter(spaceAt index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let before = index > 0 && bytes[index - 1] >= 0x80
        let after = index + 1 < bytes.count && bytes[index + 1] >= 0x80
        guard before || after else { return true }
        var start = index
        if before {
            start -= 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        }
        var end = index + 1
        if after {
            end += 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        let space: Character = " "
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).contains(space)
    }

    /// The summary by Characters, for descriptions where splitting bytes at spaces could differ.
    private static func summaryByCharacters(_ description: Substring, into out: inout ContentLineWriter) {
        var first = true
        for word in description.split(separator: " ") {
            if let colon = word.firstIndex(of: ":"), Task.interpretedTagKeys.contains(String(word[..<colon])) { continue }
            if !first { out.text(" ") }
            first = false
            out.escaped(word)
        }
    }

    /// todo.txt A is iCalendar 1 (highest), B is 5 (medium), C and lower are 9.
    static func priority(_ priority: Priority) -> Int {
        switch priority.letter {
        case "A": 1
        case "B": 5
        default: 9
        }
    }

    /// The UID of an item that is the only one with its hash: the hash in hex and `@horizon`.
    static func uid(_ item: PlanItem) -> String {
        var bytes: [UInt8] = []
        appendUID(hash: uidHash(item), repeat: 0, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// FNV-1a of the task's description, `|` and the period.
    static func uidHash(_ item: PlanItem) -> UInt64 {
        // The task is lent, not copied.
        uidHash(item.task, item.period)
    }

    private static func uidHash(_ task: borrowing Task, _ period: Period) -> UInt64 {
        var hash = FNV1a()
        task.withDescriptionUTF8 { hash.append($0) }
        hash.append(UInt8(ascii: "|"))
        hash.appendPeriod(period)
        return hash.value
    }

    /// Hashes bytes as they are written to it.
    private struct FNV1a: ByteSink {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func append(_ byte: UInt8) {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }

    /// `1f2e…@horizon`, or `1f2e…-2@horizon` for the third component with the same hash.
    static func appendUID(hash: UInt64, repeat count: Int, to bytes: inout some ByteSink & ~Copyable) {
        bytes.appendHex(hash)
        if count > 0 {
            bytes.append(UInt8(ascii: "-"))
            bytes.appendDecimal(count)
        }
        for byte in "@horizon".utf8 { bytes.append(byte) }
    }

    static func instant(_ date: CivilDate, seconds: Int, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = date.components
        let components = DateComponents(year: parts.year, month: parts.month, day: parts.day, second: seconds)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: Double(date.dayNumber) * 86_400)
    }

    static func utcStamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }
}
