/// Task text made safe to show: control characters (C0 but the tab and LF, DEL, C1 such as U+0085) become
/// U+FFFD, so an ESC or BEL in todo.txt can neither drive a terminal nor hide in a page, and the
/// reader sees that something is there (docs/todotxt.md#control-characters). The task's line itself is never changed.
public enum VisibleText {
    /// The replacement shown for a control character.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// `text` with its control characters replaced; the same string when it has none (the usual case,
    /// found by one pass over the bytes).
    public static func cleaned(_ text: String) -> String {
        guard hasControl(text.utf8) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isControl(scalar) ? replacement : scalar) }
        return String(scalars)
    }

    /// UTF-8 bytes with their control characters replaced, or nil when there are none.
    public static func cleaned(bytes: [UInt8]) -> [UInt8]? {
        guard hasControl(bytes) else { return nil }
        return Array(cleaned(String(decoding: bytes, as: UTF8.self)).utf8)
    }

    /// Whether UTF-8 bytes may hold a control character: a C0 byte but the tab and LF, DEL, or the lead byte
    /// 0xC2 of U+0080…U+00BF (checked exactly by ``cleaned(_:)``).
    public static func hasControl<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if (byte < 32 && byte != 9 && byte != 10) || byte == 127 || (previous == 0xC2 && byte < 0xA0 && byte >= 0x80) { return true }
            previous = byte
        }
        return false
    }

    /// Whether a scalar is a control character other than the tab and LF (a line break only Horizon's
    /// own text holds: a todo.txt line never does; a lone CR, which a line may hold, is replaced).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 32 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }
}
