import Foundation
import HorizonFileSystem
import Testing

@Suite("extended attributes")
struct ExtendedAttributeTests {
    @Test("attributes are listed, read and set by name; a missing one is ENODATA, a closed file EBADF")
    func extendedAttributes() throws {
        let scratch = Scratch()
        let descriptor: Int32 = open(scratch.write("todo.txt", "a\n"), O_RDWR)
        defer { close(descriptor) }
        let blue: [UInt8] = Array("blue".utf8)
        let refusal: Int32? = failureCode { try ExtendedAttributes.set("user.horizon.test", to: blue, of: descriptor) }
        // A temporary folder on a file system without user attributes has nothing to test here.
        if refusal == ENOTSUP || refusal == EOPNOTSUPP { return }
        #expect(refusal == nil)
        try ExtendedAttributes.set("user.horizon.empty", to: [], of: descriptor)
        let all: [String] = try ExtendedAttributes.names(of: descriptor)
        let ours: [String] = all.filter { $0.hasPrefix("user.horizon.") }.sorted()
        #expect(ours == ["user.horizon.empty", "user.horizon.test"])
        let value: [UInt8] = try ExtendedAttributes.value("user.horizon.test", of: descriptor)
        #expect(value == blue)
        let empty: [UInt8] = try ExtendedAttributes.value("user.horizon.empty", of: descriptor)
        #expect(empty.isEmpty)
        let missing: Int32? = failureCode { try ExtendedAttributes.value("user.horizon.none", of: descriptor) }
        #expect(missing == ENODATA)
        let closed: Int32? = failureCode { try ExtendedAttributes.names(of: -1) }
        #expect(closed == EBADF)
    }
}
