#if canImport(Glibc)
import Glibc

/// A Linux inotify instance watching folders (`build --watch`): it adds and removes watches and reads
/// the events waiting, decoded from the kernel's packed records into values. What the events mean for
/// a build is the watcher's business; the raw memory stays here.
package final class Inotify {
    /// One event of a watched folder.
    package struct Event: Equatable, Sendable {
        /// The watch it came from, as ``add(_:)`` returned it.
        package var watch: Int32
        /// What happened.
        package var kind: Kind
        /// The entry of the folder it is about; empty for an event of the folder itself.
        package var name: String

        /// Makes an event.
        package init(watch: Int32, kind: Kind, name: String) {
            self.watch = watch
            self.kind = kind
            self.name = name
        }
    }

    /// What an event says.
    package enum Kind: Equatable, Sendable {
        /// An entry of the folder was made, written, removed or renamed.
        case entry
        /// The watched folder itself was removed.
        case folderRemoved
        /// The watched folder itself was moved away.
        case folderMoved
        /// The kernel's queue overflowed: events were lost (the watch is -1).
        case overflow
    }

    /// The instance's descriptor, for `poll` (non-blocking, closed on exec).
    package let descriptor: Int32

    /// What a folder's watch reports: its entries made, written, removed and renamed, and the folder
    /// itself removed or moved; a path that is not a folder is refused (ENOTDIR).
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY)
        | UInt32(IN_DELETE_SELF | IN_MOVE_SELF) | UInt32(IN_ONLYDIR)

    /// A new instance; the errno of a refusal (EMFILE: `fs.inotify.max_user_instances`).
    package init() throws(SystemCallFailure) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw SystemCallFailure(code: errno) }
    }

    deinit {
        close(descriptor)
    }

    /// Watches the folder at `path` (a watch it has already is returned again); the errno of a refusal
    /// (ENOENT, ENOTDIR: no folder there; ENOSPC: `fs.inotify.max_user_watches` reached).
    package func add(_ path: String) throws(SystemCallFailure) -> Int32 {
        let watch = inotify_add_watch(descriptor, path, Self.mask)
        guard watch >= 0 else { throw SystemCallFailure(code: errno) }
        return watch
    }

    /// Stops a watch.
    package func remove(_ watch: Int32) {
        _ = inotify_rm_watch(descriptor, watch)
    }

    /// The events waiting, in order; none when nothing is waiting (the read does not block).
    package func pendingEvents() -> [Event] {
        var events: [Event] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return events }
            events += Self.decode(buffer[0..<count])
        }
    }

    /// The events packed in `bytes` as the kernel writes them: each record an `inotify_event` header,
    /// then `len` bytes of name padded with NULs.
    package static func decode(_ bytes: ArraySlice<UInt8>) -> [Event] {
        // The header is read whole as C lays it out (`name` is a flexible array: not part of the size).
        let headerSize = MemoryLayout<inotify_event>.size
        var events: [Event] = []
        var offset = bytes.startIndex
        while offset + headerSize <= bytes.endIndex {
            let header = bytes.withUnsafeBytes { raw in
                raw.loadUnaligned(fromByteOffset: offset - bytes.startIndex, as: inotify_event.self)
            }
            let nameEnd = min(bytes.endIndex, offset + headerSize + Int(header.len))
            let name = bytes[(offset + headerSize)..<nameEnd].prefix { $0 != 0 }
            offset += headerSize + Int(header.len)
            let kind: Kind = if header.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                .overflow
            } else if header.mask & UInt32(IN_MOVE_SELF) != 0 {
                .folderMoved
            } else if header.mask & UInt32(IN_DELETE_SELF) != 0 {
                .folderRemoved
            } else {
                .entry
            }
            events.append(Event(watch: header.wd, kind: kind, name: String(decoding: name, as: UTF8.self)))
        }
        return events
    }
}
#endif
