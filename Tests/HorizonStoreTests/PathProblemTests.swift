import Foundation
@testable import HorizonStore
import HorizonFileSystem
import Testing

/// Foundation's errors become one sentence naming the file (docs/commands.md#messages), never an NSError dump.
@Suite("Path problems")
struct PathProblemTests {
    @Test("a Cocoa error names its file and the cause")
    func cocoaError() {
        let error = CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: "/home/ann/todo.txt"])
        #expect(SystemReason.message(error) == "/home/ann/todo.txt: permission denied")
        let underlying = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadUnknown.rawValue, userInfo: [
            NSFilePathErrorKey: "/home/ann/todo.txt", NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EIO)),
        ])
        #expect(SystemReason.message(underlying) == "/home/ann/todo.txt: input/output error")
        #expect(!SystemReason.message(underlying).contains("Domain"))
    }

    @Test("Horizon's own errors describe themselves")
    func ownError() {
        #expect(SystemReason.message(StoreError.missing(path: "todo.txt")) == "todo.txt: no such file")
    }
}
