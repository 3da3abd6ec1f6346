import HorizonFileSystem

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
        let names: [String]
        do {
            names = try ExtendedAttributes.names(of: source)
        } catch {
            throw .system(path: path, operation: "read the extended attributes of", code: error.code)
        }
        for name in names {
            let value: [UInt8]
            do {
                value = try ExtendedAttributes.value(name, of: source)
            } catch {
                throw .system(path: path, operation: "read the extended attribute \(name) of", code: error.code)
            }
            // The new file may have it already (a security label given by the folder): nothing to set.
            if (try? ExtendedAttributes.value(name, of: destination)) == value { continue }
            do {
                try ExtendedAttributes.set(name, to: value, of: destination)
            } catch {
                throw .cannotKeep(path: path, what: "its extended attribute \(name)", code: error.code)
            }
        }
    }
}
