import HorizonCore
import Testing

@Suite("TaskFilter: the terms of list and build --filter")
struct TaskFilterTests {
    static let lines = [
        "(B) Call Bob +Work @phone",
        "buy milk @shop",
        "fix the bench +workshop",
        "x 2026-11-20 send invoice +work",
        "plan trip +travel due:2026-12-01",
    ]

    static func tasks() -> [Task] {
        TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks().tasks
    }

    @Test("every term must match, case-insensitively", arguments: [
        ([String](), [1, 2, 3, 4, 5]),
        (["+work"], [1, 4]),                   // a project, not a prefix: +workshop is another project
        (["+WORK"], [1, 4]),
        (["work"], [1, 3, 4]),                 // a word is a substring of the line, as grep -i
        (["@phone"], [1]),
        (["-@phone"], [2, 3, 4, 5]),
        (["+work", "-@phone"], [4]),
        (["-+work", "-milk"], [3, 5]),
        (["due:2026-12"], [5]),
        (["call", "bob"], [1]),
        (["call", "milk"], []),
        (["+"], [1, 3, 4, 5]),                 // a lone sigil is a word
        (["-"], [4, 5]),
        (["ph"], [1]),
    ])
    func terms(arguments: [String], expected: [Int]) {
        let filter = TaskFilter(terms: arguments)
        #expect(Self.tasks().filter(filter.matches).map(\.source.line) == expected)
    }

    @Test("an expression is terms separated by spaces")
    func expression() {
        #expect(TaskFilter(expressions: ["+work  -@phone", "send"]) == TaskFilter(terms: ["+work", "-@phone", "send"]))
    }

    @Test("applying keeps the diagnostics of the kept tasks only")
    func diagnostics() {
        let text = "a +work due:2026-13-01\nb +home due:2026-02-30\n"
        let list = TodoDocument(name: "todo.txt", bytes: Array(text.utf8)).readTasks()
        #expect(list.diagnostics.count == 2)
        let filtered = TaskFilter(terms: ["+work"]).apply(to: list)
        #expect(filtered.tasks.map(\.source.line) == [1])
        #expect(filtered.diagnostics.map(\.location.line) == [1])
    }

    @Test("list order: open before done, priority A…Z before none, then line; hidden only with all")
    func listing() {
        let text = "plain one\n(C) third\nx 2026-11-20 done (A) old pri:A\n(A) first\nhidden h:1\n(C) fourth\nplain two\n"
        let tasks = TodoDocument(name: "todo.txt", bytes: Array(text.utf8)).readTasks().tasks
        let open = TaskListing(tasks, scope: .open, filter: TaskFilter(terms: []))
        #expect(open.shown.map(\.source.line) == [4, 2, 6, 1, 7])
        #expect(open.total == 5)
        let all = TaskListing(tasks, scope: .all, filter: TaskFilter(terms: ["-plain"]))
        #expect(all.shown.map(\.source.line) == [4, 2, 6, 5, 3])
        #expect(all.total == 7)
    }
}
