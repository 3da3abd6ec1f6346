/// A description's words as a page shows them (``DisplayText/shown(of:)``), as one run of bytes: each
/// word is a range of it and a kind, not a string of its own, and is followed by a NUL byte, so that
/// cmark can be handed a word in place as the C string it copies. A page reads a task's words every
/// time it lists the task, and each word held as a string was allocated once and then counted
/// (retained and released) at every read; here a line's words cost one count (docs/performance.md).
///
/// Two arrays held by value, where an object held them: a page that reads a task's words at a million
/// lines finds them in memory no cache holds, and the object was one more place to wait for on the way
/// (the page writers ask for both arrays ahead, docs/performance.md).
///
/// Shared, immutable: a task's words are worked out once and read by every page that lists the task.
public struct ShownWords: Sendable, Hashable {
    /// What a word is (``DisplayWord``'s cases).
    public enum Kind: UInt8, Sendable {
        /// Plain words with the single spaces between them.
        case text
        /// `+project`, sigil included.
        case project
        /// `@context`, sigil included.
        case context
        /// A tag Horizon does not interpret, kept but muted.
        case tag
        /// A link: the whole URL, shown as ``DisplayText/shortURL(_:)``.
        case link
    }

    /// The words' bytes one after the other, each followed by a NUL.
    public let bytes: [UInt8]
    /// Each word: its kind in the top three bits, where it ends in ``bytes`` (at its NUL) in the others.
    @usableFromInline let pieces: [UInt32]

    @usableFromInline static let kindShift: UInt32 = 29
    @usableFromInline static let endMask: UInt32 = (1 << kindShift) - 1

    private init(bytes: [UInt8], pieces: [UInt32]) {
        self.bytes = bytes
        self.pieces = pieces
    }

    /// The words of `words`, as they are.
    public init(_ words: [DisplayWord]) {
        var builder = Builder(capacity: 64, words: words.count)
        for word in words {
            switch word {
            case .text(let text): builder.append(.text, text.utf8)
            case .project(let text): builder.append(.project, text.utf8)
            case .context(let text): builder.append(.context, text.utf8)
            case .tag(let text): builder.append(.tag, text.utf8)
            case .link(let url): builder.append(.link, url.utf8)
            }
        }
        self.init(builder)
    }

    /// The words a builder gathered.
    public init(_ builder: consuming Builder) {
        self.init(bytes: builder.bytes, pieces: builder.pieces)
    }

    /// How many words there are.
    @inlinable public var count: Int { pieces.count }

    /// Whether there are none.
    @inlinable public var isEmpty: Bool { pieces.isEmpty }

    /// The kind of the word at `index`.
    @inlinable public func kind(at index: Int) -> Kind {
        Kind(rawValue: UInt8(truncatingIfNeeded: pieces[index] >> Self.kindShift)) ?? .text
    }

    /// Where the word at `index` is in ``bytes`` (its NUL after the range).
    @inlinable public func range(at index: Int) -> Range<Int> {
        let start = index == 0 ? 0 : Int(pieces[index - 1] & Self.endMask) + 1
        return start..<Int(pieces[index] & Self.endMask)
    }

    /// The word at `index` as a string (a link's whole URL).
    public func text(at index: Int) -> String {
        String(decoding: bytes[range(at: index)], as: UTF8.self)
    }

    /// The words as ``DisplayWord``s, each made a string.
    public var words: [DisplayWord] {
        (0..<count).map { index in
            let text = text(at: index)
            return switch kind(at: index) {
            case .text: .text(text)
            case .project: .project(text)
            case .context: .context(text)
            case .tag: .tag(text)
            case .link: .link(url: text)
            }
        }
    }

    /// Gathers words, byte run by byte run.
    public struct Builder: ~Copyable {
        fileprivate var bytes: [UInt8] = []
        fileprivate var pieces: [UInt32] = []

        /// A builder with room for `capacity` bytes and `words` words.
        public init(capacity: Int, words: Int) {
            bytes.reserveCapacity(capacity)
            pieces.reserveCapacity(words)
        }

        /// Appends a word of `kind` made of `text`.
        public mutating func append(_ kind: Kind, _ text: some Collection<UInt8>) {
            bytes.append(contentsOf: text)
            end(kind)
        }

        /// Appends bytes to the word being made (plain text, before ``end(_:)``).
        public mutating func appendBytes(_ text: some Collection<UInt8>) {
            bytes.append(contentsOf: text)
        }

        /// Appends one byte to the word being made.
        public mutating func appendByte(_ byte: UInt8) {
            bytes.append(byte)
        }

        /// Whether bytes were appended since the last word ended.
        public var hasOpenWord: Bool {
            bytes.count > (pieces.last.map { Int($0 & ShownWords.endMask) + 1 } ?? 0)
        }

        /// Ends the word being made as a word of `kind`, with its NUL.
        public mutating func end(_ kind: Kind) {
            pieces.append(UInt32(kind.rawValue) << ShownWords.kindShift | UInt32(bytes.count))
            bytes.append(0)
        }
    }
}
