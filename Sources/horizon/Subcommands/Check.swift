import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon check`: every diagnostic as FILE:LINE:COL: message, then hints (which do not fail the check).
struct Check: TaskCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print every problem in the task list as FILE:LINE:COL: message; exit 1 if there is any."
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions
    @OptionGroup var holidayFile: HolidayOptions

    mutating func run() throws {
        let setup = try configure(holidays: \.holidayFile)
        // Files are named by their path as given, so that editors can jump to FILE:LINE:COL.
        var tasks = try setup.tasks.read(labelledByPath: true)
        let holidays = try setup.holidayFile()
        tasks.diagnostics.append(contentsOf: holidays?.diagnostics ?? [])
        let plan = Planner(today: setup.today, options: PlanOptions(holidays: holidays?.holidays ?? Holidays()), parallel: .workerThreads).plan(tasks)
        for diagnostic in plan.diagnostics {
            printVisible(diagnostic.description)
        }
        for hint in CheckHints(zone: try day.namedZone(), today: setup.today).hints(tasks.tasks) {
            printVisible(hint.description)
        }
        if !plan.diagnostics.isEmpty { throw DiagnosticsFound() }
    }
}
