import Foundation
import HorizonCore
import HorizonRender
import Testing

/// plan.json's fields for series, unplanned tasks, diagnostics and history (SPEC §5.2).
@Suite("plan.json")
struct PlanJSONTests {
    func planJSON(_ lines: String..., today: String = "2026-11-23") throws -> [String: Any] {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: CivilDate(today)!).plan(list)
        let site = try SiteRenderer(templates: try TemplateSet.builtIn(), formats: [.json]).render(plan)
        return try #require(try JSONSerialization.jsonObject(with: Data(site.files["plan.json"] ?? [])) as? [String: Any])
    }

    /// The objects of a list of periods, by their period.
    func lists(_ object: [String: Any], _ key: String, by periodKey: String) throws -> [String: [String: Any]] {
        let lists = try #require(object[key] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: lists.map { ($0[periodKey] as? String ?? "", $0) })
    }

    @Test("an item is one compact line: keys in order, absent values and empty lists left out, no level")
    func compactItem() throws {
        let list = TodoDocument(name: "todo.txt", bytes: Array("Water the plants plan:2026-W49".utf8)).readTasks()
        let plan = Planner(today: CivilDate("2026-11-23")!).plan(list)
        let site = try SiteRenderer(templates: try TemplateSet.builtIn(), formats: [.json]).render(plan)
        let text = String(decoding: site.files["plan.json"] ?? [], as: UTF8.self)
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("{\"text\"") }
        #expect(lines.first == #"{"text":"Water the plants plan:2026-W49","title":"Water the plants","source":"todo.txt:1","why":"planned","period":"2026-W49","projected":false}],"completed":[]},"#)
    }

    @Test("a month's repeating series is an item without date or period, with count, first, next and dates")
    func repeating() throws {
        let object = try planJSON("(A) Stretch +health due:2026-11-23 at:07:15 rec:1d", "Once due:2026-12-24")
        let december = try #require(try lists(object, "months", by: "month")["2026-12"])
        #expect((december["items"] as? [[String: Any]])?.map { $0["text"] as? String } == ["Once due:2026-12-24"])
        let series = try #require((december["repeating"] as? [[String: Any]])?.first)
        #expect((december["repeating"] as? [Any])?.count == 1)
        #expect(series["text"] as? String == "Stretch +health due:2026-11-23 at:07:15 rec:1d")
        #expect(series["source"] as? String == "todo.txt:1")
        #expect(series["why"] as? String == "occurrence")
        #expect(series["projected"] as? Bool == true)
        #expect(series["priority"] as? String == "A")
        #expect(series["at"] as? String == "07:15")
        #expect(series["rec"] as? String == "1d")
        #expect(series["date"] == nil && series["period"] == nil && series["due"] == nil)
        #expect(series["count"] as? Int == 31)
        #expect(series["first"] as? String == "2026-12-01")
        #expect(series["next"] as? String == "2026-12-01")
        let dates = try #require(series["dates"] as? [String])
        #expect(dates == (1...31).map { String(format: "2026-12-%02d", $0) })
        let year = try #require(try lists(object, "years", by: "year")["2026"])
        #expect((year["repeating"] as? [[String: Any]])?.map { $0["count"] as? Int } == [39])
        // Days and weeks list every occurrence and have no series.
        let week = try #require(try lists(object, "weeks", by: "week")["2026-W49"])
        #expect((week["items"] as? [Any])?.count == 7)
        #expect(week["repeating"] == nil)
    }

    @Test("a series counts an overdue instance; its next is the first occurrence on or after today")
    func seriesWithOverdueInstance() throws {
        let object = try planJSON("Stand-up due:2026-11-16 rec:+mon,wed,fri", today: "2026-11-23")
        let year = try #require(try lists(object, "years", by: "year")["2026"])
        let series = try #require((year["repeating"] as? [[String: Any]])?.first)
        #expect(series["first"] as? String == "2026-11-16")
        #expect(series["next"] as? String == "2026-11-25")
    }

    @Test("unplanned tasks are listed flat, in list order, without date or period")
    func unplanned() throws {
        let object = try planJSON("Learn Italian +self", "Dated due:2026-11-30", "(B) Fix the bike +home @garage")
        let unplanned = try #require(object["unplanned"] as? [[String: Any]])
        #expect(unplanned.map { $0["text"] as? String } == ["Learn Italian +self", "Fix the bike +home @garage"])
        #expect(unplanned.map { $0["source"] as? String } == ["todo.txt:1", "todo.txt:3"])
        #expect(unplanned.allSatisfy { $0["why"] as? String == "unplanned" && $0["date"] == nil && $0["period"] == nil && $0["level"] == nil })
        #expect(unplanned[1]["projects"] as? [String] == ["home"])
    }

    @Test("diagnostics carry the task's line")
    func diagnosticText() throws {
        let object = try planJSON("Fine", "(A) Bad date due:2026-13-01 +x")
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["source"] as? String == "todo.txt:2:18")
        #expect(diagnostics.first?["text"] as? String == "(A) Bad date due:2026-13-01 +x")
        #expect((diagnostics.first?["message"] as? String)?.hasPrefix("due date 2026-13-01 is not a valid date") == true)
    }

    @Test("weeks, months and years carry their completed history")
    func completed() throws {
        let object = try planJSON("x 2026-11-20 Cleaned the gutters", "x 2026-01-05 Filed taxes")
        let year = try #require(try lists(object, "years", by: "year")["2026"])
        #expect((year["completed"] as? [[String: Any]])?.map { $0["completed"] as? String } == ["2026-11-20", "2026-01-05"])
        let month = try #require(try lists(object, "months", by: "month")["2026-11"])
        #expect((month["completed"] as? [[String: Any]])?.map { $0["text"] as? String } == ["Cleaned the gutters"])
        let week = try #require(try lists(object, "weeks", by: "week")["2026-W48"])
        #expect((week["completed"] as? [Any])?.isEmpty == true)
    }

    @Test("a carried plan names the period it was planned for; a starts item the instance it announces")
    func carriedAndStarts() throws {
        let object = try planJSON("Sort the photos plan:2026-W46", "Renew insurance due:2026-12-15 t:2026-11-25")
        let days = try lists(object, "days", by: "date")
        let carried = try #require((days["2026-11-23"]?["items"] as? [[String: Any]])?.first)
        #expect(carried["why"] as? String == "carried")
        #expect(carried["carriedFrom"] as? String == "2026-W46")
        let starts = try #require((days["2026-11-25"]?["items"] as? [[String: Any]])?.first)
        #expect(starts["why"] as? String == "starts")
        #expect(starts["startsFor"] as? String == "2026-12-15")
        #expect(starts["due"] as? String == "2026-12-15")
    }
}
