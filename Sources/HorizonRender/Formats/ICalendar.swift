import Foundation
import HorizonCore

/// The two RFC 5545 feeds of a plan (SPEC §5.3).
///
/// - `plan.ics` (``Kind/events``): what a subscribed calendar shows. Every dated open item from today
///   to the end of the horizon, with today's overdue and carried ones, as a VEVENT: at its `at:` time,
///   else all day; a week or month plan as an all-day span. A strict rule that RRULE says exactly is
///   one series; everything else is written occurrence by occurrence.
/// - `tasks.ics` (``Kind/todos``): the same items as VTODOs with `DUE`, `DTSTART` only from an earlier
///   threshold, occurrence by occurrence; plus the floating tasks and the tasks starting today that
///   have no date inside the horizon, which a to-do list shows and a calendar cannot.
struct ICalendar {
    /// Which feed.
    enum Kind: Sendable {
        case events, todos
    }

    let plan: Plan
    let kind: Kind
    /// The zone for `at:` times; nil writes floating local times.
    let timeZone: TimeZone?
    /// The calendar's name (`NAME`, `X-WR-CALNAME`).
    let name: String

    /// The feed as consecutive parts: the header, the components in chunks rendered on all cores, and
    /// the end. Joined, the parts are the file.
    func parts() -> [[UInt8]] {
        let items = FeedItems(plan: plan, kind: kind)
        let components = FeedComponents(items: items, kind: kind, lastDay: Horizon(today: plan.today).lastDay)
        let writer = ComponentWriter(plan: plan, kind: kind, timeZone: timeZone)
        let chunkSize = 2048
        let all = components.list
        let body = parallelMap((all.count + chunkSize - 1) / chunkSize) { chunk in
            let start = chunk * chunkSize
            return ContentLineWriter.parts(of: min(all.count - start, chunkSize), bytesEach: 480) { index, out in
                let component = all[start + index]
                writer.write(component, items[component.item], into: &out)
            }
        }.flatMap { $0 }
        var end = ContentLineWriter()
        end.line("END:VCALENDAR")
        return [header(span: components.span)] + body + [end.bytes]
    }

    private func header(span: ClosedRange<CivilDate>?) -> [UInt8] {
        var out = ContentLineWriter()
        out.line("BEGIN:VCALENDAR")
        out.line("VERSION:2.0")
        out.line("PRODID:-//Horizon//Horizon planner//EN")
        out.line("CALSCALE:GREGORIAN")
        out.line("METHOD:PUBLISH")
        for property: StaticString in ["NAME:", "X-WR-CALNAME:"] {
            out.start(property)
            out.escaped(name)
            out.end()
        }
        // The site is rebuilt nightly: clients are asked to fetch it twice a day (RFC 7986 and the
        // older property Outlook and Google read).
        out.line("REFRESH-INTERVAL;VALUE=DURATION:PT12H")
        out.line("X-PUBLISHED-TTL:PT12H")
        if let timeZone, let span {
            out.start("X-WR-TIMEZONE:")
            out.verbatim(timeZone.identifier)
            out.end()
            for line in TimeZoneComponent(zone: timeZone, covering: span).lines() { out.line(verbatim: line) }
        }
        return out.bytes
    }
}

/// The items a feed is made of: the plan's upcoming items it shows, and for tasks.ics the floating and
/// starting tasks of Today that no upcoming item stands for.
struct FeedItems: Sendable {
    private let upcoming: [PlanItem]
    private let extra: [PlanItem]

    init(plan: Plan, kind: ICalendar.Kind) {
        upcoming = plan.upcoming
        guard kind == .todos, let today = plan.days.first else {
            extra = []
            return
        }
        let undated = today.items.filter { $0.reason == .floating || $0.reason == .starts }
        if undated.isEmpty {
            extra = []
        } else {
            let listed = Set(upcoming.map(\.taskIdentity))
            extra = undated.filter { !listed.contains($0.taskIdentity) }
        }
    }

    var count: Int { upcoming.count + extra.count }

    subscript(index: Int) -> PlanItem {
        index < upcoming.count ? upcoming[index] : extra[index - upcoming.count]
    }
}

/// One component of a feed: which item, its UID, and for a series its RRULE.
struct FeedComponent: Sendable {
    /// The item's position in ``FeedItems``.
    let item: Int
    let uidHash: UInt64
    /// How many earlier components had the same hash (their UIDs get `-1`, `-2`… to stay unique).
    let uidRepeat: Int
    /// `FREQ=…;UNTIL=…` for a series; nil for a single occurrence.
    let rule: RecurrenceRRuleText?
}

/// An RRULE and the last day it may reach.
struct RecurrenceRRuleText: Sendable {
    let value: String
    let until: CivilDate
}

/// Decides which items become components, in item order: an item a series already covers is left
/// out, and UIDs that would repeat are numbered.
struct FeedComponents {
    private(set) var list: [FeedComponent] = []
    /// The first and last day any component holds (for the VTIMEZONE).
    private(set) var span: ClosedRange<CivilDate>?

    init(items: FeedItems, kind: ICalendar.Kind, lastDay: CivilDate) {
        let chunkSize = 4096
        let count = items.count
        // The text half of each UID hash reads the whole description: worked out on all cores first.
        let textHashes = parallelMap((count + chunkSize - 1) / chunkSize) { chunk in
            ((chunk * chunkSize)..<min(count, (chunk + 1) * chunkSize)).map { UIDHash.text(of: items[$0].task) }
        }.flatMap { $0 }
        var seen: [UInt64: Int] = [:]
        var inSeries: Set<ObjectIdentifier> = []
        list.reserveCapacity(count)
        for index in 0..<count {
            let item = items[index]
            if kind == .events, item.period.level == .year { continue }
            if item.isProjected, !inSeries.isEmpty, inSeries.contains(item.taskIdentity) { continue }
            let rule = kind == .events ? Self.series(item, through: lastDay) : nil
            if rule != nil { inSeries.insert(item.taskIdentity) }
            var hash = UIDHash(text: textHashes[index])
            if kind == .todos { hash.append("todo") }
            // A series keeps its UID as its first instance is completed (its DTSTART moves on); a single
            // occurrence is named by its own date.
            if rule != nil { hash.append("series") } else { hash.appendOccurrence(of: item) }
            let repeatCount = seen[hash.value, default: 0]
            seen[hash.value] = repeatCount + 1
            list.append(FeedComponent(item: index, uidHash: hash.value, uidRepeat: repeatCount, rule: rule))
            // Only times carry the zone: the VTIMEZONE covers the days of timed components.
            if item.task.at != nil { cover(item, rule: rule) }
        }
    }

    private mutating func cover(_ item: PlanItem, rule: RecurrenceRRuleText?) {
        let dates = [item.period.firstDay, item.period.lastDay, rule?.until, ComponentDates.due(of: item),
                     ComponentDates.threshold(of: item)].compactMap { $0 }
        guard let first = dates.min(), let last = dates.max() else { return }
        span = span.map { min($0.lowerBound, first)...max($0.upperBound, last) } ?? first...last
    }

    /// The RRULE when this item starts a series that iCalendar expands to exactly Horizon's dates:
    /// a strict rule, from the task's own instance on its due date or from a projected occurrence,
    /// through the end of the horizon or `until:`, whichever is earlier.
    private static func series(_ item: PlanItem, through lastDay: CivilDate) -> RecurrenceRRuleText? {
        let task = item.task
        guard let rule = task.recurrence, rule.isStrict, let date = item.date,
              item.isProjected || (item.reason == .due || item.reason == .planned) && date == task.recurrenceAnchor
        else { return nil }
        let until = min(lastDay, task.until ?? lastDay)
        guard date <= until, let value = RecurrenceRRule.value(for: rule, from: date, through: until) else { return nil }
        return RecurrenceRRuleText(value: value, until: until)
    }
}

/// FNV-1a hashes for UIDs: the task's words without the tags completion changes (`due:`, `t:`, `plan:`,
/// `delayed:`; the creation date and priority are not part of the description), then what tells the
/// task's components apart.
struct UIDHash {
    private(set) var value: UInt64

    init(text: UInt64) {
        value = text
    }

    /// The text half: the stable words, one space apart.
    static func text(of task: borrowing Task) -> UInt64 {
        var hash = UIDHash(text: 0xcbf2_9ce4_8422_2325)
        TaskWords.forEach(in: task, skipping: TaskWords.changedByCompletion) { hash.append($0) }
        return hash.value
    }

    mutating func append(_ label: StaticString) {
        append(UInt8(ascii: "|"))
        label.withUTF8Buffer { append($0) }
    }

    /// `|2026-11-23` for the occurrence an item stands for: an overdue item by its due date, a carried
    /// one by its planned period (both are listed on a today that moves), any other by its period.
    mutating func appendOccurrence(of item: PlanItem) {
        append(UInt8(ascii: "|"))
        var text: [UInt8] = []
        if item.reason == .overdue, let due = item.due {
            text.appendPeriod(.day(due))
        } else if let period = item.carriedFrom {
            text.appendPeriod(period)
        } else if item.reason == .floating {
            text += "floating".utf8
        } else {
            text.appendPeriod(item.period)
        }
        text.withUnsafeBufferPointer { append($0) }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { append(byte) }
    }

    private mutating func append(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
}

/// The words of a task's description, split at spaces, without some of its tags (found where the
/// parser found them, by column).
enum TaskWords {
    /// The tags completing a recurring task rewrites.
    static let changedByCompletion: Set<String> = ["due", "t", "plan", "delayed"]
    private static let space: [UInt8] = [UInt8(ascii: " ")]

    /// Calls `body` with each word (a space before every word but the first) that is not one of the
    /// task's tags with a key in `keys`.
    static func forEach(in task: borrowing Task, skipping keys: Set<String>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let skippedColumns = Set(task.tags.lazy.filter { keys.contains($0.key) }.map(\.column))
        let offset = task.descriptionOffset
        task.withDescriptionUTF8 { bytes in
            var first = true
            var index = 0
            while index < bytes.count {
                guard bytes[index] != UInt8(ascii: " ") else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: " ") { index += 1 }
                if skippedColumns.contains(offset + start + 1) { continue }
                if !first { space.withUnsafeBufferPointer(body) }
                first = false
                body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
        }
    }
}

/// Where a component sits in time.
enum ComponentDates {
    /// A to-do's deadline: its due date (an overdue item's own), else the last day of the period it is
    /// planned for (a carried item's past one); nil for a floating task.
    static func due(of item: PlanItem) -> CivilDate? {
        if item.reason == .floating { return item.task.due }
        if item.reason == .starts { return item.task.due }
        if let due = item.due { return due }
        if let period = item.carriedFrom { return period.lastDay }
        return item.period.lastDay
    }

    /// A to-do's start: its threshold (a projected occurrence's own, at the task's distance before its
    /// due date) when it is before the deadline.
    static func threshold(of item: PlanItem) -> CivilDate? {
        let task = item.task
        guard let threshold = task.threshold else { return nil }
        var start = threshold
        if item.isProjected, let anchor = task.recurrenceAnchor, let due = item.date {
            start = due.adding(days: -max(0, threshold.distance(to: anchor)))
        }
        if let due = due(of: item), start >= due { return nil }
        return start
    }
}
