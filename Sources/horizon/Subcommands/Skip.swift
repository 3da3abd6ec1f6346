import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon skip LINE…`: moves recurring tasks to their next occurrence without completing them (SPEC §3.6).
struct Skip: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Move recurring tasks to their next occurrence without completing them.",
        discussion: """
            The line stays one open task: due: (and t:, keeping its offset; a plan: day) moves to the date \
            done would write if the task were completed on its due date. Nothing is recorded as done, so \
            the skipped day shows as missed. A task that does not recur, and one whose next date passes \
            until:, are refused (exit 1, nothing written).
            """
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
        let config = try source.applyConfiguration()
        day.adopt(config)
        holidayFile.adopt(config)
        let holidays = try holidayFile.load(today: try day.resolvedToday())?.holidays ?? Holidays()
        if let database = source.database {
            let ids = try source.resolve(lines).flatMap(\.references).map(\.line)
            let results = try database.rewrite(ids: ids) { task in
                var task = task
                task.observe(holidays)
                return try task.skippedLine()
            }
            for result in results { printVisible("#\(result.id): \(result.line)") }
            return
        }
        let groups = try source.resolve(lines)
        try source.checkEveryList(groups) { document, numbers in _ = try document.skipping(lines: numbers, holidays: holidays) }
        for (location, references) in groups {
            let changed = try source.updateTodo(at: location) { document in
                let change = try document.skipping(lines: references.map(\.line), holidays: holidays)
                return (change.bytes, change.lines)
            }
            var reported: Set<Int> = []
            for reference in references where reported.insert(reference.line).inserted {
                if let line = changed[reference.line] { printVisible("\(reference): \(line)") }
            }
        }
    }
}
