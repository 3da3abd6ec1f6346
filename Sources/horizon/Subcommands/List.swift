import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon list [TERM…]`: the todo.sh `ls` habit — open tasks with the numbers `done` and `delay` take.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List open tasks with their line numbers (row ids with --sqlite), as todo.sh ls does.",
        discussion: """
            Terms select tasks; all must match, case-insensitive: a word matches a task whose line \
            contains it, +project and @context a task with that project or context, and -term \
            (after -- or among the terms) leaves out what term would match. Sorted by priority, \
            then line. An overdue strict routine (rec:+…) ends with how many occurrences it is behind \
            and how to catch up: (17 behind: horizon skip 3 --to-today). Example: horizon list +work -@phone call
            """,
        aliases: ["ls"]
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions
    @OptionGroup var holidayFile: HolidayOptions

    @Flag(name: .long, help: "Also list done and hidden (h:1) lines.")
    var all = false

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Words, +project, @context; -term to exclude.", valueName: "term"))
    var terms: [String] = []

    mutating func run() throws {
        let config = try source.applyConfiguration()
        day.adopt(config)
        holidayFile.adopt(config)
        let today = try day.resolvedToday()
        let holidays = try holidayFile.load(today: today)?.holidays ?? Holidays()
        // Only the task list: done.txt's lines have no number that `done` takes.
        let tasks = try readTaskList()
        let listing = TaskListing(tasks, scope: all ? .all : .open, filter: TaskFilter(terms: List.searchTerms(terms)))
        // With several lists, a line of another list than the first is numbered FILE:LINE, as done takes it.
        let first = tasks.first?.source.file
        let width = String(tasks.filter { $0.source.file == first }.map(\.source.line).max() ?? 0).count
        for task in listing.shown {
            let number = String(task.source.line)
            let label = task.source.file == first || source.sqlite != nil
                ? String(repeating: "0", count: max(0, width - number.count)) + number : "\(task.source.file):\(number)"
            printVisible(label + " " + task.line + List.behindNote(task, label: label, today: today, holidays: holidays))
        }
        print("--")
        print("TODO: \(listing.shown.count) of \(listing.total) tasks shown")
    }

    /// For an overdue strict routine, how far behind it is and how to catch up (docs/commands.md#synopsis,
    /// "list"): ` (17 behind: horizon skip 3 --to-today)`; empty for every other task.
    static func behindNote(_ task: Task, label: String, today: CivilDate, holidays: Holidays) -> String {
        var task = task
        task.observe(holidays)
        guard let behind = task.occurrencesBehind(today: today) else { return "" }
        let number = label.drop { $0 == "0" && label.contains(where: { $0 != "0" }) }
        return " (\(behind) behind: horizon skip \(number) --to-today)"
    }

    /// The terms to match: the arguments without the first `--`, which only ends the options (the parser
    /// passes it on with the unrecognized words), so `horizon list -- --all` searches for `--all`.
    static func searchTerms(_ arguments: [String]) -> [String] {
        guard let end = arguments.firstIndex(of: "--") else { return arguments }
        var terms = arguments
        terms.remove(at: end)
        return terms
    }

    private func readTaskList() throws -> [Task] {
        do {
            if let database = source.database { return try database.readTasks(includingArchive: false).tasks }
            guard source.locations.count > 1 else { return try TodoFileReader.read(path: source.location.todoPath).readTasks(parallel: .workerThreads).tasks }
            // Every list, without the done.txt files (their lines have no number to act on).
            return try source.readTasks(includingDone: false).tasks
        } catch StoreError.missing {
            throw StoreError.missingTodo(message: source.location.missingTodoMessage)
        }
    }
}
