/// How many characters (extended grapheme clusters, what `String.count` counts) a text has, counted
/// scalar by scalar where every scalar is known to be a character of its own: a page measures every
/// entry it may print (docs/output.md#printing), and `String.count` applied the grapheme rules to
/// every scalar, some 70 instructions each. A scalar in ``ownCharacters`` never joins the scalar before
/// or after it (its grapheme break property is Other or Control), so a text made only of them has one
/// character per scalar, a CR followed by an LF aside; any other text is counted by `String.count`.
public enum CharacterCount {
    /// The characters of `text`.
    public static func of(_ text: String) -> Int {
        var counter = Counter()
        return counter.add(text.utf8.span) ? counter.count : text.count
    }

    /// The characters of `texts` joined, each counted where it is (none made).
    public static func of(joined texts: some Sequence<String>) -> Int {
        var counter = Counter()
        for text in texts where !counter.add(text.utf8.span) {
            return texts.joined().count
        }
        return counter.count
    }

    /// Scalar ranges whose every scalar is a character of its own, in order: Latin, Greek and Cyrillic
    /// letters, Hebrew and Arabic letters, punctuation, symbols and arrows, CJK ideographs, kana, Hangul
    /// syllables, full-width forms and the emoji that stand alone — the scripts lists are written in.
    /// `CharacterCountTests` checks every scalar of every range against `String.count`.
    static let ownCharacters: [ClosedRange<UInt32>] = [
        0x0000...0x02FF, 0x0370...0x0482, 0x048A...0x052F, 0x05D0...0x05EA, 0x0621...0x064A,
        0x1E00...0x1FFF, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20C0, 0x2100...0x2BFF,
        0x3001...0x3029, 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xAC00...0xD7A3, 0xFF01...0xFF9D, 0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF,
        0x1F900...0x1F9FF,
    ]

    /// Counts scalars text after text while each is a character of its own.
    struct Counter {
        private(set) var count = 0
        /// Whether the last byte added was a CR, which an LF after it joins.
        private var endsWithCR = false

        /// Adds the scalars of valid UTF-8 `bytes`; false when one may join another (then `count` is
        /// not the answer).
        mutating func add(_ bytes: Span<UInt8>) -> Bool {
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    if lead == 0x0A && endsWithCR { return false }
                    endsWithCR = lead == 0x0D
                    count += 1
                    index += 1
                    continue
                }
                let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                guard index + length <= bytes.count else { return false }
                var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
                guard CharacterCount.isOwnCharacter(scalar) else { return false }
                endsWithCR = false
                count += 1
                index += length
            }
            return true
        }
    }

    /// Whether `scalar` lies in one of ``ownCharacters``.
    static func isOwnCharacter(_ scalar: UInt32) -> Bool {
        // Accented Latin, the most common, without reading the list.
        if scalar < 0x300 { return true }
        for range in ownCharacters {
            if scalar < range.lowerBound { return false }
            if scalar <= range.upperBound { return true }
        }
        return false
    }
}
