import GRDB

/// The versioned schema (PRAGMA user_version and GRDB's migration table).
enum TaskSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: tasks, tags, projects, contexts") { db in
            try db.execute(sql: """
                CREATE TABLE document (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    name TEXT NOT NULL,
                    has_bom INTEGER NOT NULL DEFAULT 0
                );
                CREATE TABLE task (
                    id INTEGER PRIMARY KEY,
                    position INTEGER NOT NULL UNIQUE,
                    line BLOB NOT NULL,
                    ending TEXT NOT NULL CHECK (ending IN ('lf', 'crlf', 'cr', '')),
                    text TEXT,
                    is_blank INTEGER NOT NULL,
                    complete INTEGER NOT NULL DEFAULT 0,
                    completion_date TEXT,
                    priority TEXT,
                    creation_date TEXT,
                    description TEXT,
                    due TEXT,
                    threshold TEXT,
                    rec TEXT,
                    until TEXT,
                    at TEXT,
                    plan TEXT,
                    plan_level TEXT,
                    plan_start TEXT,
                    plan_end TEXT,
                    show TEXT,
                    floating INTEGER NOT NULL DEFAULT 0,
                    hidden INTEGER NOT NULL DEFAULT 0,
                    delayed INTEGER NOT NULL DEFAULT 0
                );
                CREATE TABLE tag (
                    task_id INTEGER NOT NULL REFERENCES task(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    key TEXT NOT NULL,
                    value TEXT NOT NULL,
                    PRIMARY KEY (task_id, position)
                );
                CREATE TABLE project (
                    task_id INTEGER NOT NULL REFERENCES task(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    PRIMARY KEY (task_id, position)
                );
                CREATE TABLE context (
                    task_id INTEGER NOT NULL REFERENCES task(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    PRIMARY KEY (task_id, position)
                );
                CREATE INDEX task_open_due ON task(due) WHERE complete = 0;
                CREATE INDEX task_open_plan ON task(plan_start, plan_end) WHERE complete = 0;
                CREATE INDEX task_threshold ON task(threshold) WHERE threshold IS NOT NULL;
                CREATE INDEX task_completion ON task(completion_date) WHERE complete = 1;
                CREATE INDEX tag_key_value ON tag(key, value);
                CREATE INDEX project_name ON project(name);
                CREATE INDEX context_name ON context(name);
                PRAGMA user_version = 1;
                """)
        }
        // v2 (docs/sqlite.md#sharing-the-database-with-other-programs): rows other programs insert with only line, ending and position work (every other
        // column has a default); done.txt's lines are archived rows; `derived` says whether the
        // derived columns match `line` (a trigger clears it when another program changes a line).
        migrator.registerMigration("v2: archived rows, defaults, derived flag") { db in
            let copied = TaskSchema.derivedColumns.joined(separator: ", ")
            try db.execute(sql: """
                CREATE TABLE task_v2 (
                    id INTEGER PRIMARY KEY,
                    archived INTEGER NOT NULL DEFAULT 0,
                    position INTEGER NOT NULL,
                    line BLOB NOT NULL,
                    ending TEXT NOT NULL DEFAULT 'lf' CHECK (ending IN ('lf', 'crlf', 'cr', '')),
                    derived INTEGER NOT NULL DEFAULT 0,
                    text TEXT,
                    is_blank INTEGER NOT NULL DEFAULT 0,
                    complete INTEGER NOT NULL DEFAULT 0,
                    completion_date TEXT,
                    priority TEXT,
                    creation_date TEXT,
                    description TEXT,
                    due TEXT,
                    threshold TEXT,
                    rec TEXT,
                    until TEXT,
                    at TEXT,
                    plan TEXT,
                    plan_level TEXT,
                    plan_start TEXT,
                    plan_end TEXT,
                    show TEXT,
                    floating INTEGER NOT NULL DEFAULT 0,
                    hidden INTEGER NOT NULL DEFAULT 0,
                    delayed INTEGER NOT NULL DEFAULT 0,
                    UNIQUE (archived, position)
                );
                INSERT INTO task_v2 (id, archived, position, line, ending, derived, \(copied))
                    SELECT id, 0, position, line, ending, 1, \(copied) FROM task;
                DROP TABLE task;
                ALTER TABLE task_v2 RENAME TO task;
                CREATE INDEX task_open_due ON task(due) WHERE complete = 0;
                CREATE INDEX task_open_plan ON task(plan_start, plan_end) WHERE complete = 0;
                CREATE INDEX task_threshold ON task(threshold) WHERE threshold IS NOT NULL;
                CREATE INDEX task_completion ON task(completion_date) WHERE complete = 1;
                CREATE INDEX task_not_derived ON task(id) WHERE derived = 0;
                CREATE TRIGGER task_line_changed AFTER UPDATE OF line ON task
                BEGIN
                    UPDATE task SET derived = 0 WHERE id = NEW.id;
                END;
                ALTER TABLE document ADD COLUMN done_name TEXT;
                ALTER TABLE document ADD COLUMN done_has_bom INTEGER NOT NULL DEFAULT 0;
                PRAGMA user_version = 2;
                """)
        }
        // v3 (docs/sqlite.md#sharing-the-database-with-other-programs): what other programs write without Horizon's help. A NULL position is
        // chosen after the last row by a trigger (a default cannot look at other rows); positions need not
        // be unique (rows are read by position, then id), so a taken one never refuses an insert; and a
        // deleted row's tag, project and context rows go with it through a trigger, which fires whether
        // or not the program turned `PRAGMA foreign_keys` on (sqlite3 and Python leave it off), so an id
        // SQLite reuses inherits nothing. Rows orphaned before this version are removed.
        migrator.registerMigration("v3: positions chosen when NULL, not unique; derived rows leave with their task") { db in
            let copied = (["id", "archived", "position", "line", "ending", "derived"] + TaskSchema.derivedColumns).joined(separator: ", ")
            try db.execute(sql: """
                DELETE FROM tag WHERE task_id NOT IN (SELECT id FROM task);
                DELETE FROM project WHERE task_id NOT IN (SELECT id FROM task);
                DELETE FROM context WHERE task_id NOT IN (SELECT id FROM task);
                CREATE TABLE task_v3 (
                    id INTEGER PRIMARY KEY,
                    archived INTEGER NOT NULL DEFAULT 0,
                    position INTEGER,
                    line BLOB NOT NULL,
                    ending TEXT NOT NULL DEFAULT 'lf' CHECK (ending IN ('lf', 'crlf', 'cr', '')),
                    derived INTEGER NOT NULL DEFAULT 0,
                    text TEXT,
                    is_blank INTEGER NOT NULL DEFAULT 0,
                    complete INTEGER NOT NULL DEFAULT 0,
                    completion_date TEXT,
                    priority TEXT,
                    creation_date TEXT,
                    description TEXT,
                    due TEXT,
                    threshold TEXT,
                    rec TEXT,
                    until TEXT,
                    at TEXT,
                    plan TEXT,
                    plan_level TEXT,
                    plan_start TEXT,
                    plan_end TEXT,
                    show TEXT,
                    floating INTEGER NOT NULL DEFAULT 0,
                    hidden INTEGER NOT NULL DEFAULT 0,
                    delayed INTEGER NOT NULL DEFAULT 0
                );
                INSERT INTO task_v3 (\(copied)) SELECT \(copied) FROM task;
                DROP TABLE task;
                ALTER TABLE task_v3 RENAME TO task;
                CREATE INDEX task_order ON task(position, id);
                CREATE INDEX task_open_due ON task(due) WHERE complete = 0;
                CREATE INDEX task_open_plan ON task(plan_start, plan_end) WHERE complete = 0;
                CREATE INDEX task_threshold ON task(threshold) WHERE threshold IS NOT NULL;
                CREATE INDEX task_completion ON task(completion_date) WHERE complete = 1;
                CREATE INDEX task_not_derived ON task(id) WHERE derived = 0;
                CREATE TRIGGER task_line_changed AFTER UPDATE OF line ON task
                BEGIN
                    UPDATE task SET derived = 0 WHERE id = NEW.id;
                END;
                CREATE TRIGGER task_position_inserted AFTER INSERT ON task WHEN NEW.position IS NULL
                BEGIN
                    UPDATE task SET position = \(nextPosition) WHERE id = NEW.id;
                END;
                CREATE TRIGGER task_position_cleared AFTER UPDATE OF position ON task WHEN NEW.position IS NULL
                BEGIN
                    UPDATE task SET position = \(nextPosition) WHERE id = NEW.id;
                END;
                CREATE TRIGGER task_deleted AFTER DELETE ON task
                BEGIN
                    DELETE FROM tag WHERE task_id = OLD.id;
                    DELETE FROM project WHERE task_id = OLD.id;
                    DELETE FROM context WHERE task_id = OLD.id;
                END;
                PRAGMA user_version = 3;
                """)
        }
        return migrator
    }

    /// The position after the last integer one among the rows of NEW's kind (task list or archive). At
    /// the integer limit SQLite makes it a REAL, which reads as an odd position and is renumbered by the
    /// next write command.
    private static let nextPosition = """
        (SELECT coalesce(max(position), 0) + 1 FROM task
         WHERE typeof(position) = 'integer' AND (archived IS 1) = (NEW.archived IS 1))
        """

    /// The columns of v1's task table after `ending`, copied as they are by the v2 migration.
    private static let derivedColumns = [
        "text", "is_blank", "complete", "completion_date", "priority", "creation_date", "description", "due",
        "threshold", "rec", "until", "at", "plan", "plan_level", "plan_start", "plan_end", "show", "floating",
        "hidden", "delayed",
    ]
}
