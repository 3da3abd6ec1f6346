import ArgumentParser
import Foundation
import HorizonCore
import HorizonFileSystem
import HorizonStore

/// Where the tasks come from, and the configuration file that may say so.
struct SourceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The configuration file (default: $HORIZON_CONFIG, else ./horizon.toml, else $XDG_CONFIG_HOME/horizon/config.toml, read when present).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("The todo.txt file (default: the configuration's todo, else $TODO_FILE, else $TODO_DIR/todo.txt, else ./todo.txt). Repeat it for several lists: each keeps its own done.txt, sources read work.txt:12, and write commands take FILE:LINE (a plain LINE is in the first list).", valueName: "file"))
    var todo: [String] = []

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
    /// whole (its `done` belongs to its `todo`). A file that cannot be read exits 3; a wrong one exits 2
    /// (``ConfigError``).
    mutating func applyConfiguration() throws(ConfigError) -> ConfigFile? {
        let environment = ProcessInfo.processInfo.environment
        guard let path = ConfigLocation.find(option: config, environment: environment, exists: { FileManager.default.fileExists(atPath: $0) }) else {
            return nil
        }
        let file = try ConfigFile.read(path: path, environment: environment)
        if todo.isEmpty, sqlite == nil {
            (todo, sqlite) = (file.todo ?? [], file.sqlite)
            done = done ?? file.done
            if file.todo != nil { todoConfiguration = path }
            if todo.count > 1, done != nil { throw .doneWithSeveralLists(path: path) }
        }
        return file
    }

    func validate() throws {
        if todo.count > 1, done != nil {
            throw ValidationError("--done names the done.txt of one list; with several --todo each list's done.txt beside it is read")
        }
        if todo.count > 1, sqlite != nil {
            throw ValidationError("--sqlite reads one database; give it without --todo")
        }
    }

    /// The database, when `--sqlite` is given.
    var database: TaskDatabase? {
        sqlite.map { TaskDatabase(path: $0, busyTimeout: busyTimeout) }
    }

    /// Reads the tasks from the database or from todo.txt and done.txt. Several lists are read one after
    /// the other, each with its done.txt, each task labelled by its list's file name (`work.txt:12`), or
    /// by the path as given when two lists share a name.
    func readTasks(labelledByPath: Bool = false, includingDone: Bool = true) throws -> TaskList {
        if let database { return try database.readTasks() }
        let locations = locations
        guard locations.count > 1 else { return try TodoFileReader.readTasks(location, labelledByPath: labelledByPath) }
        let byPath = labelledByPath || Self.namesCollide(locations)
        var list = TaskList()
        var doneRead: Set<ListIdentity> = []
        for location in locations {
            guard FileManager.default.fileExists(atPath: location.todoPath) else {
                throw StoreError.missingTodo(message: location.missingTodoMessage)
            }
            list.append(try TodoFileReader.read(path: location.todoPath, name: Self.label(location.todoPath, byPath: byPath)).readTasks(parallel: .workerThreads))
            // Lists in one folder share its done.txt: it is read once (by file, whatever its name).
            if includingDone, FileManager.default.fileExists(atPath: location.donePath), doneRead.insert(ListIdentity(path: location.donePath)).inserted {
                list.append(try TodoFileReader.read(path: location.donePath, name: Self.label(location.donePath, byPath: byPath)).readTasks(parallel: .workerThreads))
            }
        }
        return list
    }

    private static func label(_ path: String, byPath: Bool) -> String {
        byPath ? path : (path as NSString).lastPathComponent
    }

    /// Whether two different files of the lists have the same name (then they are labelled by path).
    private static func namesCollide(_ locations: [TodoLocation]) -> Bool {
        let paths = Set(locations.flatMap { [$0.todoPath, $0.donePath] }.map { ($0 as NSString).standardizingPath })
        let names = paths.map { ($0 as NSString).lastPathComponent }
        return Set(names).count < names.count
    }

    /// Changes todo.txt (or another list) through the careful writer; a missing file says where Horizon
    /// looked for it.
    func updateTodo<Result>(
        at chosen: TodoLocation? = nil, creatingIfMissing: Bool = false, _ change: (TodoDocument) throws -> (bytes: [UInt8]?, result: Result)
    ) throws -> Result {
        let location = chosen ?? location
        if let problem = PathProblem.checkBeforeWriting(location.todoPath) { throw problem }
        do {
            return try CarefulWriter(path: location.todoPath).update(creatingIfMissing: creatingIfMissing, change)
        } catch StoreError.missing(let path) where path == location.todoPath {
            throw StoreError.missingTodo(message: location.missingTodoMessage)
        }
    }

    /// The resolved location of the first (often the only) list.
    var location: TodoLocation {
        TodoLocation(todo: todo.first, done: done, environment: ProcessInfo.processInfo.environment, configuration: todoConfiguration)
    }

    /// Every list, in the order given; each has its done.txt beside it. A file given twice, under one
    /// name or two (`a.txt`, `./a.txt`, a link to it), is one list, known by the name given first: its
    /// tasks are read once (docs/commands.md, "Several lists").
    var locations: [TodoLocation] {
        guard todo.count > 1 else { return [location] }
        var seen: Set<ListIdentity> = []
        return todo.filter { seen.insert(ListIdentity(path: $0)).inserted }.map {
            TodoLocation(todo: $0, done: nil, environment: ProcessInfo.processInfo.environment, configuration: todoConfiguration)
        }
    }

    /// Tries a change on every list before any is written, so that a refusal in the second list leaves
    /// the first unchanged too (exit 1, nothing written); the writes then check each file again.
    func checkEveryList(_ groups: [(location: TodoLocation, references: [LineReference])], _ change: (TodoDocument, [Int]) throws -> Void) throws {
        guard groups.count > 1 else { return }
        for (location, references) in groups {
            try change(try Self.read(location), references.map(\.line))
        }
    }

    /// A list's todo.txt; a missing one says where Horizon looked for it.
    private static func read(_ location: TodoLocation) throws(StoreError) -> TodoDocument {
        do {
            return try TodoFileReader.read(path: location.todoPath)
        } catch {
            if case .missing(let path) = error, path == location.todoPath { throw .missingTodo(message: location.missingTodoMessage) }
            throw error
        }
    }

    /// The lines that line references name, by list in the order the lists are given: a plain `12` is
    /// in the first list, `work.txt:12` in the list whose file is `work.txt` under any of its names
    /// (`./work.txt`, a link to it), else in the list whose file is named `work.txt`. A line named twice
    /// (`12 todo.txt:12`, `a.txt:2 ./a.txt:2`) is one edit, reported by its first reference.
    func resolve(_ references: [LineReference]) throws -> [(location: TodoLocation, references: [LineReference])] {
        let locations = locations
        let identities = locations.map { ListIdentity(path: $0.todoPath) }
        var groups: [[LineReference]] = Array(repeating: [], count: locations.count)
        for reference in references {
            let position: Int
            if let file = reference.file {
                guard sqlite == nil else { throw ValidationError("\(reference) names a file, but --sqlite takes row ids") }
                guard let found = identities.firstIndex(of: ListIdentity(path: file))
                    ?? locations.firstIndex(where: { ($0.todoPath as NSString).lastPathComponent == file })
                else {
                    let names = locations.map { ($0.todoPath as NSString).lastPathComponent }.joined(separator: ", ")
                    throw ValidationError("\(file) in \(reference) is not one of the lists (\(names))")
                }
                position = found
            } else {
                position = 0
            }
            if !groups[position].contains(where: { $0.line == reference.line }) { groups[position].append(reference) }
        }
        return zip(locations, groups).filter { !$0.1.isEmpty }.map { ($0.0, $0.1) }
    }
}
