#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-size limit (`ulimit -f`). By default the system kills a process that writes past it with
/// SIGXFSZ, silently; ignored, the write fails with EFBIG instead, and the file being written is named
/// in the usual message — `Output/plan.json: cannot be written: File too large` — with exit status 3,
/// every file left whole (docs/commands.md, "Limits").
package enum FileSizeLimit {
    /// Makes writes past the limit fail instead of killing the process; called once, at the start.
    package static func reportInsteadOfDying() {
        signal(SIGXFSZ, SIG_IGN)
    }
}
