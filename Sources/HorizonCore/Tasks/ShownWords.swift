/// A description's words as a page shows them (``DisplayText/shown(of:)``), as one run of bytes: each
/// word is a range of it and a kind, not a string of its own, and is followed by a NUL byte, so that
/// cmark can be handed a word in place as the C string it copies. A page reads a task's words every
/// time it lists the task, and each word held as a string was allocated once and then counted
/// (retained and released) at every read; here a line's words cost one count (docs/performance.md).
///
/// One array holds the words' bytes and, after them, the table of where each word ends: a page that
/// reads a task's words at a million lines finds them in memory no cache holds, and every object on
/// the way (the words' object, then its two arrays) was one more wait; now there is one.
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

    /// The words' bytes, each followed by a NUL; then each word's piece (its kind in the top three bits,
    /// where it ends in the bytes, at its NUL, in the others) and the number of words, four bytes each,
    /// little-endian. Empty when there are no words.
    @usableFromInline let storage: [UInt8]

    @usableFromInline static let kindShift: UInt32 = 29
    @usableFromInline static let endMask: UInt32 = (1 << kindShift) - 1

    private init(storage: [UInt8]) {
        self.storage = storage
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
        self.init(storage: builder.finished())
    }

    /// The words' bytes one after the other, each followed by a NUL (the ranges of ``range(at:)``).
    @inlinable public var bytes: ArraySlice<UInt8> {
        storage[..<(storage.isEmpty ? 0 : Int(Self.end(of: count - 1, in: storage)) + 1)]
    }

    /// How many words there are.
    @inlinable public var count: Int {
        storage.isEmpty ? 0 : Int(Self.load(storage, at: storage.count - 4))
    }

    /// Whether there are none.
    @inlinable public var isEmpty: Bool { storage.isEmpty }

    /// The kind of the word at `index`.
    @inlinable public func kind(at index: Int) -> Kind {
        Kind(rawValue: UInt8(truncatingIfNeeded: Self.piece(index, in: storage) >> Self.kindShift)) ?? .text
    }

    /// Where the word at `index` is in ``bytes`` (its NUL after the range).
    @inlinable public func range(at index: Int) -> Range<Int> {
        let start = index == 0 ? 0 : Int(Self.end(of: index - 1, in: storage)) + 1
        return start..<Int(Self.end(of: index, in: storage))
    }

    /// The piece of the word at `index`: the table is the last `4 * count + 4` bytes.
    @inlinable static func piece(_ index: Int, in storage: [UInt8]) -> UInt32 {
        let count = Int(load(storage, at: storage.count - 4))
        return load(storage, at: storage.count - 4 * (count + 1) + 4 * index)
    }

    @inlinable static func end(of index: Int, in storage: [UInt8]) -> UInt32 {
        piece(index, in: storage) & endMask
    }

    /// Four bytes at `offset`, little-endian.
    @inlinable static func load(_ storage: [UInt8], at offset: Int) -> UInt32 {
        let bytes = storage.span
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    /// The word at `index` as a string (a link's whole URL).
    public func text(at index: Int) -> String {
        String(decoding: storage[range(at: index)], as: UTF8.self)
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

        /// A builder with room for `capacity` bytes and `words` words (and the table they end with).
        public init(capacity: Int, words: Int) {
            bytes.reserveCapacity(capacity + 4 * words + 4)
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

        /// The bytes, then the table of pieces and the count (``ShownWords/storage``); empty with no words.
        fileprivate consuming func finished() -> [UInt8] {
            guard !pieces.isEmpty else { return [] }
            var storage = bytes
            storage.reserveCapacity(storage.count + 4 * pieces.count + 4)
            func append(_ value: UInt32) {
                for shift in stride(from: 0, to: 32, by: 8) { storage.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
            }
            for piece in pieces { append(piece) }
            append(UInt32(pieces.count))
            return storage
        }

        /// Ends the word being made as a word of `kind`, with its NUL.
        public mutating func end(_ kind: Kind) {
            pieces.append(UInt32(kind.rawValue) << ShownWords.kindShift | UInt32(bytes.count))
            bytes.append(0)
        }
    }
}
