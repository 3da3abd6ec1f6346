/// The `@context`, `+project` and `key:value` words of a description (docs/todotxt.md#the-todotxt-dialect), read from the line.
///
/// The parser reads them all at once; a task's tags are found again when asked for (``Task/tags``).
struct DescriptionWords: Hashable, Sendable {
    /// `@context` words, without the sigil, in order.
    var contexts: [String] = []
    /// `+project` words, without the sigil, in order.
    var projects: [String] = []
    /// Every `key:value` tag in order.
    var tags: [Tag] = []

    /// Which kinds of words to collect.
    struct Kinds: OptionSet {
        let rawValue: UInt8
        static let contexts = Kinds(rawValue: 1)
        static let projects = Kinds(rawValue: 2)
        static let tags = Kinds(rawValue: 4)
        static let all: Kinds = [.contexts, .projects, .tags]
    }

    /// Words as given.
    init(contexts: [String], projects: [String], tags: [Tag]) {
        self.contexts = contexts
        self.projects = projects
        self.tags = tags
    }

    /// The words of the kinds asked for, in the line from byte `offset` on.
    init(line: String, from offset: Int, kinds: Kinds = .all) {
        var words = DescriptionWords(contexts: [], projects: [], tags: [])
        DescriptionWords.scan(line, from: offset, withTags: kinds.contains(.tags)) { word in
            switch word {
            case .context(let name): if kinds.contains(.contexts) { words.contexts.append(DescriptionWords.string(line, name)) }
            case .project(let name): if kinds.contains(.projects) { words.projects.append(DescriptionWords.string(line, name)) }
            case .tag(let key, let value):
                words.tags.append(Tag(key: DescriptionWords.string(line, key), value: DescriptionWords.string(line, value), column: key.lowerBound + 1))
            }
            return true
        }
        self = words
    }

    /// How the parser reads a line from byte `offset` on: the tags Horizon interprets, and the contexts'
    /// and projects' places, left in `interner`, which makes their lists.
    static func interpretedTags(line: String, from offset: Int, names interner: inout WordListInterner) -> [Tag] {
        var tags: [Tag] = []
        interner.startLine()
        scan(line, from: offset, withTags: true) { word in
            switch word {
            case .context(let name): interner.contexts.append(name)
            case .project(let name): interner.projects.append(name)
            case .tag(let key, let value):
                // The cheap test first: most tags of a line are not interpreted, and need no strings.
                if InterpretedKey(line.utf8.span.extracting(key)) != nil {
                    tags.append(Tag(key: string(line, key), value: string(line, value), column: key.lowerBound + 1))
                }
            }
            return true
        }
        return tags
    }

    /// The value of the first tag with this key in the line from byte `offset` on.
    static func firstValue(of key: String, in line: String, from offset: Int) -> String? {
        var found: String?
        let keyBytes = Array(key.utf8)
        scan(line, from: offset, matchingKey: keyBytes) { word in
            if case .tag(_, let value) = word { found = string(line, value) }
            return found == nil
        }
        return found
    }

    /// A word found, as byte ranges of the line: its text is made only when asked for.
    private enum Word {
        /// The name after `@`.
        case context(Range<Int>)
        /// The name after `+`.
        case project(Range<Int>)
        /// The key before the first colon and the value after it.
        case tag(key: Range<Int>, value: Range<Int>)
    }

    /// Calls `body` with each word in order, until it returns false. Without `withTags` no tag is
    /// looked for (the costly part of the scan); with `matchingKey`, tags with another key are skipped.
    private static func scan(
        _ line: String, from offset: Int, withTags: Bool = true, matchingKey: [UInt8]? = nil, _ body: (Word) -> Bool
    ) {
        let bytes = line.utf8.span
        var position = max(0, offset)
        while position < bytes.count {
            while position < bytes.count, bytes[position] == space { position += 1 }
            let start = position
            while position < bytes.count, bytes[position] != space { position += 1 }
            guard position > start else { continue }
            let range = start..<position
            let first = bytes[start]
            let word: Word
            if range.count > 1, first == UInt8(ascii: "@") || first == UInt8(ascii: "+") {
                guard matchingKey == nil else { continue }
                let name = start + 1..<range.upperBound
                word = first == UInt8(ascii: "@") ? .context(name) : .project(name)
            } else {
                if let matchingKey {
                    // The cheap test first: most words are not this tag.
                    guard range.count > matchingKey.count, bytes[start + matchingKey.count] == UInt8(ascii: ":"),
                          matchingKey.indices.allSatisfy({ bytes[start + $0] == matchingKey[$0] }) else { continue }
                }
                guard withTags, let colon = TaskParser.tagColon(in: bytes.extracting(range)) else { continue }
                let colonIndex = start + colon
                word = .tag(key: start..<colonIndex, value: colonIndex + 1..<range.upperBound)
            }
            guard body(word) else { return }
        }
    }

    /// The text of a byte range of the line. Ranges start and end at ASCII bytes (spaces, `:`,
    /// sigils) of valid UTF-8, so they are valid UTF-8 too and the empty fallback is never taken.
    static func string(_ line: String, _ range: Range<Int>) -> String {
        do {
            return String(copying: try UTF8Span(validating: line.utf8.span.extracting(range)))
        } catch {
            return ""
        }
    }
}

private let space = UInt8(ascii: " ")

/// Tags a task was given other than by its line (the memberwise initializer, a setter, columns
/// counted in bytes the line no longer has): kept beside the line, which then no longer says them.
final class ExplicitTags: Sendable {
    let tags: [Tag]

    init(_ tags: [Tag]) {
        self.tags = tags
    }
}
