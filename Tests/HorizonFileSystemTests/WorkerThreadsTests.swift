import Glibc
import HorizonFileSystem
import Synchronization
import Testing

@Suite("worker threads")
struct WorkerThreadsTests {
    @Test("worker threads run every index once and return when all have")
    func perform() {
        let counts = Mutex([Int](repeating: 0, count: 1000))
        WorkerThreads.perform(iterations: 1000) { index in counts.withLock { $0[index] += 1 } }
        let seen: [Int] = counts.withLock { $0 }
        #expect(seen == [Int](repeating: 1, count: 1000))
    }

    @Test("one iteration runs once; none runs nothing")
    func fewIterations() {
        let runs = Mutex(0)
        WorkerThreads.perform(iterations: 1) { _ in runs.withLock { $0 += 1 } }
        WorkerThreads.perform(iterations: 0) { _ in runs.withLock { $0 += 100 } }
        let total: Int = runs.withLock { $0 }
        #expect(total == 1)
    }

    @Test("a detached body runs")
    func detach() {
        var done: [Int32] = [0, 0]
        #expect(pipe(&done) == 0)
        defer { for descriptor in done { close(descriptor) } }
        let writeEnd: Int32 = done[1]
        let started: Bool = WorkerThreads.detach {
            let byte: [UInt8] = [120]
            _ = write(writeEnd, byte, 1)
        }
        #expect(started)
        let outcome: ReadableWait.Outcome = ReadableWait.wait(for: [done[0]], milliseconds: 5000)
        #expect(outcome == .readable([0]))
    }
}
