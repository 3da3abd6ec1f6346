import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon check`: every diagnostic as FILE:LINE:COL: message, then hints (which do not fail the check).
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print every problem in the task list as FILE:LINE:COL: message; exit 1 if there is any."
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions

    mutating func run() throws {
        day.adopt(try source.applyConfiguration())
        let tasks = try readTasks()
        let today = try day.resolvedToday()
        let plan = Planner(today: today).plan(tasks)
        for diagnostic in plan.diagnostics {
            printVisible(diagnostic.description)
        }
        for hint in CheckHints(zone: try day.namedZone(), today: today).hints(tasks.tasks) {
            printVisible(hint.description)
        }
        if !plan.diagnostics.isEmpty { throw ExitCode(1) }
    }

    /// Files are named by their path as given, so that editors can jump to FILE:LINE:COL.
    private func readTasks() throws -> TaskList {
        if source.sqlite != nil { return try source.readTasks() }
        do {
            return try TodoFileReader.readTasks(source.location, labelledByPath: true)
        } catch {
            throw ioFailure(error)
        }
    }
}
