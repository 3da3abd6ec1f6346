import ArgumentParser
import Foundation
import HorizonCore
import HorizonStore

/// Where the tasks come from, and the configuration file that may say so.
struct SourceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The configuration file (default: $HORIZON_CONFIG, else ./horizon.toml, else $XDG_CONFIG_HOME/horizon/config.toml, read when present).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("The todo.txt file (default: the configuration's todo, else $TODO_FILE, else $TODO_DIR/todo.txt, else ./todo.txt).", valueName: "file"))
    var todo: String?

    @Option(name: .long, help: ArgumentHelp("The done.txt file (default: done.txt beside todo.txt, read when present; one given here must exist).", valueName: "file"))
    var done: String?

    @Option(name: .long, help: ArgumentHelp("Read (and write) tasks in this SQLite database instead of todo.txt.", valueName: "db"))
    var sqlite: String?

    @Option(name: .long, help: ArgumentHelp("Seconds to wait for another program's lock on the database.", valueName: "seconds"))
    var busyTimeout: Double = 5

    /// The configuration file that named `todo`, for the message when it is missing.
    private var todoConfiguration: String?

    /// Reads the configuration file that applies, if any, and takes its `todo`, `done` and `sqlite` where
    /// the command line names no source: a `--todo` or `--sqlite` given replaces the file's source as a
    /// whole (its `done` belongs to its `todo`). A file that cannot be read exits 3; a wrong one exits 2.
    mutating func applyConfiguration() throws -> ConfigFile? {
        let environment = ProcessInfo.processInfo.environment
        guard let path = ConfigLocation.find(option: config, environment: environment, exists: { FileManager.default.fileExists(atPath: $0) }) else {
            return nil
        }
        let file: ConfigFile
        do {
            file = try ConfigFile.read(path: path, environment: environment)
        } catch {
            printError(error.description)
            switch error {
            case .unreadable: throw ExitCode(3)
            case .invalid: throw ExitCode(2)
            }
        }
        if todo == nil, sqlite == nil {
            (todo, sqlite) = (file.todo, file.sqlite)
            done = done ?? file.done
            if file.todo != nil { todoConfiguration = path }
        }
        return file
    }

    /// The database, when `--sqlite` is given.
    var database: TaskDatabase? {
        sqlite.map { TaskDatabase(path: $0, busyTimeout: busyTimeout) }
    }

    /// Reads the tasks from the database or from todo.txt and done.txt; unreadable input exits 3.
    func readTasks() throws -> TaskList {
        do {
            return try readTasksReportingNothing()
        } catch {
            throw ioFailure(error)
        }
    }

    /// Reads the tasks, throwing what stops it as it is (`build --watch` retries before it reports).
    func readTasksReportingNothing() throws -> TaskList {
        if let database { return try database.readTasks() }
        return try TodoFileReader.readTasks(location)
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
        TodoLocation(todo: todo, done: done, environment: ProcessInfo.processInfo.environment, configuration: todoConfiguration)
    }
}
