import ArgumentParser

/// The `horizon` command: a planner built from a todo.txt file.
struct HorizonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "horizon",
        abstract: "Turn a todo.txt file into a 7-day, 6-week and 6-month planner of HTML and Markdown pages.",
        subcommands: [Build.self, Check.self, Agenda.self, Done.self, Add.self, Delay.self, Import.self, Export.self],
        defaultSubcommand: nil
    )
}
