import HorizonCore

/// Writes RFC 5545 content lines (§3.1): CRLF-terminated, folded before 75 octets without splitting a
/// UTF-8 character (continuation lines start with one space), TEXT values escaped (§3.3.11) with the
/// control characters TEXT cannot hold dropped (a tab stays).
///
/// Text is copied in runs, as much of a run at once as fits on the line: a feed of a million items is
/// hundreds of millions of bytes, too many to look at one by one for where the lines fold.
struct ContentLineWriter: ~Copyable, PartWriter {
    private var buffer: ByteBuffer
    /// Octets on the current physical line.
    private var octets = 0
    /// The most octets a line holds, CRLF not counted.
    private static let limit = 75

    init(capacity: Int = 256) {
        buffer = ByteBuffer(capacity: capacity)
    }

    init(buffer: consuming ByteBuffer) {
        self.buffer = buffer
    }

    /// What has been written.
    var bytes: [UInt8] {
        buffer.array
    }

    var written: Int {
        buffer.count
    }

    var overflowed: Bool {
        buffer.overflowed
    }

    /// Drops what was written after `count` bytes, which must be the start of a line.
    mutating func rollBack(to count: Int) {
        buffer.removeAll(after: count)
        octets = 0
    }

    /// A whole line of fixed text that needs no escaping.
    mutating func line(_ text: StaticString) {
        start(text)
        end()
    }

    /// A whole line made at run time that needs no escaping.
    mutating func line(verbatim text: String) {
        octets = 0
        verbatim(text)
        end()
    }

    /// Starts a line with a property name and its colon.
    mutating func start(_ text: StaticString) {
        octets = 0
        self.text(text)
    }

    /// Ends the current line.
    mutating func end() {
        buffer.append(13)
        buffer.append(10)
        octets = 0
    }

    /// Fixed text written as it is.
    mutating func text(_ text: StaticString) {
        text.withUTF8Span { copy($0) }
    }

    /// Text written as it is.
    mutating func verbatim(_ text: String) {
        copy(text.utf8.span)
    }

    /// Bytes written as they are.
    mutating func bytes(_ text: [UInt8]) {
        copy(text.span)
    }

    /// Whole lines written before (each folded and ending in CRLF), copied as they are: the lines a
    /// task writes the same way in each of its components.
    mutating func lines(_ block: Span<UInt8>) {
        buffer.append(block)
        octets = 0
    }

    /// Text kept as it is, not folded nor escaped: a piece stored to be written into lines later.
    mutating func unfolded(_ text: String) {
        buffer.append(text.utf8.span)
    }

    /// Text that `write` appends to a byte buffer (digits, dates): written straight into the line when
    /// it fits, which is nearly always.
    mutating func append(_ write: (inout ByteBuffer) -> Void) {
        let start = buffer.count
        write(&buffer)
        let count = buffer.count - start
        guard octets + count > Self.limit else {
            octets += count
            return
        }
        // It ran past the end of the line: taken back and written again, folded.
        let written = buffer.bytes(from: start)
        buffer.removeAll(after: start)
        bytes(written)
    }

    /// A date as `20261123`.
    mutating func compactDate(_ date: CivilDate) {
        append { $0.appendCompactDate(date) }
    }

    /// A number in decimal.
    mutating func decimal(_ value: Int) {
        append { $0.appendDecimal(value) }
    }

    /// A TEXT value: backslash, semicolon, comma and newlines escaped (CRLF as one newline), other
    /// control characters but the tab dropped (C1 ones such as U+0085 and a lone CR too).
    mutating func escaped(_ value: String) {
        escaped(value.utf8.span)
    }

    /// ``escaped(_:)-(String)`` of a part of a string (a task's description).
    mutating func escaped(_ value: Substring) {
        escaped(value.utf8.span)
    }

    /// A TEXT value given as UTF-8: the stretches between the bytes that need escaping are copied at once.
    mutating func escaped(_ source: Span<UInt8>) {
        var runStart = 0
        var index = 0
        while index < source.count {
            if index + 8 <= source.count, !Self.mayNeedEscaping(EightBytes.load(source, at: index)) {
                index += 8
                continue
            }
            let byte = source[index]
            index += 1
            guard Self.needsEscaping(byte) else { continue }
            copy(source.extracting(runStart..<(index - 1)))
            runStart = index
            switch byte {
            case UInt8(ascii: "\\"): append(92); append(92)
            case UInt8(ascii: ";"): append(92); append(59)
            case UInt8(ascii: ","): append(92); append(44)
            case 10 where index > 1 && source[index - 2] == 13: break
            case 13 where index < source.count && source[index] == 10: append(92); append(110)
            case 10: append(92); append(110)
            case 0xC2 where index < source.count && (0x80..<0xA0).contains(source[index]):
                // A C1 control character (U+0080…U+009F, such as NEL U+0085), dropped with its second byte.
                index += 1
                runStart = index
            case 0xC2: runStart = index - 1  // the lead byte of a printable character: kept
            default: break  // a control character, or a lone CR (part of a todo.txt line, no line break)
            }
        }
        copy(source.extracting(runStart...))
    }

    /// Whether any of eight bytes may need escaping (any control byte counts, the tab too, for speed).
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        EightBytes.below(word, 32) | EightBytes.matching(word, 127) | EightBytes.matching(word, 0xC2) | EightBytes.matching(word, UInt8(ascii: ","))
            | EightBytes.matching(word, UInt8(ascii: ";")) | EightBytes.matching(word, UInt8(ascii: "\\")) != 0
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","), 0..<9, 10..<32, 127, 0xC2: true
        default: false
        }
    }

    /// Copies UTF-8 (as every String holds) as `append` would byte by byte, but as much at once as fits
    /// on the line: the line folds before the first character that does not fit whole.
    private mutating func copy(_ source: Span<UInt8>) {
        var start = 0
        while source.count - start > Self.limit - octets {
            // The first byte past the room, backed up to the start of its character.
            var cut = start + (Self.limit - octets)
            while cut > start, source[cut] & 0xC0 == 0x80 { cut -= 1 }
            if cut == start, octets <= 1 {
                // Not even a fresh line holds the character: not UTF-8. Byte by byte, so it ends.
                for index in start..<source.count { append(source[index]) }
                return
            }
            buffer.append(source.extracting(start..<cut))
            fold()
            start = cut
        }
        buffer.append(source.extracting(start...))
        octets += source.count - start
    }

    private mutating func fold() {
        buffer.append(13)
        buffer.append(10)
        buffer.append(32)
        octets = 1
    }

    private mutating func append(_ byte: UInt8) {
        // Fold before a character that would not fit; continuation bytes (10xxxxxx) stay with their lead byte.
        if byte & 0xC0 != 0x80 {
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            if octets + length > Self.limit { fold() }
        }
        buffer.append(byte)
        octets += 1
    }
}
