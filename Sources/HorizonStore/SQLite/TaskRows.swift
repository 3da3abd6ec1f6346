import Foundation
import GRDB
import HorizonCore

/// Reading and writing task rows: the exact line bytes plus the fields derived from them.
enum TaskRows {
    struct Row {
        let id: Int64
        let position: Int64
        let line: [UInt8]
        let ending: TodoDocument.LineEnding
    }

    static func ending(_ name: String) -> TodoDocument.LineEnding {
        switch name {
        case "lf": .lf
        case "crlf": .crlf
        case "cr": .cr
        default: .none
        }
    }

    static func name(_ ending: TodoDocument.LineEnding) -> String {
        switch ending {
        case .lf: "lf"
        case .crlf: "crlf"
        case .cr: "cr"
        case .none: ""
        }
    }

    /// Every row of the task list (or of the archive, done.txt's lines) in file order.
    static func all(_ db: Database, archived: Bool = false) throws -> [Row] {
        guard try hasArchive(db) else {
            guard !archived else { return [] }
            return try fetch(db, sql: "SELECT id, position, line, ending FROM task ORDER BY position", arguments: [])
        }
        return try fetch(db, sql: "SELECT id, position, line, ending FROM task WHERE archived = ? ORDER BY position", arguments: [archived])
    }

    private static func fetch(_ db: Database, sql: String, arguments: StatementArguments) throws -> [Row] {
        try GRDB.Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
            let line: [UInt8] = TaskRows.lineBytes(row)
            return Row(id: row["id"], position: row["position"], line: line, ending: ending(row["ending"] ?? "lf"))
        }
    }

    /// A row's line as bytes, whatever type another program stored it as (TEXT is read as its UTF-8).
    static func lineBytes(_ row: GRDB.Row) -> [UInt8] {
        let value: DatabaseValue = row["line"]
        switch value.storage {
        case .blob(let data): return Array(data)
        case .string(let text): return Array(text.utf8)
        case .int64(let number): return Array(String(number).utf8)
        case .double(let number): return Array(String(number).utf8)
        case .null: return []
        }
    }

    /// Whether the schema has archived rows (version 2 on); a version 1 database is still read.
    static func hasArchive(_ db: Database) throws -> Bool {
        try db.columns(in: "task").contains { $0.name == "archived" }
    }

    /// The imported file's name and whether it started with a UTF-8 BOM, for the task list or the archive.
    static func documentInfo(_ db: Database, archived: Bool = false) throws -> (name: String, hasBOM: Bool) {
        guard archived else {
            let row = try GRDB.Row.fetchOne(db, sql: "SELECT name, has_bom FROM document WHERE id = 1")
            return (row?["name"] ?? "todo.txt", row?["has_bom"] ?? false)
        }
        let row = try GRDB.Row.fetchOne(db, sql: "SELECT done_name, done_has_bom FROM document WHERE id = 1")
        return (row?["done_name"] ?? "done.txt", row?["done_has_bom"] ?? false)
    }

    /// Rows joined as the bytes of a file: a row is always exactly one line.
    struct FileImage {
        var bytes: [UInt8]
        var rows: [Row]
        /// Rows whose bytes hold a line break (id, 1-based column of the first break).
        var lineBreaks: [(id: Int64, column: Int)]
    }

    /// The rows as the bytes of a todo.txt (or done.txt) file. A row whose line ending is missing but
    /// that is not last gets LF, so it never merges with the next; a line break inside a row is
    /// reported and, for reading, read as a space, so the row stays one task.
    static func fileImage(_ db: Database, archived: Bool = false) throws -> FileImage {
        let rows = try all(db, archived: archived)
        // An empty archive (or none, in a version 1 database) has no document details to ask for.
        let hasBOM = archived && rows.isEmpty ? false : try documentInfo(db, archived: archived).hasBOM
        var image = FileImage(bytes: hasBOM ? [0xEF, 0xBB, 0xBF] : [], rows: rows, lineBreaks: [])
        for (index, row) in rows.enumerated() {
            if let breakOffset = row.line.firstIndex(where: { $0 == 10 || $0 == 13 }) {
                image.lineBreaks.append((row.id, breakOffset + 1))
                image.bytes += row.line.map { $0 == 10 || $0 == 13 ? 32 : $0 }
            } else {
                image.bytes += row.line
            }
            switch row.ending {
            case .lf: image.bytes.append(10)
            case .crlf: image.bytes += [13, 10]
            case .cr: image.bytes.append(13)
            case .none: if index < rows.count - 1 { image.bytes.append(10) }
            }
        }
        return image
    }

    /// Inserts one line with its derived fields; `id` nil lets SQLite choose.
    @discardableResult
    static func insert(_ db: Database, id: Int64?, archived: Bool = false, position: Int64, line: [UInt8], ending: TodoDocument.LineEnding) throws -> Int64 {
        try db.cachedStatement(sql: "INSERT INTO task (id, archived, position, line, ending) VALUES (?, ?, ?, ?, ?)")
            .execute(arguments: [id, archived, position, Data(line), name(ending)])
        let rowID = db.lastInsertedRowID
        try derive(db, id: rowID, line: line, isNew: true)
        return rowID
    }

    /// Replaces a row's line and its derived fields.
    static func update(_ db: Database, id: Int64, line: String) throws {
        try db.execute(sql: "UPDATE task SET line = ? WHERE id = ?", arguments: [Data(line.utf8), id])
        try derive(db, id: id, line: Array(line.utf8), isNew: false)
    }

    /// Appends a line after the last row; a last row without an ending first gets the file's ending.
    static func append(_ db: Database, line: String, archived: Bool = false) throws -> Int64 {
        // Two indexed look-ups, not a read of every row: `done` on a large list appends once per line.
        let preferred = try String.fetchOne(db, sql: "SELECT ending FROM task WHERE archived = ? AND ending != '' ORDER BY position LIMIT 1",
                                            arguments: [archived]).map(ending) ?? .lf
        let last = try GRDB.Row.fetchOne(db, sql: "SELECT id, position, ending FROM task WHERE archived = ? ORDER BY position DESC LIMIT 1",
                                         arguments: [archived])
        if let last, (last["ending"] as String?) == "" {
            try db.execute(sql: "UPDATE task SET ending = ? WHERE id = ?", arguments: [name(preferred), last["id"] as Int64])
        }
        let position = (last?["position"] as Int64? ?? 0) + 1
        return try insert(db, id: nil, archived: archived, position: position, line: Array(line.utf8), ending: preferred)
    }

    /// Moves a row of the task list after the archive's last row (done.txt's end), keeping its id and
    /// bytes; as in ``append(_:line:archived:)``, a last archived row without an ending first gets one.
    static func moveToArchive(_ db: Database, id: Int64, ending: TodoDocument.LineEnding) throws {
        let preferred = try String.fetchOne(db, sql: "SELECT ending FROM task WHERE archived = 1 AND ending != '' ORDER BY position LIMIT 1")
            .map(self.ending) ?? (ending == .none ? .lf : ending)
        let last = try GRDB.Row.fetchOne(db, sql: "SELECT id, position, ending FROM task WHERE archived = 1 ORDER BY position DESC LIMIT 1")
        if let last, (last["ending"] as String?) == "" {
            try db.execute(sql: "UPDATE task SET ending = ? WHERE id = ?", arguments: [name(preferred), last["id"] as Int64])
        }
        let position = (last?["position"] as Int64? ?? 0) + 1
        try db.execute(sql: "UPDATE task SET archived = 1, position = ?, ending = ? WHERE id = ?",
                       arguments: [position, name(ending == .none ? preferred : ending), id])
    }

    /// Derives the columns of rows another program inserted or changed (`derived = 0`), so that outside
    /// queries find them; every write command runs it first.
    static func refreshStale(_ db: Database) throws {
        let stale = try GRDB.Row.fetchAll(db, sql: "SELECT id, line FROM task WHERE derived = 0")
        for row in stale {
            let line: [UInt8] = TaskRows.lineBytes(row)
            try derive(db, id: row["id"], line: line, isNew: false)
        }
    }

    /// Recomputes the queryable columns and the tag, project and context rows from the line's bytes.
    private static func derive(_ db: Database, id: Int64, line: [UInt8], isNew: Bool) throws {
        if !isNew {
            try db.execute(sql: "DELETE FROM tag WHERE task_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM project WHERE task_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM context WHERE task_id = ?", arguments: [id])
        }
        let isBlank = !line.contains(where: { $0 != 32 && $0 != 9 })
        guard !isBlank else {
            try db.cachedStatement(sql: "UPDATE task SET text = NULL, is_blank = 1, derived = 1 WHERE id = ?").execute(arguments: [id])
            return
        }
        let text = String(validating: line, as: UTF8.self)
        let task = TaskParser.parse(text ?? String(decoding: line, as: UTF8.self), at: SourceLocation(file: "", line: 0)).0
        let plan = task.plan
        try db.cachedStatement(sql: """
            UPDATE task SET derived = 1, text = ?, is_blank = 0, complete = ?, completion_date = ?, priority = ?, creation_date = ?,
                description = ?, due = ?, threshold = ?, rec = ?, until = ?, at = ?, plan = ?, plan_level = ?,
                plan_start = ?, plan_end = ?, show = ?, floating = ?, hidden = ?, delayed = ?
            WHERE id = ?
            """).execute(arguments: [
                text, task.isComplete, task.completionDate?.description, task.priority?.description,
                task.creationDate?.description, String(task.description), task.due?.description,
                task.threshold?.description, task.recurrence == nil ? nil : task.tagValue("rec"), task.until?.description,
                task.at?.description, plan?.description, plan?.level.name, plan?.firstDay.description,
                plan?.lastDay.description, task.tagValue("show"), task.isFloating, task.isHidden, task.isDelayed, id,
            ])
        for (position, tag) in task.tags.enumerated() {
            try db.cachedStatement(sql: "INSERT INTO tag (task_id, position, key, value) VALUES (?, ?, ?, ?)")
                .execute(arguments: [id, position, tag.key, tag.value])
        }
        for (position, project) in task.projects.enumerated() {
            try db.cachedStatement(sql: "INSERT INTO project (task_id, position, name) VALUES (?, ?, ?)")
                .execute(arguments: [id, position, project])
        }
        for (position, context) in task.contexts.enumerated() {
            try db.cachedStatement(sql: "INSERT INTO context (task_id, position, name) VALUES (?, ?, ?)")
                .execute(arguments: [id, position, context])
        }
    }
}
