import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon skip LINE…`: moves recurring tasks to their next occurrence without completing them, or with
/// `--to-today` to their first occurrence on or after today (docs/commands.md#synopsis, "skip").
struct Skip: TaskCommand {
    static let configuration = CommandConfiguration(
        abstract: "Move recurring tasks to their next occurrence without completing them.",
        discussion: """
            The line stays one open task: due: (and t:, keeping its offset; a plan: day) moves to the date \
            done would write if the task were completed on its due date. Nothing is recorded as done, so \
            the skipped day shows as missed. A task that does not recur, and one whose next date passes \
            until:, are refused (exit 1, nothing written). With --to-today a task behind catches up: it \
            moves to its first occurrence on or after today, every missed occurrence skipped at once; a \
            task already on or after today is left as it is, and said so (exit 0).
            """
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions
    @OptionGroup var holidayFile: HolidayOptions

    @Flag(name: .customLong("to-today"), help: "Move each task to its first occurrence on or after today (--today), skipping every missed occurrence at once.")
    var toToday = false

    @Argument(help: ArgumentHelp("Line numbers, 1-based as todo.sh counts them (row ids with --sqlite); FILE:LINE in another list than the first.", valueName: "line"))
    var lines: [LineReference]

    func validate() throws {
        guard !lines.isEmpty else { throw ValidationError("give at least one line number") }
    }

    mutating func run() throws {
        let setup = try configure(holidays: \.holidayFile)
        let (today, holidays) = (setup.today, try setup.holidays())
        let groups = try source.resolve(lines, in: setup.tasks)
        if toToday {
            // Each task catches up: the line as it now reads, with how many occurrences it skipped.
            return try setup.tasks.catchUp(source.lines(groups), today: today, holidays: holidays) { list, line, catchUp in
                printVisible("\(source.label(line, of: groups[list])): " + Skip.report(catchUp))
            }
        }
        try setup.tasks.skip(source.lines(groups), holidays: holidays) { list, line, text in
            printVisible("\(source.label(line, of: groups[list])): \(text)")
        }
    }

    /// `Take pills rec:+1d due:2026-12-05 (17 occurrences skipped)`, or the line and that it was not behind.
    static func report(_ catchUp: CatchUp) -> String {
        guard catchUp.isBehind else { return catchUp.line + " (not behind: left as it is)" }
        return catchUp.line + " (\(catchUp.skipped) occurrence\(catchUp.skipped == 1 ? "" : "s") skipped)"
    }
}
