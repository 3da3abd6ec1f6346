import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon delay LINE`: moves a day-planned task to the next day, once.
struct Delay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Move a day-planned task (its plan: day, else its due: date) to the next day and mark it delayed:1; only once."
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions

    @Argument(help: ArgumentHelp("The line number, 1-based (FILE:LINE in another list than the first).", valueName: "line"))
    var line: LineReference

    mutating func run() throws {
        day.adopt(try source.applyConfiguration())
        let today = try day.resolvedToday()
        if let database = source.database {
            _ = try source.resolve([line])
            let newLine = try database.delay(id: line.line, today: today)
            printVisible("#\(line.line): \(newLine)")
            return
        }
        guard let location = try source.resolve([line]).first?.location else { return }
        let newLine = try source.updateTodo(at: location) { document in
            let change = try document.delaying(line: line.line, today: today)
            return (change.bytes, change.line)
        }
        printVisible("\(line): \(newLine)")
    }
}
