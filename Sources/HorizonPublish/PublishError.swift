import HorizonCore

/// Why a site could not be published: a file or folder of the output that cannot be written (exit
/// status 3), or an output folder it must not publish into (exit status 2: the command line named the
/// wrong folder).
package enum PublishError: HorizonError, Sendable, Equatable, CustomStringConvertible {
    case unwritable(path: String, reason: String)
    case notADirectory(path: String)
    /// Another build publishes into the folder and did not finish within the lock timeout.
    case outputLocked(path: String)
    /// An output folder that is no place for a site (an empty name, the home folder, `/`).
    case unsafeOutput(path: String, reason: String)
    /// A symbolic link inside the output folder where the site has a folder (docs/output.md: a build
    /// never writes through one, so that whoever can write into the output folder cannot send pages
    /// anywhere else).
    case linkInOutput(path: String, destination: String)

    /// The exit status this error ends the command with (docs/commands.md#exit-status): 2 for a wrong output folder, 3 else.
    package var exitStatus: ExitStatus {
        if case .unsafeOutput = self { return .usage }
        return .inputOutput
    }

    /// What went wrong, naming the path.
    package var message: String { description }

    package var description: String {
        switch self {
        case .unwritable(let path, let reason): "\(path): cannot be written: \(reason)"
        case .notADirectory(let path): "\(path): exists and is not a directory; choose another --output"
        case .outputLocked(let path):
            "\(path): another horizon is publishing into this folder and did not finish within 10 s; try again when it is done"
        case .unsafeOutput(let path, let reason): "--output \(path.debugDescription): \(reason)"
        case .linkInOutput(let path, let destination):
            "\(path) is a symbolic link to \(destination); Horizon does not write through links inside the output folder: remove it"
        }
    }
}
