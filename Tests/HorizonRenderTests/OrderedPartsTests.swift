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
}
