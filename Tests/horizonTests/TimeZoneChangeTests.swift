import Foundation
import Testing

@Suite("Time-zone changes: at: is a floating wall-clock time (docs/todotxt.md#times-and-time-zones, docs/output.md#planics-and-tasksics)")
struct TimeZoneChangeTests {
    static let tasks = "Standup due:2026-11-23 rec:+1d at:09:35\nCall Ana due:2026-11-24 at:18:00 +work\nPills due:2026-11-23 rec:+1d at:08:00\n"

    static func files(in folder: URL) throws -> [String: String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        var result: [String: String] = [:]
        for path in paths where !path.hasPrefix(".") && !path.contains("/.") {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            result[path] = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        }
        return result
    }

    @Test("the same list built in Paris and in New York: pages and plan.json are identical; the feed keeps 09:35 and names the zone")
    func twoZones() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.tasks)
        for (zone, output) in [("Europe/Paris", "paris"), ("America/New_York", "new-york")] {
            let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--timezone", zone, "--output", output, "--quiet"], in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let paris = try Self.files(in: folder.url.appendingPathComponent("paris"))
        let newYork = try Self.files(in: folder.url.appendingPathComponent("new-york"))
        #expect(paris.count > 20)
        #expect(Set(paris.keys) == Set(newYork.keys))
        for (path, text) in paris where !path.hasSuffix(".ics") {
            #expect(newYork[path] == text, "\(path) differs between the zones")
        }
        #expect(paris["day/2026-11-23.md"]?.contains("09:35") == true)
        let parisFeed = try #require(paris["plan.ics"]), newYorkFeed = try #require(newYork["plan.ics"])
        #expect(parisFeed.contains("DTSTART;TZID=Europe/Paris:20261123T093500\r\n"))
        #expect(newYorkFeed.contains("DTSTART;TZID=America/New_York:20261123T093500\r\n"))
        #expect(parisFeed.contains("DTSTART;TZID=Europe/Paris:20261124T180000\r\n"))
        #expect(newYorkFeed.contains("DTSTART;TZID=America/New_York:20261124T180000\r\n"))
        // The events are the same events: only the zone they are read in differs.
        let events = { (feed: String) in feed.components(separatedBy: "BEGIN:VEVENT").dropFirst().map { event in
            event.replacingOccurrences(of: #"TZID=[A-Za-z_/]+:"#, with: "TZID=ZONE:", options: .regularExpression)
                .replacingOccurrences(of: #"UNTIL=[0-9TZ]+"#, with: "UNTIL=…", options: .regularExpression)
        } }
        #expect(events(parisFeed) == events(newYorkFeed))
    }

    @Test("without --timezone, TZ decides only today: the feed's times are floating and identical in every zone")
    func floating() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.tasks)
        for (zone, output) in [("Europe/Paris", "paris"), ("Asia/Tokyo", "tokyo")] {
            let result = try HorizonProcess.run(["build", "--today", "2026-11-21", "--output", output, "--quiet"], in: folder.url, environment: ["TZ": zone])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let paris = try Self.files(in: folder.url.appendingPathComponent("paris"))
        let tokyo = try Self.files(in: folder.url.appendingPathComponent("tokyo"))
        #expect(paris == tokyo)
        let feed = try #require(paris["plan.ics"])
        #expect(feed.contains("DTSTART:20261123T093500\r\n"))
        #expect(!feed.contains("TZID"))
    }
}
