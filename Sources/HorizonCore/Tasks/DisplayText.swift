/// One piece of a task's description as a page shows it (SPEC §4.5).
public enum DisplayWord: Hashable, Sendable {
    /// Plain words, with the single spaces between them.
    case text(String)
    /// `+project`, sigil included.
    case project(String)
    /// `@context`, sigil included.
    case context(String)
    /// A tag Horizon does not interpret (or could not: an invalid or repeated value), kept but muted.
    case tag(String)
    /// A link: the whole URL is the target, `label` the host and the start of the path.
    case link(url: String, label: String)
}

/// Which words of a description a page shows, and as what (SPEC §4.5): the tags Horizon interpreted
/// are left out, projects, contexts, unknown tags and links are told apart. Pure; used by the pages,
/// `horizon agenda` and plan.json's `title`.
private let space = UInt8(ascii: " ")

public enum DisplayText {
    /// The description's words as shown, in order; plain words next to each other form one `.text`.
    public static func words(of task: Task) -> [DisplayWord] {
        let tags = task.tags
        // Words come in column order: each list of columns is walked along with them, ascending.
        var hidden = ColumnWalk(interpretedColumns(tags))
        var tagColumns = ColumnWalk(tags.map(\.column))
        var words: [DisplayWord] = []
        var plain = ""
        var column = task.descriptionOffset + 1
        // Words are split at space bytes, as the parser splits them (a tag's column is a byte column).
        for word in task.description.utf8.split(separator: space, omittingEmptySubsequences: false) {
            defer { column += word.count + 1 }
            guard !word.isEmpty, !hidden.contains(column) else { continue }
            // Kept words are separated by one space, which belongs to the plain text around it.
            if !plain.isEmpty || !words.isEmpty { plain += " " }
            if let styled = kind(of: Substring(word), isTag: tagColumns.contains(column)) {
                if !plain.isEmpty { words.append(.text(plain)) }
                plain = ""
                words.append(styled)
            } else {
                plain += Substring(word)
            }
        }
        if !plain.isEmpty { words.append(.text(plain)) }
        return words
    }

    /// The description as shown, as one line of plain text (plan.json `title`, feeds): styled words
    /// keep their sigils, links read as their short label.
    public static func title(of task: Task) -> String {
        title(of: words(of: task))
    }

    /// ``title(of:)`` from words already worked out.
    public static func title(of words: [DisplayWord]) -> String {
        var title = ""
        for word in words {
            switch word {
            case .text(let text), .project(let text), .context(let text), .tag(let text): title += text
            case .link(_, let label): title += label
            }
        }
        return title
    }

    /// A URL as a page shows it: host and the start of the path, without scheme, `www.` or a lone `/`
    /// (`https://www.example.org/a/very/long/path?q=1` → `example.org/a/very/long/pa…`).
    public static func shortURL(_ url: some StringProtocol) -> String {
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
            self.columns = columns.sorted()
        }

        /// Whether the list holds `column`, which is no smaller than any column asked about before.
        mutating func contains(_ column: Int) -> Bool {
            while next < columns.count, columns[next] < column { next += 1 }
            return next < columns.count && columns[next] == column
        }
    }

    private static func isValid(_ tag: Tag) -> Bool {
        let value = tag.value
        switch tag.key {
        case "due", "t", "until": return CivilDate(value) != nil
        case "rec": if case .success = RecurrenceRule.parse(value) { return true } else { return false }
        case "at": return TimeOfDay(value) != nil
        case "plan": return Period(value) != nil
        case "show": return value.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { PeriodLevel(name: $0) != nil }
        case "float", "h", "hide", "delayed": return value == "1" || value == "0"
        case "pri": return value.count == 1 && value.first.flatMap(Priority.init) != nil
        default: return false
        }
    }

    private static func kind(of word: Substring, isTag: Bool) -> DisplayWord? {
        let bytes = word.utf8
        // As the parser reads sigils: a sigil byte and at least one more byte.
        if bytes.count > 1, bytes.first == UInt8(ascii: "+") { return .project(String(word)) }
        if bytes.count > 1, bytes.first == UInt8(ascii: "@") { return .context(String(word)) }
        if isTag { return .tag(String(word)) }
        // The schemes are ASCII, and no other character lowercases to one of their letters.
        if hasPrefix(bytes, "https://") || hasPrefix(bytes, "http://") || (hasPrefix(bytes, "mailto:") && word.count > 7) {
            return .link(url: String(word), label: shortURL(word))
        }
        return nil
    }

    /// Whether the bytes start with an ASCII prefix, in any case.
    private static func hasPrefix(_ bytes: Substring.UTF8View, _ prefix: String) -> Bool {
        var index = bytes.startIndex
        for expected in prefix.utf8 {
            guard index < bytes.endIndex else { return false }
            let byte = bytes[index]
            let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
            guard lowered == expected else { return false }
            index = bytes.index(after: index)
        }
        return true
    }
}
