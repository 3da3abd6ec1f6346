import Foundation

/// The order of two descriptions, as `String` orders them (by Unicode canonical equivalence), mostly
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
    /// those are composed and compared here. (Composing every text costs about as much as the rest of
    /// the ranking: Foundation's composition is slow.)
    static func textOrder(_ lhs: String, _ rhs: String) -> Int {
        if lhs == rhs { return 0 }
        let (before, after) = (lhs < rhs, rhs < lhs)
        if before != after { return before ? -1 : 1 }
        let (left, right) = (lhs.precomposedStringWithCanonicalMapping.unicodeScalars,
                             rhs.precomposedStringWithCanonicalMapping.unicodeScalars)
        if left.elementsEqual(right) { return 0 }
        return left.lexicographicallyPrecedes(right) ? -1 : 1
    }

    /// The first 32 bytes of a description and how long it is, which decide the order of most pairs
    /// of descriptions without reading them (``Start/order(_:_:)``); nil when the description's offset
    /// is not at the start of a character (never a parsed task's).
    static func start(_ task: borrowing Task) -> Start? {
        let line = task.line.utf8.span
        guard let start = descriptionStart(line, from: task.descriptionOffset) else { return nil }
        return Start(line.extracting(start...))
    }

    /// The first 32 bytes of a description as four big-endian words, 0 past its end, and its length
    /// up to 33 (33: longer than 32 bytes). The order of two descriptions is decided by their starts as
    /// ``byteOrder(_:_:)`` decides it on the whole texts, whenever the first difference and the byte
    /// after it lie in both starts: a large list's descriptions are sorted by these 40 bytes carried
    /// with each entry, rather than by reading texts from anywhere in memory.
    struct Start: Sendable, Equatable {
        let first, second, third, fourth: UInt64
        let length: UInt8

        init(_ text: Span<UInt8>) {
            var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            for index in 0..<min(32, text.count) {
                let byte = UInt64(text[index]) << (56 - 8 * (index % 8))
                switch index / 8 {
                case 0: words.0 |= byte
                case 1: words.1 |= byte
                case 2: words.2 |= byte
                default: words.3 |= byte
                }
            }
            (first, second, third, fourth) = words
            length = UInt8(min(33, text.count))
        }

        /// -1, 0 or 1 when the starts decide the order of their descriptions (0: the descriptions are
        /// the same bytes); nil when the rest of the texts, or canonical equivalence, might.
        static func order(_ lhs: Start, _ rhs: Start) -> Int? {
            // The first byte at which the 32-byte starts differ, 32 when they do not.
            let differing = lhs.first != rhs.first ? (lhs.first ^ rhs.first).leadingZeroBitCount / 8
                : lhs.second != rhs.second ? 8 + (lhs.second ^ rhs.second).leadingZeroBitCount / 8
                : lhs.third != rhs.third ? 16 + (lhs.third ^ rhs.third).leadingZeroBitCount / 8
                : lhs.fourth != rhs.fourth ? 24 + (lhs.fourth ^ rhs.fourth).leadingZeroBitCount / 8 : 32
            // Where the texts first differ, a byte against a byte or against an end (``byteOrder(_:_:)``).
            let shorter = Int(min(lhs.length, rhs.length))
            let index: Int
            if differing < min(shorter, 32) {
                index = differing
            } else if lhs.length != rhs.length, shorter < 32 {
                index = shorter
            } else if lhs.length == rhs.length, shorter <= 32 {
                return 0
            } else {
                return nil
            }
            guard lhs.isSettled(at: index) == true, rhs.isSettled(at: index) == true else { return nil }
            if index >= Int(lhs.length) { return -1 }
            if index >= Int(rhs.length) { return 1 }
            return lhs.byte(index) < rhs.byte(index) ? -1 : 1
        }

        /// Whether the text has an end or an ASCII character at `index` and at the byte after it; nil
        /// when one of them is past the start of a longer text.
        private func isSettled(at index: Int) -> Bool? {
            guard let here = isEndOrASCII(index), let next = isEndOrASCII(index + 1) else { return nil }
            return here && next
        }

        private func isEndOrASCII(_ index: Int) -> Bool? {
            if index >= Int(length) { return true }
            return index < 32 ? byte(index) < 0x80 : nil
        }

        /// The byte at `index`, below 32.
        private func byte(_ index: Int) -> UInt8 {
            let word = switch index / 8 {
            case 0: first
            case 1: second
            case 2: third
            default: fourth
            }
            return UInt8(truncatingIfNeeded: word >> (56 - 8 * (index % 8)))
        }
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
