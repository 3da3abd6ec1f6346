import Dispatch
import Foundation
import Glibc
import HorizonCore

/// Waits for the files a build reads to change (`build --watch`), through Linux inotify: no polling.
///
/// Each file's folder is watched rather than the file, since editors save by writing a new file and
/// renaming it over the old one (a watch on the old inode would see nothing after the first save);
/// events are kept only for the names asked for, or for every entry of a folder watched whole (the
/// templates). SIGINT and SIGTERM wake the wait too, through a pipe a dispatch signal source writes
/// to, so that Ctrl-C ends the watch cleanly between builds rather than killing one half-way.
final class FileWatcher {
    /// What ended a wait.
    enum Wake: Equatable {
        /// A watched file changed (its name).
        case changed(String)
        /// SIGINT or SIGTERM arrived.
        case stop
        /// The time given passed quietly.
        case timeout
    }

    private let inotify: Int32
    private let stopPipe: (read: Int32, write: Int32)
    private var signalSources: [any DispatchSourceSignal] = []
    /// For each watch: the folder, and the names in it that count (nil: every name).
    private var watches: [Int32: (folder: String, names: Set<String>?)] = [:]

    /// Watches `files` (by their folders; a symbolic link's target too) and every entry of `folders`.
    init(files: [String], folders: [String]) throws {
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard inotify >= 0 else { throw WatchError.unavailable(String(cString: strerror(errno))) }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            close(inotify)
            throw WatchError.unavailable(String(cString: strerror(errno)))
        }
        stopPipe = (fds[0], fds[1])
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var byFolder: [String: Set<String>] = [:]
        for file in files {
            for path in Set([file, (file as NSString).resolvingSymlinksInPath]) {
                let url = URL(fileURLWithPath: path)
                byFolder[url.deletingLastPathComponent().path, default: []].insert(url.lastPathComponent)
            }
        }
        let whole = Set(folders.map { URL(fileURLWithPath: $0).path })
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY)
        for folder in Set(byFolder.keys).union(whole).sorted() {
            let names: Set<String>? = whole.contains(folder) ? nil : byFolder[folder]
            let watch = inotify_add_watch(inotify, folder, mask)
            guard watch >= 0 else { throw WatchError.cannotWatch(folder, String(cString: strerror(errno))) }
            watches[watch] = (folder, names)
        }
        let writeEnd = stopPipe.write
        for number in [SIGINT, SIGTERM] {
            // Handled by the source on a dispatch queue, not by the default action (which would kill the process).
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                var byte: UInt8 = 1
                _ = write(writeEnd, &byte, 1)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    deinit {
        for source in signalSources { source.cancel() }
        close(inotify)
        close(stopPipe.read)
        close(stopPipe.write)
    }

    /// Waits for a change of a watched name, a stop signal, or the timeout (nil: no timeout).
    func wait(milliseconds timeout: Int?) -> Wake {
        let deadline = timeout.map { ContinuousClock.now + .milliseconds($0) }
        while true {
            var left: Int32 = -1
            if let deadline {
                let remaining = ContinuousClock.now.duration(to: deadline)
                guard remaining > .zero else { return .timeout }
                let (seconds, attoseconds) = remaining.components
                left = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            }
            var fds = [pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0), pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, left)
            if ready < 0, errno == EINTR { continue }
            if ready <= 0 { if deadline == nil { continue } else { return .timeout } }
            if fds[0].revents != 0 { return .stop }
            if let name = readChangedName() { return .changed(name) }
        }
    }

    /// Reads the pending inotify events; the first watched name among them, if any.
    private func readChangedName() -> String? {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var found: String?
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else { return found }
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let (watch, length) = buffer.withUnsafeBytes { bytes in
                    (bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += headerSize + length
                guard found == nil, let entry = watches[watch], !name.isEmpty else { continue }
                if entry.names?.contains(name) ?? true { found = entry.names == nil ? entry.folder + "/" + name : name }
            }
        }
    }
}

/// Why a watch cannot start.
enum WatchError: HorizonError, CustomStringConvertible {
    case unavailable(String)
    case cannotWatch(String, String)

    var description: String {
        switch self {
        case .unavailable(let reason): "cannot watch files (inotify): \(reason)"
        case .cannotWatch(let folder, let reason): "cannot watch \(folder): \(reason)"
        }
    }

    var exitStatus: ExitStatus { .inputOutput }

    var message: String { description }
}
