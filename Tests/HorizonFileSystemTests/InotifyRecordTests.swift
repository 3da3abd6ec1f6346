import Glibc
import HorizonFileSystem
import Testing

@Suite("inotify records")
struct InotifyRecordTests {
    /// One record as the kernel writes it: the C header, then the name padded with zeros to `length`.
    static func record(_ watch: Int32, _ mask: Int32, _ name: String, padded length: Int) -> [UInt8] {
        var header = inotify_event()
        header.wd = watch
        header.mask = UInt32(mask)
        header.len = UInt32(length)
        var bytes: [UInt8] = withUnsafeBytes(of: header) { Array($0) }
        let utf8: [UInt8] = Array(name.utf8)
        bytes.append(contentsOf: utf8)
        bytes.append(contentsOf: [UInt8](repeating: 0, count: length - utf8.count))
        return bytes
    }

    @Test("records are decoded by the C layout: the name's padding, a moved folder, an overflow, a removed folder")
    func decoded() {
        var bytes: [UInt8] = Self.record(3, IN_CREATE, "todo.txt", padded: 16)
        bytes.append(contentsOf: Self.record(4, IN_MOVE_SELF, "", padded: 0))
        bytes.append(contentsOf: Self.record(-1, IN_Q_OVERFLOW, "", padded: 0))
        bytes.append(contentsOf: Self.record(5, IN_DELETE_SELF, "", padded: 0))
        var expected: [Inotify.Event] = []
        expected.append(Inotify.Event(watch: 3, kind: .entry, name: "todo.txt"))
        expected.append(Inotify.Event(watch: 4, kind: .folderMoved, name: ""))
        expected.append(Inotify.Event(watch: -1, kind: .overflow, name: ""))
        expected.append(Inotify.Event(watch: 5, kind: .folderRemoved, name: ""))
        let events: [Inotify.Event] = Inotify.decode(bytes[...])
        #expect(events == expected)
    }

    @Test("a record cut short keeps the part of its name that arrived")
    func cut() {
        let bytes: [UInt8] = Self.record(6, IN_MODIFY, "cut", padded: 16)
        let events: [Inotify.Event] = Inotify.decode(bytes[0..<(bytes.count - 8)])
        #expect(events == [Inotify.Event(watch: 6, kind: .entry, name: "cut")])
    }
}
