import ArgumentParser
import Foundation
import HorizonCore
import HorizonStore

/// `horizon import`: todo.txt → SQLite.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Copy a todo.txt file (and its done.txt, as archived rows) into an SQLite database (created or migrated). Replaces its tasks unless --merge."
    )

    @Option(name: .long, help: ArgumentHelp("The todo.txt file to read.", valueName: "file"))
    var todo: String

    @Option(name: .long, help: ArgumentHelp("The done.txt file to read (default: done.txt beside todo.txt, when present).", valueName: "file"))
    var done: String?

    @Option(name: .long, help: ArgumentHelp("The database to create or update.", valueName: "db"))
    var sqlite: String

    @Flag(name: .long, help: "Append only the lines the database does not hold yet, instead of replacing its tasks.")
    var merge = false

    @Option(name: .long, help: ArgumentHelp("Seconds to wait for another program's lock on the database.", valueName: "seconds"))
    var busyTimeout: Double = 5

    func run() throws {
        let location = TodoLocation(todo: todo, done: done, environment: [:])
        let document = try TodoFileReader.read(path: todo)
        let doneDocument = location.doneIsExplicit || FileManager.default.fileExists(atPath: location.donePath)
            ? try TodoFileReader.read(path: location.donePath) : nil
        let count = try TaskDatabase(path: sqlite, busyTimeout: busyTimeout).importFile(document, done: doneDocument, mode: merge ? .merge : .replace)
        print("\(sqlite): \(count) line\(count == 1 ? "" : "s")")
    }
}
