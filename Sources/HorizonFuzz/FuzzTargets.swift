import Foundation
import HorizonCore

/// libFuzzer targets for the parsers that read what users write (issue 7). Built with
/// `scripts/fuzz`, which passes `-DFUZZING` so that libFuzzer's `main` drives `LLVMFuzzerTestOneInput`;
/// a normal build has a `main` that replays files (a corpus or a crash) through the same code.
/// The target is chosen by `HORIZON_FUZZ_TARGET`: `line`, `rec` or `period`.
enum FuzzTargets {
    static let today = CivilDate(year: 2026, month: 11, day: 23) ?? .earliest

    static func run(_ target: String, _ bytes: [UInt8]) {
        switch target {
        case "rec": recurrenceRule(bytes)
        case "period": period(bytes)
        default: todoFile(bytes)
        }
    }

    /// The todo.txt reader, round trip, planner and the edits of every line.
    static func todoFile(_ bytes: [UInt8]) {
        let document = TodoDocument(name: "todo.txt", bytes: bytes)
        guard document.serialized() == bytes else { fatalError("round trip changed the bytes") }
        let list = document.readTasks()
        _ = Planner(today: today).plan(list)
        for task in list.tasks.prefix(8) {
            if let completion = try? task.completion(on: today) {
                // A rewritten line must read back as one completed task.
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
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTargets.run(ProcessInfo.processInfo.environment["HORIZON_FUZZ_TARGET"] ?? "line", Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

#if !FUZZING
/// Replays files through a target: `HORIZON_FUZZ_TARGET=rec HorizonFuzz FILE…`.
@main
struct ReplayInputs {
    static func main() {
        let target = ProcessInfo.processInfo.environment["HORIZON_FUZZ_TARGET"] ?? "line"
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            FuzzTargets.run(target, Array(data))
        }
    }
}
#endif
