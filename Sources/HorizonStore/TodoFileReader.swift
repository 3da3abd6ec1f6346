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
}
