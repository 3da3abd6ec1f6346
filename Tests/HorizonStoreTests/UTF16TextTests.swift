import HorizonStore
import Testing

/// How a UTF-16 todo.txt is told from UTF-8 (docs/todotxt.md, "The todo.txt dialect").
@Suite("UTF-16 detection")
struct UTF16TextTests {
    static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
    }

    @Test("a byte-order mark decides, whatever follows")
    func marks() {
        #expect(UTF16Text.detect([0xFF, 0xFE]) == UTF16Text(littleEndian: true, hasByteOrderMark: true))
        #expect(UTF16Text.detect([0xFE, 0xFF, 0x00, 0x41]) == UTF16Text(littleEndian: false, hasByteOrderMark: true))
    }

    @Test("without a mark: NUL bytes in alternate places, also in text that is mostly another script")
    func withoutMark() {
        #expect(UTF16Text.detect(Self.utf16("(A) Pay rent due:2026-12-01\n", littleEndian: true)) == UTF16Text(littleEndian: true, hasByteOrderMark: false))
        #expect(UTF16Text.detect(Self.utf16("(A) Pay rent due:2026-12-01\n", littleEndian: false)) == UTF16Text(littleEndian: false, hasByteOrderMark: false))
        #expect(UTF16Text.detect(Self.utf16("家賃を払う 2026-12-01 電話する\n", littleEndian: true))?.littleEndian == true)
    }

    @Test("UTF-8 is not UTF-16: plain, with its own mark, in other scripts, empty, or with a stray NUL")
    func utf8() {
        #expect(UTF16Text.detect(Array("(A) Pay rent due:2026-12-01\n".utf8)) == nil)
        #expect(UTF16Text.detect([0xEF, 0xBB, 0xBF] + Array("x 2026-11-20 Paid\n".utf8)) == nil)
        #expect(UTF16Text.detect(Array("家賃を払う due:2026-12-01\n".utf8)) == nil)
        #expect(UTF16Text.detect([]) == nil)
        #expect(UTF16Text.detect(Array("a line with one \u{0} byte in it, and more text after it\n".utf8)) == nil)
    }
}
