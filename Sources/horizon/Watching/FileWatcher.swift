import Foundation
import HorizonCore
import HorizonFileSystem

/// Waits for the files a build reads to change (`build --watch`), through Linux inotify (``Inotify``):
/// no polling.
///
/// Each file's folder is watched rather than the file, since editors save by writing a new file and
/// renaming it over the old one (a watch on the old inode would see nothing after the first save);
/// events are kept only for the names asked for, or for every entry of a folder watched whole (the
/// templates). The watch follows what the user means (docs/commands.md#watching-build---watch): after
/// every event and every rebuild each path is looked at again, through its chain of symbolic links, and
/// the folder of the name as given, of every link and of the final target is watched; so is each such
/// folder's parent, for the folder's own name, so that a folder removed or moved away is seen coming
/// back. What it must stop watching it says on stderr, never going quiet. SIGINT and SIGTERM wake the
/// wait too, through a pipe a signal handler writes to (``SignalPipe``), so that Ctrl-C ends the watch
/// cleanly between builds rather than killing one half-way; they do what they did before once the
/// watcher is gone.
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

    private let inotify: Inotify
    private let stopPipe: SignalPipe
    /// The files as given, and the folders watched whole (the templates).
    private let files: [String]
    private let folders: [String]
    /// Where the watch's own one-line messages go (a folder it stopped watching, or watches again).
    private let notice: (String) -> Void
    /// For each watch: the folders it was added for (one folder may go by several paths), and the
    /// names in it that count (nil: every name).
    private var watches: [Int32: (folders: [String], names: Set<String>?)] = [:]
    /// Folders whose own watch said they went away since the last look, and how.
    private var departed: [String: String] = [:]
    /// The first watched name the events read so far showed changed, not yet returned by a wait.
    private var changed: String?
    /// The input folders said to be missing, until they are back.
    private var missing: Set<String> = []
    /// Folders that could not be watched, and why, as said (said again only when the reason changes).
    private var failed: [String: String] = [:]

    /// Watches `files` (by their folders, through their symbolic links) and every entry of `folders`;
    /// `notice` is given each line the watch has to say.
    init(files: [String], folders: [String], notice: @escaping (String) -> Void) throws {
        do {
            inotify = try Inotify()
            // Written to the pipe by a handler, not the default action (which would kill the process).
            stopPipe = try SignalPipe(forwarding: [SIGINT, SIGTERM])
        } catch {
            throw WatchError.unavailable(SystemReason.describe(error.code))
        }
        self.files = files
        self.folders = folders.map(Self.trimmed)
        self.notice = notice
        try update(starting: true)
        try refresh()
    }

    /// Waits for a change of a watched name, a stop signal, or the timeout (nil: no timeout). The
    /// paths are looked at again after every event; a watch that cannot be added for want of inotify
    /// watches is thrown.
    func wait(milliseconds timeout: Int?) throws -> Wake {
        let deadline = timeout.map { ContinuousClock.now + .milliseconds($0) }
        while true {
            var left: Int32 = -1
            if let deadline {
                let remaining = ContinuousClock.now.duration(to: deadline)
                guard remaining > .zero else { return .timeout }
                let (seconds, attoseconds) = remaining.components
                left = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            }
            switch ReadableWait.wait(for: [stopPipe.readDescriptor, inotify.descriptor], milliseconds: left) {
            case .interrupted: continue
            case .timedOut: if deadline == nil { continue } else { return .timeout }
            case .readable(let ready): if ready.contains(0) { return .stop }
            }
            if readEvents() { try refresh() }
            if let name = changed {
                changed = nil
                return .changed(name)
            }
        }
    }

    /// After a change of `name`: waits until `quietMilliseconds` pass without another change, so that an
    /// editor's several writes make one build; the names that changed, `name` first, each once; nil when
    /// a stop signal came meanwhile.
    func settle(after name: String, quietMilliseconds: Int = 300) throws -> [String]? {
        var names = [name]
        while case let wake = try wait(milliseconds: quietMilliseconds), wake != .timeout {
            guard case .changed(let other) = wake else { return nil }
            if !names.contains(other) { names.append(other) }
        }
        return names
    }

    /// Looks at every path again and moves the watches to where they lead now, until a look changes
    /// nothing (a folder made between a look and its watch is seen by the next look).
    func refresh() throws {
        var before = try update(starting: false)
        for _ in 0..<4 {
            let after = try update(starting: false)
            if after == before { return }
            before = after
        }
    }

    /// Reads the pending inotify events, keeping the first watched name among them for the wait to
    /// return; whether there were any. A watched folder that went away is noted, to be said by the
    /// next look.
    @discardableResult
    private func readEvents() -> Bool {
        let events = inotify.pendingEvents()
        for event in events {
            if event.kind == .overflow {
                // Events were lost: which file changed cannot be told, so a rebuild is the safe answer.
                changed = changed ?? "files (too many changes at once to tell which)"
                continue
            }
            guard let entry = watches[event.watch] else { continue }
            if event.kind == .folderMoved || event.kind == .folderRemoved {
                let how = event.kind == .folderMoved ? "the folder was moved away" : "the folder was removed"
                for folder in entry.folders { departed[folder] = how }
                changed = changed ?? entry.folders.first
                continue
            }
            guard !event.name.isEmpty, entry.names?.contains(event.name) ?? true else { continue }
            changed = changed ?? (entry.names == nil ? (entry.folders.first ?? ".") + "/" + event.name : event.name)
        }
        return !events.isEmpty
    }

    /// What to watch now: the folders that hold an input (the folder of each file as given, of each
    /// link on its way, of its final target; each folder watched whole), in order; the names that count
    /// in each folder; the folders watched whole.
    private func plan() -> (inputs: [String], names: [String: Set<String>], whole: Set<String>) {
        var inputs: [String] = []
        var names: [String: Set<String>] = [:]
        var whole: Set<String> = []
        func watch(_ path: String) {
            let (folder, name) = Self.split(path)
            names[folder, default: []].insert(name)
            if !inputs.contains(folder) { inputs.append(folder) }
        }
        for file in files {
            SymbolicLinkChain(file).paths.forEach(watch)
        }
        for folder in folders {
            let chain = SymbolicLinkChain(folder).paths
            chain.dropLast().forEach(watch)
            if let target = chain.last {
                whole.insert(target)
                if !inputs.contains(target) { inputs.append(target) }
            }
        }
        // Each input folder's parent, for the folder's name: a folder removed, or moved away and made
        // again, is seen when it is back.
        for folder in inputs {
            guard let above = Self.parentAndName(folder) else { continue }
            names[above.parent, default: []].insert(above.name)
        }
        return (inputs, names, whole)
    }

    /// Adds the watches the paths need now and removes the ones they no longer need; says which input
    /// folders went away or are back, and which cannot be watched. Returns the watch of each folder
    /// (-1: missing), to tell whether another look would change anything. At the start, an input
    /// folder that cannot be watched for another reason than its absence is thrown, as it always was;
    /// the watch limit is thrown at any time, since nothing can be watched reliably past it.
    @discardableResult
    private func update(starting: Bool) throws -> [String: Int32] {
        let (inputs, names, whole) = plan()
        var added: [Int32: (folders: [String], names: Set<String>?)] = [:]
        var result: [String: Int32] = [:]
        /// The folder's watch, nil when it is missing (or cannot be watched, which is said).
        func add(_ folder: String, _ wanted: Set<String>?) throws -> Int32? {
            let watch: Int32
            do {
                watch = try inotify.add(folder)
            } catch {
                let code = error.code
                result[folder] = -1
                if code == ENOENT || code == ENOTDIR {
                    failed[folder] = nil
                    return nil
                }
                let error = WatchError.adding(folder, errno: code, limit: Self.watchLimit())
                if case .limitReached = error { throw error }
                if starting && inputs.contains(folder) { throw error }
                if failed[folder] != error.message {
                    failed[folder] = error.message
                    notice("horizon: \(error.message); changes there are not seen (the watch is tried again after each change)")
                }
                return nil
            }
            failed[folder] = nil
            result[folder] = watch
            let entry = added[watch]
            let merged: Set<String>? = if let kept = entry?.names, let wanted { kept.union(wanted) } else if entry == nil { wanted } else { nil }
            added[watch] = ((entry?.folders ?? []).filter { $0 != folder } + [folder], merged)
            return watch
        }
        var present: Set<String> = []
        var absent: Set<String> = []
        for folder in inputs + names.keys.filter({ !inputs.contains($0) }).sorted() {
            if try add(folder, whole.contains(folder) ? nil : names[folder]) != nil {
                if inputs.contains(folder) { present.insert(folder) }
                continue
            }
            guard result[folder] == -1, failed[folder] == nil else { continue }
            if inputs.contains(folder) { absent.insert(folder) }
            // Missing: the nearest folder above that is there is watched for the name of the next one
            // down, so that the folder is seen when it is made again.
            var child = folder
            while let above = Self.parentAndName(child), try add(above.parent, [above.name]) == nil, failed[above.parent] == nil {
                child = above.parent
            }
        }
        // A folder found gone is said with how it went, from its own watch's event (removed, moved
        // away); the event can come a moment after the folder's name is gone, and never once the
        // watch is removed, so it is awaited first, briefly.
        let unexplained = absent.filter { folder in
            !missing.contains(folder) && departed[folder] == nil && watches.values.contains { $0.folders.contains(folder) }
        }
        if !unexplained.isEmpty { awaitDepartures(of: unexplained) }
        for watch in watches.keys where added[watch] == nil {
            inotify.remove(watch)
        }
        watches = added
        for folder in inputs {
            let how = departed.removeValue(forKey: folder)
            if present.contains(folder) {
                if let how, !missing.contains(folder) { notice("horizon: stopped watching \(folder) (\(how)); waiting for it to come back") }
                if how != nil || missing.contains(folder) {
                    missing.remove(folder)
                    notice("horizon: watching \(folder) again (the folder is back)")
                }
            } else if absent.contains(folder), !missing.contains(folder) {
                missing.insert(folder)
                notice(starting
                    ? "horizon: cannot watch \(folder) (no such folder); waiting for it to be made"
                    : "horizon: stopped watching \(folder) (\(how ?? "the folder is gone")); waiting for it to come back")
            }
        }
        missing.formIntersection(inputs)
        departed = [:]
        return result
    }

    /// Reads events for up to 500 ms, until each of `folders` has its departure noted (a busy machine
    /// can hold a rename between the name's going and its event).
    private func awaitDepartures(of folders: Set<String>) {
        let deadline = ContinuousClock.now + .milliseconds(500)
        while true {
            readEvents()
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero, folders.contains(where: { departed[$0] == nil }) else { return }
            _ = ReadableWait.wait(
                for: [inotify.descriptor],
                milliseconds: Int32(clamping: remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1))
        }
    }

    /// fs.inotify.max_user_watches as the system reports it, for the message of a full limit.
    private static func watchLimit() -> Int? {
        (try? String(contentsOfFile: "/proc/sys/fs/inotify/max_user_watches", encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// A path without its trailing slashes ("/" stays).
    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The folder a path is in and its last name, by the text alone.
    private static func split(_ path: String) -> (folder: String, name: String) {
        let path = trimmed(path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return (ParentFolder.of(path), name)
    }

    /// A folder's parent and the folder's name in it; nil when the text does not tell (".", "..", "/").
    private static func parentAndName(_ folder: String) -> (parent: String, name: String)? {
        let (parent, name) = split(folder)
        guard name != ".", name != "..", name != "/", parent != folder else { return nil }
        return (parent, name)
    }
}
