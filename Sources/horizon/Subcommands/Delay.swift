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

    @Argument(help: ArgumentHelp("The line number, 1-based.", valueName: "line"))
    var line: Int

    mutating func run() throws {
        day.adopt(try source.applyConfiguration())
        let today = try day.resolvedToday()
        if let database = source.database {
            let newLine = try performWrite { try database.delay(id: line, today: today) }
            printVisible("#\(line): \(newLine)")
            return
        }
        let newLine = try performWrite {
            try source.updateTodo { document in
                let change = try document.delaying(line: line, today: today)
                return (change.bytes, change.line)
            }
        }
        printVisible("\(line): \(newLine)")
    }
}
