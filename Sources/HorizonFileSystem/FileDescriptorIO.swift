#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only contact with raw memory of the careful writer and the publisher: reading and writing arrays
/// through POSIX file descriptors, comparing bytes with `memcmp`, and syncing folders. Everything else
/// works on arrays and slices.
package enum FileDescriptorIO {
    /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes; the errno of a
    /// failure, or nil.
    package static func writeFully(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
    }

    /// Reads what is left of `descriptor` into one array, expecting about `expected` bytes (the file's
    /// size): read straight into the array's storage, neither zeroed first nor copied after (a todo.txt
    /// of a million lines is 100 MB, read on one core before its lines are read on all); or the errno of
    /// a failure. A file that grows while it is read is read to its end.
    /// ENOMEM when there is no memory for the file (`ulimit -v` lower than the file is large).
    package static func readToEnd(_ descriptor: Int32, expected: Int) -> Result<[UInt8], SystemCallFailure> {
        var failure: Int32 = 0
        // One byte more than expected: a read that fills it all has not met the end.
        let capacity = max(expected, 0) + 1
        // Room is asked of the system first: the Swift runtime ends the process when it cannot allocate
        // an array, and the size here is the user's file's (docs/commands.md#limits). A mapping, never
        // touched, that counts against `ulimit -v` and `ulimit -d` as the array would (a malloc and free
        // of it the optimiser removes). Twice the file: what is read from it needs as much again.
        let (doubled, overflow) = capacity.multipliedReportingOverflow(by: 2)
        guard !overflow else { return .failure(SystemCallFailure(code: ENOMEM)) }
        let room = mmap(nil, doubled, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        guard let room, room != MAP_FAILED else { return .failure(SystemCallFailure(code: ENOMEM)) }
        munmap(room, doubled)
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            initialized = fill(descriptor, buffer, failure: &failure)
        }
        var full = bytes.count == capacity
        while failure == 0, full {
            let more = [UInt8](unsafeUninitializedCapacity: 1 << 20) { buffer, initialized in
                initialized = fill(descriptor, buffer, failure: &failure)
            }
            bytes += more
            full = more.count == 1 << 20
        }
        return failure == 0 ? .success(bytes) : .failure(SystemCallFailure(code: failure))
    }

    /// Reads into `buffer` until it is full or the end is met: how many bytes were read; on a failure,
    /// its errno in `failure`.
    private static func fill(_ descriptor: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>, failure: inout Int32) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var count = 0
        while count < buffer.count {
            #if canImport(Glibc)
            let read = Glibc.read(descriptor, base + count, buffer.count - count)
            #else
            let read = Darwin.read(descriptor, base + count, buffer.count - count)
            #endif
            if read < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            if read == 0 { break }
            count += read
        }
        return count
    }

    /// Reads into `buffer[range]` with `read` (at the current position) or `pread` (at `fileOffset`):
    /// the count read, 0 at the end, or -1 with `errno` set.
    package static func read(_ descriptor: Int32, into buffer: inout [UInt8], _ range: Range<Int>, at fileOffset: Int? = nil) -> Int {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "read outside the buffer")
        return buffer.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return 0 }
            if let fileOffset { return pread(descriptor, base + range.lowerBound, range.count, off_t(fileOffset)) }
            #if canImport(Glibc)
            return Glibc.read(descriptor, base + range.lowerBound, range.count)
            #else
            return Darwin.read(descriptor, base + range.lowerBound, range.count)
            #endif
        }
    }

    /// Whether two runs of bytes are equal (`memcmp`: a rebuild compares a whole site with the one on disk).
    package static func equal(_ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        return left.withUnsafeBytes { mine in
            right.withUnsafeBytes { theirs in
                guard let mine = mine.baseAddress, let theirs = theirs.baseAddress else { return true }
                return memcmp(mine, theirs, left.count) == 0
            }
        }
    }

    /// Makes the renames, creations and removals in a folder durable (fsync of the folder itself).
    package static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
