import Foundation
import HorizonCore
import HorizonFileSystem

/// Reads todo.txt and done.txt files into documents. Bad content is never an error here; only a file
/// that cannot be read is.
package enum TodoFileReader {
    /// Reads a file; `name` is how its lines are labelled (`todo.txt`).
    package static func read(path: String, name: String? = nil) throws(StoreError) -> TodoDocument {
        if let problem = PathProblem.check(path) { throw problem }
        // Not blocking: a path swapped for a FIFO since the check is read as empty, never waited on.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: SystemReason.describe(errno)) }
        defer { close(descriptor) }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        let bytes: [UInt8]
        switch FileDescriptorIO.readToEnd(descriptor, expected: size) {
        case .success(let read): bytes = read
        case .failure(let failure) where failure.code == ENOMEM:
            throw .unreadable(path: path, reason: "too little memory to read its \(size) bytes and the tasks in them (is `ulimit -v` or `ulimit -d` too low for this file?)")
        case .failure(let failure): throw .unreadable(path: path, reason: SystemReason.describe(failure.code))
        }
        // UTF-16 read as UTF-8 turns every task into text with U+FFFD between its characters and
        // loses its dates: refused, with the way to convert it (docs/todotxt.md).
        if let encoding = UTF16Text.detect(Array(bytes.prefix(1024))) { throw .utf16(path: path, encoding: encoding) }
        return TodoDocument(name: name ?? (path as NSString).lastPathComponent, bytes: bytes)
    }
}
