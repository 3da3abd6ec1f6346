/// Scalars that are their own composed form (NFC) and compose with no scalar before them: a text made
/// only of them is already composed, as the ranking needs it (``DescriptionOrder/appendComposed(_:to:)``).
/// The standard library's normaliser cost about 8,700 instructions a description, run for every task
/// whose text has a character from U+0300 on — Greek, Cyrillic, Hebrew, Arabic, CJK, kana, Hangul,
/// emoji — most of which it leaves as they are.
///
/// A scalar belongs when its combining class is 0, normalising it alone changes nothing, and it is not
/// the second scalar of any canonical composition (such as U+0301 after "e", or a Hangul vowel after a
/// consonant); then no two of them in a row compose either. `ComposedScalarsTests` checks every scalar of
/// every range against the standard library's own normaliser and decompositions.
enum ComposedScalars {
    /// The ranges, in order: Latin, Greek, Cyrillic, Armenian, Hebrew and Arabic letters, Thai, Georgian,
    /// Latin and Greek extended, punctuation and symbols, CJK symbols, kana and ideographs, Hangul
    /// syllables, full-width forms, emoji and the CJK extensions.
    static let ranges: [ClosedRange<UInt32>] = [
        0x0000...0x02FF, 0x0375...0x037D, 0x037F...0x0386, 0x0388...0x0482, 0x0488...0x0590,
        0x05C8...0x060F, 0x061B...0x064A, 0x0660...0x066F, 0x0671...0x06D5, 0x0E01...0x0E37,
        0x10A0...0x10FF, 0x1E00...0x1F70, 0x2002...0x20CF, 0x212C...0x2328, 0x232B...0x2ADB,
        0x2ADD...0x2CEE, 0x2E00...0x3029, 0x3030...0x3098, 0x309B...0xA66E, 0xAC00...0xD7A3,
        0xFE30...0xFFFD, 0x1F000...0x1FAFF, 0x20000...0x2F7FF,
    ]

    /// Whether the UTF-8 `bytes` hold only scalars of ``ranges``: then they are their own composed form.
    static func holdOnlyComposed(_ bytes: Span<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            guard lead >= 0x80 else {
                index += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            guard index + length <= bytes.count else { return false }
            var scalar = UInt32(lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07))
            for offset in 1..<length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
            guard contains(scalar) else { return false }
            index += length
        }
        return true
    }

    /// Whether `scalar` lies in one of ``ranges`` (a binary search).
    static func contains(_ scalar: UInt32) -> Bool {
        var (low, high) = (0, ranges.count)
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < scalar { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(scalar)
    }
}
