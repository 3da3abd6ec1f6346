@testable import HorizonCore
import Testing

/// A task holds its line; its tags are read from the line, unless it was given others.
@Suite("Task words")
struct TaskWordsTests {
    static let line = "(A) Call Mum +family @phone due:2026-11-24 ref:4 rec:+1w"

    @Test("a parsed task's tags are the line's, each with its column, and tagValue finds the first")
    func parsedTags() {
        let task = TaskParser.parse(Self.line, at: SourceLocation(file: "todo.txt", line: 1)).0
        #expect(task.tags == [Tag(key: "due", value: "2026-11-24", column: 29), Tag(key: "ref", value: "4", column: 44),
                              Tag(key: "rec", value: "+1w", column: 50)])
        #expect(task.projects == ["family"])
        #expect(task.contexts == ["phone"])
        #expect(task.tagValue("rec") == "+1w")
        #expect(task.tagValue("re") == nil)
    }

    @Test("tags given other than by the line are kept and compared; given back the line's, the task is as parsed")
    func givenTags() {
        let parsed = TaskParser.parse(Self.line, at: SourceLocation(file: "todo.txt", line: 1)).0
        // A task is given tags only when it is made: its fields are read-only.
        func task(tags: [HorizonCore.Tag]) -> Task {
            Task(source: parsed.source, line: parsed.line, priority: parsed.priority, descriptionOffset: parsed.descriptionOffset,
                 contexts: parsed.contexts, projects: parsed.projects, tags: tags, due: parsed.due, recurrence: parsed.recurrence)
        }
        let given = task(tags: [Tag(key: "ref", value: "5", column: 1)])
        #expect(given.tags == [Tag(key: "ref", value: "5", column: 1)])
        #expect(given.tagValue("ref") == "5")
        #expect(given != parsed)
        #expect(task(tags: parsed.tags) == parsed)
        let made = Task(source: parsed.source, line: parsed.line, priority: parsed.priority, descriptionOffset: 4,
                        contexts: ["phone"], projects: ["family"], tags: [])
        #expect(made.tags.isEmpty)
    }
}
