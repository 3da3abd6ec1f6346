import Foundation
import GRDB
import HorizonCore
import HorizonFileSystem

/// A task list kept in SQLite (docs/sqlite.md#sqlite). Each row holds one todo.txt line: its exact bytes (the source of
/// truth, so nothing is ever lost) and, derived from them, the fields other programs query. The schema
/// is versioned and migrated by `import`; docs/sqlite.md documents the tables.
package struct TaskDatabase: Sendable {
    /// The database file.
    package let path: String
    /// How long to wait for another process's write lock before giving up.
    package let busyTimeout: TimeInterval

    /// The schema version this build of Horizon reads and writes.
    package static let schemaVersion = 3

    /// Creates a handle; nothing is opened yet.
    package init(path: String, busyTimeout: TimeInterval = 5) {
        self.path = path
        self.busyTimeout = busyTimeout
    }

    /// The name shown in sources (`tasks.db#42`).
    package var name: String { (path as NSString).lastPathComponent }

    // MARK: Opening

    /// Opens an existing database read-only (never creating or changing the file). A WAL database in a
    /// folder this process cannot write — where SQLite cannot make its `-shm` file — is opened as
    /// immutable instead (docs/sqlite.md#sqlite: a build works from a read-only folder).
    func openForReading() throws(DatabaseStoreError) -> DatabaseQueue {
        try requireFile()
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        do {
            let queue = try open(configuration)
            try checkSchema(queue)
            return queue
        } catch {
            let folder = (path as NSString).deletingLastPathComponent
            guard access(folder.isEmpty ? "." : folder, W_OK) != 0 else { throw error }
            let queue = try open(configuration, at: TaskDatabase.immutableURI(path))
            try checkSchema(queue)
            return queue
        }
    }

    /// An SQLite URI that opens the file as immutable: no lock, no `-wal` or `-shm` file.
    static func immutableURI(_ path: String) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3f"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return "file:\(escaped)?immutable=1"
    }

    /// Opens an existing database for a change (done, add, delay), bringing an older schema of
    /// Horizon's up to date first.
    func openForWriting() throws(DatabaseStoreError) -> DatabaseQueue {
        try requireFile()
        let queue = try open(writingConfiguration())
        try checkSchema(queue)
        do {
            try TaskSchema.migrator.migrate(queue)
        } catch {
            throw DatabaseStoreError(error, path: path)
        }
        return queue
    }

    /// Opens or creates the database and brings its schema to the current version (import).
    func openCreatingOrMigrating() throws(DatabaseStoreError) -> DatabaseQueue {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .notADatabase(path: path)
        }
        let queue = try open(writingConfiguration())
        do {
            try queue.writeWithoutTransaction { db in
                let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                if version > TaskDatabase.schemaVersion { throw DatabaseStoreError.newerSchema(path: path, version: version) }
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
            try TaskSchema.migrator.migrate(queue)
        } catch let error as DatabaseStoreError {
            throw error
        } catch {
            throw DatabaseStoreError(error, path: path)
        }
        return queue
    }

    private func writingConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        return configuration
    }

    private func open(_ configuration: Configuration, at location: String? = nil) throws(DatabaseStoreError) -> DatabaseQueue {
        do {
            return try DatabaseQueue(path: location ?? path, configuration: configuration)
        } catch {
            throw DatabaseStoreError(error, path: path)
        }
    }

    private func requireFile() throws(DatabaseStoreError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(path: path) }
        guard !isDirectory.boolValue else { throw .notADatabase(path: path) }
    }

    /// Refuses files that are not SQLite, SQLite files without Horizon's tables, and newer schemas.
    private func checkSchema(_ queue: DatabaseQueue) throws(DatabaseStoreError) {
        do {
            try queue.read { db in
                let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                if version > TaskDatabase.schemaVersion { throw DatabaseStoreError.newerSchema(path: path, version: version) }
                guard version >= 1, try db.tableExists("task") else { throw DatabaseStoreError.notHorizonDatabase(path: path) }
            }
        } catch let error as DatabaseStoreError {
            throw error
        } catch {
            throw DatabaseStoreError(error, path: path)
        }
    }

    /// Runs database work, turning GRDB's errors into Horizon's.
    func run<T>(_ body: () throws -> T) throws(DatabaseStoreError) -> T {
        do {
            return try body()
        } catch let error as DatabaseStoreError {
            throw error
        } catch {
            throw DatabaseStoreError(error, path: path)
        }
    }
}

/// A database Horizon cannot use (exit 3), or a row id that names no task (a refusal, exit 1); the
/// command line reports it, having changed nothing.
package enum DatabaseStoreError: HorizonError, Sendable, Equatable, CustomStringConvertible {
    case missing(path: String)
    case notADatabase(path: String)
    case notHorizonDatabase(path: String)
    case newerSchema(path: String, version: Int)
    case locked(path: String)
    case noSuchTask(path: String, id: Int)
    case failed(path: String, message: String)

    init(_ error: any Error, path: String) {
        guard let error = error as? DatabaseError else {
            self = .failed(path: path, message: SystemReason.message(error))
            return
        }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: self = .notADatabase(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .locked(path: path)
        case .SQLITE_CANTOPEN:
            // "No such database" only when the folder is there: otherwise the folder is what is missing.
            let folder = (path as NSString).deletingLastPathComponent
            self = folder.isEmpty || FileManager.default.fileExists(atPath: folder)
                ? .missing(path: path) : .failed(path: path, message: "its folder \(folder) does not exist")
        default: self = .failed(path: path, message: error.message ?? error.description)
        }
    }

    /// The same error naming `final` where it named `temporary` (a new database is built under a
    /// temporary name; the user knows only the final one).
    func renamed(from temporary: String, to final: String) -> DatabaseStoreError {
        switch self {
        case .missing(let path) where path == temporary: .missing(path: final)
        case .notADatabase(let path) where path == temporary: .notADatabase(path: final)
        case .notHorizonDatabase(let path) where path == temporary: .notHorizonDatabase(path: final)
        case .newerSchema(let path, let version) where path == temporary: .newerSchema(path: final, version: version)
        case .locked(let path) where path == temporary: .locked(path: final)
        case .noSuchTask(let path, let id) where path == temporary: .noSuchTask(path: final, id: id)
        case .failed(let path, let message) where path == temporary:
            .failed(path: final, message: message.replacingOccurrences(of: temporary, with: final))
        default: self
        }
    }

    package var description: String {
        switch self {
        case .missing(let path): "\(path): no such database (it is created only by horizon import)"
        case .notADatabase(let path): "\(path): is not an SQLite database"
        case .notHorizonDatabase(let path): "\(path): is an SQLite database without Horizon's tables (create it with horizon import)"
        case .newerSchema(let path, let version):
            "\(path): uses schema version \(version), newer than this horizon understands (\(TaskDatabase.schemaVersion)); upgrade horizon"
        case .locked(let path): "\(path): is locked by another program and stayed locked past the busy timeout; try again later"
        case .noSuchTask(let path, let id): "\(path): has no task #\(id)"
        case .failed(let path, let message): "\(path): \(message)"
        }
    }

    /// A row id that names no task refuses the change (exit 1); a database that cannot be used exits 3.
    package var exitStatus: ExitStatus {
        if case .noSuchTask = self { return .refused }
        return .inputOutput
    }

    /// What went wrong, naming the database; a refusal says that nothing was written.
    package var message: String {
        if case .noSuchTask = self { return description + "; nothing was written" }
        return description
    }
}

/// A row a write command refuses to edit or export because of what it holds; nothing is written
/// and the command exits 1.
package enum RowRefusal: HorizonError, Sendable, Equatable, CustomStringConvertible {
    /// The row's line holds a line break: written to a file it would become two tasks.
    case lineBreak(path: String, id: Int, column: Int)

    package var description: String {
        switch self {
        case .lineBreak(let path, let id, let column):
            "\((path as NSString).lastPathComponent)#\(id):\(column): the row holds a line break, so it cannot be written as one todo.txt line; fix the row in the database"
        }
    }

    /// A refusal: the command exits 1 (docs/commands.md#exit-status).
    package var exitStatus: ExitStatus { .refused }

    /// The reason, and that nothing was written.
    package var message: String { description + "; nothing was written" }
}
