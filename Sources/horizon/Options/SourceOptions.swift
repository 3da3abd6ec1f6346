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

    /// The task source the options name: the lists, or the database (read and written through it).
    var tasks: TaskSource {
        TaskSource(
            todo: todo, done: done, sqlite: sqlite, busyTimeout: busyTimeout,
            environment: ProcessInfo.processInfo.environment, configuration: todoConfiguration)
    }

    /// The lines that line references name, by list in the order the lists are given: a plain `12` is
    /// in the first list, `work.txt:12` in the list whose file is `work.txt` under any of its names
    /// (`./work.txt`, a link to it), else in the list whose file is named `work.txt`. A line named twice
    /// (`12 todo.txt:12`, `a.txt:2 ./a.txt:2`) is one edit, reported by its first reference.
    func resolve(_ references: [LineReference], in source: TaskSource) throws -> [(location: TodoLocation, references: [LineReference])] {
        let locations = source.locations
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

    /// The line numbers (row ids with --sqlite) that resolved references name, by list.
    func lines(_ groups: [(location: TodoLocation, references: [LineReference])]) -> TaskSource.Lines {
        groups.map { ($0.location, $0.references.map(\.line)) }
    }

    /// How a command names line `number` of a group's list: `#12` (a row), else `12` or `work.txt:12`,
    /// the list spelled as the reference to line `named` spelled it (by default `number` itself).
    func label(_ number: Int, of group: (location: TodoLocation, references: [LineReference]), for named: Int? = nil) -> String {
        guard sqlite == nil else { return "#\(number)" }
        let reference = group.references.first { $0.line == (named ?? number) } ?? group.references[0]
        return reference.label(number)
    }

    /// Rewrites the lines (or rows) that `references` name and reports each as it now reads, once
    /// however often it is named, labelled `#12` (a row), `12` or `work.txt:12` (a line): a row becomes
    /// what `row` makes of its task, each list what `lines` makes of its numbered lines (with what
    /// each line became, by number), tried on every list before any is written.
    func rewrite<Made>(
        _ references: [LineReference], in tasks: TaskSource,
        row: (Task) throws -> (line: String, made: Made),
        lines edit: (TodoDocument, [Int]) throws -> (bytes: [UInt8]?, result: [Int: Made]),
        report: (String, Made) -> Void
    ) throws {
        let groups = try resolve(references, in: tasks)
        try tasks.rewrite(lines(groups), row: row, edit: edit) { list, line, made in
            report(label(line, of: groups[list]), made)
        }
    }
}
