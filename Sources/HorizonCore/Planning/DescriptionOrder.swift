import Foundation

/// The order of two descriptions by Unicode canonical equivalence (``textOrder(_:_:)``), mostly
/// read from their UTF-8 bytes: building two substrings and normalising them for each comparison was
/// most of the cost of sorting a large list.
enum DescriptionOrder {
    /// -1, 0 or 1 as the description of `lhs` comes before, equals or comes after that of `rhs`.
    ///
    /// Almost every pair is told apart by its bytes (see ``byteOrder(_:_:)``); the others are compared
    /// as strings.
    static func compare(_ lhs: borrowing Task, _ rhs: borrowing Task) -> Int {
        let (leftOffset, rightOffset) = (lhs.descriptionOffset, rhs.descriptionOffset)
        let (leftLine, rightLine) = (lhs.line.utf8.span, rhs.line.utf8.span)
        if let leftStart = descriptionStart(leftLine, from: leftOffset),
           let rightStart = descriptionStart(rightLine, from: rightOffset),
           let decided = byteOrder(leftLine.extracting(leftStart...), rightLine.extracting(rightStart...)) {
            return decided
        }
        return textOrder(String(lhs.description), String(rhs.description))
    }

    /// -1, 0 or 1 as `lhs` comes before, equals or comes after `rhs` by Unicode canonical equivalence:
    /// their composed forms (NFC) compared code point by code point (docs/todotxt.md#order). Swift's
    /// own comparison orders texts that way and is used where it answers; but of some texts that are
    /// not composed it puts neither first (`ee\u{301}` and `e\u{E9}x`), a pair a sort cannot keep, and
    /// those are composed and compared here. (Composing every text compared would cost five times the
    /// rest of the ranking: Foundation's composition is slow.)
    static func textOrder(_ lhs: String, _ rhs: String) -> Int {
        if lhs == rhs { return 0 }
        if lhs < rhs { return -1 }
        if rhs < lhs { return 1 }
        let (left, right) = (lhs.precomposedStringWithCanonicalMapping.unicodeScalars,
                             rhs.precomposedStringWithCanonicalMapping.unicodeScalars)
        if left.elementsEqual(right) { return 0 }
        return left.lexicographicallyPrecedes(right) ? -1 : 1
    }

    /// The first 32 bytes of a description, when they are plain ASCII and so is the byte after them.
    ///
    /// When two such starts differ, their order is the order of the descriptions: the first difference
    /// is then between ASCII characters (or an end) followed by ASCII (or an end), see
    /// ``byteOrder(_:_:)``. Starts that are equal say nothing.
    static func start(_ task: borrowing Task) -> Start? {
        let line = task.line.utf8.span
        guard let start = descriptionStart(line, from: task.descriptionOffset) else { return nil }
        let text = line.extracting(start...)
        guard text.count <= 32 || text[32] < 0x80 else { return nil }
        // The first 32 bytes as four big-endian words, 0 past the end.
        var words: [UInt64] = [0, 0, 0, 0]
        for index in 0..<min(32, text.count) {
            let byte = text[index]
            guard byte < 0x80 else { return nil }
            words[index / 8] |= UInt64(byte) << (56 - 8 * (index % 8))
        }
        return Start(first: words[0], second: words[1], third: words[2], fourth: words[3])
    }

    /// The first 32 bytes of a description as four big-endian words, 0 past its end: an end sorts
    /// before any byte, as a shorter text does. (A description holding a 0 byte can tie with a shorter
    /// one; equal starts are compared in full.)
    struct Start: Comparable, Sendable {
        let first, second, third, fourth: UInt64

        init(first: UInt64, second: UInt64, third: UInt64, fourth: UInt64) {
            (self.first, self.second, self.third, self.fourth) = (first, second, third, fourth)
        }

        /// The start of composed bytes (``appendComposed(_:to:)``), whatever they are: composed texts
        /// are in the order of their bytes.
        init(_ bytes: ArraySlice<UInt8>) {
            var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            for (offset, byte) in bytes.prefix(32).enumerated() {
                let shifted = UInt64(byte) << (56 - 8 * (offset % 8))
                switch offset / 8 {
                case 0: words.0 |= shifted
                case 1: words.1 |= shifted
                case 2: words.2 |= shifted
                default: words.3 |= shifted
                }
            }
            (first, second, third, fourth) = words
        }

        static func < (lhs: Start, rhs: Start) -> Bool {
            (lhs.first, lhs.second, lhs.third, lhs.fourth) < (rhs.first, rhs.second, rhs.third, rhs.fourth)
        }
    }

    /// The description's bytes in their composed form (NFC) onto `bytes`: two descriptions so written are
    /// in the order of their bytes, UTF-8 keeping the order of code points (docs/todotxt.md#order), so a
    /// list ranked on them compares bytes only. A text whose bytes are all below 0xCC holds only code
    /// points below U+0300, which are all composed and compose with nothing (the first character a
    /// composition takes second is U+0300), so it is its own composed form, as is a text of such
    /// scalars from further on (``ComposedScalars``); any other is composed by
    /// the standard library's normaliser (`_nfcCodeUnits`, the one its string comparison uses), once
    /// per task: making strings to compare, pair by pair, cost a third of a large list's plan.
    static func appendComposed(_ task: borrowing Task, to bytes: inout [UInt8]) {
        let first = bytes.count
        if let start = descriptionStart(task.line.utf8.span, from: task.descriptionOffset) {
            // The whole line in one copy, then its head taken off: appending a view that drops the
            // head copied the description byte by byte.
            bytes.append(contentsOf: task.line.utf8)
            bytes.removeSubrange(first..<(first + start))
        } else {
            // An offset inside a character (never a parsed one): the description as it reads.
            bytes.append(contentsOf: task.description.utf8)
        }
        guard bytes[first...].contains(where: { $0 >= 0xCC }) else { return }
        // Most texts from U+0300 on are composed already: made only of scalars that compose with nothing.
        let description = bytes[first...]
        guard !ComposedScalars.holdOnlyComposed(description.span) else { return }
        let composed = String(decoding: bytes[first...], as: UTF8.self)._nfcCodeUnits
        bytes.removeSubrange(first...)
        bytes.append(contentsOf: composed)
    }

    /// -1, 0 or 1 as `lhs` comes before, equals or comes after `rhs`, byte by byte (a text that is the
    /// start of the other first): the order of two composed texts (``appendComposed(_:to:)``).
    static func byteOrder(of lhs: Span<UInt8>, _ rhs: Span<UInt8>) -> Int {
        let shorter = min(lhs.count, rhs.count)
        var index = 0
        while index < shorter, lhs[index] == rhs[index] { index += 1 }
        if index < shorter { return lhs[index] < rhs[index] ? -1 : 1 }
        return lhs.count == rhs.count ? 0 : lhs.count < rhs.count ? -1 : 1
    }

    /// Where the description starts inside a line's bytes (its end when the offset is past it), or
    /// nil when the offset is not at the start of a character (``Task/description`` would not start there).
    static func descriptionStart(_ line: Span<UInt8>, from offset: Int) -> Int? {
        guard offset >= 0 else { return nil }
        guard offset < line.count else { return line.count }
        guard line[offset] & 0xC0 != 0x80 else { return nil }
        return offset
    }

    /// -1, 0 or 1 when the bytes decide the order of two texts; nil when normalisation might.
    ///
    /// Equal bytes are equal text. Otherwise the texts share a prefix, and when at the first difference
    /// each text ends or has an ASCII character followed by ASCII or its end, canonical equivalence
    /// cannot change anything: ASCII characters never decompose, and never compose with what precedes
    /// them or with an ASCII character after them. The order is then the order of those bytes.
    static func byteOrder(_ left: Span<UInt8>, _ right: Span<UInt8>) -> Int? {
        let shorter = min(left.count, right.count)
        var index = 0
        while index < shorter, left[index] == right[index] { index += 1 }
        if index == left.count, index == right.count { return 0 }
        func settled(_ text: Span<UInt8>) -> Bool {
            (index >= text.count || text[index] < 0x80) && (index + 1 >= text.count || text[index + 1] < 0x80)
        }
        guard settled(left), settled(right) else { return nil }
        if index == left.count { return -1 }
        if index == right.count { return 1 }
        return left[index] < right[index] ? -1 : 1
    }
}
