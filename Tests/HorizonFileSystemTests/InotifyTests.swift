import Foundation
import HorizonFileSystem
import Testing

@Suite("inotify")
struct InotifyTests {
    @Test("an entry made in a watched folder is reported, and the folder removed; a missing folder is ENOENT, a file ENOTDIR")
    func liveEvents() throws {
        let scratch = Scratch()
        let folder: String = scratch.at("lists")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let inotify = try Inotify()
        let watch: Int32 = try inotify.add(folder)
        let none: [Inotify.Event] = inotify.pendingEvents()
        #expect(none.isEmpty)
        // Made in place: Foundation's createFile writes a temporary file and renames it.
        let made = open(folder + "/todo.txt", O_CREAT | O_WRONLY, 0o644)
        #expect(made >= 0)
        close(made)
        let events: [Inotify.Event] = inotify.pendingEvents()
        let entry = Inotify.Event(watch: watch, kind: .entry, name: "todo.txt")
        #expect(events.first == entry)
        #expect(events.allSatisfy { $0 == entry })
        try FileManager.default.removeItem(atPath: folder)
        let removed: [Inotify.Event] = inotify.pendingEvents()
        #expect(removed.contains(Inotify.Event(watch: watch, kind: .folderRemoved, name: "")))
        let gone: Int32? = failureCode { try inotify.add(folder) }
        #expect(gone == ENOENT)
        let file: String = scratch.write("file", "")
        let notFolder: Int32? = failureCode { try inotify.add(file) }
        #expect(notFolder == ENOTDIR)
    }
}
