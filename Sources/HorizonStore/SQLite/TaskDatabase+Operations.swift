import Foundation
import GRDB
import HorizonCore

/// How `import` treats a database that already holds tasks.
public enum ImportMode: String, Sendable, CaseIterable {
    /// The database becomes an exact copy of the file (the default).
    case replace
    /// Lines of the file that the database does not hold yet (same bytes) are appended; nothing is removed.
    case merge
}

extension TaskDatabase {
    /// Imports a todo.txt file, creating or migrating the database; returns how many lines were written.
    @discardableResult
    public func importFile(_ document: TodoDocument, mode: ImportMode = .replace) throws(DatabaseStoreError) -> Int {
        let queue = try openCreatingOrMigrating()
        return try run {
            try queue.inTransaction(.immediate) { db in
                var written = 0
                switch mode {
                case .replace:
                    try db.execute(sql: "DELETE FROM task")
                    try db.execute(sql: "INSERT OR REPLACE INTO document (id, name, has_bom) VALUES (1, ?, ?)",
                                   arguments: [document.name, document.hasBOM])
                    // Row ids are the line numbers, so tasks.db#12 is todo.txt line 12 after an import.
                    for (index, line) in document.lines.enumerated() {
                        try TaskRows.insert(db, id: Int64(index + 1), position: Int64(index + 1),
                                            line: Array(document.bytes[line.content]), ending: line.ending)
                        written += 1
                    }
                case .merge:
                    try db.execute(sql: "INSERT OR IGNORE INTO document (id, name, has_bom) VALUES (1, ?, ?)",
                                   arguments: [document.name, document.hasBOM])
                    var present = Set(try TaskRows.all(db).map(\.line))
                    for line in document.lines {
                        let bytes = Array(document.bytes[line.content])
                        guard bytes.contains(where: { $0 != 32 && $0 != 9 }), present.insert(bytes).inserted else { continue }
                        _ = try TaskRows.append(db, line: String(decoding: bytes, as: UTF8.self))
                        written += 1
                    }
                }
                return .commit
            }
            return try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM task") ?? 0 }
        }
    }

    /// The tasks as the bytes of a todo.txt file (`export`).
    public func exportBytes() throws(DatabaseStoreError) -> [UInt8] {
        let queue = try openForReading()
        return try run { try queue.read { db in try TaskRows.fileBytes(db).bytes } }
    }

    /// Reads the tasks for a build, labelled `tasks.db#ID`; opens the file read-only.
    public func readTasks() throws(DatabaseStoreError) -> TaskList {
        let queue = try openForReading()
        let (bytes, rows) = try run { try queue.read { db in try TaskRows.fileBytes(db) } }
        let document = TodoDocument(name: name, bytes: bytes)
        let sources = rows.map { SourceLocation(file: name, line: Int($0.id), separator: "#") }
        return document.readTasks(sources: sources)
    }

    /// Completes tasks by row id in one transaction (`done --sqlite`); next instances are appended.
    public func complete(ids: [Int], on date: CivilDate) throws -> [(id: Int, completion: Completion, newID: Int?)] {
        let queue = try openForWriting()
        var results: [(id: Int, completion: Completion, newID: Int?)] = []
        try edit {
            try queue.inTransaction(.immediate) { db in
                results = []
                for id in ids where !results.contains(where: { $0.id == id }) {
                    let task = try self.task(db, id: id)
                    let completion = try task.completion(on: date)
                    try TaskRows.update(db, id: Int64(id), line: completion.completedLine)
                    var newID: Int?
                    if let next = completion.nextLine { newID = Int(try TaskRows.append(db, line: next)) }
                    results.append((id, completion, newID))
                }
                return .commit
            }
        }
        return results
    }

    /// Delays a task by row id (`delay --sqlite`).
    public func delay(id: Int, today: CivilDate) throws -> String {
        let queue = try openForWriting()
        var newLine = ""
        try edit {
            try queue.inTransaction(.immediate) { db in
                newLine = try self.task(db, id: id).delayedLine(today: today)
                try TaskRows.update(db, id: Int64(id), line: newLine)
                return .commit
            }
        }
        return newLine
    }

    /// Appends a task (`add --sqlite`) and returns its row id.
    public func add(line: String) throws -> Int {
        let queue = try openForWriting()
        return try edit { try queue.write { db in Int(try TaskRows.append(db, line: line)) } }
    }

    /// Runs a change, keeping refusals (``TaskEditError``) as they are and turning GRDB's errors into Horizon's.
    private func edit<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as TaskEditError {
            throw error
        } catch let error as DatabaseStoreError {
            throw error
        } catch {
            throw DatabaseStoreError(error, path: path)
        }
    }

    /// The task of a row, refusing blank rows and bytes that are not UTF-8 as the file commands do.
    private func task(_ db: Database, id: Int) throws -> Task {
        guard let row = try GRDB.Row.fetchOne(db, sql: "SELECT line FROM task WHERE id = ?", arguments: [id]) else {
            throw DatabaseStoreError.noSuchTask(path: path, id: id)
        }
        let data: Data = row["line"]
        guard data.contains(where: { $0 != 32 && $0 != 9 }) else { throw DatabaseStoreError.noSuchTask(path: path, id: id) }
        var task = try TodoDocument(name: name, bytes: Array(data)).task(atLine: 1)
        task.source = SourceLocation(file: name, line: id, separator: "#")
        return task
    }
}
