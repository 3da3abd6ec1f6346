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

    /// Every row in file order.
    static func all(_ db: Database) throws -> [Row] {
        try GRDB.Row.fetchAll(db, sql: "SELECT id, position, line, ending FROM task ORDER BY position").map { row in
            let data: Data = row["line"]
            return Row(id: row["id"], position: row["position"], line: Array(data), ending: ending(row["ending"]))
        }
    }

    /// Whether the file had a byte order mark, and its name at import.
    static func documentInfo(_ db: Database) throws -> (name: String, hasBOM: Bool) {
        let row = try GRDB.Row.fetchOne(db, sql: "SELECT name, has_bom FROM document WHERE id = 1")
        return (row?["name"] ?? "todo.txt", row?["has_bom"] ?? false)
    }

    /// The rows as the bytes of a todo.txt file.
    static func fileBytes(_ db: Database) throws -> (bytes: [UInt8], rows: [Row]) {
        let rows = try all(db)
        var bytes: [UInt8] = try documentInfo(db).hasBOM ? [0xEF, 0xBB, 0xBF] : []
        for row in rows {
            bytes += row.line
            switch row.ending {
            case .lf: bytes.append(10)
            case .crlf: bytes += [13, 10]
            case .cr: bytes.append(13)
            case .none: break
            }
        }
        return (bytes, rows)
    }

    /// Inserts one line with its derived fields; `id` nil lets SQLite choose.
    @discardableResult
    static func insert(_ db: Database, id: Int64?, position: Int64, line: [UInt8], ending: TodoDocument.LineEnding) throws -> Int64 {
        try db.cachedStatement(sql: "INSERT INTO task (id, position, line, ending, is_blank) VALUES (?, ?, ?, ?, 1)")
            .execute(arguments: [id, position, Data(line), name(ending)])
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
    static func append(_ db: Database, line: String) throws -> Int64 {
        let rows = try all(db)
        let preferred = rows.first(where: { $0.ending != .none })?.ending ?? .lf
        if let last = rows.last, last.ending == .none {
            try db.execute(sql: "UPDATE task SET ending = ? WHERE id = ?", arguments: [name(preferred), last.id])
        }
        return try insert(db, id: nil, position: (rows.last?.position ?? 0) + 1, line: Array(line.utf8), ending: preferred)
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
            try db.cachedStatement(sql: "UPDATE task SET text = NULL, is_blank = 1 WHERE id = ?").execute(arguments: [id])
            return
        }
        let text = String(validating: line, as: UTF8.self)
        let task = TaskParser.parse(text ?? String(decoding: line, as: UTF8.self), at: SourceLocation(file: "", line: 0)).0
        let plan = task.plan
        try db.cachedStatement(sql: """
            UPDATE task SET text = ?, is_blank = 0, complete = ?, completion_date = ?, priority = ?, creation_date = ?,
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
