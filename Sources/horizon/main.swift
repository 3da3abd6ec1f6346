import ArgumentParser
import CMallocTuning
import Foundation

horizon_tune_malloc()

// Exit status (SPEC §7): 0 ok; 1 diagnostics under --strict or check; 2 usage; 3 input/output failure.
do {
    var command = try HorizonCommand.parseAsRoot()
    try command.run()
} catch let exitCode as ExitCode {
    exit(exitCode.rawValue)
} catch {
    let message = HorizonCommand.fullMessage(for: error)
    if HorizonCommand.exitCode(for: error) == .success {
        print(message)
        exit(0)
    }
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}
