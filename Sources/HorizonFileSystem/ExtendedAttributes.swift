import CFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The extended attributes of an open file (POSIX ACLs are the `system.posix_acl_access` one), by
/// name: the careful writer carries them from a user's file to the one that replaces it. Swift's Glibc
/// module does not export `<sys/xattr.h>`; the calls go through `CFileSystem`, and the buffers they
/// fill stay in this file.
package enum ExtendedAttributes {
    /// The names of the attributes of the file open at `descriptor`; none on a file system without
    /// them. Throws the errno of a refusal.
    package static func names(of descriptor: Int32) throws(SystemCallFailure) -> [String] {
        while true {
            let size = horizon_list_attributes(descriptor, nil, 0)
            guard size > 0 else {
                if size < 0, errno != ENOTSUP, errno != EOPNOTSUPP { throw SystemCallFailure(code: errno) }
                return []
            }
            var names = [CChar](repeating: 0, count: size)
            let listed = horizon_list_attributes(descriptor, &names, names.count)
            // ERANGE: an attribute was added since the size was asked; ask again.
            if listed < 0, errno == ERANGE { continue }
            guard listed >= 0 else { throw SystemCallFailure(code: errno) }
            return names[0..<listed].split(separator: 0).map { name in
                String(decoding: name.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
    }

    /// The value of the attribute `name` of the file open at `descriptor`. Throws the errno of a
    /// refusal (ENODATA: the file has no such attribute).
    package static func value(_ name: String, of descriptor: Int32) throws(SystemCallFailure) -> [UInt8] {
        while true {
            let length = horizon_get_attribute(descriptor, name, nil, 0)
            guard length >= 0 else { throw SystemCallFailure(code: errno) }
            var value = [UInt8](repeating: 0, count: length)
            let read = value.withUnsafeMutableBytes { horizon_get_attribute(descriptor, name, $0.baseAddress, length) }
            // ERANGE: the value grew since its length was asked; ask again.
            if read < 0, errno == ERANGE { continue }
            guard read >= 0 else { throw SystemCallFailure(code: errno) }
            return Array(value[0..<read])
        }
    }

    /// Gives the file open at `descriptor` the attribute `name` with `value` (made or replaced). Throws
    /// the errno of a refusal.
    package static func set(_ name: String, to value: [UInt8], of descriptor: Int32) throws(SystemCallFailure) {
        let status = value.withUnsafeBytes { horizon_set_attribute(descriptor, name, $0.baseAddress, $0.count) }
        guard status == 0 else { throw SystemCallFailure(code: errno) }
    }
}
