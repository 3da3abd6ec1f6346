import Foundation
import HorizonCore
@testable import HorizonRender
import Testing

/// The site is the same whatever the threads (docs/performance.md#how-the-build-is-organised-for-speed):
/// plan.ics finds each task's series on all cores, large files are handed over chunk by chunk as they are
/// made, and work started inside other work takes up cores as they come free.
@Suite("a site rendered on threads")
struct ParallelSiteTests {
    /// A list of `count` recurring tasks of every kind of rule, some due on a day their rule does not
    /// name (a hand-edited date), some long overdue, some with times, and plain tasks between them.
    static func recurringList(_ count: Int) -> [String] {
        let rules = ["rec:1d", "rec:+1d", "rec:+1b", "rec:mon,tue,wed,thu,fri", "rec:1w", "rec:+2w", "rec:mon,wed,fri",
                     "rec:+1m", "rec:15th", "rec:last-day", "rec:2nd-tue", "rec:last-fri", "rec:1y"]
        let dues = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-27", "2026-11-30", "2026-12-15", "2026-10-02"]
        return (0..<count).flatMap { index -> [String] in
            let rule = rules[index % rules.count], due = dues[(index / rules.count) % dues.count]
            let time = index % 3 == 0 ? " at:0\(7 + index % 3):30" : ""
            return ["Routine \(index) +home @desk due:\(due) \(rule)\(time)", "Plain task \(index) due:2026-12-0\(1 + index % 9)"]
        }
    }

    @Test("plan.ics, tasks.ics, plan.json and the pages are the same bytes on threads as on one, past a chunk of series")
    func sameBytes() throws {
        let lines = Self.recurringList(2_600)
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate("2026-11-23")!).plan(list)
        let threads = ParallelRunner { DispatchQueue.concurrentPerform(iterations: $0, execute: $1) }
        let formats: Set<OutputFormat> = [.ics, .json, .md, .html]
        let serial = try SiteRenderer(templates: TemplateSet.builtIn(), formats: formats, timeZone: TimeZone(identifier: "UTC"))
            .render(plan).files
        let parallel = try SiteRenderer(templates: TemplateSet.builtIn(), formats: formats, timeZone: TimeZone(identifier: "UTC"),
                                        parallel: threads).render(plan).files
        #expect(serial.keys.sorted() == parallel.keys.sorted())
        for (path, bytes) in serial { #expect(parallel[path] == bytes, "\(path)") }
        // More series than one chunk of the series pass (1,024 tasks) holds, so that several chunks found them.
        let events = String(decoding: try #require(parallel["plan.ics"]), as: UTF8.self)
        #expect(events.components(separatedBy: "\r\nRRULE:").count - 1 > 1_024)
    }

    /// Each event that carries an RRULE, as its UID and rule.
    static func series(_ ics: [UInt8]) -> Set<String> {
        let text = String(decoding: ics, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
        return Set(text.components(separatedBy: "BEGIN:VEVENT").dropFirst().compactMap { event -> String? in
            let lines = event.components(separatedBy: "\r\n")
            guard let uid = lines.first(where: { $0.hasPrefix("UID:") }), let rule = lines.first(where: { $0.hasPrefix("RRULE:") })
            else { return nil }
            return uid + " " + rule
        })
    }

    @Test("a task's series does not depend on where the series pass cut the tasks into chunks")
    func seriesWhereverTheChunksEnd() throws {
        let threads = ParallelRunner { DispatchQueue.concurrentPerform(iterations: $0, execute: $1) }
        func ics(_ lines: [String]) throws -> [UInt8] {
            let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
            let plan = Planner(today: CivilDate("2026-11-23")!).plan(list)
            return try #require(try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.ics], timeZone: TimeZone(identifier: "UTC"),
                                                 parallel: threads).render(plan).files["plan.ics"])
        }
        let routines = Self.recurringList(2_600)
        // Tasks listed first take the first numbers, so the routines' chunks end 700 tasks apart.
        let fillers = (0..<700).map { "(A) Filler \($0) due:2026-11-23" }
        let alone = Self.series(try ics(routines)), shifted = Self.series(try ics(fillers + routines))
        #expect(alone.count > 1_024)
        #expect(alone == shifted)
    }
}
