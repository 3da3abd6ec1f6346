import Foundation

/// Where the todo.txt and done.txt files are, as todo.sh decides it.
package struct TodoLocation: Sendable, Equatable {
    /// The todo.txt path.
    package let todoPath: String
    /// The done.txt path.
    package let donePath: String
    /// Whether done.txt was named by `--done`: then it must exist. (`$DONE_FILE` is not: todo.sh's
    /// configuration exports it before the file exists.)
    package let doneIsExplicit: Bool
    /// What decided the todo.txt path, for the message when it is missing.
    package let origin: Origin

    /// The setting that named todo.txt.
    package enum Origin: Sendable, Equatable {
        /// `--todo`.
        case option
        /// `todo` in the configuration file at this path.
        case configuration(String)
        case todoFile, todoDirectory(String), workingDirectory
    }

    /// `--todo` (or the configuration file's `todo`, read from `configuration`), else `$TODO_FILE`, else
    /// `$TODO_DIR/todo.txt`, else `./todo.txt`; done.txt beside it unless `--done` (or `$DONE_FILE`)
    /// says otherwise.
    package init(todo: String?, done: String?, environment: [String: String], configuration: String? = nil) {
        if let todo, !todo.isEmpty {
            (todoPath, origin) = (todo, configuration.map(Origin.configuration) ?? .option)
        } else if let file = environment["TODO_FILE"], !file.isEmpty {
            (todoPath, origin) = (file, .todoFile)
        } else if let directory = environment["TODO_DIR"], !directory.isEmpty {
            (todoPath, origin) = ((directory as NSString).appendingPathComponent("todo.txt"), .todoDirectory(directory))
        } else {
            (todoPath, origin) = ("todo.txt", .workingDirectory)
        }
        if let done, !done.isEmpty {
            (donePath, doneIsExplicit) = (done, true)
        } else if todo == nil, let file = environment["DONE_FILE"], !file.isEmpty {
            (donePath, doneIsExplicit) = (file, false)
        } else {
            donePath = ((todoPath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("done.txt")
            doneIsExplicit = false
        }
    }

    /// Why Horizon looked for todo.txt where it did: the message for a missing file.
    package var missingTodoMessage: String {
        let how = switch origin {
        case .option: "given by --todo"
        case .configuration(let path): "given by todo in \(path)"
        case .todoFile: "from $TODO_FILE"
        case .todoDirectory(let directory): "from $TODO_DIR=\(directory)"
        case .workingDirectory: "in the current folder: no --todo, $TODO_FILE or $TODO_DIR was set"
        }
        return "\(todoPath): no such file (\(how)); horizon looks for the todo file at --todo, else the configuration file's todo, else $TODO_FILE, else $TODO_DIR/todo.txt, else ./todo.txt — `horizon add` creates it"
    }

    /// todo.txt is missing: the error that says where Horizon looked for it.
    package var missingTodo: StoreError { .missingTodo(message: missingTodoMessage) }

    /// Runs `body`, which reads or writes todo.txt; its missing file is said as ``missingTodo`` (the one
    /// place that turns the one error into the other).
    package func explainingMissingTodo<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch StoreError.missing(let path) where path == todoPath {
            throw missingTodo
        }
    }
}
