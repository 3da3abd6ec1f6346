import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file operation failed, in the user's words and with the true cause (docs/commands.md#messages): the
/// system's words for a POSIX error, never an NSError dump; a dangling link names where it points.
package enum SystemReason {
    /// An error from Foundation as one sentence naming the file it is about, never an NSError dump
    /// (`Error Domain=NSCocoaErrorDomain Code=513 …`); other errors as they describe themselves.
    package static func message(_ error: any Error) -> String {
        let bridged = error as NSError
        guard bridged.domain == NSCocoaErrorDomain || bridged.domain == NSPOSIXErrorDomain else { return String(describing: error) }
        let path = bridged.userInfo[NSFilePathErrorKey] as? String ?? (bridged.userInfo[NSURLErrorKey] as? URL)?.path
        return path.map { "\($0): \(of(error))" } ?? of(error)
    }

    /// The cause of a failed read or write: the system's words for its POSIX error, never an NSError dump.
    package static func of(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return describe(Int32(error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return describe(Int32(underlying.code))
        }
        switch error.code {
        case CocoaError.fileReadNoPermission.rawValue, CocoaError.fileWriteNoPermission.rawValue: return "permission denied"
        case CocoaError.fileReadNoSuchFile.rawValue, CocoaError.fileNoSuchFile.rawValue: return "no such file or folder"
        case CocoaError.fileWriteFileExists.rawValue: return "a file of that name is in the way"
        case CocoaError.fileWriteOutOfSpace.rawValue: return "no space left on the device"
        case CocoaError.fileWriteVolumeReadOnly.rawValue: return "the file system is read-only"
        default: return error.localizedDescription
        }
    }

    /// Why a folder could not be created at `path`: a dangling symbolic link names where it points;
    /// anything else is the system's cause.
    package static func folderCreation(_ path: String, _ error: any Error) -> String {
        var link = stat()
        if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            return "it is a symbolic link to \(target), which does not exist"
        }
        return of(error)
    }

    /// `strerror` in lower case: "permission denied", "input/output error".
    package static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
