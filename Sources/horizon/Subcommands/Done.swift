import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon done LINE…`: completes tasks; recurring ones get their next instance appended.
struct Done: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Mark tasks done by line number; a recurring task gets its next instance appended."
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions

    @Argument(help: ArgumentHelp("Line numbers, 1-based as todo.sh counts them (row ids with --sqlite).", valueName: "line"))
    var lines: [Int]

    func validate() throws {
        guard !lines.isEmpty else { throw ValidationError("give at least one line number") }
        if let bad = lines.first(where: { $0 < 1 }) { throw ValidationError("line \(bad) is not a line number (they start at 1)") }
    }

    mutating func run() throws {
        day.adopt(try source.applyConfiguration())
        let today = try day.resolvedToday()
        if let database = source.database {
            let results = try performWrite { try database.complete(ids: lines, on: today) }
            for result in results {
                printVisible("#\(result.id): \(result.completion.completedLine)")
                if let next = result.completion.nextLine, let id = result.newID { printVisible("#\(id): \(next)") }
                if let note = result.completion.note { printError("horizon: \(note)") }
            }
            return
        }
        let outcome = try performWrite {
            try source.updateTodo { document in
                let change = try document.completing(lines: lines, on: today)
                return (change.bytes, (change.completions, document.lines.count))
            }
        }
        let (completions, lineCount) = outcome
        var appendedLine = lineCount
        // `done 9 9` completes line 9 once, and says so once.
        var reported: Set<Int> = []
        for number in lines where reported.insert(number).inserted {
            guard let completion = completions[number] else { continue }
            printVisible("\(number): \(completion.completedLine)")
            if let next = completion.nextLine {
                appendedLine += 1
                printVisible("\(appendedLine): \(next)")
            }
            if let note = completion.note { printError("horizon: \(note)") }
        }
    }
}
