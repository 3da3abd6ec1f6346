import Foundation
import HorizonFileSystem
import Synchronization
import Testing

@Suite("the system calls behind the walls: attributes, inotify, signals, poll, threads")
struct SystemCallTests {
    @Test("extended attributes are listed, read and set by name; a missing one is ENODATA")
    func extendedAttributes() throws {
        let scratch = Scratch()
        let descriptor = open(scratch.write("todo.txt", "a\n"), O_RDWR)
        defer { close(descriptor) }
        do {
            try ExtendedAttributes.set("user.horizon.test", to: Array("blue".utf8), of: descriptor)
        } catch where error.code == ENOTSUP || error.code == EOPNOTSUPP {
            return  // The temporary folder's file system has no user attributes: nothing to test here.
        }
        try ExtendedAttributes.set("user.horizon.empty", to: [], of: descriptor)
        #expect(try ExtendedAttributes.names(of: descriptor).filter { $0.hasPrefix("user.horizon.") }.sorted()
            == ["user.horizon.empty", "user.horizon.test"])
        #expect(try ExtendedAttributes.value("user.horizon.test", of: descriptor) == Array("blue".utf8))
        #expect(try ExtendedAttributes.value("user.horizon.empty", of: descriptor) == [])
        #expect(throws: SystemCallFailure(code: ENODATA)) { try ExtendedAttributes.value("user.horizon.none", of: descriptor) }
        #expect(throws: SystemCallFailure(code: EBADF)) { try ExtendedAttributes.names(of: -1) }
    }

    @Test("inotify reports an entry made in a watched folder, and the folder removed; a missing folder is ENOENT")
    func inotify() throws {
        let scratch = Scratch()
        let folder = scratch.at("lists")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let inotify = try Inotify()
        let watch = try inotify.add(folder)
        #expect(inotify.pendingEvents() == [])
        _ = FileManager.default.createFile(atPath: folder + "/todo.txt", contents: Data("a\n".utf8))
        let made = inotify.pendingEvents()
        #expect(made.first == Inotify.Event(watch: watch, kind: .entry, name: "todo.txt"))
        #expect(made.allSatisfy { $0.watch == watch && $0.name == "todo.txt" })
        try FileManager.default.removeItem(atPath: folder)
        #expect(inotify.pendingEvents().contains(Inotify.Event(watch: watch, kind: .folderRemoved, name: "")))
        #expect(throws: SystemCallFailure(code: ENOENT)) { try inotify.add(folder) }
        #expect(throws: SystemCallFailure(code: ENOTDIR)) { try inotify.add(scratch.write("file", "")) }
    }

    @Test("inotify records are decoded by the C layout: the name's padding, a moved folder, an overflow, a cut record")
    func inotifyRecords() {
        func record(_ watch: Int32, _ mask: UInt32, _ name: String, padded length: Int) -> [UInt8] {
            var header = inotify_event()
            header.wd = watch
            header.mask = mask
            header.len = UInt32(length)
            var bytes: [UInt8] = withUnsafeBytes(of: header) { Array($0) }
            bytes += Array(name.utf8)
            bytes += [UInt8](repeating: 0, count: length - name.utf8.count)
            return bytes
        }
        var bytes: [UInt8] = record(3, UInt32(IN_CREATE), "todo.txt", padded: 16)
        bytes += record(4, UInt32(IN_MOVE_SELF), "", padded: 0)
        bytes += record(-1, UInt32(IN_Q_OVERFLOW), "", padded: 0)
        bytes += record(5, UInt32(IN_DELETE_SELF), "", padded: 0)
        bytes += record(6, UInt32(IN_MODIFY), "cut", padded: 16)
        let expected: [Inotify.Event] = [
            Inotify.Event(watch: 3, kind: .entry, name: "todo.txt"),
            Inotify.Event(watch: 4, kind: .folderMoved, name: ""),
            Inotify.Event(watch: -1, kind: .overflow, name: ""),
            Inotify.Event(watch: 5, kind: .folderRemoved, name: ""),
            Inotify.Event(watch: 6, kind: .entry, name: "cut"),
        ]
        #expect(Inotify.decode(bytes[0..<(bytes.count - 8)]) == expected)
    }

    @Test("a forwarded signal is a byte on the pipe; when the pipe goes, the signal's action and blocked state come back")
    func signalPipe() throws {
        // SIGUSR1 ignored and blocked before, as a parent process might leave it.
        let before = signal(SIGUSR1, SIG_IGN)
        defer { signal(SIGUSR1, before) }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGUSR1)
        pthread_sigmask(SIG_BLOCK, &set, nil)
        defer { pthread_sigmask(SIG_UNBLOCK, &set, nil) }
        do {
            let pipe = try SignalPipe(forwarding: [SIGUSR1])
            #expect(ReadableWait.wait(for: [pipe.readDescriptor], milliseconds: 0) == .timedOut)
            var current = sigset_t()
            pthread_sigmask(SIG_BLOCK, nil, &current)
            #expect(sigismember(&current, SIGUSR1) == 0)
            raise(SIGUSR1)
            #expect(ReadableWait.wait(for: [pipe.readDescriptor], milliseconds: 1000) == .readable([0]))
        }
        let after = signal(SIGUSR1, SIG_IGN)
        #expect(unsafeBitCast(after, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self))
        var current = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &current)
        #expect(sigismember(&current, SIGUSR1) == 1)
    }

    @Test("a wait ends when one of the descriptors can be read, naming which, or when the time passes")
    func readableWait() {
        var first: [Int32] = [0, 0], second: [Int32] = [0, 0]
        #expect(pipe(&first) == 0 && pipe(&second) == 0)
        defer { (first + second).forEach { close($0) } }
        #expect(ReadableWait.wait(for: [first[0], second[0]], milliseconds: 10) == .timedOut)
        #expect(write(second[1], "x", 1) == 1)
        #expect(ReadableWait.wait(for: [first[0], second[0]], milliseconds: 1000) == .readable([1]))
    }

    @Test("worker threads run every index once and return when all have; a detached body runs")
    func workerThreads() {
        let counts = Mutex([Int](repeating: 0, count: 1000))
        WorkerThreads.perform(iterations: 1000) { index in counts.withLock { $0[index] += 1 } }
        #expect(counts.withLock { $0 } == [Int](repeating: 1, count: 1000))
        let one = Mutex(0)
        WorkerThreads.perform(iterations: 1) { _ in one.withLock { $0 += 1 } }
        WorkerThreads.perform(iterations: 0) { _ in one.withLock { $0 += 100 } }
        #expect(one.withLock { $0 } == 1)
        let ran = Mutex(false)
        var done: [Int32] = [0, 0]
        #expect(pipe(&done) == 0)
        defer { done.forEach { close($0) } }
        let writeEnd = done[1]
        #expect(WorkerThreads.detach {
            ran.withLock { $0 = true }
            _ = write(writeEnd, "x", 1)
        })
        #expect(ReadableWait.wait(for: [done[0]], milliseconds: 5000) == .readable([0]))
        #expect(ran.withLock { $0 })
    }

    @Test("the password database knows the user's home folder")
    func homeFolder() throws {
        let home = try #require(PasswordDatabase.homeFolder)
        #expect(home.hasPrefix("/"))
    }
}
