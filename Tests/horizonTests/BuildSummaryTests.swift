import HorizonCore
@testable import horizon
import Testing

/// ``BuildSummary``: what a build says on standard error when it ends.
@Suite("Build summary")
struct BuildSummaryTests {
    func summary(_ diagnostics: [Diagnostic], files: Int = 12, changed: Int = 3, removed: Int = 0, html: Bool = true) -> BuildSummary {
        BuildSummary(
            diagnostics: diagnostics, fileCount: files, changedCount: changed, removedCount: removed,
            output: "site", elapsed: .milliseconds(1_649), wroteHTML: html)
    }

    func diagnostic(_ file: String, _ line: Int) -> Diagnostic {
        Diagnostic(location: SourceLocation(file: file, line: line), column: 1, message: "unknown date")
    }

    @Test("a clean build is one line: files, changes, folder, seconds to a tenth, the page to open")
    func clean() {
        #expect(summary([]).lines == ["Built 12 files (3 changed) into site/ in 1.6 s — open site/index.html"])
        #expect(summary([], files: 1, changed: 0, removed: 2, html: false).lines == ["Built 1 file (none changed, 2 removed) into site/ in 1.6 s"])
    }

    @Test("diagnostics come first, then how many there were and in which files")
    func diagnostics() {
        let lines = summary([diagnostic("todo.txt", 3), diagnostic("done.txt", 1), diagnostic("todo.txt", 9)]).lines
        #expect(lines == [
            "todo.txt:3:1: unknown date", "done.txt:1:1: unknown date", "todo.txt:9:1: unknown date",
            "3 problems in todo.txt and done.txt; `horizon check` lists them",
            "Built 12 files (3 changed) into site/ in 1.6 s — open site/index.html",
        ])
        #expect(summary([diagnostic("todo.txt", 3)]).lines[1] == "1 problem in todo.txt; `horizon check` lists it")
    }

    @Test("only the first ten diagnostics are printed in full")
    func manyDiagnostics() {
        let lines = summary((1...11).map { diagnostic("todo.txt", $0) }).lines
        #expect(lines.count == 12)
        #expect(lines[9] == "todo.txt:10:1: unknown date")
        #expect(lines[10] == "11 problems in todo.txt; the first 10 are above; `horizon check` lists them all")
    }

    @Test("a watch's rebuild is one line, with how many problems")
    func watchLine() {
        #expect(summary([]).watchLine == "Built 12 files (3 changed) into site/ in 1.6 s — open site/index.html")
        #expect(summary([diagnostic("todo.txt", 1), diagnostic("todo.txt", 2)]).watchLine
            == "Built 12 files (3 changed) into site/ in 1.6 s — open site/index.html; 2 problems (`horizon check` lists them)")
    }

    @Test("seconds are cut, not rounded, to a tenth")
    func seconds() {
        #expect(BuildSummary.seconds(.milliseconds(199)) == "0.1 s")
        #expect(BuildSummary.seconds(.seconds(62)) == "62.0 s")
        #expect(BuildSummary.seconds(.zero) == "0.0 s")
    }
}
