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

    @Test("a call made inside another takes up a core as soon as the other's work is done")
    func nestedCallTakesUpFreedCore() {
        // A budget of its own: other tests running beside this one use the process's.
        let budget = ThreadBudget(width: 2)
        let innerThreads = Mutex(Set<UInt>())
        // Both threads are at work when the inner call starts; one comes free 20 ms later.
        WorkerThreads.perform(iterations: 2, budget: budget) { outer in
            guard outer == 0 else {
                var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
                nanosleep(&pause, nil)
                return
            }
            WorkerThreads.perform(iterations: 200, budget: budget) { _ in
                innerThreads.withLock { _ = $0.insert(UInt(pthread_self())) }
                var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
                nanosleep(&pause, nil)
            }
        }
        let used: Int = innerThreads.withLock { $0.count }
        #expect(used >= 2)
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
