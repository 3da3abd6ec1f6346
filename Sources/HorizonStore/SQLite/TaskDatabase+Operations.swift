import Foundation
import GRDB
import HorizonCore
import HorizonFileSystem

/// How `import` treats a database that already holds tasks.
package enum ImportMode: String, Sendable, CaseIterable {
    /// The database becomes an exact copy of the file (the default).
    case replace
    /// Lines of the file that the database does not hold yet (same bytes) are appended; nothing is removed.
    case merge
}

extension TaskDatabase {
    /// Imports a todo.txt file — and its done.txt as archived rows, when given — creating or migrating
    /// the database; returns how many task lines (not archived) the database holds.
    ///
    /// A database that does not exist yet is made under a temporary name beside it and linked into
    /// place when complete (docs/commands.md#what-the-writer-guarantees): an import killed halfway leaves no database, never an empty one
    /// that a build would read as "no tasks".
    @discardableResult
    package func importFile(_ document: TodoDocument, done: TodoDocument? = nil, mode: ImportMode = .replace) throws(DatabaseStoreError) -> Int {
        var info = stat()
        guard lstat(path, &info) == 0 || errno != ENOENT else {
            return try importIntoNewDatabase(document, done: done, mode: mode)
        }
        return try importIntoExisting(document, done: done, mode: mode)
    }

    private func importIntoNewDatabase(_ document: TodoDocument, done: TodoDocument?, mode: ImportMode) throws(DatabaseStoreError) -> Int {
        let folder = ParentFolder.of(path)
        let name = (path as NSString).lastPathComponent
        TemporaryName.removeLeftovers(in: folder, of: name)
        let temporary = TemporaryName.beside(name, in: folder)
        func removeTemporary() {
            for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
        }
        let count: Int
        do {
            // The temporary database is closed when this returns: its WAL is checkpointed into the file.
            count = try TaskDatabase(path: temporary, busyTimeout: busyTimeout).importIntoExisting(document, done: done, mode: mode)
        } catch {
            removeTemporary()
            throw error.renamed(from: temporary, to: path)
        }
        TestPause.at("import-complete")
        // link() never replaces a database another program created meanwhile.
        guard link(temporary, path) == 0 else {
            let code = errno
            removeTemporary()
            if code == EEXIST { throw .failed(path: path, message: "another program created it while horizon imported; nothing was written: run the import again") }
            throw .failed(path: path, message: String(cString: strerror(code)))
        }
        removeTemporary()
        FileDescriptorIO.syncFolder(folder)
        return count
    }

    private func importIntoExisting(_ document: TodoDocument, done: TodoDocument?, mode: ImportMode) throws(DatabaseStoreError) -> Int {
        let queue = try openCreatingOrMigrating()
        return try run {
            try queue.inTransaction(.immediate) { db in
                switch mode {
                case .replace:
                    try db.execute(sql: "DELETE FROM task")
                    try db.execute(sql: "INSERT OR REPLACE INTO document (id, name, has_bom, done_name, done_has_bom) VALUES (1, ?, ?, ?, ?)",
                                   arguments: [document.name, document.hasBOM, done?.name, done?.hasBOM ?? false])
                    // Row ids are the line numbers, so tasks.db#12 is todo.txt line 12 after an import.
                    for (index, line) in document.lines.enumerated() {
                        try TaskRows.insert(db, id: Int64(index + 1), position: Int64(index + 1),
                                            line: Array(document.bytes[line.content]), ending: line.ending)
                    }
                    for (index, line) in (done?.lines ?? []).enumerated() {
                        guard let done else { break }
                        try TaskRows.insert(db, id: nil, archived: true, position: Int64(index + 1),
                                            line: Array(done.bytes[line.content]), ending: line.ending)
                    }
                case .merge:
                    try TaskRows.refreshStale(db)
                    try db.execute(sql: "INSERT OR IGNORE INTO document (id, name, has_bom) VALUES (1, ?, ?)",
                                   arguments: [document.name, document.hasBOM])
                    try merge(document, into: db, archived: false)
                    if let done {
                        try db.execute(sql: "UPDATE document SET done_name = coalesce(done_name, ?) WHERE id = 1", arguments: [done.name])
                        try merge(done, into: db, archived: true)
                    }
                }
                return .commit
            }
            return try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM task WHERE archived IS NOT 1") ?? 0 }
        }
    }

    /// Appends the non-blank lines of a file that the task list (or the archive) does not hold yet: a
    /// line the file has more often than the database is appended as many more times.
    private func merge(_ document: TodoDocument, into db: Database, archived: Bool) throws {
        var present: [[UInt8]: Int] = [:]
        for row in try TaskRows.all(db, archived: archived) { present[row.line, default: 0] += 1 }
        for line in document.lines {
            let bytes = Array(document.bytes[line.content])
            guard !TodoDocument.isBlank(bytes) else { continue }
            if let count = present[bytes], count > 0 {
                present[bytes] = count - 1
                continue
            }
            _ = try TaskRows.append(db, bytes: bytes, archived: archived)
        }
    }

    /// The tasks as the bytes of a todo.txt file (`export`); a row holding a line break is refused,
    /// since it would become two lines.
    package func exportBytes() throws -> [UInt8] {
        try exportImage(archived: false).bytes
    }

    /// The archived rows as the bytes of a done.txt file, or nil when the database has none.
    package func exportDoneBytes() throws -> [UInt8]? {
        let image = try exportImage(archived: true)
        return image.rows.isEmpty ? nil : image.bytes
    }

    private func exportImage(archived: Bool) throws -> TaskRows.FileImage {
        let queue = try openForReading()
        let image = try run { try queue.read { db in try TaskRows.fileImage(db, archived: archived) } }
        if let first = image.lineBreaks.first { throw RowRefusal.lineBreak(path: path, id: Int(first.id), column: first.column) }
        return image
    }

    /// Reads the tasks and (unless told not to) the archive for a build, labelled `tasks.db#ID`; opens
    /// the file read-only. Each row is one task; a row holding a line break is a diagnostic and is read
    /// as one line.
    package func readTasks(includingArchive: Bool = true) throws(DatabaseStoreError) -> TaskList {
        let queue = try openForReading()
        let (tasks, archive, odd) = try run {
            try queue.read { db in
                (try TaskRows.fileImage(db), includingArchive ? try TaskRows.fileImage(db, archived: true) : nil,
                 try TaskRows.oddValues(db, file: name))
            }
        }
        var list = read(tasks)
        if let archive { list.append(read(archive)) }
        list.diagnostics.insert(contentsOf: odd, at: 0)
        return list
    }

    private func read(_ image: TaskRows.FileImage) -> TaskList {
        let sources = image.rows.map { SourceLocation(file: name, line: Int($0.id), separator: "#") }
        var list = TodoDocument(name: name, bytes: image.bytes).readTasks(sources: sources, parallel: .workerThreads)
        guard !image.lineBreaks.isEmpty else { return list }
        // Each diagnostic shows its task's line; such rows are rare, so the tasks are only scanned then.
        let broken = Set(image.lineBreaks.map { Int($0.0) })
        var lines: [Int: String] = [:]
        for task in list.tasks where broken.contains(task.source.line) && task.source.file == name { lines[task.source.line] = task.line }
        for (id, column) in image.lineBreaks {
            list.diagnostics.append(Diagnostic(
                location: SourceLocation(file: name, line: Int(id), separator: "#"), column: column, text: lines[Int(id)],
                message: "the row holds a line break; it is read as one task (the break as a space), and write commands will not edit it"))
        }
        // Diagnostics stay in row order.
        let order = Dictionary(uniqueKeysWithValues: image.rows.enumerated().map { (Int($0.element.id), $0.offset) })
        list.diagnostics = list.diagnostics.enumerated().sorted { left, right in
            let leftKey = (order[left.element.location.line] ?? 0, left.element.column, left.offset)
            let rightKey = (order[right.element.location.line] ?? 0, right.element.column, right.offset)
            return leftKey < rightKey
        }.map(\.element)
        return list
    }

    /// Completes tasks by row id in one transaction (`done --sqlite`); next instances are appended.
    package func complete(ids: [Int], on date: CivilDate, holidays: Holidays = Holidays()) throws -> [(id: Int, completion: Completion, newID: Int?)] {
        let queue = try openForWriting()
        var results: [(id: Int, completion: Completion, newID: Int?)] = []
        try edit {
            try queue.inTransaction(.immediate) { db in
                try TaskRows.refreshStale(db)
                results = []
                for id in ids where !results.contains(where: { $0.id == id }) {
                    var task = try self.task(db, id: id)
                    task.observe(holidays)
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
    package func delay(id: Int, today: CivilDate) throws -> String {
        let queue = try openForWriting()
        var newLine = ""
        try edit {
            try queue.inTransaction(.immediate) { db in
                try TaskRows.refreshStale(db)
                newLine = try self.task(db, id: id).delayedLine(today: today)
                try TaskRows.update(db, id: Int64(id), line: newLine)
                return .commit
            }
        }
        return newLine
    }

    /// Rewrites tasks by row id in one transaction (`plan --sqlite`, `skip --sqlite`): each row's line
    /// becomes what `change` makes of its task; a refusal of any leaves every row as it was.
    package func rewrite(ids: [Int], _ change: (Task) throws -> String) throws -> [(id: Int, line: String)] {
        let queue = try openForWriting()
        var results: [(id: Int, line: String)] = []
        try edit {
            try queue.inTransaction(.immediate) { db in
                try TaskRows.refreshStale(db)
                results = []
                for id in ids where !results.contains(where: { $0.id == id }) {
                    let line = try change(try self.task(db, id: id))
                    try TaskRows.update(db, id: Int64(id), line: line)
                    results.append((id, line))
                }
                return .commit
            }
        }
        return results
    }

    /// Appends a task (`add --sqlite`) and returns its row id.
    package func add(line: String) throws -> Int {
        let queue = try openForWriting()
        return try edit {
            try queue.write { db in
                try TaskRows.refreshStale(db)
                return Int(try TaskRows.append(db, line: line))
            }
        }
    }

    /// Moves the completed rows of the task list to the archive (`archive --sqlite`), in one transaction:
    /// each keeps its id and bytes and goes after the archive's last row, in list order. Returns the
    /// moved rows' ids and lines.
    package func archiveCompleted() throws -> [(id: Int, line: String)] {
        let queue = try openForWriting()
        var moved: [(id: Int, line: String)] = []
        try edit {
            try queue.inTransaction(.immediate) { db in
                moved = []
                try TaskRows.refreshStale(db)
                let rows = try GRDB.Row.fetchAll(db, sql: "SELECT id, line, ending FROM task WHERE archived IS NOT 1 AND complete = 1 ORDER BY position, id")
                guard !rows.isEmpty else { return .commit }
                try db.execute(sql: "UPDATE document SET done_name = coalesce(done_name, 'done.txt') WHERE id = 1")
                for row in rows {
                    let id: Int64 = row["id"]
                    try TaskRows.moveToArchive(db, id: id, ending: TaskRows.ending(row["ending"] ?? "lf"))
                    moved.append((Int(id), String(decoding: TaskRows.lineBytes(row), as: UTF8.self)))
                }
                return .commit
            }
        }
        return moved
    }

    /// Runs a change, keeping refusals (``TaskEditError``) as they are and turning GRDB's errors into Horizon's.
    private func edit<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as TaskEditError {
            throw error
        } catch let error as RowRefusal {
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
        let data: [UInt8] = TaskRows.lineBytes(row)
        guard !TodoDocument.isBlank(data) else { throw DatabaseStoreError.noSuchTask(path: path, id: id) }
        if let breakOffset = data.firstIndex(of: 10) {
            throw RowRefusal.lineBreak(path: path, id: id, column: breakOffset + 1)
        }
        return try TodoDocument(name: name, bytes: data).task(atLine: 1).located(at: SourceLocation(file: name, line: id, separator: "#"))
    }
}
