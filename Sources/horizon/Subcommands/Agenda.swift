import ArgumentParser
import HorizonCore
import HorizonRender
import HorizonStore

/// `horizon agenda`: the 7-day view as Markdown on standard output.
struct Agenda: TaskCommand {
    static let configuration = CommandConfiguration(abstract: "Print the 7-day view as Markdown.")

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions
    @OptionGroup var holidayFile: HolidayOptions

    @Option(name: .long, help: ArgumentHelp("Plans whose day, week, month or year has passed: carry (to Today) or drop (default: the configuration's missed, else carry).", valueName: "carry|drop"))
    var missed: MissedPolicy?

    @Option(name: .long, help: ArgumentHelp("Day and month names and date order, from a locale such as de_DE (default: the configuration's locale, else English).", valueName: "id"))
    var locale: String?

    func validate() throws {
        try SiteChoices.validate(title: nil, locale: locale)
    }

    mutating func run() throws {
        let setup = try configure(holidays: \.holidayFile)
        let planner = Planner(today: setup.today, options: PlanOptions(missed: missed ?? setup.config?.missed ?? .carry, holidays: try setup.holidays()), parallel: .workerThreads)
        let site = SiteChoices.options(title: nil, locale: locale ?? setup.config?.locale)
        print(SiteRenderer.agenda(planner.plan(try setup.tasks.read()), site: site), terminator: "")
    }
}

extension MissedPolicy: ExpressibleByArgument {}
