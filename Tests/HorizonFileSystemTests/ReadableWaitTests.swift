import Glibc
import HorizonFileSystem
import Testing

@Suite("readable wait")
struct ReadableWaitTests {
    @Test("a wait ends when one of the descriptors can be read, naming which, or when the time passes")
    func readableWait() {
        var first: [Int32] = [0, 0]
        var second: [Int32] = [0, 0]
        #expect(pipe(&first) == 0)
        #expect(pipe(&second) == 0)
        defer { for descriptor in first + second { close(descriptor) } }
        let readEnds: [Int32] = [first[0], second[0]]
        let idle: ReadableWait.Outcome = ReadableWait.wait(for: readEnds, milliseconds: 10)
        #expect(idle == .timedOut)
        let byte: [UInt8] = [120]
        let written: Int = write(second[1], byte, 1)
        #expect(written == 1)
        let ready: ReadableWait.Outcome = ReadableWait.wait(for: readEnds, milliseconds: 1000)
        #expect(ready == .readable([1]))
    }
}
