#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `buffer` to `descriptor`, retrying short and interrupted writes; the errno of a
/// failure, or nil.
func writeFully(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32? {
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
