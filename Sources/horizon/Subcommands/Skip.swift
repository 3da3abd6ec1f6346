import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon skip LINE…`: moves recurring tasks to their next occurrence without completing them, or with
/// `--to-today` to their first occurrence on or after today (docs/commands.md#synopsis, "skip").
struct Skip: ParsableCommand {
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
        let config = try source.applyConfiguration()
        day.adopt(config)
        holidayFile.adopt(config)
        let today = try day.resolvedToday()
        let holidays = try holidayFile.load(today: today)?.holidays ?? Holidays()
        if toToday { return try catchUp(today: today, holidays: holidays) }
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

    /// `--to-today`: catches each task up, printing each line as it now reads with how many occurrences
    /// it skipped, or that it was not behind.
    private func catchUp(today: CivilDate, holidays: Holidays) throws {
        if let database = source.database {
            let ids = try source.resolve(lines).flatMap(\.references).map(\.line)
            var catchUps: [Int: CatchUp] = [:]
            _ = try database.rewrite(ids: ids) { task in
                var task = task
                task.observe(holidays)
                let catchUp = try task.caughtUp(today: today)
                catchUps[task.source.line] = catchUp
                return catchUp.line
            }
            var reported: Set<Int> = []
            for id in ids where reported.insert(id).inserted {
                if let catchUp = catchUps[id] { printVisible("#\(id): " + Skip.report(catchUp)) }
            }
            return
        }
        let groups = try source.resolve(lines)
        try source.checkEveryList(groups) { document, numbers in _ = try document.catchingUp(lines: numbers, today: today, holidays: holidays) }
        for (location, references) in groups {
            let catchUps = try source.updateTodo(at: location) { document in
                let change = try document.catchingUp(lines: references.map(\.line), today: today, holidays: holidays)
                return (change.bytes, change.catchUps)
            }
            var reported: Set<Int> = []
            for reference in references where reported.insert(reference.line).inserted {
                if let catchUp = catchUps[reference.line] { printVisible("\(reference): " + Skip.report(catchUp)) }
            }
        }
    }

    /// `Take pills rec:+1d due:2026-12-05 (17 occurrences skipped)`, or the line and that it was not behind.
    static func report(_ catchUp: CatchUp) -> String {
        guard catchUp.isBehind else { return catchUp.line + " (not behind: left as it is)" }
        return catchUp.line + " (\(catchUp.skipped) occurrence\(catchUp.skipped == 1 ? "" : "s") skipped)"
    }
}
