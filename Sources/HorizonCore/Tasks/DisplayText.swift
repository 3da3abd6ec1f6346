import Foundation

/// One piece of a task's description as a page shows it (docs/output.md#how-an-item-reads).
public enum DisplayWord: Hashable, Sendable {
    /// Plain words, with the single spaces between them.
    case text(String)
    /// `+project`, sigil included.
    case project(String)
    /// `@context`, sigil included.
    case context(String)
    /// A tag Horizon does not interpret (or could not: an invalid or repeated value), kept but muted.
    case tag(String)
    /// A link: the whole URL is the target; a page shows ``label`` (the host and the start of the
    /// path), worked out when it is shown: links are few, and the words of every listed task are kept
    /// for a whole build, where a second string would make every word half as large again.
    case link(url: String)

    /// What a page shows of the word: a link's ``DisplayText/shortURL(_:)``, else the word itself.
    public var label: String {
        switch self {
        case .text(let text), .project(let text), .context(let text), .tag(let text): text
        case .link(let url): DisplayText.shortURL(url)
        }
    }
}

/// Which words of a description a page shows, and as what (docs/output.md#how-an-item-reads): the tags Horizon interpreted
/// are left out, projects, contexts, unknown tags and links are told apart. Pure; used by the pages,
/// `horizon agenda` and plan.json's `title`.
private let space = UInt8(ascii: " ")

public enum DisplayText {
    /// The most bytes of words a task shows; a longer description is shown up to the last whole word
    /// that fits, then "…". A page lists a task in every day, week and month that holds it, so one long
    /// line must not make a site of hundreds of megabytes; the file keeps the whole line, plan.json's
    /// `text` holds it whole, and nobody reads a thousand bytes on a planner page.
    public static let shownLimit = 1_000

    /// The description's words as shown, in order; plain words next to each other form one `.text`.
    public static func words(of task: Task) -> [DisplayWord] {
        shown(of: task).words
    }

    /// ``words(of:)`` as one run of bytes (``ShownWords``), what the pages read.
    public static func shown(of task: Task) -> ShownWords {
        let bytes = task.descriptionBytes
        let (shown, cut) = shownWords(of: task, bytes: bytes)
        // Room for exactly the words, as the words of every listed task are kept for the whole build.
        var builder = ShownWords.Builder(capacity: min(bytes.count, shownLimit + 4),
                                         words: 2 * shown.reduce(0) { $0 + ($1.kind == .plain ? 0 : 1) } + 1)
        // Plain words one space apart in the description, not yet appended (``PlainRun``).
        var run = PlainRun()
        for (index, word) in shown.enumerated() {
            if word.kind == .plain, run.extend(with: word.range) { continue }
            run.flush(from: bytes, into: &builder)
            // Kept words are separated by one space, which belongs to the plain text around it.
            if index > 0 { builder.appendByte(space) }
            guard word.kind != .plain else {
                run.start(word.range)
                continue
            }
            if builder.hasOpenWord { builder.end(.text) }
            switch word.kind {
            case .project: builder.append(.project, bytes[word.range])
            case .context: builder.append(.context, bytes[word.range])
            case .tag: builder.append(.tag, bytes[word.range])
            case .link, .plain: builder.append(.link, bytes[word.range])
            }
        }
        run.flush(from: bytes, into: &builder)
        builder.appendBytes(cut.marker)
        if builder.hasOpenWord { builder.end(.text) }
        return ShownWords(builder)
    }

    /// Words of a description that are shown next to each other and stand one space apart in it, so
    /// that they and the spaces between them are one range of its bytes, appended at once: appending
    /// each word on its own cost about two hundred instructions a word.
    private struct PlainRun {
        private var range: Range<Int>?

        /// Takes in the word at `next` when it follows the run after one space; false when it does not.
        mutating func extend(with next: Range<Int>) -> Bool {
            guard let range, next.lowerBound == range.upperBound + 1 else { return false }
            self.range = range.lowerBound..<next.upperBound
            return true
        }

        /// Starts a run with the word at `word`.
        mutating func start(_ word: Range<Int>) {
            range = word
        }

        /// Appends the run's bytes and empties it.
        mutating func flush(from bytes: [UInt8], into text: inout [UInt8]) {
            guard let range else { return }
            text.append(contentsOf: bytes[range])
            self.range = nil
        }

        /// Appends the run's bytes to the word being made, and empties it.
        mutating func flush(from bytes: [UInt8], into words: inout ShownWords.Builder) {
            guard let range else { return }
            words.appendBytes(bytes[range])
            self.range = nil
        }
    }

    /// Where the shown words end, when ``shownLimit`` cut them.
    private enum Cut {
        case none, betweenWords, insideWord

        /// What follows the last shown word: " …", or "…" right after a word cut short.
        var marker: [UInt8] {
            switch self {
            case .none: []
            case .betweenWords: Array(" …".utf8)
            case .insideWord: Array("…".utf8)
            }
        }
    }

    /// The description as shown, as one line of plain text (plan.json `title`, feeds): styled words
    /// keep their sigils, links read as their short label.
    public static func title(of task: Task) -> String {
        String(decoding: titleBytes(of: task), as: UTF8.self)
    }

    /// ``title(of:)``'s UTF-8 bytes, for a writer that copies bytes: making them a string first was a
    /// fifth of the cost of a title plan.json writes for every task.
    public static func titleBytes(of task: Task) -> [UInt8] {
        let bytes = task.descriptionBytes
        var title: [UInt8] = []
        title.reserveCapacity(min(bytes.count, shownLimit + 4))
        let (shown, cut) = shownWords(of: task, bytes: bytes)
        var run = PlainRun()
        for (index, word) in shown.enumerated() {
            if word.kind != .link, run.extend(with: word.range) { continue }
            run.flush(from: bytes, into: &title)
            if index > 0 { title.append(space) }
            if word.kind == .link {
                title.append(contentsOf: shortURL(String(decoding: bytes[word.range], as: UTF8.self)).utf8)
            } else {
                run.start(word.range)
            }
        }
        run.flush(from: bytes, into: &title)
        title.append(contentsOf: cut.marker)
        return title
    }

    /// Whether words hold no control character (``VisibleText``) but in their links, whose labels are
    /// checked where they are shown.
    public static func areVisible(_ words: [DisplayWord]) -> Bool {
        words.allSatisfy { word in
            switch word {
            case .text(let text), .project(let text), .context(let text), .tag(let text): !VisibleText.hasControl(text.utf8.span)
            case .link: true
            }
        }
    }

    /// Whether shown words hold no control character (``VisibleText``) but in their links, whose labels
    /// are checked where they are shown.
    public static func areVisible(_ shown: ShownWords) -> Bool {
        let array = shown.bytes
        let bytes = array.span
        for index in 0..<shown.count where shown.kind(at: index) != .link {
            if VisibleText.hasControl(bytes.extracting(shown.range(at: index))) { return false }
        }
        return true
    }

    /// ``title(of:)``'s bytes from shown words already worked out: each word as it is, a link as its label.
    public static func titleBytes(of shown: ShownWords) -> [UInt8] {
        var title: [UInt8] = []
        title.reserveCapacity(shown.bytes.count)
        for index in 0..<shown.count {
            if shown.kind(at: index) == .link {
                title.append(contentsOf: shortURL(shown.text(at: index)).utf8)
            } else {
                title.append(contentsOf: shown.bytes[shown.range(at: index)])
            }
        }
        return title
    }

    /// ``title(of:)`` from shown words already worked out.
    public static func title(of shown: ShownWords) -> String {
        String(decoding: titleBytes(of: shown), as: UTF8.self)
    }

    /// How many characters the title of `shown` has (``CharacterCount``), counted on its bytes.
    public static func titleLength(of shown: ShownWords) -> Int {
        var counter = CharacterCount.Counter()
        let array = shown.bytes
        let bytes = array.span
        for index in 0..<shown.count {
            let counted = shown.kind(at: index) == .link
                ? counter.add(shortURL(shown.text(at: index)).utf8.span)
                : counter.add(bytes.extracting(shown.range(at: index)))
            if !counted { return title(of: shown).count }
        }
        return counter.count
    }

    /// ``title(of:)`` from words already worked out.
    public static func title(of words: [DisplayWord]) -> String {
        var title = ""
        for word in words { title += word.label }
        return title
    }

    /// How many characters the title of `words` has (``CharacterCount``), counted on the words.
    public static func titleLength(of words: [DisplayWord]) -> Int {
        CharacterCount.of(joined: words.lazy.map(\.label))
    }

    /// What a shown word is.
    private enum WordKind {
        case plain, project, context, tag, link
    }

    /// A word of the description that a page shows: where it is in the description's bytes, and as what.
    private struct ShownWord {
        let range: Range<Int>
        let kind: WordKind
    }

    /// The words of a description (`bytes`) that are shown, in order, up to ``shownLimit`` bytes, and
    /// whether words were left out for that limit. Words are split at space bytes, as the parser splits
    /// them, and read in place: a word's text is made only by who needs it.
    private static func shownWords(of task: Task, bytes: [UInt8]) -> (words: [ShownWord], cut: Cut) {
        let explicitTags = task.tagsNotInLine
        // Tags given other than by the line are found by their columns; the line's own by reading it.
        var hidden = ColumnWalk(explicitTags.map(interpretedColumns) ?? [])
        var tagColumns = ColumnWalk(explicitTags?.map(\.column) ?? [])
        // The interpreted keys already met (`InterpretedKey` bits): only the first of each is applied.
        var seenKeys: UInt16 = 0
        // Room for every word that can be shown (a byte and a space each), made once: grown word by word,
        // the array was made again four or five times for each task.
        var shown: [ShownWord] = []
        shown.reserveCapacity(min(bytes.count, shownLimit) / 2 + 2)
        var shownBytes = 0
        let span = bytes.span
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != space { end += 1 }
            defer { start = end + 1 }
            guard end > start else { continue }
            // A tag's column is a byte column of the line.
            let column = task.descriptionOffset + 1 + start
            let word = span.extracting(start..<end)
            let isTag: Bool
            if explicitTags != nil {
                guard !hidden.contains(column) else { continue }
                isTag = tagColumns.contains(column)
            } else if word.count > 1, word[0] == UInt8(ascii: "+") || word[0] == UInt8(ascii: "@") {
                isTag = false
            } else if let colon = TaskParser.tagColon(in: word) {
                isTag = true
                if let key = InterpretedKey(word.extracting(0..<colon)), seenKeys & key.bit == 0 {
                    seenKeys |= key.bit
                    // The parser knows whether it applied the tag: its value need not be read again.
                    let isApplied = task.applied(key) ?? key.accepts(String(decoding: bytes[(start + colon + 1)..<end], as: UTF8.self))
                    if isApplied { continue }
                }
            } else {
                isTag = false
            }
            let kind = kind(of: word, isTag: isTag)
            guard shownBytes + (end - start) <= shownLimit else {
                // Plain text that does not fit is shown up to the limit, cut before a character; a link,
                // tag, project or context is shown whole or not at all.
                var cut = start + max(0, shownLimit - shownBytes)
                while cut > start, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
                guard kind == .plain, cut > start else { return (shown, .betweenWords) }
                shown.append(ShownWord(range: start..<cut, kind: .plain))
                return (shown, .insideWord)
            }
            shownBytes += end - start + 1
            shown.append(ShownWord(range: start..<end, kind: kind))
        }
        return (shown, .none)
    }

    /// A URL as a page shows it: host and the start of the path, without scheme, `www.` or a lone `/`
    /// (`https://www.example.org/a/very/long/path?q=1` → `example.org/a/very/long/pa…`).
    public static func shortURL(_ url: some StringProtocol) -> String {
        shortASCIIURL(Array(url.utf8)) ?? shortURLByCharacters(url)
    }

    /// ``shortURL(_:)`` of a URL of ASCII characters, read on its bytes: there each byte is a character
    /// (a line feed or carriage return, which could pair, is left to ``shortURLByCharacters(_:)``).
    /// Foundation's search and lowercasing cost about fifteen thousand instructions a link, and a page
    /// shows a link's label each time it lists its task. Nil for any other URL.
    static func shortASCIIURL(_ bytes: [UInt8]) -> String? {
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != 10 && $0 != 13 }) else { return nil }
        func starts(with prefix: [UInt8], at start: Int) -> Bool {
            guard bytes.count - start >= prefix.count else { return false }
            return prefix.indices.allSatisfy { index in
                let byte = bytes[start + index]
                return (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == prefix[index]
            }
        }
        if starts(with: mailto, at: 0) { return String(decoding: bytes[mailto.count...], as: UTF8.self) }
        var start = 0
        if let scheme = (0..<max(0, bytes.count - 2)).first(where: { bytes[$0] == 58 && bytes[$0 + 1] == 47 && bytes[$0 + 2] == 47 }) {
            start = scheme + 3
        }
        if starts(with: www, at: start) { start += www.count }
        let hostEnd = bytes[start...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            ?? bytes.count
        let end = bytes.count - hostEnd == 1 && bytes[hostEnd] == UInt8(ascii: "/") ? hostEnd : bytes.count
        guard end - hostEnd > pathLength else { return String(decoding: bytes[start..<end], as: UTF8.self) }
        return String(decoding: bytes[start..<(hostEnd + pathLength - 1)], as: UTF8.self) + "…"
    }

    /// ``shortURL(_:)`` read character by character, for any URL.
    static func shortURLByCharacters(_ url: some StringProtocol) -> String {
        var rest = Substring(url)
        if rest.lowercased().hasPrefix("mailto:") { return String(rest.dropFirst(7)) }
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        if rest.lowercased().hasPrefix("www.") { rest = rest.dropFirst(4) }
        let hostEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        let host = rest[..<hostEnd]
        var path = rest[hostEnd...]
        if path == "/" { path = "" }
        if path.count > pathLength { return host + path.prefix(pathLength - 1) + "…" }
        return String(host + path)
    }

    /// The schemes that make a word a link, lowercase.
    private static let https = Array("https://".utf8), http = Array("http://".utf8), mailto = Array("mailto:".utf8)
    private static let www = Array("www.".utf8)

    /// How many characters of a link's path are shown.
    static let pathLength = 16

    /// The 1-based columns of the tags that Horizon applied: the first tag of each interpreted key
    /// whose value is valid (`h` and `hide` count as one). An invalid or repeated one was not applied
    /// and stays visible, as the task's raw text.
    static func interpretedColumns(_ tags: [Tag]) -> [Int] {
        // A dozen keys at most: a list is quicker than a set.
        var seen: [String] = []
        var columns: [Int] = []
        for tag in tags where Task.interpretedTagKeys.contains(tag.key) {
            let key = tag.key == "hide" ? "h" : tag.key
            guard !seen.contains(key) else { continue }
            seen.append(key)
            if isValid(tag) { columns.append(tag.column) }
        }
        return columns
    }

    /// Columns asked about in ascending order, answered by walking a sorted list of them once.
    private struct ColumnWalk {
        private let columns: [Int]
        private var next = 0

        init(_ columns: [Int]) {
            // Most tasks have no such columns: sorting nothing still cost a call and a copy per task.
            self.columns = columns.count > 1 ? columns.sorted() : columns
        }

        /// Whether the list holds `column`, which is no smaller than any column asked about before.
        mutating func contains(_ column: Int) -> Bool {
            while next < columns.count, columns[next] < column { next += 1 }
            return next < columns.count && columns[next] == column
        }
    }

    private static func isValid(_ tag: Tag) -> Bool {
        InterpretedKey(tag.key)?.accepts(tag.value) ?? false
    }

    private static func kind(of word: Span<UInt8>, isTag: Bool) -> WordKind {
        // As the parser reads sigils: a sigil byte and at least one more byte.
        if word.count > 1, word[0] == UInt8(ascii: "+") { return .project }
        if word.count > 1, word[0] == UInt8(ascii: "@") { return .context }
        if isTag { return .tag }
        // Only a word that starts with an `h` or an `m` can be a link: the prefixes are not read for the others.
        guard word.count > 0, word[0] | 0x20 == UInt8(ascii: "h") || word[0] | 0x20 == UInt8(ascii: "m") else { return .plain }
        // The schemes are ASCII, and no other character lowercases to one of their letters.
        if hasPrefix(word, https) || hasPrefix(word, http) || (hasPrefix(word, mailto) && hasCharacter(word, after: mailto.count)) {
            return .link
        }
        return .plain
    }

    /// Whether the word has more characters than its first `count` bytes (ASCII) make.
    private static func hasCharacter(_ word: Span<UInt8>, after count: Int) -> Bool {
        guard word.count > count else { return false }
        // A combining mark would join the last of those characters: count characters then.
        guard word[count] >= 0x80 else { return true }
        var bytes: [UInt8] = []
        for index in 0..<word.count { bytes.append(word[index]) }
        return String(decoding: bytes, as: UTF8.self).count > count
    }

    /// Whether the bytes start with an ASCII prefix, in any case.
    private static func hasPrefix(_ bytes: Span<UInt8>, _ prefix: [UInt8]) -> Bool {
        guard bytes.count >= prefix.count else { return false }
        var index = 0
        for expected in prefix {
            let byte = bytes[index]
            let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
            guard lowered == expected else { return false }
            index += 1
        }
        return true
    }
}
