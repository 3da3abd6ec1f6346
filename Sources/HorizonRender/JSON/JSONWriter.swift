import HorizonCore

/// Appends JSON to a byte buffer, escaping strings as RFC 8259 requires.
struct JSONWriter: ~Copyable, PartWriter {
    private var buffer: ByteBuffer
    /// A lowercase hexadecimal digit, for `\u00XX`.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

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

    mutating func rollBack(to count: Int) {
        buffer.removeAll(after: count)
    }

    /// Makes room for `count` more bytes.
    mutating func reserve(_ count: Int) {
        buffer.reserve(count)
    }

    mutating func raw(_ text: StaticString) {
        buffer.append(text)
    }

    /// JSON written before, copied as it is.
    mutating func raw(_ bytes: Span<UInt8>) {
        buffer.append(bytes)
    }

    /// `["a", "b"]`.
    mutating func list(_ values: [String]) {
        buffer.append(UInt8(ascii: "["))
        // Lent from a span rather than copied out of the array one by one.
        let values = values.span
        for index in values.indices {
            if index > 0 { buffer.append(",") }
            string(values[index])
        }
        buffer.append(UInt8(ascii: "]"))
    }

    /// `"2026-11-23"`.
    mutating func date(_ date: CivilDate) {
        buffer.append(UInt8(ascii: "\""))
        buffer.appendDate(date)
        buffer.append(UInt8(ascii: "\""))
    }

    /// `"2026-W48"`, as the period's description.
    mutating func period(_ period: Period) {
        buffer.append(UInt8(ascii: "\""))
        buffer.appendPeriod(period)
        buffer.append(UInt8(ascii: "\""))
    }

    /// `"09:35"`, as the time's description.
    mutating func time(_ time: TimeOfDay) {
        buffer.append(UInt8(ascii: "\""))
        buffer.appendTwoDigits(time.hour)
        buffer.append(UInt8(ascii: ":"))
        buffer.appendTwoDigits(time.minute)
        buffer.append(UInt8(ascii: "\""))
    }

    /// `"A"`: the letter is an ASCII capital, which needs no escaping.
    mutating func priority(_ priority: Priority) {
        guard let letter = priority.letter.asciiValue, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(letter) else {
            string(priority.description)
            return
        }
        buffer.append(UInt8(ascii: "\""))
        buffer.append(letter)
        buffer.append(UInt8(ascii: "\""))
    }

    /// `"0123456789abcdef"`, or `"0123456789abcdef-2"` for the third task with the same hash
    /// (``ComponentWriter/appendUID(hash:repeat:to:)`` without its domain).
    mutating func uid(hash: UInt64, repeat count: Int) {
        buffer.append(UInt8(ascii: "\""))
        buffer.appendHex(hash)
        if count > 0 {
            buffer.append(UInt8(ascii: "-"))
            buffer.appendDecimal(count)
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// `,"source":"todo.txt:12"`.
    mutating func source(_ location: SourceLocation) {
        raw(",\"source\":\"")
        escape(location.file.utf8.span)
        escape(location.separator.utf8.span)
        buffer.appendDecimal(location.line)
        buffer.append(UInt8(ascii: "\""))
    }

    mutating func number(_ value: Int) {
        buffer.appendDecimal(value)
    }

    mutating func string(_ value: String) {
        string(value.utf8.span)
    }

    /// A string given as UTF-8.
    mutating func string(_ value: Span<UInt8>) {
        buffer.append(UInt8(ascii: "\""))
        escape(value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// The string's characters, escaped; runs that need no escaping are copied at once.
    private mutating func escape(_ source: Span<UInt8>) {
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
            buffer.append(source.extracting(runStart..<(index - 1)))
            runStart = index
            switch byte {
            case UInt8(ascii: "\""): buffer.append("\\\"")
            case UInt8(ascii: "\\"): buffer.append("\\\\")
            case 10: buffer.append("\\n")
            case 13: buffer.append("\\r")
            case 9: buffer.append("\\t")
            default:
                buffer.append("\\u00")
                buffer.append(Self.hexDigit(byte >> 4))
                buffer.append(Self.hexDigit(byte & 15))
            }
        }
        buffer.append(source.extracting(runStart...))
    }

    /// Whether any of eight bytes needs escaping.
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        EightBytes.below(word, 32) | EightBytes.matching(word, UInt8(ascii: "\"")) | EightBytes.matching(word, UInt8(ascii: "\\"))
            | EightBytes.matching(word, 127) != 0
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 32 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 127
    }
}
