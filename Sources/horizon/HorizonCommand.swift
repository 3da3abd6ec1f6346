import ArgumentParser

/// The `horizon` command: a planner built from a todo.txt file.
struct HorizonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "horizon",
        abstract: "Turn a todo.txt file into a 7-day, 6-week and 6-month planner: HTML and Markdown pages, plan.json, and the plan.ics and tasks.ics calendar feeds.",
        discussion: """
            Settings come from the command line, else from a configuration file (--config FILE, else \
            $HORIZON_CONFIG, else ./horizon.toml, else $XDG_CONFIG_HOME/horizon/config.toml), else from \
            $TODO_FILE / $TODO_DIR and the defaults. Shell completions: \
            horizon --generate-completion-script bash|zsh|fish.

            Exit status: 0 done; 1 check (or build --strict) found diagnostics, or a change was refused \
            for what the task says (nothing written); 2 usage (a wrong option, date, zone or \
            configuration); 3 input/output (a file that cannot be read or written, a lock held too long, \
            a file another program changed meanwhile) or any error Horizon did not foresee.
            """,
        version: HorizonVersion.current,
        subcommands: [
            Build.self, Check.self, Agenda.self, List.self, Done.self, Add.self, Delay.self, Plan.self, Skip.self, Archive.self,
            Import.self, Export.self, Version.self,
        ],
        defaultSubcommand: nil
    )
}
