import Foundation
import HorizonCore

/// Reads todo.txt and done.txt files into documents. Bad content is never an error here; only a file
/// that cannot be read is.
public enum TodoFileReader {
    /// Reads a file; `name` is how its lines are labelled (`todo.txt`).
    public static func read(path: String, name: String? = nil) throws(StoreError) -> TodoDocument {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missing(path: path)
        }
        guard !isDirectory.boolValue else { throw .isDirectory(path: path) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        return TodoDocument(name: name ?? (path as NSString).lastPathComponent, bytes: Array(data))
    }

    /// Reads todo.txt and done.txt into one task list: done.txt when present, or always when the
    /// user named it; a missing todo.txt says where Horizon looked.
    public static func readTasks(_ location: TodoLocation, labelledByPath: Bool = false) throws(StoreError) -> TaskList {
        let todo: TodoDocument
        do {
            todo = try read(path: location.todoPath, name: labelledByPath ? location.todoPath : nil)
        } catch .missing {
            throw .missingTodo(message: location.missingTodoMessage)
        }
        var list = todo.readTasks()
        if location.doneIsExplicit || FileManager.default.fileExists(atPath: location.donePath) {
            list.append(try read(path: location.donePath, name: labelledByPath ? location.donePath : nil).readTasks())
        }
        return list
    }
}
