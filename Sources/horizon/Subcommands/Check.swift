import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon check`: every diagnostic as FILE:LINE:COL: message.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print every problem in the todo.txt file as FILE:LINE:COL: message; exit 1 if there is any."
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions

    func run() throws {
        let location = source.location
        let list: TaskList
        do {
            // Named by the path as given, so that editors can jump to FILE:LINE:COL.
            var read = try TodoFileReader.read(path: location.todoPath, name: location.todoPath).readTasks()
            if let done = try? TodoFileReader.read(path: location.donePath, name: location.donePath) {
                read.append(done.readTasks())
            }
            list = read
        } catch {
            throw ioFailure(error)
        }
        let plan = Planner(today: try day.resolvedToday()).plan(list)
        for diagnostic in plan.diagnostics {
            print(diagnostic.description)
        }
        if !plan.diagnostics.isEmpty { throw ExitCode(1) }
    }
}
