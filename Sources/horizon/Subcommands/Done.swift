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
    @OptionGroup var holidayFile: HolidayOptions

    @Argument(help: ArgumentHelp("Line numbers, 1-based as todo.sh counts them (row ids with --sqlite).", valueName: "line"))
    var lines: [Int]

    func validate() throws {
        guard !lines.isEmpty else { throw ValidationError("give at least one line number") }
        if let bad = lines.first(where: { $0 < 1 }) { throw ValidationError("line \(bad) is not a line number (they start at 1)") }
    }

    mutating func run() throws {
        let config = try source.applyConfiguration()
        day.adopt(config)
        holidayFile.adopt(config)
        let today = try day.resolvedToday()
        let holidays = try holidayFile.load(today: today)?.holidays ?? Holidays()
        if let database = source.database {
            let results = try performWrite { try database.complete(ids: lines, on: today, holidays: holidays) }
            for result in results {
                print("#\(result.id): \(result.completion.completedLine)")
                if let next = result.completion.nextLine, let id = result.newID { print("#\(id): \(next)") }
                if let note = result.completion.note { printError("horizon: \(note)") }
            }
            return
        }
        let outcome = try performWrite {
            try source.updateTodo { document in
                let change = try document.completing(lines: lines, on: today, holidays: holidays)
                return (change.bytes, (change.completions, document.lines.count))
            }
        }
        let (completions, lineCount) = outcome
        var appendedLine = lineCount
        // `done 9 9` completes line 9 once, and says so once.
        var reported: Set<Int> = []
        for number in lines where reported.insert(number).inserted {
            guard let completion = completions[number] else { continue }
            print("\(number): \(completion.completedLine)")
            if let next = completion.nextLine {
                appendedLine += 1
                print("\(appendedLine): \(next)")
            }
            if let note = completion.note { printError("horizon: \(note)") }
        }
    }
}
