#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HorizonCore

/// Why a write was refused or failed.
package enum WriteError: HorizonError, Sendable, Equatable, CustomStringConvertible {
    /// Another program changed the file while horizon worked; its version is what the file holds.
    case changedUnderneath(path: String)
    /// Another horizon held the file's lock past the timeout (10 s).
    case locked(path: String)
    /// The file is a FIFO, a device, a socket or a folder (`kind` says which): never read nor replaced.
    case notARegularFile(path: String, kind: String)
    /// The file has no write permission: horizon does not change it, as an editor would not.
    case readOnly(path: String)
    /// The new file could not be given what the replaced one had (owner, group, mode, an extended
    /// attribute); nothing was replaced.
    case cannotKeep(path: String, what: String, code: Int32)
    /// A change raced with another program twice in a row; the other program's bytes are in the file
    /// or, when named, in the kept file.
    case lostRace(path: String, keptAt: String?)
    case system(path: String, operation: String, code: Int32)

    package var description: String {
        switch self {
        case .changedUnderneath(let path):
            "\(path): the file changed while horizon was working on it (another program saved it); its version was kept and horizon's change was not written: run the command again"
        case .locked(let path):
            "\(path): another horizon is writing \(WriteError.name(of: path)) and did not finish within 10 s; nothing was written: try again later"
        case .notARegularFile(let path, let kind):
            "\(path): is \(kind), not a regular file; horizon does not read or replace it"
        case .readOnly(let path):
            "\(path): \(WriteError.name(of: path)) is read-only (no write permission); nothing was written: make it writable (chmod u+w) to change it"
        case .cannotKeep(let path, let what, let code):
            "\(path): cannot keep \(what) on the new file (\(String(cString: strerror(code)))); nothing was written: run horizon as the file's owner"
        case .lostRace(let path, let keptAt):
            "\(path): another program kept changing the file while horizon wrote it\(keptAt.map { "; its version is kept at \($0)" } ?? ""): check the file and run the command again"
        case .system(let path, let operation, let code):
            "\(path): cannot \(operation): \(String(cString: strerror(code)))"
        }
    }

    /// A write that failed or was refused for what the file is, not what the task says: exit 3 (docs/commands.md#exit-status).
    package var exitStatus: ExitStatus { .inputOutput }

    /// What went wrong, naming the file.
    package var message: String { description }

    private static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
