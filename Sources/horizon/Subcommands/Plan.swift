import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon plan LINE… PERIOD`: moves tasks between a day, a week, a month and a year (docs/todotxt.md#moving-and-skipping).
struct Plan: TaskCommand {
    static let configuration = CommandConfiguration(
        abstract: "Plan tasks for a day, week, month or year (rewrites plan: only, never due:).",
        discussion: """
            PERIOD is a day (2026-11-27, today, tomorrow, mon…sun = the next such day, never today), \
            a week (2026-W49, this-week, next-week), a month (2026-12, this-month, next-month), a year \
            (2027), or none to remove the plan. A period that ended before today and a done line are \
            refused (exit 1, nothing written). Example: horizon plan 4 7 next-week --show day,week
            """
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions

    @Option(name: .long, help: ArgumentHelp("Also set show: to these levels (comma list of day, week, month, year).", valueName: "levels"))
    var show: String?

    @Argument(help: ArgumentHelp("Line numbers (1-based as todo.sh counts them; FILE:LINE in another list than the first; row ids with --sqlite), then the period.", valueName: "line… period"))
    var words: [String] = []

    func validate() throws {
        guard words.count >= 2 else { throw ValidationError("give at least one line number and then the period") }
        _ = try lineNumbers()
        if let show, ShowLevels(tagValue: show) == nil {
            throw ValidationError("--show \(show) is not a comma list of day, week, month, year")
        }
    }

    private func lineNumbers() throws -> [LineReference] {
        try words.dropLast().map { word in
            guard let reference = LineReference(argument: word) else {
                throw ValidationError("\(word) is not a line number, 1-based, or FILE:LINE (the period goes last: horizon plan LINE… PERIOD)")
            }
            return reference
        }
    }

    mutating func run() throws {
        let setup = try configure()
        let today = setup.today
        guard let periodWord = words.last, let target = PlanTarget(periodWord, today: today) else {
            throw ValidationError("\(words.last ?? "") is not a period: give \(PlanTarget.forms)")
        }
        let levels = show.flatMap { ShowLevels(tagValue: $0) }
        let note = Plan.note(target, levels)
        let groups = try source.resolve(try lineNumbers(), in: setup.tasks)
        try setup.tasks.replan(source.lines(groups), to: target, show: levels, today: today) { list, line, text in
            printVisible("\(source.label(line, of: groups[list])): \(text) (\(note))")
        }
    }

    /// "planned for 2026-W49", "not planned", with the levels that list it when they were set.
    private static func note(_ target: PlanTarget, _ levels: ShowLevels?) -> String {
        let planned = switch target {
        case .period(let period): "planned for \(period)"
        case .none: "not planned"
        }
        return levels.map { planned + ", shown on \($0.tagValue.replacingOccurrences(of: ",", with: ", "))" } ?? planned
    }
}
