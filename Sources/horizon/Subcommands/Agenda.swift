import ArgumentParser
import HorizonCore
import HorizonRender
import HorizonStore

/// `horizon agenda`: the 7-day view as Markdown on standard output.
struct Agenda: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the 7-day view as Markdown.")

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions

    @Option(name: .long, help: ArgumentHelp("Plans whose day, week, month or year has passed: carry (to Today) or drop.", valueName: "carry|drop"))
    var missed: MissedPolicy = .carry

    func run() throws {
        let planner = Planner(today: try day.resolvedToday(), options: PlanOptions(missed: missed))
        print(SiteRenderer.agenda(planner.plan(try source.readTasks())), terminator: "")
    }
}

extension MissedPolicy: ExpressibleByArgument {}
