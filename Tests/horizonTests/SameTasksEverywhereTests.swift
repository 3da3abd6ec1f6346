import Foundation
import Testing

/// Every output lists the same tasks, with the same facts (docs/todotxt.md#same-tasks-everywhere).
@Suite("The same tasks in every output")
struct SameTasksEverywhereTests {
    func built(_ todo: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", todo)
        let result = try HorizonProcess.run(["build", "--today", "2026-11-23"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        return folder
    }

    @Test("tasks.ics keeps at: for week- and month-planned tasks: DUE at that time on the due day")
    func timeOfWeekPlans() throws {
        let folder = try built("Sync plan:2026-W49 due:2026-12-04 at:10:00\nReport plan:2026-12 due:2026-12-18 at:16:30\n")
        let todos = try folder.read("Output/tasks.ics")
        #expect(todos.contains("DUE:20261204T100000\r\n"), "\(todos)")
        #expect(todos.contains("DUE:20261218T163000\r\n"))
        #expect(!todos.contains("DUE;VALUE=DATE:"))
        // The events stay all-day over the planned period (docs/output.md#planics-and-tasksics).
        let events = try folder.read("Output/plan.ics")
        #expect(events.contains("DTSTART;VALUE=DATE:20261130\r\nDTEND;VALUE=DATE:20261207\r\n"))
    }

    @Test("a show:day task past the 7-day view is listed in its week (or month), in pages and plan.json, as in the feeds")
    func showDayPastTheDays() throws {
        let folder = try built("Dentist call plan:2026-12-10 show:day\nFar call plan:2027-02-10 show:day\nNear call plan:2026-11-25 show:day\n")
        #expect(try folder.read("Output/plan.ics").contains("SUMMARY:Dentist call"))
        #expect(try folder.read("Output/week/2026-W50.md").contains("Dentist call"))
        #expect(try folder.read("Output/weeks.md").contains("Dentist call"))
        #expect(try !folder.read("Output/month/2026-12.md").contains("Dentist call"), "the week lists it; show:day keeps it off the month")
        #expect(try folder.read("Output/month/2027-02.md").contains("Far call"))
        #expect(try !folder.read("Output/week/2026-W48.md").contains("Near call"), "inside the 7-day view, show:day keeps it to its day page")
        #expect(try folder.read("Output/day/2026-11-25.md").contains("Near call"))
        let plan = try JSONSerialization.jsonObject(with: Data(try folder.read("Output/plan.json").utf8)) as? [String: Any]
        let weeks = plan?["weeks"] as? [[String: Any]] ?? []
        let w50 = weeks.first { $0["week"] as? String == "2026-W50" }
        #expect((w50?["items"] as? [[String: Any]])?.count == 1)
        let months = plan?["months"] as? [[String: Any]] ?? []
        let february = months.first { $0["month"] as? String == "2027-02" }
        #expect((february?["items"] as? [[String: Any]])?.count == 1)
    }
}
