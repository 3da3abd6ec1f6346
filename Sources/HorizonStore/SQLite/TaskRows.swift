import Foundation
import GRDB
import HorizonCore

/// Reading and writing task rows: the exact line bytes plus the fields derived from them.
enum TaskRows {
    struct Row {
        let id: Int64
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

    /// Every row of the task list (or of the archive, done.txt's lines) in file order: by position in
    /// SQLite's order (numbers, then text, then BLOBs), then by id. A row is archived only when its
    /// `archived` is 1; any other value leaves it in the task list (a diagnostic says so), so no task vanishes.
    static func all(_ db: Database, archived: Bool = false) throws -> [Row] {
        guard try hasArchive(db) else {
            guard !archived else { return [] }
            return try fetch(db, sql: "SELECT id, line, ending FROM task ORDER BY position, id", arguments: [])
        }
        return try fetch(db, sql: "SELECT id, line, ending FROM task WHERE \(archivedTest(archived)) ORDER BY position, id", arguments: [])
    }

    /// The condition choosing the archive (`archived` is 1) or the task list (any other value); written
    /// out rather than bound, so that SQLite walks the position index instead of sorting.
    static func archivedTest(_ archived: Bool) -> String {
        archived ? "archived IS 1" : "archived IS NOT 1"
    }

    private static func fetch(_ db: Database, sql: String, arguments: StatementArguments) throws -> [Row] {
        try GRDB.Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
            let line: [UInt8] = TaskRows.lineBytes(row)
            return Row(id: row["id"], line: line, ending: ending(row["ending"] ?? "lf"))
        }
    }

    /// Values another program wrote that Horizon reads its own way (docs/sqlite.md#sharing-the-database-with-other-programs): a position that is not an
    /// integer, an `archived` other than 0 or 1. Each is a diagnostic naming the row; the task is kept.
    static func oddValues(_ db: Database, file: String) throws -> [Diagnostic] {
        guard try hasArchive(db) else { return [] }
        let rows = try GRDB.Row.fetchAll(db, sql: """
            SELECT id, position, archived FROM task
            WHERE typeof(position) != 'integer' OR typeof(archived) != 'integer' OR archived NOT IN (0, 1)
            ORDER BY id
            """)
        var diagnostics: [Diagnostic] = []
        for row in rows {
            let location = SourceLocation(file: file, line: Int(row["id"] as Int64), separator: "#")
            let position: DatabaseValue = row["position"]
            if case .int64 = position.storage {} else {
                diagnostics.append(Diagnostic(location: location, column: 1, message: """
                    the row's position is not an integer (\(shown(position))); it is read in SQLite's order of positions \
                    (numbers, then text, then BLOBs), and the next write command numbers the rows 1, 2, 3… in that order
                    """))
            }
            let archived: DatabaseValue = row["archived"]
            if archived != 0.databaseValue, archived != 1.databaseValue {
                diagnostics.append(Diagnostic(location: location, column: 1, message: """
                    the row's archived is \(shown(archived, quoted: false)), not 0 or 1; it is read as a row of the task list \
                    (only 1 archives a row)
                    """))
            }
        }
        return diagnostics
    }

    /// A value as a person reads it in a message, short and without control characters.
    private static func shown(_ value: DatabaseValue, quoted: Bool = true) -> String {
        switch value.storage {
        case .null: return "NULL"
        case .int64(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text):
            let visible = String(String.UnicodeScalarView(text.unicodeScalars.prefix(40).map {
                $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
            }))
            return quoted ? "'\(visible)'" : visible
        case .blob(let data): return "a BLOB of \(data.count) bytes"
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
            if let breakOffset = row.line.firstIndex(of: 10) {
                image.lineBreaks.append((row.id, breakOffset + 1))
                image.bytes += row.line.map { $0 == 10 ? 32 : $0 }
            } else {
                image.bytes += row.line
            }
            switch row.ending {
            case .lf: image.bytes.append(10)
            case .crlf: image.bytes += [13, 10]
            // 'cr' came from imports made while a lone CR ended a line; it no longer does (docs/todotxt.md#the-todotxt-dialect), so
            // such a row ends with LF, or it would merge with the next one.
            case .cr: image.bytes.append(10)
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
        try append(db, bytes: Array(line.utf8), archived: archived)
    }

    /// Appends a line's exact bytes (``append(_:line:archived:)``); bytes that are not UTF-8 stay as they are.
    static func append(_ db: Database, bytes line: [UInt8], archived: Bool = false) throws -> Int64 {
        // Indexed look-ups, not a read of every row: `done` on a large list appends once per line.
        let preferred = try String.fetchOne(db, sql: "SELECT ending FROM task WHERE \(archivedTest(archived)) AND ending != '' ORDER BY position, id LIMIT 1").map(ending) ?? .lf
        let (position, last) = try nextPosition(db, archived: archived)
        if let last, last.ending == "" {
            try db.execute(sql: "UPDATE task SET ending = ? WHERE id = ?", arguments: [name(preferred), last.id])
        }
        return try insert(db, id: nil, archived: archived, position: position, line: line, ending: preferred)
    }

    /// Moves a row of the task list after the archive's last row (done.txt's end), keeping its id and
    /// bytes; as in ``append(_:line:archived:)``, a last archived row without an ending first gets one.
    static func moveToArchive(_ db: Database, id: Int64, ending: TodoDocument.LineEnding) throws {
        let preferred = try String.fetchOne(db, sql: "SELECT ending FROM task WHERE archived IS 1 AND ending != '' ORDER BY position, id LIMIT 1")
            .map(self.ending) ?? (ending == .none ? .lf : ending)
        let (position, last) = try nextPosition(db, archived: true)
        if let last, last.ending == "" {
            try db.execute(sql: "UPDATE task SET ending = ? WHERE id = ?", arguments: [name(preferred), last.id])
        }
        try db.execute(sql: "UPDATE task SET archived = 1, position = ?, ending = ? WHERE id = ?",
                       arguments: [position, name(ending == .none ? preferred : ending), id])
    }

    /// The position after the last row of the task list (or the archive), and that last row. When the
    /// last position is not an integer or is at the integer limit, the rows are first numbered 1, 2, 3…
    /// in their order (ids and order unchanged), so adding one never overflows.
    private static func nextPosition(_ db: Database, archived: Bool) throws -> (Int64, (id: Int64, ending: String)?) {
        for attempt in 0..<2 {
            let last = try GRDB.Row.fetchOne(db, sql: "SELECT id, position, ending FROM task WHERE \(archivedTest(archived)) ORDER BY position DESC, id DESC LIMIT 1")
            guard let last else { return (1, nil) }
            let position: DatabaseValue = last["position"]
            if case .int64(let number) = position.storage, number < Int64.max {
                return (number + 1, (last["id"], last["ending"] ?? "lf"))
            }
            if attempt == 0 { try renumber(db, archived: archived) }
        }
        throw DatabaseError(resultCode: .SQLITE_INTERNAL, message: "the rows could not be numbered")
    }

    /// Numbers the rows of the task list (or the archive) 1, 2, 3… in the order they are read.
    static func renumber(_ db: Database, archived: Bool) throws {
        let ids = try Int64.fetchAll(db, sql: "SELECT id FROM task WHERE \(archivedTest(archived)) ORDER BY position, id", arguments: [])
        for (index, id) in ids.enumerated() {
            try db.cachedStatement(sql: "UPDATE task SET position = ? WHERE id = ?").execute(arguments: [Int64(index + 1), id])
        }
    }

    /// Derives the columns of rows another program inserted or changed (`derived = 0`), so that outside
    /// queries find them; every write command runs it first.
    static func refreshStale(_ db: Database) throws {
        // Positions another program left odd are numbered in their order first, so appends never fail.
        if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM task WHERE typeof(position) != 'integer')") == true {
            try renumber(db, archived: false)
            try renumber(db, archived: true)
        }
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
        let isBlank = TodoDocument.isBlank(line)
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
