import ArgumentParser
import Foundation
import HorizonCore
import HorizonStore

/// `horizon export`: SQLite → todo.txt, through the careful writer.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the tasks of an SQLite database to a todo.txt file, and its archived rows to done.txt (replacing them safely)."
    )

    @Option(name: .long, help: ArgumentHelp("The database to read.", valueName: "db"))
    var sqlite: String

    @Option(name: .long, help: ArgumentHelp("The todo.txt file to write.", valueName: "file"))
    var todo: String

    @Option(name: .long, help: ArgumentHelp("The done.txt file to write when the database has archived rows (default: done.txt beside todo.txt).", valueName: "file"))
    var done: String?

    @Option(name: .long, help: ArgumentHelp("Seconds to wait for another program's lock on the database.", valueName: "seconds"))
    var busyTimeout: Double = 5

    func run() throws {
        let location = TodoLocation(todo: todo, done: done, environment: [:])
        let database = TaskDatabase(path: sqlite, busyTimeout: busyTimeout)
        let bytes = try database.exportBytes()
        let doneBytes = try database.exportDoneBytes()
        for path in [todo, location.donePath] {
            if let problem = PathProblem.checkBeforeWriting(path) { throw problem }
        }
        try CarefulWriter(path: todo).replace(with: bytes)
        if let doneBytes { try CarefulWriter(path: location.donePath).replace(with: doneBytes) }
        print("\(todo): written")
        if doneBytes != nil { print("\(location.donePath): written") }
    }
}
