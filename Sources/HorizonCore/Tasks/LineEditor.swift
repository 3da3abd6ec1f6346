/// Rewrites the words of a task line: replacing the value of a tag, removing a tag, appending one.
/// Every other byte of the line is kept as written.
struct LineEditor {
    private var words: [Substring]

    /// Splits text at single spaces, keeping empty words so runs of spaces survive.
    init(_ text: Substring) {
        words = text.split(separator: " ", omittingEmptySubsequences: false)
    }

    private static func isTag(_ word: Substring, _ key: String) -> Bool {
        word.hasPrefix(key + ":") && word.utf8.count > key.utf8.count + 1
    }

    /// Sets the first `key:` tag to the value, or appends `key:value` when there is none.
    mutating func set(_ key: String, _ value: String) {
        if let index = words.firstIndex(where: { LineEditor.isTag($0, key) }) {
            words[index] = Substring(key + ":" + value)
        } else {
            append(key + ":" + value)
        }
    }

    /// Removes every `key:` tag.
    mutating func remove(_ key: String) {
        words.removeAll { LineEditor.isTag($0, key) }
    }

    /// Whether a `key:` tag is present.
    func contains(_ key: String) -> Bool {
        words.contains { LineEditor.isTag($0, key) }
    }

    /// Appends a word after the last non-empty one.
    mutating func append(_ word: String) {
        while let last = words.last, last.isEmpty, words.count > 1 { words.removeLast() }
        if words == [""] { words = [Substring(word)] } else { words.append(Substring(word)) }
    }

    var text: String { words.joined(separator: " ") }
}
