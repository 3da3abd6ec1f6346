import Foundation
import HorizonCore

/// The two RFC 5545 feeds of a plan (docs/output.md#planics-and-tasksics).
///
/// - `plan.ics` (``Kind/events``): what a subscribed calendar shows. Every dated open item from today
///   to the end of the horizon, with today's overdue and carried ones, as a VEVENT: at its `at:` time,
///   else all day; a week or month plan as an all-day span. A strict rule that RRULE says exactly is
///   one series; everything else is written occurrence by occurrence.
/// - `tasks.ics` (``Kind/todos``): the same dated tasks as VTODOs, each once as it stands (a recurring
///   task is its current instance, its rule in words), with `DUE` and `DTSTART` only from an earlier
///   threshold; plus the floating tasks and the tasks starting today that have no date inside the
///   horizon, which a to-do list shows and a calendar cannot.
struct ICalendar {
    /// Which feed.
    enum Kind: Sendable {
        case events, todos
    }

    let plan: Plan
    /// The zone for `at:` times; nil writes floating local times.
    let timeZone: TimeZone?
    /// What both feeds write the same way for a task, worked out once.
    private let tasks: FeedTasks
    /// What the components are encoded on.
    private let parallel: ParallelRunner

    init(plan: Plan, timeZone: TimeZone?, parallel: ParallelRunner) {
        self.plan = plan
        self.timeZone = timeZone
        self.parallel = parallel
        tasks = FeedTasks(plan: plan, parallel: parallel)
    }

    /// A feed, handed to `append` in consecutive parts as they are made: the header, the components in
    /// chunks rendered on all cores, and the end. `name` is the calendar's (`NAME`, `X-WR-CALNAME`).
    func write(_ kind: Kind, name: String, to append: (ArraySlice<UInt8>) -> Void) {
        let items = FeedItems(plan: plan, kind: kind, tasks: tasks)
        let components = FeedComponents(items: items, tasks: tasks, kind: kind, lastDay: Horizon(today: plan.today).lastDay,
                                        parallel: parallel)
        let writer = ComponentWriter(plan: plan, kind: kind, timeZone: timeZone)
        let chunkSize = 2048
        let all = components.list, rules = components.rules
        let tasks = tasks
        append(header(name: name, span: components.span)[...])
        OrderedParts.make((all.count + chunkSize - 1) / chunkSize, on: parallel, { chunk in
            let start = chunk * chunkSize
            let taskBytes = tasks.bytes.span, taskEnds = tasks.ends.span, facts = tasks.facts.span, all = all.span
            let itemList = items.list.span
            return ContentLineWriter.parts(of: min(all.count - start, chunkSize), bytesEach: 320) { index, out in
                let component = all[start + index]
                let item = ItemFields(itemList, component.item)
                let rule = component.isSeries ? rules[Int(component.rule)] : nil
                writer.write(component, rule: rule, item, facts[component.task], taskBytes: taskBytes, taskEnds: taskEnds,
                             into: &out)
            }
        }, into: append)
        var end = ContentLineWriter()
        end.line("END:VCALENDAR")
        append(end.bytes[...])
    }

    private func header(name: String, span: ClosedRange<CivilDate>?) -> [UInt8] {
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
