import ArgumentParser
import Foundation
import HorizonCore
import HorizonStore

/// Writes a message to standard error, its control characters shown as U+FFFD (a task's text may
/// hold an ESC that would otherwise drive the terminal).
func printError(_ message: String) {
    FileHandle.standardError.write(Data((VisibleText.cleaned(message) + "\n").utf8))
}

/// Prints a line of output that may quote task text, its control characters shown as U+FFFD.
func printVisible(_ line: String) {
    print(VisibleText.cleaned(line))
}

/// Reports an input/output failure (exit 3) with a message, as cron's only feedback.
func ioFailure(_ error: any Error) -> ExitCode {
    printError("horizon: \(PathProblem.message(error))")
    return ExitCode(3)
}

/// Runs the work of a write command and maps what stops it to an exit status (SPEC §7): a change
/// refused for what the task or the command line says exits 1, with nothing written; a file that
/// cannot be read or written, or that changed underneath, exits 3.
func performWrite<Result>(_ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch let error as TaskEditError {
        throw refusal(error)
    } catch let error as AddError {
        throw refusal(error)
    } catch let error as RowRefusal {
        throw refusal(error)
    } catch DatabaseStoreError.noSuchTask(let path, let id) {
        throw refusal(DatabaseStoreError.noSuchTask(path: path, id: id))
    } catch {
        throw ioFailure(error)
    }
}

private func refusal(_ error: any Error) -> ExitCode {
    printError("horizon: \(PathProblem.message(error)); nothing was written")
    return ExitCode(1)
}
