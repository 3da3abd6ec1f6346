#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a small file whole — a configuration file — without ever waiting or growing without end: a
/// FIFO, a device, a socket or a folder is refused before it is opened (a FIFO would wait for a
/// writer forever, `/dev/zero` never ends), the open is non-blocking in case one is put in the file's
/// place meanwhile, and no more than `limit` bytes are read (docs/configuration.md).
package enum BoundedRead {
    /// What reading found.
    package enum Outcome: Equatable, Sendable {
        /// The file's bytes.
        case bytes([UInt8])
        /// Nothing is there (or a symbolic link that points nowhere).
        case missing
        /// Something that is not a regular file: `kind` says what, "a FIFO (named pipe)".
        case notARegularFile(kind: String)
        /// The file holds more than the limit.
        case tooLarge
        /// The system refused: its errno.
        case failed(code: Int32)
    }

    /// Reads `path` whole, or says why not. With `nullDeviceIsEmpty`, the null device (`/dev/null`, or
    /// a link to it) reads as an empty file.
    package static func read(_ path: String, limit: Int, nullDeviceIsEmpty: Bool = false) -> Outcome {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            return code == ENOENT ? .missing : .failed(code: code)
        }
        if nullDeviceIsEmpty, isNullDevice(info) { return .bytes([]) }
        if let kind = kind(info) { return .notARegularFile(kind: kind) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failed(code: errno) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { return .failed(code: errno) }
        if let kind = kind(info) { return .notARegularFile(kind: kind) }
        // One byte more than the limit tells a file of exactly the limit from a larger one.
        var buffer = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < buffer.count {
            let read = FileDescriptorIO.read(descriptor, into: &buffer, count..<buffer.count)
            if read < 0 {
                if errno == EINTR { continue }
                return .failed(code: errno)
            }
            if read == 0 { break }
            count += read
        }
        guard count <= limit else { return .tooLarge }
        return .bytes(Array(buffer[..<count]))
    }

    /// What a `stat` result is when it is not a regular file, in the words of messages; nil for a regular file.
    package static func kind(_ info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a folder"
        default: "a special file"
        }
    }

    /// Whether it is the character device `/dev/null` is (by device number, so a link or another
    /// node of it counts too).
    private static func isNullDevice(_ info: stat) -> Bool {
        var null = stat()
        guard info.st_mode & S_IFMT == S_IFCHR, stat("/dev/null", &null) == 0 else { return false }
        return info.st_rdev == null.st_rdev
    }
}
