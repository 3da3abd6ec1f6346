import Foundation
import Testing

@Suite("horizon build --filter")
struct FilterOptionTests {
    static let todo = """
        Report due:2026-11-24 +work
        Standup rec:+1b due:2026-11-23 at:09:00 +work @office
        Pay rent due:2026-11-23 +home
        Call from home due:2026-11-25 +work @home
        Broken due:2026-13-01 +home
        x 2026-11-20 Invoice +work
        x 2026-11-20 Laundry +home

        """

    @Test("the site, plan.json and the feeds hold only the matching tasks; problems of others are left out")
    func workOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.todo)
        let result = try HorizonProcess.run(["build", "--today", "2026-11-23", "--output", "office", "--filter", "+work -@home"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Built ") && !result.stderr.contains("problem"), "the diagnostic of a +home task is not this planner's: \(result.stderr)")
        let plan = try folder.read("office/plan.json")
        #expect(plan.contains("Report") && plan.contains("Standup") && plan.contains("Invoice"))
        #expect(!plan.contains("Pay rent") && !plan.contains("Call from home") && !plan.contains("Laundry") && !plan.contains("Broken"))
        let feed = try folder.read("office/plan.ics")
        #expect(feed.contains("SUMMARY:Report") && !feed.contains("Pay rent"))
        let todos = try folder.read("office/tasks.ics")
        #expect(todos.contains("SUMMARY:Report") && !todos.contains("Pay rent") && !todos.contains("Call from home"))
        let index = try folder.read("office/index.md")
        #expect(index.contains("Report") && !index.contains("Pay rent"))
        #expect(plan.contains("\"source\": \"todo.txt:2\"") || plan.contains("\"source\":\"todo.txt:2\""), "line numbers stay those of the file")
    }

    @Test("a --filter value may start with a dash: --filter \"-@home\" builds without those tasks, as README's privacy recipe says")
    func valueStartingWithADash() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.todo)
        let result = try HorizonProcess.run(["build", "--today", "2026-11-23", "--format", "json", "--filter", "-@home"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try folder.read("Output/plan.json")
        #expect(plan.contains("Report") && !plan.contains("Call from home"))
    }

    @Test("several --filter options must all match, like terms")
    func several() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.todo)
        let result = try HorizonProcess.run(["build", "--today", "2026-11-23", "--format", "json", "--filter", "+work", "--filter", "@office"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try folder.read("Output/plan.json")
        #expect(plan.contains("Standup") && !plan.contains("Report"))
    }

    @Test("a filtered build equals an unfiltered build of the matching lines, apart from line numbers")
    func sameAsSubset() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.todo)
        try folder.write("subset/todo.txt", "Report due:2026-11-24 +work\nStandup rec:+1b due:2026-11-23 at:09:00 +work @office\nx 2026-11-20 Invoice +work\n")
        _ = try HorizonProcess.run(["build", "--today", "2026-11-23", "--format", "md", "--output", "a", "--filter", "+work -@home"], in: folder.url)
        _ = try HorizonProcess.run(["build", "--todo", "subset/todo.txt", "--today", "2026-11-23", "--format", "md", "--output", "b"], in: folder.url)
        func normalized(_ text: String) -> String {
            text.replacingOccurrences(of: #"todo\.txt:\d+"#, with: "todo.txt:N", options: .regularExpression)
        }
        #expect(normalized(try folder.read("a/week/2026-W48.md")) == normalized(try folder.read("b/week/2026-W48.md")))
    }
}
