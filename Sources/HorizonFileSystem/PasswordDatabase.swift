#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the password database (`getpwuid`) says of the user the process runs as.
package enum PasswordDatabase {
    /// The home folder of the process's user, as the database has it; nil when it has no entry.
    package static var homeFolder: String? {
        guard let entry = getpwuid(getuid()), let home = entry.pointee.pw_dir else { return nil }
        return String(cString: home)
    }
}
