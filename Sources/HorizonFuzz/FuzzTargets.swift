import Foundation
import HorizonCore

/// libFuzzer targets for what users and other programs write (CONTRIBUTING.md#fuzzing). Built with
/// `scripts/fuzz`, which passes `-DFUZZING` so that libFuzzer's `main` drives `LLVMFuzzerTestOneInput`;
/// a normal build has a `main` that replays files (a corpus or a crash) through the same code.
/// The target is chosen by `HORIZON_FUZZ_TARGET`: `line`, `plan`, `rec`, `period`, `sqlite`, `template` or `markdown`.
enum FuzzTargets {
    static let today = CivilDate(year: 2026, month: 11, day: 23) ?? .earliest

    static func run(_ target: String, _ bytes: [UInt8]) {
        switch target {
        case "plan": planAndEdit(bytes)
        case "rec": recurrenceRule(bytes)
        case "period": period(bytes)
        case "sqlite": SQLiteRowsTarget.run(bytes)
        case "template": TemplateTarget.run(bytes)
        case "markdown": MarkdownTarget.run(bytes)
        default: lineReader(bytes)
        }
    }

    /// The todo.txt reader alone, so that it runs thousands of inputs a second: the file must
    /// serialize back to its bytes, each non-blank line be one task, each task's text be its line, and
    /// every diagnostic point inside its line.
    static func lineReader(_ bytes: [UInt8]) {
        let document = TodoDocument(name: "todo.txt", bytes: bytes)
        guard document.serialized() == bytes else { fatalError("round trip changed the bytes") }
        let list = document.readTasks()
        let nonBlank = document.lines.indices.filter { !TodoDocument.isBlank(document.bytes[document.lines[$0].content]) }
        guard list.tasks.map(\.source.line) == nonBlank.map({ $0 + 1 }) else { fatalError("a line is not exactly one task") }
        for task in list.tasks {
            let content = document.contentBytes(ofLine: task.source.line)
            if content.count <= TodoDocument.longLineLimit, let text = String(validating: content, as: UTF8.self), task.line != text {
                fatalError("a task's text is not its line")
            }
            _ = DisplayText.words(of: task)
        }
        for diagnostic in list.diagnostics {
            let number = diagnostic.location.line
            guard number >= 1, number <= document.lines.count else { fatalError("a diagnostic names no line") }
            let length = document.lines[number - 1].content.count
            guard diagnostic.column >= 1, diagnostic.column <= length + 1 else {
                fatalError("diagnostic column \(diagnostic.column) is outside line \(number) of \(length) bytes")
            }
        }
    }

    /// A few lines planned and edited: the planner, the completion of each task (a rewritten line must
    /// read back as one completed task) and `delay`. Inputs are cut to 4 lines of at most 512 bytes,
    /// so that each is planned quickly.
    static func planAndEdit(_ bytes: [UInt8]) {
        let document = TodoDocument(name: "todo.txt", bytes: Array(bytes.prefix(512)))
        var list = document.readTasks()
        list.tasks = Array(list.tasks.prefix(4))
        _ = Planner(today: today).plan(list)
        for task in list.tasks {
            if let completion = try? task.completion(on: today) {
                let reread = TodoDocument(name: "todo.txt", bytes: Array(completion.completedLine.utf8)).readTasks()
                guard reread.tasks.count == 1, reread.tasks[0].isComplete else { fatalError("completed line does not read back") }
            }
            _ = try? task.delayedLine(today: today)
        }
    }

    /// The `rec:` grammar and the arithmetic of every rule it accepts.
    static func recurrenceRule(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard case .success(let rule) = RecurrenceRule.parse(text) else { return }
        _ = rule.label
        guard case .success(let again) = RecurrenceRule.parse(rule.description), again == rule else {
            fatalError("description does not parse back to the same rule")
        }
        for base in [today, CivilDate.earliest, CivilDate(year: 9999, month: 12, day: 1) ?? today] {
            let next = rule.next(after: base)
            guard next > base else { fatalError("a rule did not move forward") }
            guard rule.names(next) else { fatalError("a rule moved to a day it does not name") }
            guard rule.occurrence(2, after: base) == rule.next(after: next) else { fatalError("occurrence 2 is not two steps") }
        }
    }

    /// The period formats: what parses must format back to the same text.
    static func period(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let period = Period(text) else { return }
        guard period.description == text else { fatalError("period does not format back to its text") }
        guard period.firstDay <= period.lastDay else { fatalError("period ends before it starts") }
        _ = period.months
        _ = period.years
        if case .week(let week) = period, ISOWeek(containing: week.firstDay) != week { fatalError("week does not contain its Monday") }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTargets.run(fuzzTarget, Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// The target named by `HORIZON_FUZZ_TARGET`, read once rather than for every input.
let fuzzTarget = ProcessInfo.processInfo.environment["HORIZON_FUZZ_TARGET"] ?? "line"

#if !FUZZING
/// Replays files through a target: `HORIZON_FUZZ_TARGET=rec HorizonFuzz FILE…`.
@main
struct ReplayInputs {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            FuzzTargets.run(fuzzTarget, Array(data))
        }
    }
}
#endif
