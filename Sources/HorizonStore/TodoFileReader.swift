import Foundation
import HorizonCore
import HorizonFileSystem

/// Reads todo.txt and done.txt files into documents. Bad content is never an error here; only a file
/// that cannot be read is.
package enum TodoFileReader {
    /// Reads a file; `name` is how its lines are labelled (`todo.txt`).
    package static func read(path: String, name: String? = nil) throws(StoreError) -> TodoDocument {
        if let problem = PathProblem.check(path) { throw problem }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: SystemReason.of(error))
        }
        // UTF-16 read as UTF-8 turns every task into text with U+FFFD between its characters and
        // loses its dates: refused, with the way to convert it (docs/todotxt.md).
        if let encoding = UTF16Text.detect(Array(data.prefix(1024))) { throw .utf16(path: path, encoding: encoding) }
        return TodoDocument(name: name ?? (path as NSString).lastPathComponent, bytes: Array(data))
    }

    /// Reads todo.txt and done.txt into one task list: done.txt when present, or always when the
    /// user named it; a missing todo.txt says where Horizon looked.
    package static func readTasks(_ location: TodoLocation, labelledByPath: Bool = false) throws(StoreError) -> TaskList {
        let todo: TodoDocument
        do {
            todo = try read(path: location.todoPath, name: labelledByPath ? location.todoPath : nil)
        } catch .missing {
            throw .missingTodo(message: location.missingTodoMessage)
        }
        var list = todo.readTasks(parallel: .workerThreads)
        // done.txt is read when it is there in any form (a dangling link or a FIFO is reported, not skipped).
        var link = stat()
        if location.doneIsExplicit || lstat(location.donePath, &link) == 0 {
            list.append(try read(path: location.donePath, name: labelledByPath ? location.donePath : nil).readTasks(parallel: .workerThreads))
        }
        return list
    }
}
