/// Task text made safe to show: control characters (C0 but the tab and LF, DEL, C1 such as U+0085) become
/// U+FFFD, so an ESC or BEL in todo.txt can neither drive a terminal nor hide in a page, and the
/// reader sees that something is there (docs/todotxt.md#control-characters). The task's line itself is never changed.
public enum VisibleText {
    /// The replacement shown for a control character.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// `text` with its control characters replaced; the same string when it has none (the usual case,
    /// found by one pass over the bytes).
    public static func cleaned(_ text: String) -> String {
        guard hasControl(text.utf8.span) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isControl(scalar) ? replacement : scalar) }
        return String(scalars)
    }

    /// UTF-8 bytes with their control characters replaced, or nil when there are none.
    public static func cleaned(bytes: [UInt8]) -> [UInt8]? {
        guard hasControl(bytes.span) else { return nil }
        return Array(cleaned(String(decoding: bytes, as: UTF8.self)).utf8)
    }

    /// Whether UTF-8 bytes hold a control character: a C0 byte but the tab and LF, DEL, or a C1 character
    /// (0xC2 then 0x80…0x9F). Read eight bytes at a time; only eight that may hold one of those are
    /// read byte by byte, and the pass goes on after them (every text of every page is checked, nearly
    /// none has one, and many hold a harmless 0xC2: the why line's `·`, `°`, `½`).
    public static func hasControl(_ bytes: Span<UInt8>) -> Bool {
        var index = 0
        while index + 8 <= bytes.count {
            if mayHoldControl(EightByteWord.load(bytes, at: index)) {
                // A C1 character may start in the eight bytes before these, whose last byte was 0xC2.
                var previous = index > 0 ? bytes[index - 1] : 0
                for offset in index..<index + 8 {
                    if isControl(bytes[offset], after: previous) { return true }
                    previous = bytes[offset]
                }
            } else if index > 0, bytes[index - 1] == 0xC2, bytes[index] < 0xA0, bytes[index] >= 0x80 {
                // 0xC2 ended the eight before and these start with a C1 character's second byte.
                return true
            }
            index += 8
        }
        var previous: UInt8 = index > 0 ? bytes[index - 1] : 0
        while index < bytes.count {
            let byte = bytes[index]
            if isControl(byte, after: previous) { return true }
            previous = byte
            index += 1
        }
        return false
    }

    private static func isControl(_ byte: UInt8, after previous: UInt8) -> Bool {
        (byte < 32 && byte != 9 && byte != 10) || byte == 127 || (previous == 0xC2 && byte < 0xA0 && byte >= 0x80)
    }

    /// Whether any byte of `word` is below 0x20, 0x7F or 0xC2 (never false when one is; the tab and LF
    /// also answer yes, and the bytes are then checked one by one).
    private static func mayHoldControl(_ word: UInt64) -> Bool {
        EightByteWord.containsBelow(word, 0x20) || EightByteWord.contains(word, 0x7F) || EightByteWord.contains(word, 0xC2)
    }

    /// Whether a scalar is a control character other than the tab and LF (a line break only Horizon's
    /// own text holds: a todo.txt line never does; a lone CR, which a line may hold, is replaced).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 32 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }
}
