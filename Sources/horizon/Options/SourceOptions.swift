import ArgumentParser
import Foundation
import HorizonStore

/// Where the tasks come from.
struct SourceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The todo.txt file (default: $TODO_FILE, else $TODO_DIR/todo.txt, else ./todo.txt).", valueName: "file"))
    var todo: String?

    @Option(name: .long, help: ArgumentHelp("The done.txt file (default: done.txt beside todo.txt; read when present).", valueName: "file"))
    var done: String?

    /// The resolved locations.
    var location: TodoLocation {
        TodoLocation(todo: todo, done: done, environment: ProcessInfo.processInfo.environment)
    }
}
