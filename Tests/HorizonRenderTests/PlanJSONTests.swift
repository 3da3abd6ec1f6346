import Foundation
import HorizonCore
import HorizonRender
import Testing

/// plan.json, schema version 3 (docs/output.md#planjson): the header, the `tasks` table keyed by the feeds' identity,
/// items and series that refer to it, unplanned tasks, diagnostics and history.
@Suite("plan.json")
struct PlanJSONTests {
    func site(_ lines: [String], today: String = "2026-11-23", formats: Set<OutputFormat> = [.json],
              options: SiteOptions = SiteOptions()) throws -> Site {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate(today)!).plan(list)
        return try SiteRenderer(templates: TemplateSet.builtIn(), formats: formats, site: options).render(plan)
    }

    func text(_ lines: String..., today: String = "2026-11-23", options: SiteOptions = SiteOptions()) throws -> String {
        String(decoding: try site(lines, today: today, options: options).files["plan.json"] ?? [], as: UTF8.self)
    }

    func planJSON(_ lines: String..., today: String = "2026-11-23") throws -> PlanJSONDocument {
        try PlanJSONDocument(try site(lines, today: today).files["plan.json"])
    }

    /// The 64-bit FNV-1a hash of `text`, continuing from `hash`: how the feeds make their UIDs.
    static func fnv(_ text: String, from hash: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        text.utf8.reduce(hash) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// 16 hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The UID of the task with this source.
    func uid(of source: String, in document: PlanJSONDocument) throws -> String {
        try #require(document.tasks.first { $0.value["source"] as? String == source }?.key)
    }

    @Test("the file starts with version 3, today, the site's title and the horizon; top-level keys in the documented order (docs/output.md#planjson)")
    func header() throws {
        let text = try text("Water the plants due:2026-11-24", options: SiteOptions(title: "Büro \"Nord\""))
        #expect(text.hasPrefix("""
            {
            "version":3,
            "today":"2026-11-23",
            "title":"Büro \\"Nord\\"",
            "horizon":{"start":"2026-11-23","end":"2027-04-30"},
            "tasks":{

            """))
        let keys = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("\""), let end = line.dropFirst().firstIndex(of: "\"") else { return nil }
            let key = String(line[line.index(after: line.startIndex)..<end])
            return key.allSatisfy(\.isHexDigit) ? nil : key
        }
        #expect(keys == ["version", "today", "title", "horizon", "tasks", "days", "weeks", "months", "years", "unplanned", "diagnostics"])
        #expect(text.hasSuffix("\n\"diagnostics\":[]\n}\n"))
    }

    @Test("an item is one compact line referring to its task; the task is one line of the table")
    func compactItem() throws {
        let text = try text("Water the plants plan:2026-W49")
        let uid = Self.hex(Self.fnv("Water the plants"))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("\"\(uid)\"") } == [
            #""\#(uid)":{"text":"Water the plants plan:2026-W49","title":"Water the plants","source":"todo.txt:1","plan":"2026-W49"}"#,
        ])
        // The week, its two months (W49 starts in November) and the year list it; each item is the same line.
        #expect(lines.filter { $0.hasPrefix("{\"task\"") } == Array(repeating: #"{"task":"\#(uid)","why":"planned","period":"2026-W49"}],"completed":[]},"#, count: 1)
            + Array(repeating: #"{"task":"\#(uid)","why":"planned","period":"2026-W49"}],"repeating":[],"completed":[]},"#, count: 3))
    }

    @Test("an overdue strict routine's item says how far behind it is; an overdue one-off does not")
    func behind() throws {
        let text = try text("Take pills due:2026-11-20 rec:+1d", "Call bank due:2026-11-21")
        let pills = Self.hex(Self.fnv("Take pills rec:+1d")), bank = Self.hex(Self.fnv("Call bank"))
        #expect(text.contains(#"{"task":"\#(pills)","why":"overdue","date":"2026-11-23","daysOverdue":3,"behind":3}"#))
        #expect(text.contains(#"{"task":"\#(bank)","why":"overdue","date":"2026-11-23","daysOverdue":2}"#))
    }

    @Test("a task writes every key the line has, in the documented order (docs/output.md#planjson), and no other")
    func everyTaskKey() throws {
        let line = "(A) 2026-11-01 Call mum +family @phone due:2026-11-30 t:2026-11-27 at:09:35 rec:+1w until:2027-03-01 plan:2026-W48 show:day,week ticket:7"
        let text = try text(line)
        let uid = Self.hex(Self.fnv("Call mum +family @phone at:09:35 rec:+1w until:2027-03-01 show:day,week ticket:7"))
        let entry = text.split(separator: "\n").first { $0.hasPrefix("\"\(uid)\":") }
        #expect(entry == #""\#(uid)":{"text":"Call mum +family @phone due:2026-11-30 t:2026-11-27 at:09:35 rec:+1w until:2027-03-01 plan:2026-W48 show:day,week ticket:7","title":"Call mum +family @phone ticket:7","source":"todo.txt:1","priority":"A","projects":["family"],"contexts":["phone"],"due":"2026-11-30","threshold":"2026-11-27","at":"09:35","rec":"+1w","recLabel":"weekly","until":"2027-03-01","plan":"2026-W48","show":["day","week"]}"#)
    }

    @Test("the table holds each task an item or series refers to, once, in list order, and no other")
    func tableHoldsReferencedTasks() throws {
        let document = try planJSON(
            "Stretch due:2026-11-23 rec:1d", "Secret due:2026-11-24 h:1", "x 2026-11-20 Cleaned the gutters",
            "Learn Italian", "Week plan:2026-W49")
        var referenced: [String] = []
        for key in ["days", "weeks", "months", "years"] {
            for list in document.object[key] as? [[String: Any]] ?? [] {
                for entry in (list["items"] as? [[String: Any]] ?? []) + (list["repeating"] as? [[String: Any]] ?? []) {
                    referenced.append(try #require(entry["task"] as? String))
                }
            }
        }
        referenced += (document.object["unplanned"] as? [[String: Any]] ?? []).compactMap { $0["task"] as? String }
        #expect(Set(referenced) == Set(document.tasks.keys))
        #expect(document.tasks.values.map { $0["source"] as? String }.sorted { ($0 ?? "") < ($1 ?? "") }
            == ["todo.txt:1", "todo.txt:4", "todo.txt:5"])
        let text = try text("Stretch due:2026-11-23 rec:1d", "Learn Italian", "Week plan:2026-W49")
        let order = text.split(separator: "\n").compactMap { line in
            line.range(of: #""source":"todo.txt:\d"#, options: .regularExpression).map { String(line[$0].suffix(1)) }
        }
        #expect(order == ["1", "2", "3"])
    }

    @Test("a task's UID stays when other lines move and when a recurring task is completed and its next instance appended")
    func stableUID() throws {
        let before = try planJSON("Report due:2026-11-24", "Stretch due:2026-11-23 t:2026-11-22 rec:1d")
        let moved = try planJSON("New thing due:2026-11-25", "Stretch due:2026-11-23 t:2026-11-22 rec:1d", "Report due:2026-11-24")
        #expect(try uid(of: "todo.txt:1", in: before) == uid(of: "todo.txt:3", in: moved))
        #expect(try uid(of: "todo.txt:2", in: before) == uid(of: "todo.txt:2", in: moved))
        let completed = try planJSON(
            "Report due:2026-11-24", "x 2026-11-23 Stretch due:2026-11-23 t:2026-11-22 rec:1d", "Stretch due:2026-11-24 t:2026-11-23 rec:1d")
        #expect(try uid(of: "todo.txt:2", in: before) == uid(of: "todo.txt:3", in: completed))
        #expect(try uid(of: "todo.txt:2", in: before) == Self.hex(Self.fnv("Stretch rec:1d")))
    }

    @Test("the UID is the identity the feeds use: plan.ics's UID of the task's series continues its hash")
    func feedIdentity() throws {
        let site = try site(["Yoga due:2026-11-24 rec:+1w"], formats: [.json, .ics])
        let document = try PlanJSONDocument(site.files["plan.json"])
        let uid = try uid(of: "todo.txt:1", in: document)
        let series = Self.hex(Self.fnv("|series", from: try #require(UInt64(uid, radix: 16))))
        let events = String(decoding: site.files["plan.ics"] ?? [], as: UTF8.self)
        #expect(events.contains("\r\nUID:\(series)@horizon\r\n"))
    }

    @Test("identical tasks are told apart with -1, -2 (as the feeds tell repeated UIDs apart), in list order")
    func identicalTasks() throws {
        let hash = Self.hex(Self.fnv("Water plants"))
        let document = try planJSON("Water plants", "Water plants due:2026-11-24", "Water plants plan:2026-12")
        #expect(try uid(of: "todo.txt:1", in: document) == hash)
        #expect(try uid(of: "todo.txt:2", in: document) == hash + "-1")
        #expect(try uid(of: "todo.txt:3", in: document) == hash + "-2")
        let shifted = try planJSON("Something else", "Water plants", "Water plants due:2026-11-24")
        #expect(try uid(of: "todo.txt:2", in: shifted) == hash)
        #expect(try uid(of: "todo.txt:3", in: shifted) == hash + "-1")
    }

    @Test("a projected item carries its occurrence's due and threshold; the task's own instance refers to the task's")
    func occurrenceDates() throws {
        let text = try text("Pay rent due:2026-11-30 t:2026-11-25 rec:+1m")
        let uid = Self.hex(Self.fnv("Pay rent rec:+1m"))
        // Each object starts a line.
        #expect(text.contains("\n" + #"{"task":"\#(uid)","why":"due","date":"2026-11-30"}"#))
        #expect(text.contains("\n" + #"{"task":"\#(uid)","why":"starts","date":"2026-11-25","startsFor":"2026-11-30"}"#))
        #expect(text.contains("\n" + #"{"task":"\#(uid)","why":"occurrence","date":"2026-12-30","projected":true,"due":"2026-12-30","threshold":"2026-12-25"}"#))
        #expect(text.contains("\n" + #"{"task":"\#(uid)","why":"starts","date":"2026-12-25","projected":true,"due":"2026-12-30","threshold":"2026-12-25","startsFor":"2026-12-30"}"#))
        #expect(text.contains("\n" + #""\#(uid)":{"text":"Pay rent due:2026-11-30 t:2026-11-25 rec:+1m","title":"Pay rent","source":"todo.txt:1","due":"2026-11-30","threshold":"2026-11-25","rec":"+1m","recLabel":"monthly"}"# + "\n}"))
    }

    @Test("a month's repeating series refers to its task with count, first, next and dates; its occurrences are not also items")
    func repeating() throws {
        let document = try planJSON("(A) Stretch +health due:2026-11-23 at:07:15 rec:1d", "Once due:2026-12-24")
        let december = try #require(document.lists("months", by: "month")["2026-12"])
        #expect((december["items"] as? [[String: Any]])?.map { document.text(of: $0) } == ["Once due:2026-12-24"])
        let uid = Self.hex(Self.fnv("Stretch +health at:07:15 rec:1d"))
        let dates = (1...31).map { "\"2026-12-\(String(format: "%02d", $0))\"" }.joined(separator: ",")
        let text = try text("(A) Stretch +health due:2026-11-23 at:07:15 rec:1d", "Once due:2026-12-24")
        #expect(text.contains("\n" + #"{"task":"\#(uid)","count":31,"first":"2026-12-01","next":"2026-12-01","dates":[\#(dates)]}"# + "],"))
        #expect((december["repeating"] as? [Any])?.count == 1)
        let year = try #require(document.lists("years", by: "year")["2026"])
        #expect((year["repeating"] as? [[String: Any]])?.map { $0["count"] as? Int } == [39])
        #expect((year["items"] as? [[String: Any]])?.map { document.text(of: $0) } == ["Once due:2026-12-24"])
        // Days and weeks list every occurrence and have no series.
        let week = try #require(document.lists("weeks", by: "week")["2026-W49"])
        #expect((week["items"] as? [[String: Any]])?.map { $0["task"] as? String } == Array(repeating: uid, count: 7))
        #expect(week["repeating"] == nil)
    }

    @Test("a series counts an overdue instance; its next is the first occurrence on or after today")
    func seriesWithOverdueInstance() throws {
        let document = try planJSON("Stand-up due:2026-11-16 rec:+mon,wed,fri", today: "2026-11-23")
        let year = try #require(document.lists("years", by: "year")["2026"])
        let series = try #require((year["repeating"] as? [[String: Any]])?.first)
        #expect(series["first"] as? String == "2026-11-16")
        #expect(series["next"] as? String == "2026-11-25")
        #expect(try document.task(of: series)["source"] as? String == "todo.txt:1")
    }

    @Test("unplanned tasks are listed flat, in list order, without date or period")
    func unplanned() throws {
        let text = try text("Learn Italian +self", "Dated due:2026-11-30", "(B) Fix the bike +home @garage")
        let first = Self.hex(Self.fnv("Learn Italian +self")), second = Self.hex(Self.fnv("Fix the bike +home @garage"))
        #expect(text.contains("\n\"unplanned\":[\n{\"task\":\"\(first)\",\"why\":\"unplanned\"},\n{\"task\":\"\(second)\",\"why\":\"unplanned\"}],\n"))
        let document = try planJSON("Learn Italian +self", "Dated due:2026-11-30", "(B) Fix the bike +home @garage")
        #expect(document.tasks[second]?["projects"] as? [String] == ["home"])
        #expect(document.tasks[second]?["priority"] as? String == "B")
    }

    @Test("diagnostics carry the task's line")
    func diagnosticText() throws {
        let document = try planJSON("Fine", "(A) Bad date due:2026-13-01 +x")
        let diagnostics = try #require(document.object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["source"] as? String == "todo.txt:2:18")
        #expect(diagnostics.first?["text"] as? String == "(A) Bad date due:2026-13-01 +x")
        #expect((diagnostics.first?["message"] as? String)?.hasPrefix("due date 2026-13-01 is not a valid date") == true)
    }

    @Test("weeks, months and years carry their completed history inline; completed tasks are not in the table")
    func completed() throws {
        let document = try planJSON("x 2026-11-20 Cleaned the gutters", "x 2026-01-05 Filed taxes")
        let year = try #require(document.lists("years", by: "year")["2026"])
        #expect((year["completed"] as? [[String: Any]])?.map { $0["completed"] as? String } == ["2026-11-20", "2026-01-05"])
        let month = try #require(document.lists("months", by: "month")["2026-11"])
        #expect((month["completed"] as? [[String: Any]])?.map { $0["text"] as? String } == ["Cleaned the gutters"])
        let week = try #require(document.lists("weeks", by: "week")["2026-W48"])
        #expect((week["completed"] as? [Any])?.isEmpty == true)
        #expect(document.tasks.isEmpty)
    }

    @Test("a carried plan names the period it was planned for; a starts item the instance it announces")
    func carriedAndStarts() throws {
        let document = try planJSON("Sort the photos plan:2026-W46", "Renew insurance due:2026-12-15 t:2026-11-25")
        let days = document.lists("days", by: "date")
        let carried = try #require((days["2026-11-23"]?["items"] as? [[String: Any]])?.first)
        #expect(carried["why"] as? String == "carried")
        #expect(carried["carriedFrom"] as? String == "2026-W46")
        let starts = try #require((days["2026-11-25"]?["items"] as? [[String: Any]])?.first)
        #expect(starts["why"] as? String == "starts")
        #expect(starts["startsFor"] as? String == "2026-12-15")
        #expect(starts["due"] == nil && starts["projected"] == nil)
        #expect(try document.task(of: starts)["due"] as? String == "2026-12-15")
    }

    @Test("a week plan due later in the month is a deadline item of its due day in the month's list")
    func deadlineItem() throws {
        let document = try planJSON("Close the books plan:2026-W50 due:2026-12-30")
        let december = try #require(document.lists("months", by: "month")["2026-12"])
        let items = (december["items"] as? [[String: Any]])?.map { item in
            [item["why"], item["date"] ?? item["period"]].map { $0 as? String ?? "-" }.joined(separator: " ")
        }
        #expect(items == ["planned 2026-W50", "deadline 2026-12-30"])
    }
}
