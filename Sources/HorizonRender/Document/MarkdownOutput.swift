/// The bytes of one CommonMark document, written as libcmark 0.30's CommonMark renderer writes them
/// (its `render.c` and `commonmark.c`, with no line width): the same line breaks, list indentation and
/// escaping, so that a Markdown page written by ``MarkdownWriter`` is byte for byte the page cmark
/// wrote from a tree (docs/architecture.md#markdown-and-html). The state is cmark's renderer's:
/// pending line breaks, whether a line or its content has started, whether the node being written
/// is in a tight list item. The bytes are a ``ByteBuffer``: a page's Markdown is millions of small
/// appends, each of which an Array checked for a unique, large enough storage.
struct MarkdownOutput: ~Copyable {
    /// How text is written: as it is, escaped as Markdown text, or escaped as a link destination.
    enum Escaping {
        /// Markup and code: written as it is; a line feed starts a new, indented line.
        case literal
        /// Text: characters Markdown would read as markup are escaped.
        case normal
        /// A link destination: spaces percent-encoded, `<>()\`` and backquotes escaped.
        case url
    }

    /// The document so far.
    private var bytes = ByteBuffer(capacity: 4096)
    /// Spaces in front of every line: four for each list item the writer is in.
    var indent = 0
    /// Whether the node being written is in a tight list item, where a pending blank line is written
    /// as a line break.
    var inTightItem = false
    /// Line breaks owed before the next text: 1 for a line break, 2 for a blank line.
    private var pendingBreaks = 0
    private var beginLine = true
    /// Whether nothing but digits has been written since the line or block started: where a `-`, `+`,
    /// `=` or a `.`/`)` after digits would start a list or a heading.
    private var beginContent = true

    /// Ends the line before the next text.
    mutating func lineBreak() { pendingBreaks = max(pendingBreaks, 1) }

    /// Leaves a blank line before the next text (a line break in a tight list item).
    mutating func blankLine() { pendingBreaks = max(pendingBreaks, 2) }

    /// What follows starts a block's content (a heading's text, a list item's).
    mutating func startContent() { beginContent = true }

    /// The document, ending with exactly the line feed cmark ensures (pending breaks are dropped).
    mutating func finish() -> [UInt8] {
        if bytes.last != newline { bytes.append(newline) }
        return bytes.array
    }

    /// Fixed markup, as it is.
    mutating func literal(_ markup: String) {
        write(markup.utf8.span, .literal)
    }

    /// One byte of fixed markup (a backquote, an asterisk), never a NUL or a line feed: what
    /// `literal` writes for it, without passing it through `write` where no line
    /// break is owed and the line has started (every code span and emphasis of a page has two).
    mutating func literal(byte: UInt8) {
        guard pendingBreaks == 0, !beginLine else {
            write(CollectionOfOne(byte).span, .literal)
            return
        }
        bytes.append(byte)
        beginContent = beginContent && Self.isDigit(byte)
    }

    /// A string, escaped as `escaping` says.
    mutating func write(_ text: String, _ escaping: Escaping) {
        write(text.utf8.span, escaping)
    }

    /// Bytes of valid UTF-8 (they come from Swift strings), escaped as `escaping` says; like cmark's
    /// `S_out`, it first writes the line breaks owed, even when there is no text. cmark is handed C
    /// strings, so the text ends at a NUL.
    mutating func write(_ source: Span<UInt8>, _ escaping: Escaping) {
        if inTightItem && pendingBreaks > 1 { pendingBreaks = 1 }
        // A line break is not written after one the document already ends with (nor at its start).
        var last = bytes.count - 1
        while pendingBreaks > 0 {
            if last < 0 || bytes[last] == newline {
                last -= 1
            } else {
                bytes.append(newline)
                if pendingBreaks > 1 { appendIndent() }
            }
            beginLine = true
            beginContent = true
            pendingBreaks -= 1
        }
        var index = 0
        let end = source.count
        let plain = Self.plain(escaping)
        while index < end {
            if !beginLine && !beginContent {
                // Inside a line's content, a run of bytes none of which is escaped or ends the line is
                // written at once: most of a page's text.
                var stop = index
                // Eight bytes at a time up to the eight that hold the first byte that ends the run
                // (``stops(_:_:)``), then byte by byte from it.
                while stop + 8 <= end {
                    let stops = Self.stops(EightBytes.load(source, at: stop), escaping)
                    if stops != 0 {
                        stop += stops.trailingZeroBitCount / 8
                        break
                    }
                    stop += 8
                }
                while stop < end, plain.contains(source[stop]) { stop += 1 }
                if stop > index {
                    bytes.append(source.extracting(index..<stop))
                    index = stop
                    continue
                }
            }
            let lead = source[index]
            if lead == 0 { break }
            if beginLine { appendIndent() }
            if lead < 0x80 {
                if escaping == .literal {
                    bytes.append(lead)
                    if lead == newline {
                        beginLine = true
                        beginContent = true
                        index += 1
                        continue
                    }
                } else {
                    appendEscaped(lead, escaping, next: index + 1 < end ? source[index + 1] : 0)
                }
                beginLine = false
                beginContent = beginContent && Self.isDigit(lead)
                index += 1
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            // cmark tests "is a digit" on a code point's low byte (a `char`), so some letters, `İ`
            // (U+0130) or `丹` (U+4E39), count as digits for its line-start rules.
            let lowByte = length == 2 ? lead << 6 | source[index + 1] & 0x3F
                : source[index + length - 2] << 6 | source[index + length - 1] & 0x3F
            // Written as read, U+FFFE and U+FFFF included (cmark wrote those two as the bytes 0xFE and
            // 0xFF, which are not UTF-8: docs/architecture.md#markdown-and-html).
            for offset in index..<index + length { bytes.append(source[offset]) }
            beginLine = false
            beginContent = beginContent && Self.isDigit(lowByte)
            index += length
        }
    }

    /// An ASCII character of text or of a link destination, escaped where cmark's `outc` escapes it.
    private mutating func appendEscaped(_ character: UInt8, _ escaping: Escaping, next: UInt8) {
        let escape: Bool
        if escaping == .url {
            switch character {
            case UInt8(ascii: "`"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "("),
                 UInt8(ascii: ")"):
                escape = true
            default:
                escape = Self.isSpace(character)
            }
        } else {
            let followsDigit = bytes.last.map(Self.isDigit) ?? false
            switch character {
            case 0..<0x20, UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "#"),
                 UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "!"):
                escape = true
            case UInt8(ascii: "&"):
                escape = Self.isLetter(next)
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="):
                // A list marker or a setext underline at the start of a line (not after digits).
                escape = beginContent && !followsDigit
            case UInt8(ascii: "."), UInt8(ascii: ")"):
                // An ordered list marker: digits at the start of a line, then `.` or `)` and a space.
                escape = beginContent && followsDigit && (next == 0 || Self.isSpace(next))
            default:
                escape = false
            }
        }
        guard escape else {
            bytes.append(character)
            return
        }
        if escaping == .url && Self.isSpace(character) {
            // cmark's `%%%2X`: a space-padded hexadecimal number (`%20`, `% 9`).
            bytes.append(UInt8(ascii: "%"))
            bytes.append(character < 16 ? UInt8(ascii: " ") : Self.hexDigit(character >> 4))
            bytes.append(Self.hexDigit(character & 15))
        } else if character >= 0x20 {
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(character)
        } else {
            // A control character (a tab, a line feed) as a numeric character reference.
            bytes.append(Array("&#\(character);".utf8))
        }
    }

    /// The bytes `write` copies as they are once a line's content has started (`beginContent` false:
    /// no list marker or underline can start there): every byte but the NUL that ends cmark's string,
    /// the line feed (which starts a line) and those `appendEscaped` may escape. A run of them may end
    /// inside a character only where the text ends: bytes of multi-byte characters are all plain.
    private static func plain(_ escaping: Escaping) -> ByteSet {
        switch escaping {
        case .literal: literalPlain
        case .normal: textPlain
        case .url: urlPlain
        }
    }

    /// The bytes of `word` that are not plain (``plain(_:)``), each marked by its high bit: the lowest
    /// mark is always such a byte (a mark above one may be false, which the byte-by-byte test that
    /// follows never reaches). A link destination, seldom long, is not tested this way: every byte of
    /// it may stop the run.
    @inline(__always)
    private static func stops(_ word: UInt64, _ escaping: Escaping) -> UInt64 {
        switch escaping {
        case .literal:
            return EightBytes.matching(word, 0) | EightBytes.matching(word, UInt8(ascii: "\n"))
        case .normal:
            return EightBytes.below(word, 0x20)
                | EightBytes.matching(word, UInt8(ascii: "*")) | EightBytes.matching(word, UInt8(ascii: "_"))
                | EightBytes.matching(word, UInt8(ascii: "[")) | EightBytes.matching(word, UInt8(ascii: "]"))
                | EightBytes.matching(word, UInt8(ascii: "#")) | EightBytes.matching(word, UInt8(ascii: "<"))
                | EightBytes.matching(word, UInt8(ascii: ">")) | EightBytes.matching(word, UInt8(ascii: "\\"))
                | EightBytes.matching(word, UInt8(ascii: "`")) | EightBytes.matching(word, UInt8(ascii: "!"))
                | EightBytes.matching(word, UInt8(ascii: "&"))
        case .url:
            return 0x80
        }
    }

    private static let literalPlain = ByteSet.all.removing([0, UInt8(ascii: "\n")])
    private static let textPlain = ByteSet.all.removing(Array(0..<0x20) + "*_[]#<>\\`!&".utf8)
    private static let urlPlain = ByteSet.all.removing([0, 32] + Array(9...13) + "`<>\\()".utf8)

    /// A set of bytes that holds every byte from 0x80 on (the bytes of multi-byte characters, which no
    /// escaping touches) and the ASCII bytes of two 64-bit masks: a test is a shift, not a table.
    struct ByteSet {
        private var low: UInt64
        private var high: UInt64

        static let all = ByteSet(low: .max, high: .max)

        /// The set without `bytes`, which are ASCII.
        func removing(_ bytes: some Sequence<UInt8>) -> ByteSet {
            var set = self
            for byte in bytes {
                let bit = ~(UInt64(1) << (byte & 63))
                if byte < 64 { set.low &= bit } else { set.high &= bit }
            }
            return set
        }

        func contains(_ byte: UInt8) -> Bool {
            byte >= 0x80 || (byte < 64 ? low : high) >> (byte & 63) & 1 == 1
        }
    }

    private mutating func appendIndent() {
        for _ in 0..<indent { bytes.append(UInt8(ascii: " ")) }
    }

    private let newline = UInt8(ascii: "\n")

    /// cmark's `cmark_isdigit`.
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// cmark's `cmark_isalpha`: ASCII letters.
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    /// cmark's `cmark_isspace`: the space, tab, line feed, vertical tab, form feed and carriage return.
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || (byte >= 9 && byte <= 13) }

    private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
}
