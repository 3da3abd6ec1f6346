import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon delay LINE`: moves a day-planned task to the next day, once.
struct Delay: TaskCommand {
    static let configuration = CommandConfiguration(
        abstract: "Move a day-planned task (its plan: day, else its due: date) to the next day and mark it delayed:1; only once."
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions

    @Argument(help: ArgumentHelp("The line number, 1-based (FILE:LINE in another list than the first).", valueName: "line"))
    var line: LineReference

    mutating func run() throws {
        let setup = try configure()
        guard let group = try source.resolve([line], in: setup.tasks).first else { return }
        let newLine = try setup.tasks.delay(line: line.line, in: group.location, today: setup.today)
        printVisible("\(source.label(line.line, of: group)): \(newLine)")
    }
}
