import Foundation
import HorizonCore
import HorizonRender
import Testing

/// The pages' JSON twins (docs/output.md#json-twins): plan.json's shape restricted to what the page lists, with its own
/// tasks table.
@Suite("JSON twins")
struct JSONTwinsTests {
    static let lines = [
        "(A) Stretch +health due:2026-11-23 at:07:15 rec:1d", "Water the plants due:2026-11-24", "Budget plan:2026-W49",
        "Renew passport plan:2026-12", "Learn Italian", "Late due:2026-11-20", "Garden plan:2027", "Bad due:2026-13-01",
        "x 2026-11-20 Cleaned the gutters", "Week chores plan:2026-W48", "Tidy up plan:2026-11",
    ]

    func site(_ lines: [String] = JSONTwinsTests.lines, formats: Set<OutputFormat> = [.json, .md]) throws -> Site {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate("2026-11-23")!).plan(list)
        return try SiteRenderer(templates: TemplateSet.builtIn(), formats: formats).render(plan)
    }

    /// The top-level keys of a document, in order.
    func keys(_ bytes: [UInt8]?) -> [String] {
        String(decoding: bytes ?? [], as: UTF8.self).split(separator: "\n").compactMap { line in
            guard line.hasPrefix("\""), let end = line.dropFirst().firstIndex(of: "\"") else { return nil }
            let key = String(line[line.index(after: line.startIndex)..<end])
            return key.allSatisfy(\.isHexDigit) ? nil : key
        }
    }

    @Test("every page has a twin beside it, and nothing else is JSON but plan.json")
    func everyPage() throws {
        let site = try site()
        let pages = Set(site.files.keys.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) })
        let twins = Set(site.files.keys.filter { $0.hasSuffix(".json") && $0 != "plan.json" }.map { String($0.dropLast(5)) })
        // 26, and the reviews of the week and the month before.
        #expect(pages.count == 28)
        #expect(twins == pages)
    }

    @Test("a page's twin is plan.json's header, its own list and exactly the tasks that list refers to, as plan.json writes them")
    func restrictedToThePage() throws {
        let site = try site()
        let plan = try PlanJSONDocument(site.files["plan.json"])
        for (path, key, periodKey, period) in [
            ("week/2026-W49.json", "weeks", "week", "2026-W49"), ("day/2026-11-24.json", "days", "date", "2026-11-24"),
            ("month/2026-12.json", "months", "month", "2026-12"), ("year/2027.json", "years", "year", "2027"),
        ] {
            let twin = try PlanJSONDocument(site.files[path])
            #expect(keys(site.files[path]) == ["version", "today", "title", "horizon", "tasks", key], "\(path)")
            for header in ["version", "today", "title"] {
                #expect(twin.object[header] as? NSObject == plan.object[header] as? NSObject, "\(path) \(header)")
            }
            #expect(twin.object["horizon"] as? [String: String] == plan.object["horizon"] as? [String: String])
            let list = try #require(twin.object[key] as? [[String: Any]])
            #expect(list.count == 1)
            let own = try #require(plan.lists(key, by: periodKey)[period])
            #expect(NSDictionary(dictionary: list[0]) == NSDictionary(dictionary: own), "\(path)")
            let referred = Set(((own["items"] as? [[String: Any]] ?? []) + (own["repeating"] as? [[String: Any]] ?? []))
                .compactMap { $0["task"] as? String })
            #expect(!referred.isEmpty && Set(twin.tasks.keys) == referred, "\(path)")
            for (uid, task) in twin.tasks {
                #expect(NSDictionary(dictionary: task) == plan.tasks[uid].map { NSDictionary(dictionary: $0) }, "\(path) \(uid)")
            }
        }
    }

    @Test("a task has the same UID in every file: identical tasks are numbered over the whole plan")
    func sameUIDEverywhere() throws {
        let site = try site(["Water plants due:2026-11-24", "Water plants"])
        let hash = PlanJSONTests.hex(PlanJSONTests.fnv("Water plants"))
        let plan = try PlanJSONDocument(site.files["plan.json"])
        #expect(plan.tasks[hash]?["source"] as? String == "todo.txt:1")
        #expect(plan.tasks[hash + "-1"]?["source"] as? String == "todo.txt:2")
        let unplanned = try PlanJSONDocument(site.files["unplanned.json"])
        #expect(Array(unplanned.tasks.keys) == [hash + "-1"])
        let day = try PlanJSONDocument(site.files["day/2026-11-24.json"])
        #expect(Array(day.tasks.keys) == [hash])
    }

    @Test("a day page's twin, byte for byte")
    func dayTwinBytes() throws {
        let site = try site(["Water the plants due:2026-11-24", "Other due:2026-11-25"])
        let uid = PlanJSONTests.hex(PlanJSONTests.fnv("Water the plants"))
        #expect(String(decoding: site.files["day/2026-11-24.json"] ?? [], as: UTF8.self) == """
            {
            "version":3,
            "today":"2026-11-23",
            "title":"Horizon",
            "horizon":{"start":"2026-11-23","end":"2027-04-30"},
            "tasks":{
            "\(uid)":{"text":"Water the plants due:2026-11-24","title":"Water the plants","source":"todo.txt:1","due":"2026-11-24"}
            },
            "days":[
            {"date":"2026-11-24","items":[
            {"task":"\(uid)","why":"due","date":"2026-11-24"}],"completed":[]}]
            }

            """)
        #expect(String(decoding: site.files["day/2026-11-26.json"] ?? [], as: UTF8.self).contains("\"tasks\":{\n},\n\"days\":[\n{\"date\":\"2026-11-26\",\"items\":[],\"completed\":[]}]\n}\n"))
    }

    /// plan.json's days as a twin that shortens the backlog writes them: Today's backlog items out of its
    /// `items`, into a `backlog` of its count, its `shown` first entries (here in list order: no
    /// priorities, one overdue task) and the day twin that lists it whole.
    func daysShorteningTheBacklog(_ days: [[String: Any]], shown: Int) -> [[String: Any]] {
        var days = days
        let items = days[0]["items"] as? [[String: Any]] ?? []
        let backlog = items.filter { ["overdue", "carried", "floating"].contains($0["why"] as? String) }
        days[0]["items"] = items.filter { !["overdue", "carried", "floating"].contains($0["why"] as? String) }
        days[0]["backlog"] = ["count": backlog.count, "items": Array(backlog.prefix(shown)), "list": "day/2026-11-23.json"]
        return days
    }

    @Test("the views' twins hold their whole lists but Today's backlog; unplanned.json the unplanned tasks")
    func views() throws {
        let site = try site()
        let plan = try PlanJSONDocument(site.files["plan.json"])
        for (path, key) in [("days.json", "days"), ("weeks.json", "weeks"), ("months.json", "months"), ("unplanned.json", "unplanned")] {
            let twin = try PlanJSONDocument(site.files[path])
            #expect(keys(site.files[path]) == ["version", "today", "title", "horizon", "tasks", key], "\(path)")
            let list = try #require(twin.object[key] as? [[String: Any]])
            let whole = try #require(plan.object[key] as? [[String: Any]])
            let expected = key == "days" ? daysShorteningTheBacklog(whole, shown: 5) : whole
            #expect(NSArray(array: list) == NSArray(array: expected), "\(path)")
        }
        let unplanned = try PlanJSONDocument(site.files["unplanned.json"])
        // A task whose only date is invalid is unplanned too (docs/todotxt.md#unplanned).
        #expect(unplanned.tasks.values.compactMap { $0["text"] as? String }.sorted() == ["Bad due:2026-13-01", "Learn Italian"])
    }

    @Test("index.json: the 7 days, this week's and this month's own plans, and the problems")
    func index() throws {
        let site = try site()
        let plan = try PlanJSONDocument(site.files["plan.json"])
        let index = try PlanJSONDocument(site.files["index.json"])
        #expect(keys(site.files["index.json"]) == ["version", "today", "title", "horizon", "tasks", "days", "weeks", "months", "diagnostics"])
        let days = daysShorteningTheBacklog(plan.object["days"] as? [[String: Any]] ?? [], shown: 3)
        #expect(NSArray(array: index.object["days"] as? [Any] ?? []) == NSArray(array: days))
        let weeks = try #require(index.object["weeks"] as? [[String: Any]])
        #expect(weeks.map { $0["week"] as? String } == ["2026-W48"])
        #expect((weeks[0]["items"] as? [[String: Any]])?.map { index.text(of: $0) } == ["Week chores plan:2026-W48"])
        #expect(((plan.lists("weeks", by: "week")["2026-W48"]?["items"]) as? [Any])?.count ?? 0 > 1, "the week lists more than its plan")
        let months = try #require(index.object["months"] as? [[String: Any]])
        #expect(months.map { $0["month"] as? String } == ["2026-11"])
        #expect((months[0]["items"] as? [[String: Any]])?.map { index.text(of: $0) } == ["Tidy up plan:2026-11"])
        #expect((months[0]["repeating"] as? [Any])?.isEmpty == true)
        #expect((index.object["diagnostics"] as? [[String: Any]])?.map { $0["source"] as? String } == ["todo.txt:8:9"])
        #expect(index.tasks[PlanJSONTests.hex(PlanJSONTests.fnv("Late"))]?["due"] as? String == "2026-11-20")
        #expect(index.tasks[PlanJSONTests.hex(PlanJSONTests.fnv("Garden"))] == nil, "a year plan is not on the index")
    }

    @Test("Today's backlog: index.json and days.json give its count, its most urgent entries and the twin that lists it whole, today's")
    func backlog() throws {
        let overdue = (1...7).map { "Overdue \($0) due:2026-11-\(10 + $0)" } + ["(B) Urgent due:2026-11-22", "Today's own due:2026-11-23"]
        let site = try site(overdue)
        func uid(_ text: String) -> String { PlanJSONTests.hex(PlanJSONTests.fnv(text)) }
        func item(_ text: String, late days: Int) -> String {
            "{\"task\":\"\(uid(text))\",\"why\":\"overdue\",\"date\":\"2026-11-23\",\"daysOverdue\":\(days)}"
        }
        // The most urgent first: priority, then the longest overdue.
        let ranked = [item("Urgent", late: 1)] + (1...7).map { item("Overdue \($0)", late: 13 - $0) }
        let own = "{\"task\":\"\(uid("Today's own"))\",\"why\":\"due\",\"date\":\"2026-11-23\"}"
        for (path, shown) in [("index.json", 3), ("days.json", 5)] {
            let text = String(decoding: site.files[path] ?? [], as: UTF8.self)
            #expect(text.contains("""
                {"date":"2026-11-23","items":[
                \(own)],"backlog":{"count":8,"items":[
                \(ranked.prefix(shown).joined(separator: ",\n"))],"list":"day/2026-11-23.json"},"completed":[]}
                """), "\(path)")
            let twin = try PlanJSONDocument(site.files[path])
            #expect(twin.tasks.count == shown + 1, "\(path): the table holds the entries shown, no other")
        }
        let day = try PlanJSONDocument(site.files["day/2026-11-23.json"])
        let items = try #require((day.object["days"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
        #expect(items.count == 9 && (day.object["days"] as? [[String: Any]])?.first?["backlog"] == nil, "today's day twin lists it whole")
        let empty = String(decoding: try self.site(["Today's own due:2026-11-23"]).files["days.json"] ?? [], as: UTF8.self)
        #expect(!empty.contains("backlog"), "an empty backlog has no key")
    }

    @Test("a month's twin holds the deadline items its page shows")
    func deadlineInMonthTwin() throws {
        let site = try site(["Close the books plan:2026-W50 due:2026-12-30"])
        let uid = PlanJSONTests.hex(PlanJSONTests.fnv("Close the books"))
        #expect(String(decoding: site.files["month/2026-12.json"] ?? [], as: UTF8.self).contains("""
            {"task":"\(uid)","why":"deadline","date":"2026-12-30"}
            """))
    }
}
