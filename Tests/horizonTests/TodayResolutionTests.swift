import Foundation
import Testing

@Suite("Which day is today")
struct TodayResolutionTests {
    func today(in folder: TemporaryFolder, _ arguments: [String], environment: [String: String] = [:]) throws -> String? {
        let result = try HorizonProcess.run(["build", "--format", "json"] + arguments, in: folder.url, environment: environment)
        guard result.status == 0 else { return nil }
        let object = try JSONSerialization.jsonObject(with: Data(try folder.read("Output/plan.json").utf8)) as? [String: Any]
        return object?["today"] as? String
    }

    @Test("--timezone decides today: UTC+14 is always a later day than UTC-11")
    func timezone() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        let east = try #require(try today(in: folder, ["--timezone", "Pacific/Kiritimati"]))
        let west = try #require(try today(in: folder, ["--timezone", "Pacific/Pago_Pago"]))
        #expect(east > west)
    }

    @Test("TZ is used when --timezone is not given, and --timezone wins over it")
    func tzVariable() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        let east = try #require(try today(in: folder, [], environment: ["TZ": "Pacific/Kiritimati"]))
        let west = try #require(try today(in: folder, [], environment: ["TZ": "Pacific/Pago_Pago"]))
        #expect(east > west)
        let overridden = try #require(try today(in: folder, ["--timezone", "Pacific/Pago_Pago"], environment: ["TZ": "Pacific/Kiritimati"]))
        #expect(overridden < east)
    }

    /// Today in a zone of the zone database, as the test computes it.
    static func today(inZone identifier: String) -> String? {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return String(format: "%04d-%02d-%02d", year, month, day)
    }

    @Test("a POSIX rule in TZ decides today as the C library reads it", arguments: [
        ("UTC0", "UTC"),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "Europe/Paris"),
        ("EST5EDT,M3.2.0/2:00:00,M11.1.0/2:00:00", "America/New_York"),
        ("<+14>-14", "Pacific/Kiritimati"),
        ("<-11>11", "Pacific/Pago_Pago"),
    ])
    func posixRule(rule: String, equivalent: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        let expected = Self.today(inZone: equivalent)
        let found = try today(in: folder, [], environment: ["TZ": rule])
        // The two are computed a moment apart: at most a midnight can pass in between.
        #expect(found == expected || found == Self.today(inZone: equivalent))
        let added = try HorizonProcess.run(["add", "Call Ann"], in: folder.url, environment: ["TZ": rule])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try folder.read("todo.txt").hasSuffix("Call Ann\n"))
        #expect(try folder.read("todo.txt").contains(found ?? "none"))
    }

    @Test("a TZ neither a zone name nor a POSIX rule is refused with the forms that work", arguments: [
        "Nowhere/Atlantis", "ABC", "UTC0X", "CET-1CEST,M13.5.0,M10.5.0", "<+1>-1",
    ])
    func badTZ(value: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        let result = try HorizonProcess.run(["build"], in: folder.url, environment: ["TZ": value])
        #expect(result.status == 2)
        #expect(result.stderr.contains("TZ=\(value) is not a time zone Horizon can read (use a zone name such as Europe/Paris or UTC, or in TZ also a POSIX rule such as UTC0 or CET-1CEST,M3.5.0,M10.5.0/3"), "\(result.stderr)")
    }

    @Test("--timezone takes zone names only; a POSIX rule there is refused with the forms that work")
    func posixRuleInOption() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        let result = try HorizonProcess.run(["build", "--timezone", "UTC0"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--timezone UTC0 is not a known time zone name (use a zone name such as Europe/Paris or UTC, or in TZ also a POSIX rule"), "\(result.stderr)")
    }

    @Test("--today wins over the time zone")
    func todayWins() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Task\n")
        #expect(try today(in: folder, ["--today", "2026-12-20", "--timezone", "Pacific/Kiritimati"]) == "2026-12-20")
    }

    @Test("plan.json from --today 2026-12-20: six weeks 2026-W51 … 2027-W03, 2026-W53 in December and January")
    func week53() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Cards plan:2026-W53\n")
        _ = try HorizonProcess.run(["build", "--today", "2026-12-20"], in: folder.url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try folder.read("Output/plan.json").utf8)) as? [String: Any])
        let weeks = try #require(object["weeks"] as? [[String: Any]])
        #expect(weeks.map { $0["week"] as? String } == ["2026-W51", "2026-W52", "2026-W53", "2027-W01", "2027-W02", "2027-W03"])
        let months = try #require(object["months"] as? [[String: Any]])
        let listing = months.filter { !(($0["items"] as? [Any]) ?? []).isEmpty }.map { $0["month"] as? String }
        #expect(listing == ["2026-12", "2027-01"])
        #expect(try folder.read("Output/month/2027-01.md").contains("  - [ ] Cards *planned* `todo.txt:1`"))
        #expect(try folder.read("Output/year/2026.md").contains("  - [ ] Cards *planned* `todo.txt:1`"))
        #expect(try folder.read("Output/year/2027.md").contains("  - [ ] Cards *planned* `todo.txt:1`"))
    }

    @Test("agenda prints the 7-day view as Markdown")
    func agenda() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Call Sam due:2026-11-22\nLate due:2026-11-01\n")
        let result = try HorizonProcess.run(["agenda", "--today", "2026-11-21"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("## Sat 21 Nov 2026\n"))
        #expect(result.stdout.contains("  - [ ] Late *overdue 20 days · was due Sun 1 Nov* `todo.txt:2`"))
        #expect(result.stdout.contains("## Sun 22 Nov 2026\n\n  - [ ] Call Sam *due* `todo.txt:1`"))
    }
}
