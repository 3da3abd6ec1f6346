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
        return migrator
    }
}
