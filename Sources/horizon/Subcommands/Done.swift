import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon done LINE…`: completes tasks; recurring ones get their next instance appended.
struct Done: TaskCommand {
    static let configuration = CommandConfiguration(
        abstract: "Mark tasks done by line number; a recurring task gets its next instance appended."
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions
    @OptionGroup var holidayFile: HolidayOptions

    @Argument(help: ArgumentHelp("Line numbers, 1-based as todo.sh counts them (row ids with --sqlite); FILE:LINE in another list than the first.", valueName: "line"))
    var lines: [LineReference]

    func validate() throws {
        guard !lines.isEmpty else { throw ValidationError("give at least one line number") }
    }

    mutating func run() throws {
        let setup = try configure(holidays: \.holidayFile)
        let (today, holidays) = (setup.today, try setup.holidays())
        let groups = try source.resolve(lines, in: setup.tasks)
        if let database = setup.tasks.database {
            let results = try database.complete(ids: groups.flatMap(\.references).map(\.line), on: today, holidays: holidays)
            for result in results {
                printVisible("#\(result.id): \(result.completion.completedLine)")
                if let next = result.completion.nextLine, let id = result.newID { printVisible("#\(id): \(next)") }
                if let note = result.completion.note { printError("horizon: \(note)") }
            }
            return
        }
        // Each list is its own file, written on its own, in the order the lists are given.
        try setup.tasks.rewrite(groups.map { ($0.location, $0.references.map(\.line)) }) { document, numbers in
            let change = try document.completing(lines: numbers, on: today, holidays: holidays)
            return (change.bytes, (change.completions, document.lines.count))
        } written: { index, written in
            let (completions, lineCount) = written
            var appendedLine = lineCount
            // `done 9 9` completes line 9 once, and says so once.
            var reported: Set<Int> = []
            for reference in groups[index].references where reported.insert(reference.line).inserted {
                guard let completion = completions[reference.line] else { continue }
                printVisible("\(reference.label(reference.line)): \(completion.completedLine)")
                if let next = completion.nextLine {
                    appendedLine += 1
                    printVisible("\(reference.label(appendedLine)): \(next)")
                }
                if let note = completion.note { printError("horizon: \(note)") }
            }
        }
    }
}
