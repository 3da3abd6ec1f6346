import Foundation

/// Where the todo.txt and done.txt files are, as todo.sh decides it.
public struct TodoLocation: Sendable, Equatable {
    /// The todo.txt path.
    public let todoPath: String
    /// The done.txt path.
    public let donePath: String

    /// `--todo`, else `$TODO_FILE`, else `$TODO_DIR/todo.txt`, else `./todo.txt`; done.txt beside it
    /// unless `--done` (or `$DONE_FILE`) says otherwise.
    public init(todo: String?, done: String?, environment: [String: String]) {
        let todoPath: String
        if let todo, !todo.isEmpty {
            todoPath = todo
        } else if let file = environment["TODO_FILE"], !file.isEmpty {
            todoPath = file
        } else if let directory = environment["TODO_DIR"], !directory.isEmpty {
            todoPath = (directory as NSString).appendingPathComponent("todo.txt")
        } else {
            todoPath = "todo.txt"
        }
        self.todoPath = todoPath
        if let done, !done.isEmpty {
            donePath = done
        } else if todo == nil, let file = environment["DONE_FILE"], !file.isEmpty {
            donePath = file
        } else {
            donePath = ((todoPath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("done.txt")
        }
    }
}
