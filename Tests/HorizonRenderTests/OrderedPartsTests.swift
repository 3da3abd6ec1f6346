import Foundation
import HorizonCore
@testable import HorizonRender
import Testing

/// A large file's parts are made on all cores and handed over in order, by whichever thread made the
/// next one (docs/performance.md#how-the-build-is-organised-for-speed).
@Suite("Ordered parts")
struct OrderedPartsTests {
    /// The parts of piece `index`: how many depends on the index, some empty.
    static func parts(_ index: Int) -> [[UInt8]] {
        (0..<(index % 4)).map { part in [UInt8(truncatingIfNeeded: index), UInt8(part)] }
    }

    @Test("parts come in order, all of them once, on threads and on a runner that takes the pieces last first")
    func order() {
        let count = 3 * OrderedParts.window + 5
        let expected = (0..<count).flatMap(Self.parts)
        let threads = ParallelRunner { DispatchQueue.concurrentPerform(iterations: $0, execute: $1) }
        let backwards = ParallelRunner { count, body in
            for index in (0..<count).reversed() { body(index) }
        }
        for runner in [threads, backwards, .serial] {
            for _ in 0..<20 {
                var handed: [[UInt8]] = []
                OrderedParts.make(count, on: runner, Self.parts) { handed.append(Array($0)) }
                #expect(handed == expected)
            }
        }
    }

    @Test("while the first piece is slow, the other threads make no more than a window ahead of it")
    func windowAhead() {
        let count = 6 * OrderedParts.window
        let made = Locked(0), handedCount = Locked(0), mostAhead = Locked(0)
        // Two threads taking the indexes in order, as the worker threads do.
        let threads = ParallelRunner({ count, body in
            let next = Locked(0)
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                while let index = next.withLock({ taken -> Int? in
                    guard taken < count else { return nil }
                    taken += 1
                    return taken - 1
                }) { body(index) }
            }
        }, pause: { usleep(100) }, handsOutInOrder: true)
        var handed: [[UInt8]] = []
        OrderedParts.make(count, on: threads, { index in
            if index == 0 { usleep(200_000) }
            let ahead = made.withLock { made in
                made += 1
                return made
            } - handedCount.current
            mostAhead.withLock { $0 = max($0, ahead) }
            return [[UInt8(truncatingIfNeeded: index)]]
        }) { part in
            handed.append(Array(part))
            handedCount.withLock { $0 += 1 }
        }
        #expect(handed == (0..<count).map { [UInt8(truncatingIfNeeded: $0)] })
        // Made and not yet appended: a window ahead of the hand-over, the window the hand-over may be
        // appending (it takes all the ready pieces at once), and each thread's piece in hand. Without
        // the wait, all but the first piece are made while it sleeps.
        #expect(mostAhead.current <= 2 * OrderedParts.window + 2)
    }
}
