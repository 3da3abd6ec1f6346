import ArgumentParser
import HorizonCore
import HorizonRender
import HorizonStore

/// `horizon agenda`: the 7-day view as Markdown on standard output.
struct Agenda: ParsableCommand {
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
        let config = try source.applyConfiguration()
        day.adopt(config)
        holidayFile.adopt(config)
        let today = try day.resolvedToday()
        let holidays = try holidayFile.load(today: today)?.holidays ?? Holidays()
        let planner = Planner(today: today, options: PlanOptions(missed: missed ?? config?.missed ?? .carry, holidays: holidays), parallel: .workerThreads)
        let site = SiteChoices.options(title: nil, locale: locale ?? config?.locale)
        print(SiteRenderer.agenda(planner.plan(try source.readTasks()), site: site), terminator: "")
    }
}

extension MissedPolicy: ExpressibleByArgument {}
