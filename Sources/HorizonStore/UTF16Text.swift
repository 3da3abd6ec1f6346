/// Whether the bytes of a file Horizon reads as UTF-8 (todo.txt, done.txt, a holidays file) are UTF-16
/// instead — what Windows Notepad saves as "Unicode" — so that the file is refused with the way to
/// convert it rather than read as text with a U+FFFD between every two characters, its dates lost
/// (docs/todotxt.md, "The todo.txt dialect").
package struct UTF16Text: Sendable, Equatable {
    /// Whether the high byte of each unit comes second (UTF-16LE) or first (UTF-16BE).
    package let littleEndian: Bool
    /// Whether the file starts with a byte-order mark (FF FE or FE FF).
    package let hasByteOrderMark: Bool

    /// An encoding of one byte order, with or without its mark.
    package init(littleEndian: Bool, hasByteOrderMark: Bool) {
        self.littleEndian = littleEndian
        self.hasByteOrderMark = hasByteOrderMark
    }

    /// How many bytes from the start are looked at when there is no byte-order mark.
    private static let sample = 1024

    /// The encoding's name as iconv takes it: with a mark, `UTF-16` reads the mark and drops it; without
    /// one the byte order must be named.
    package var iconvName: String {
        hasByteOrderMark ? "UTF-16" : littleEndian ? "UTF-16LE" : "UTF-16BE"
    }

    /// How the encoding is named to the user.
    package var description: String {
        "UTF-16 (\(littleEndian ? "little" : "big")-endian, \(hasByteOrderMark ? "with" : "without") a byte-order mark)"
    }

    /// UTF-16 when the bytes start with its byte-order mark, or when, with no mark, the first bytes
    /// hold NUL bytes in alternate places only — the high byte of ASCII text in UTF-16; a UTF-8 text
    /// file holds no NUL bytes. Nil for anything else.
    package static func detect(_ bytes: [UInt8]) -> UTF16Text? {
        if bytes.count >= 2 {
            // A UTF-8 byte-order mark is EF BB BF: FF and FE never start UTF-8 text.
            if bytes[0] == 0xFF, bytes[1] == 0xFE { return UTF16Text(littleEndian: true, hasByteOrderMark: true) }
            if bytes[0] == 0xFE, bytes[1] == 0xFF { return UTF16Text(littleEndian: false, hasByteOrderMark: true) }
        }
        let pairs = min(bytes.count, sample) / 2
        guard pairs > 0 else { return nil }
        var evenNULs = 0, oddNULs = 0
        for index in 0..<pairs {
            if bytes[2 * index] == 0 { evenNULs += 1 }
            if bytes[2 * index + 1] == 0 { oddNULs += 1 }
        }
        // Text in another script has fewer NULs, but its spaces, digits and tags have them.
        let enough = max(1, pairs / 4)
        if oddNULs >= enough, evenNULs * 8 <= oddNULs { return UTF16Text(littleEndian: true, hasByteOrderMark: false) }
        if evenNULs >= enough, oddNULs * 8 <= evenNULs { return UTF16Text(littleEndian: false, hasByteOrderMark: false) }
        return nil
    }
}
