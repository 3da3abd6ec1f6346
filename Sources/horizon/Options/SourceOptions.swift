import ArgumentParser
import Foundation
import HorizonCore
import HorizonStore

/// Where the tasks come from.
struct SourceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The todo.txt file (default: $TODO_FILE, else $TODO_DIR/todo.txt, else ./todo.txt).", valueName: "file"))
    var todo: String?

    @Option(name: .long, help: ArgumentHelp("The done.txt file (default: done.txt beside todo.txt, read when present; one given here must exist).", valueName: "file"))
    var done: String?

    @Option(name: .long, help: ArgumentHelp("Read (and write) tasks in this SQLite database instead of todo.txt.", valueName: "db"))
    var sqlite: String?

    @Option(name: .long, help: ArgumentHelp("Seconds to wait for another program's lock on the database.", valueName: "seconds"))
    var busyTimeout: Double = 5

    /// The database, when `--sqlite` is given.
    var database: TaskDatabase? {
        sqlite.map { TaskDatabase(path: $0, busyTimeout: busyTimeout) }
    }

    /// Reads the tasks from the database or from todo.txt and done.txt; unreadable input exits 3.
    func readTasks() throws -> TaskList {
        do {
            if let database { return try database.readTasks() }
            return try TodoFileReader.readTasks(location)
        } catch {
            throw ioFailure(error)
        }
    }

    /// Changes todo.txt through the careful writer; a missing file says where Horizon looked for it.
    func updateTodo<Result>(
        creatingIfMissing: Bool = false, _ change: (TodoDocument) throws -> (bytes: [UInt8]?, result: Result)
    ) throws -> Result {
        let location = location
        do {
            return try CarefulWriter(path: location.todoPath).update(creatingIfMissing: creatingIfMissing, change)
        } catch StoreError.missing(let path) where path == location.todoPath {
            throw StoreError.missingTodo(message: location.missingTodoMessage)
        }
    }

    /// The resolved locations.
    var location: TodoLocation {
        TodoLocation(todo: todo, done: done, environment: ProcessInfo.processInfo.environment)
    }
}
