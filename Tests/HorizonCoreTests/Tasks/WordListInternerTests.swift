import HorizonCore
import Testing

/// The lists of contexts and projects that tasks of a file share (``WordListInterner``): equal lists
/// by their bytes, so that no task is given another line's spelling of its words.
@Suite("Contexts and projects shared between tasks")
struct WordListInternerTests {
    @Test("tasks with the same words get the same lists, in the order each line names them")
    func sameWords() {
        let tasks = taskList("a +home @phone", "b +home @phone", "c @phone +home +garden", "d +garden +home", "e").tasks
        #expect(tasks.map(\.projects) == [["home"], ["home"], ["home", "garden"], ["garden", "home"], []])
        #expect(tasks.map(\.contexts) == [["phone"], ["phone"], ["phone"], [], []])
    }

    @Test("a word written with a combining accent keeps its bytes after one written composed (and the other way)")
    func spellingKept() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        let tasks = taskList("a +\(composed) @\(decomposed)", "b +\(decomposed) @\(composed)", "c +\(composed) @\(decomposed)").tasks
        // Swift's == holds the two spellings equal: the bytes tell them apart.
        #expect(tasks.map { $0.projects.map { Array($0.utf8) } } == [[Array(composed.utf8)], [Array(decomposed.utf8)], [Array(composed.utf8)]])
        #expect(tasks.map { $0.contexts.map { Array($0.utf8) } } == [[Array(decomposed.utf8)], [Array(composed.utf8)], [Array(decomposed.utf8)]])
    }

    @Test("a line parsed on its own reads its words the same way")
    func singleLine() {
        let (task, diagnostics) = TaskParser.parse("Call +home @phone +work", at: SourceLocation(file: "todo.txt", line: 1))
        #expect(diagnostics.isEmpty)
        #expect(task.projects == ["home", "work"])
        #expect(task.contexts == ["phone"])
    }
}
