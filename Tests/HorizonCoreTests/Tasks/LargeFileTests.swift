import HorizonCore
import Testing

/// Files larger than one chunk are read on several cores; the result must be the same as reading them
/// line by line.
@Suite("Reading large files")
struct LargeFileTests {
    @Test("tasks and diagnostics keep file order across chunks, and each line parses as it would alone")
    func order() {
        var lines: [String] = []
        for index in 1...50_000 {
            switch index % 7 {
            case 0: lines.append("")
            case 3: lines.append("task \(index) due:2026-13-01")
            default: lines.append("task \(index) +p\(index % 5) due:2026-11-2\(index % 9)")
            }
        }
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let expectedLines = (1...50_000).filter { $0 % 7 != 0 }
        #expect(list.tasks.map(\.source.line) == expectedLines)
        #expect(list.diagnostics.map(\.location.line) == (1...50_000).filter { $0 % 7 == 3 })
        for task in list.tasks where task.source.line % 1000 == 1 {
            let alone = TaskParser.parse(task.line, at: task.source).0
            #expect(alone == task)
        }
    }
}
