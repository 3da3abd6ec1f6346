import Foundation
import HorizonCore
import HorizonFileSystem

/// Where a command's tasks are — one todo.txt, several lists, or an SQLite database — and what is done
/// with them there: read, rewrite lines through the careful writer, archive. Every command reads and
/// writes through one of these (docs/architecture.md#modules; several lists: docs/commands.md).
package struct TaskSource: Sendable {
    /// Every list, in the order given, each with its done.txt beside it; the first is the list a plain
    /// line number names. A file given twice, under one name or two (`a.txt`, `./a.txt`, a link to it),
    /// is one list, known by the name given first.
    package let locations: [TodoLocation]
    /// The database, when the tasks are in SQLite (then the lists are not read).
    package let database: TaskDatabase?

    /// A source of these lists, or of the database when one is given.
    package init(locations: [TodoLocation], database: TaskDatabase? = nil) {
        precondition(!locations.isEmpty, "a task source has at least one list")
        self.locations = locations
        self.database = database
    }

    /// The source the options name: `todo` (several paths for several lists; none for todo.sh's
    /// defaults from `environment`), `done` (the first list's done.txt), or the `sqlite` database.
    /// `configuration` is the configuration file that named `todo`, for the message when it is missing.
    package init(
        todo: [String], done: String?, sqlite: String?, busyTimeout: Double,
        environment: [String: String], configuration: String? = nil
    ) {
        let first = TodoLocation(todo: todo.first, done: done, environment: environment, configuration: configuration)
        var seen: Set<ListIdentity> = []
        let locations = todo.count > 1
            ? todo.filter { seen.insert(ListIdentity(path: $0)).inserted }.map {
                TodoLocation(todo: $0, done: nil, environment: environment, configuration: configuration)
            }
            : [first]
        self.init(locations: locations, database: sqlite.map { TaskDatabase(path: $0, busyTimeout: busyTimeout) })
    }

    /// The first (often the only) list.
    package var location: TodoLocation { locations[0] }

    /// Reads the tasks from the database, or from every list and its done.txt. Several lists are read
    /// one after the other, each task labelled by its list's file name (`work.txt:12`), or by the path
    /// as given when two files share a name or `labelledByPath`. Without `includingDone`, only the
    /// lines a command can name by number: no done.txt, no archived rows.
    package func read(labelledByPath: Bool = false, includingDone: Bool = true) throws -> TaskList {
        if let database { return try database.readTasks(includingArchive: includingDone) }
        guard locations.count > 1 else { return try Self.read(location, labelledByPath: labelledByPath, includingDone: includingDone) }
        let byPath = labelledByPath || Self.namesCollide(locations)
        var list = TaskList()
        var doneRead: Set<ListIdentity> = []
        for location in locations {
            guard FileManager.default.fileExists(atPath: location.todoPath) else { throw location.missingTodo }
            list.append(try TodoFileReader.read(path: location.todoPath, name: Self.label(location.todoPath, byPath: byPath)).readTasks(parallel: .workerThreads))
            // Lists in one folder share its done.txt: it is read once (by file, whatever its name).
            if includingDone, FileManager.default.fileExists(atPath: location.donePath), doneRead.insert(ListIdentity(path: location.donePath)).inserted {
                list.append(try TodoFileReader.read(path: location.donePath, name: Self.label(location.donePath, byPath: byPath)).readTasks(parallel: .workerThreads))
            }
        }
        return list
    }

    /// One list: its todo.txt, then its done.txt when present in any form (a dangling link or a FIFO is
    /// reported, not skipped), or always when the user named it.
    private static func read(_ location: TodoLocation, labelledByPath: Bool, includingDone: Bool) throws -> TaskList {
        var list = try location.explainingMissingTodo {
            try TodoFileReader.read(path: location.todoPath, name: labelledByPath ? location.todoPath : nil)
        }.readTasks(parallel: .workerThreads)
        var link = stat()
        if includingDone, location.doneIsExplicit || lstat(location.donePath, &link) == 0 {
            list.append(try TodoFileReader.read(path: location.donePath, name: labelledByPath ? location.donePath : nil).readTasks(parallel: .workerThreads))
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

    /// Changes lines of several lists, each list's todo.txt through the careful writer in the order
    /// given. `change` is first tried on every list, so that a refusal in the second list leaves the
    /// first unchanged too (exit 1, nothing written); the writes then check each file again. `written`
    /// is told each list's result (by its index in `lines`) as soon as that list is written.
    package func rewrite<Result>(
        _ lines: [(location: TodoLocation, lines: [Int])],
        _ change: (TodoDocument, [Int]) throws -> (bytes: [UInt8]?, result: Result),
        written: (Int, Result) throws -> Void
    ) throws {
        if lines.count > 1 {
            for (location, numbers) in lines {
                _ = try change(try location.explainingMissingTodo { try TodoFileReader.read(path: location.todoPath) }, numbers)
            }
        }
        for (index, (location, numbers)) in lines.enumerated() {
            try written(index, try rewrite(location) { try change($0, numbers) })
        }
    }

    /// Changes one list's todo.txt (the first unless `location` says another) through the careful
    /// writer; `creatingIfMissing` for `add`'s first run, as todo.sh does.
    package func rewrite<Result>(
        _ location: TodoLocation? = nil, creatingIfMissing: Bool = false,
        _ change: (TodoDocument) throws -> (bytes: [UInt8]?, result: Result)
    ) throws -> Result {
        let location = location ?? self.location
        if let problem = PathProblem.checkBeforeWriting(location.todoPath) { throw problem }
        return try location.explainingMissingTodo {
            try CarefulWriter(path: location.todoPath).update(creatingIfMissing: creatingIfMissing, change)
        }
    }

    /// What `archive` moved.
    package enum Archived: Sendable {
        /// The database's completed rows, now archived.
        case rows([(id: Int, line: String)])
        /// The first list's completed lines, now at the end of its done.txt.
        case lines(TodoArchive.Moved)
    }

    /// Moves the completed tasks out of the list: in the database, marks completed rows archived; else
    /// moves the first list's completed lines to the end of its done.txt (created if missing, unless the
    /// user named it) by ``TodoArchive``'s crash-safe move. A move killed between its two writes throws
    /// ``TodoArchive/Interrupted``.
    package func archive() throws -> Archived {
        if let database { return .rows(try database.archiveCompleted()) }
        if location.doneIsExplicit, !FileManager.default.fileExists(atPath: location.donePath) {
            throw StoreError.missing(path: location.donePath)
        }
        if !FileManager.default.fileExists(atPath: location.todoPath) { throw location.missingTodo }
        // A FIFO would make the writer wait forever for a writer of its own.
        for path in [location.todoPath, location.donePath] {
            if let problem = PathProblem.checkBeforeWriting(path) { throw problem }
        }
        return .lines(try TodoArchive.move(todoPath: location.todoPath, donePath: location.donePath))
    }
}
