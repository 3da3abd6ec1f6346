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
        let holidays = try setup.holidays()
        let groups = try source.resolve(lines, in: setup.tasks)
        try setup.tasks.complete(source.lines(groups), on: setup.today, holidays: holidays) { index, completed in
            for done in completed {
                printVisible("\(source.label(done.line, of: groups[index])): \(done.completion.completedLine)")
                if let next = done.completion.nextLine, let number = done.next { printVisible("\(source.label(number, of: groups[index], for: done.line)): \(next)") }
                if let note = done.completion.note { printError("horizon: \(note)") }
            }
        }
    }
}
