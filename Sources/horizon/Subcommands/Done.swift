import ArgumentParser
import HorizonCore
import HorizonStore

/// `horizon done LINE…`: completes tasks; recurring ones get their next instance appended.
struct Done: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Mark tasks done by line number; a recurring task gets its next instance appended."
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions

    @Argument(help: ArgumentHelp("Line numbers, 1-based as todo.sh counts them (row ids with --sqlite).", valueName: "line"))
    var lines: [Int]

    func validate() throws {
        guard !lines.isEmpty else { throw ValidationError("give at least one line number") }
        if let bad = lines.first(where: { $0 < 1 }) { throw ValidationError("line \(bad) is not a line number (they start at 1)") }
    }

    func run() throws {
        let today = try day.resolvedToday()
        if let database = source.database {
            let results = try performWrite { try database.complete(ids: lines, on: today) }
            for result in results {
                print("#\(result.id): \(result.completion.completedLine)")
                if let next = result.completion.nextLine, let id = result.newID { print("#\(id): \(next)") }
                if let note = result.completion.note { printError("horizon: \(note)") }
            }
            return
        }
        let path = source.location.todoPath
        let outcome = try performWrite {
            try CarefulWriter(path: path).update { document in
                let change = try document.completing(lines: lines, on: today)
                return (change.bytes, (change.completions, document.lines.count))
            }
        }
        let (completions, lineCount) = outcome
        var appendedLine = lineCount
        for number in lines {
            guard let completion = completions[number] else { continue }
            print("\(number): \(completion.completedLine)")
            if let next = completion.nextLine {
                appendedLine += 1
                print("\(appendedLine): \(next)")
            }
            if let note = completion.note { printError("horizon: \(note)") }
        }
    }
}

/// Runs a write, mapping refusals and failures to a message and exit status 3.
func performWrite<Result>(_ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch let error as TaskEditError {
        printError("horizon: \(error); nothing was written")
        throw ExitCode(3)
    } catch let error as DatabaseStoreError {
        printError("horizon: \(error)")
        throw ExitCode(3)
    } catch let error as AddError {
        printError("horizon: \(error); nothing was written")
        throw ExitCode(3)
    } catch {
        throw ioFailure(error)
    }
}
