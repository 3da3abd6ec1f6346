import Foundation
import GRDB
import HorizonCore
import HorizonStore

/// The `sqlite` fuzz target (CONTRIBUTING.md#fuzzing): rows with random column values and types, inserted into a real
/// database as another program would (foreign keys off, any type in any column), then read, completed,
/// archived and exported. Nothing may crash, and every row stays exactly one task.
enum SQLiteRowsTarget {
    /// One database for the whole run, emptied before each input; in memory-backed /dev/shm when there
    /// is one, since every command syncs its commit (16 inputs/s on a disk).
    static let path = (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory())
        + "horizon-fuzz-\(ProcessInfo.processInfo.processIdentifier).db"

    static let database: TaskDatabase = {
        let database = TaskDatabase(path: path, busyTimeout: 1)
        do {
            try database.importFile(TodoDocument(name: "todo.txt", bytes: []))
        } catch {
            fatalError("cannot create \(path): \(error)")
        }
        return database
    }()

    static func run(_ bytes: [UInt8]) {
        let database = database
        let queue: DatabaseQueue
        do {
            var configuration = Configuration()
            configuration.foreignKeysEnabled = false
            queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.write { db in
                try db.execute(sql: "DELETE FROM task")
                var reader = Reader(bytes: bytes)
                while !reader.isAtEnd {
                    let row = reader.row()
                    // A value a constraint refuses (NULL archived, an unknown ending) is refused by SQLite
                    // for any program too: that row simply is not there.
                    try? db.execute(sql: "INSERT INTO task (position, archived, ending, line) VALUES (?, ?, ?, ?)",
                                    arguments: [row.position, row.archived, row.ending, row.line])
                }
            }
        } catch {
            fatalError("setting up the rows failed: \(error)")
        }
        checkOneTaskPerRow(database, queue)
        if let first = try? queue.read({ db in try Int.fetchOne(db, sql: "SELECT id FROM task ORDER BY id LIMIT 1") }) ?? nil {
            _ = try? database.complete(ids: [first], on: FuzzTargets.today)
        }
        _ = try? database.add(line: "added by the fuzzer")
        _ = try? database.archiveCompleted()
        checkOneTaskPerRow(database, queue)
        if let exported = try? database.exportBytes() {
            let lines = TodoDocument(name: "todo.txt", bytes: exported).readTasks().tasks.count
            let rows = nonBlankRows(queue, archived: false)
            guard lines == rows else { fatalError("export wrote \(lines) tasks for \(rows) rows") }
        }
    }

    /// Reading gives one task per non-blank row, archived or not.
    static func checkOneTaskPerRow(_ database: TaskDatabase, _ queue: DatabaseQueue) {
        let tasks: Int
        do {
            tasks = try database.readTasks().tasks.count
        } catch {
            fatalError("reading the rows failed: \(error)")
        }
        let rows = nonBlankRows(queue, archived: nil)
        guard tasks == rows else { fatalError("read \(tasks) tasks from \(rows) rows") }
    }

    /// The rows whose line is not blank (a line break read as a space), of the task list, the archive or both.
    static func nonBlankRows(_ queue: DatabaseQueue, archived: Bool?) -> Int {
        let condition = archived.map { $0 ? "WHERE archived IS 1" : "WHERE archived IS NOT 1" } ?? ""
        let rows = (try? queue.read { db in try Row.fetchAll(db, sql: "SELECT line FROM task \(condition)") }) ?? []
        return rows.count { row in
            let value: DatabaseValue = row["line"]
            let bytes: [UInt8] = switch value.storage {
            case .blob(let data): Array(data)
            case .string(let text): Array(text.utf8)
            case .int64(let number): Array(String(number).utf8)
            case .double(let number): Array(String(number).utf8)
            case .null: []
            }
            return !TodoDocument.isBlank(bytes.map { $0 == 10 ? 32 : $0 })
        }
    }

    /// Reads rows out of the fuzzer's bytes: three selector bytes, then the line up to a NUL byte.
    struct Reader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index >= bytes.count }

        mutating func next() -> UInt8 {
            guard index < bytes.count else { return 0 }
            defer { index += 1 }
            return bytes[index]
        }

        mutating func row() -> (position: DatabaseValue, archived: DatabaseValue, ending: DatabaseValue, line: DatabaseValue) {
            let positionKind = next(), archivedKind = next(), endingKind = next()
            var line: [UInt8] = []
            while !isAtEnd {
                let byte = next()
                if byte == 0 { break }
                line.append(byte)
            }
            let number = Int64(positionKind >> 3)
            let position: DatabaseValue = switch positionKind % 8 {
            case 0: number.databaseValue
            case 1: .null
            case 2: "abc".databaseValue
            case 3: (Double(number) + 0.5).databaseValue
            case 4: Data([positionKind]).databaseValue
            case 5: Int64.max.databaseValue
            case 6: 1e300.databaseValue
            default: (Int64.max - number).databaseValue
            }
            let archived: DatabaseValue = switch archivedKind % 8 {
            case 0, 1, 2: 0.databaseValue
            case 3, 4: 1.databaseValue
            case 5: 2.databaseValue
            case 6: (-1).databaseValue
            default: "yes".databaseValue
            }
            let ending = ["lf", "crlf", "cr", "", "lf", "lf", "crlf", "bogus"][Int(endingKind % 8)].databaseValue
            let text = String(validating: line, as: UTF8.self)
            let lineValue = endingKind & 0x80 == 0 || text == nil ? Data(line).databaseValue : text.databaseValue
            return (position, archived, ending, lineValue)
        }
    }
}
