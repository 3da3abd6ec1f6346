import ArgumentParser
import CMallocTuning
import Foundation
import HorizonFileSystem

horizon_tune_malloc()
FileSizeLimit.reportInsteadOfDying()

// The one place that prints an error and exits (docs/commands.md#exit-status: 0 ok; 1 diagnostics under --strict or check,
// or a change refused; 2 usage; 3 input/output failure). Subcommands only throw; ErrorExit decides.
do {
    var command = try HorizonCommand.parseAsRoot()
    try command.run()
} catch {
    let ending = ErrorExit(error)
    if let output = ending.standardOutput { print(output) }
    if let message = ending.standardError { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    exit(ending.status)
}
