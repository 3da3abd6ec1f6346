import CFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a writer carries from the file it replaces to the new one (docs/commands.md#what-the-writer-guarantees): owner, group, mode and
/// extended attributes — POSIX ACLs are the `system.posix_acl_access` attribute — so that a
/// `sudo horizon done` leaves alice's `640 alice:alice` todo.txt hers. When the process may not set one
/// of them, the change is refused before the file is replaced.
enum FileMetadata {
    /// Gives the file open at `destination` the owner, group, mode and extended attributes of the one
    /// open at `source`; `path` names the user's file in the error.
    static func carry(from source: Int32, to destination: Int32, path: String) throws(WriteError) {
        var original = stat(), copy = stat()
        guard fstat(source, &original) == 0, fstat(destination, &copy) == 0 else {
            throw .system(path: path, operation: "read the permissions of", code: errno)
        }
        if original.st_uid != copy.st_uid || original.st_gid != copy.st_gid {
            guard fchown(destination, original.st_uid, original.st_gid) == 0 else {
                throw .cannotKeep(path: path, what: "its owner and group (uid \(original.st_uid), gid \(original.st_gid))", code: errno)
            }
        }
        try copyAttributes(from: source, to: destination, path: path)
        // After the owner (a change of owner clears set-id bits) and the ACL (which sets the group bits).
        guard fchmod(destination, original.st_mode & 0o7777) == 0 else {
            throw .cannotKeep(path: path, what: "its permissions", code: errno)
        }
    }

    private static func copyAttributes(from source: Int32, to destination: Int32, path: String) throws(WriteError) {
        let size = horizon_list_attributes(source, nil, 0)
        guard size > 0 else {
            // No attributes, or a file system without them: nothing to carry.
            if size < 0, errno != ENOTSUP, errno != EOPNOTSUPP {
                throw .system(path: path, operation: "read the extended attributes of", code: errno)
            }
            return
        }
        var names = [CChar](repeating: 0, count: size)
        let listed = horizon_list_attributes(source, &names, names.count)
        guard listed >= 0 else { throw .system(path: path, operation: "read the extended attributes of", code: errno) }
        for name in names[0..<listed].split(separator: 0) {
            let name = String(decoding: name.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let length = horizon_get_attribute(source, name, nil, 0)
            guard length >= 0 else { throw .system(path: path, operation: "read the extended attribute \(name) of", code: errno) }
            var value = [UInt8](repeating: 0, count: length)
            let read = value.withUnsafeMutableBytes { horizon_get_attribute(source, name, $0.baseAddress, length) }
            guard read >= 0 else { throw .system(path: path, operation: "read the extended attribute \(name) of", code: errno) }
            // The new file may have it already (a security label given by the folder): nothing to set.
            if current(name, of: destination) == Array(value[0..<read]) { continue }
            let status = value.withUnsafeBytes { horizon_set_attribute(destination, name, $0.baseAddress, read) }
            guard status == 0 else { throw .cannotKeep(path: path, what: "its extended attribute \(name)", code: errno) }
        }
    }

    /// An attribute's value on a file, or nil when it has none.
    private static func current(_ name: String, of descriptor: Int32) -> [UInt8]? {
        let length = horizon_get_attribute(descriptor, name, nil, 0)
        guard length >= 0 else { return nil }
        var value = [UInt8](repeating: 0, count: length)
        let read = value.withUnsafeMutableBytes { horizon_get_attribute(descriptor, name, $0.baseAddress, length) }
        return read >= 0 ? Array(value[0..<read]) : nil
    }
}
