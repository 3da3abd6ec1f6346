import Foundation
import Testing

/// Every output lists the same tasks, with the same facts (SPEC §5; issue 22 items 7 and 8).
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
        // The events stay all-day over the planned period (SPEC §5.3).
        let events = try folder.read("Output/plan.ics")
        #expect(events.contains("DTSTART;VALUE=DATE:20261130\r\nDTEND;VALUE=DATE:20261207\r\n"))
    }
}
