import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon import`: todo.txt → SQLite.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Copy a todo.txt file into an SQLite database (created or migrated). Replaces its tasks unless --merge."
    )

    @Option(name: .long, help: ArgumentHelp("The todo.txt file to read.", valueName: "file"))
    var todo: String

    @Option(name: .long, help: ArgumentHelp("The database to create or update.", valueName: "db"))
    var sqlite: String

    @Flag(name: .long, help: "Append only the lines the database does not hold yet, instead of replacing its tasks.")
    var merge = false

    @Option(name: .long, help: ArgumentHelp("Seconds to wait for another program's lock on the database.", valueName: "seconds"))
    var busyTimeout: Double = 5

    func run() throws {
        let count = try performWrite {
            let document = try TodoFileReader.read(path: todo)
            return try TaskDatabase(path: sqlite, busyTimeout: busyTimeout).importFile(document, mode: merge ? .merge : .replace)
        }
        print("\(sqlite): \(count) line\(count == 1 ? "" : "s")")
    }
}

/// `horizon export`: SQLite → todo.txt, through the careful writer.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the tasks of an SQLite database to a todo.txt file (replacing it safely)."
    )

    @Option(name: .long, help: ArgumentHelp("The database to read.", valueName: "db"))
    var sqlite: String

    @Option(name: .long, help: ArgumentHelp("The todo.txt file to write.", valueName: "file"))
    var todo: String

    @Option(name: .long, help: ArgumentHelp("Seconds to wait for another program's lock on the database.", valueName: "seconds"))
    var busyTimeout: Double = 5

    func run() throws {
        try performWrite {
            let bytes = try TaskDatabase(path: sqlite, busyTimeout: busyTimeout).exportBytes()
            try CarefulWriter(path: todo).replace(with: bytes)
        }
        print("\(todo): written")
    }
}
