import ArgumentParser
import HorizonCore
import HorizonRender
import HorizonStore

/// `horizon agenda`: the 7-day view as Markdown on standard output.
struct Agenda: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the 7-day view as Markdown.")

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions

    @Option(name: .long, help: ArgumentHelp("Plans whose period has passed: carry (to Today) or drop (default: the configuration's missed, else carry).", valueName: "carry|drop"))
    var missed: MissedPolicy?

    mutating func run() throws {
        let config = try source.applyConfiguration()
        day.adopt(config)
        let planner = Planner(today: try day.resolvedToday(), options: PlanOptions(missed: missed ?? config?.missed ?? .carry))
        print(SiteRenderer.agenda(planner.plan(try source.readTasks())), terminator: "")
    }
}

extension MissedPolicy: ExpressibleByArgument {}
