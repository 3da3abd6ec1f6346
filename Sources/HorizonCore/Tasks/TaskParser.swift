/// Reads one todo.txt line into a ``Task`` and the diagnostics it gives rise to (docs/todotxt.md#the-todotxt-dialect).
public enum TaskParser {
    /// Parses a line (without its line ending). Never fails: bad values become diagnostics.
    public static func parse(_ line: String, at source: SourceLocation, diagnostics: inout [Diagnostic]) -> Task {
        var interner = WordListInterner(sharing: false)
        return LineScanner(source: source).scan(line: line, bytes: line.utf8.span, diagnostics: &diagnostics, interner: &interner)
    }

    /// Parses a line, its contexts and its projects given the equal lists `interner` has seen before
    /// (``WordListInterner``).
    static func parse(
        _ line: String, at source: SourceLocation, diagnostics: inout [Diagnostic], interner: inout WordListInterner
    ) -> Task {
        LineScanner(source: source).scan(line: line, bytes: line.utf8.span, diagnostics: &diagnostics, interner: &interner)
    }

    /// Parses a line and returns the task with its diagnostics.
    public static func parse(_ line: String, at source: SourceLocation) -> (Task, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let task = parse(line, at: source, diagnostics: &diagnostics)
        return (task, diagnostics)
    }

    /// The offset of the colon that splits a `key:value` tag word, or nil when the word is text: no
    /// key or no value, a clock time or ratio (`12:30`), or a word holding a URL (`://` anywhere, as
    /// in Markdown's `![img](http://…)`) or a `mailto:` address (docs/todotxt.md#the-todotxt-dialect). Pages use the same rule.
    public static func tagColon(in word: Span<UInt8>) -> Int? {
        var colon = 0
        while colon < word.count, word[colon] != colonByte { colon += 1 }
        guard colon > 0, colon < word.count - 1 else { return nil }
        guard (0..<colon).contains(where: { word[$0] < UInt8(ascii: "0") || word[$0] > UInt8(ascii: "9") }) else { return nil }
        for index in colon..<word.count where word[index] == colonByte {
            if index + 2 < word.count, word[index + 1] == slash, word[index + 2] == slash { return nil }
            if index >= 6, matchesMailto(word, endingAt: index) { return nil }
        }
        return colon
    }

    /// Whether the six bytes before `colon` spell `mailto`, in any case.
    private static func matchesMailto(_ word: Span<UInt8>, endingAt colon: Int) -> Bool {
        zip((colon - 6)..<colon, "mailto".utf8).allSatisfy { word[$0] | 0x20 == $1 }
    }
}

private let space = UInt8(ascii: " ")
private let colonByte = UInt8(ascii: ":")
private let slash = UInt8(ascii: "/")

/// The byte-level scan of one line; all offsets are into `bytes`, the line's UTF-8.
private struct LineScanner {
    let source: SourceLocation

    func scan(line: String, bytes: Span<UInt8>, diagnostics: inout [Diagnostic], interner: inout WordListInterner) -> Task {
        var position = 0
        let isComplete = startsWith(bytes, "x ", at: 0)
        var completionDate: CivilDate?, priority: Priority?, creationDate: CivilDate?

        if isComplete {
            position = 2
            // Tolerated heads (docs/todotxt.md#the-todotxt-dialect): `x DATE (A) DATE …`, `x DATE DATE …`, and, with no
            // completion date, `x (A) DATE …` — a date right after `(A)` is the creation date.
            if let date = dateWord(bytes, at: position, diagnostics: &diagnostics, role: "completion") {
                completionDate = date
                position = skipWord(bytes, from: position)
            }
            if let letter = priorityWord(bytes, at: position) {
                priority = letter
                position += 4
            }
            if completionDate != nil || priority != nil,
               let date = dateWord(bytes, at: position, diagnostics: &diagnostics, role: "creation") {
                creationDate = date
                position = skipWord(bytes, from: position)
            }
        } else {
            if let letter = priorityWord(bytes, at: 0) {
                priority = letter
                position = 4
            }
            if let date = dateWord(bytes, at: position, diagnostics: &diagnostics, role: "creation") {
                creationDate = date
                position = skipWord(bytes, from: position)
            }
        }
        // The tags Horizon does not interpret are read from the line when asked for (``Task/tags``).
        let found = DescriptionWords.interpretedTags(line: line, from: position, names: &interner)
        let tags = TagInterpreter.interpret(found, at: source, diagnostics: &diagnostics)
        // `pri:X` is the priority of a completed task whose head has none (docs/todotxt.md#the-todotxt-dialect).
        if isComplete, priority == nil { priority = tags.pri }
        let contexts = interner.list(interner.contexts, in: line), projects = interner.list(interner.projects, in: line)
        return Task(
            source: source, line: line, isComplete: isComplete, completionDate: completionDate, priority: priority,
            creationDate: creationDate, descriptionOffset: position, contexts: contexts, projects: projects,
            interpreted: tags)
    }

    func startsWith(_ bytes: Span<UInt8>, _ prefix: String, at offset: Int) -> Bool {
        var index = offset
        for byte in prefix.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// `(A) ` at the offset.
    func priorityWord(_ bytes: Span<UInt8>, at offset: Int) -> Priority? {
        guard offset + 4 <= bytes.count, bytes[offset] == UInt8(ascii: "("),
              bytes[offset + 2] == UInt8(ascii: ")"), bytes[offset + 3] == space
        else { return nil }
        return Priority(Character(Unicode.Scalar(bytes[offset + 1])))
    }

    /// A date word (`YYYY-MM-DD` followed by a space or the end) at the offset; a date-shaped word
    /// that names no real day is reported and read as text.
    func dateWord(_ bytes: Span<UInt8>, at offset: Int, diagnostics: inout [Diagnostic], role: String) -> CivilDate? {
        let end = offset + 10
        guard end <= bytes.count, end == bytes.count || bytes[end] == space,
              bytes[offset + 4] == UInt8(ascii: "-"), bytes[offset + 7] == UInt8(ascii: "-")
        else { return nil }
        guard let year = Digits.value(bytes, offset..<offset + 4), let month = Digits.value(bytes, offset + 5..<offset + 7),
              let day = Digits.value(bytes, offset + 8..<end)
        else { return nil }
        guard let date = CivilDate(year: year, month: month, day: day) else {
            diagnostics.append(Diagnostic(
                location: source, column: offset + 1,
                message: "\(role) date \(string(bytes, offset..<end)) is not a valid date; it is read as text"))
            return nil
        }
        return date
    }

    /// The offset after a word and the one space that ends it.
    func skipWord(_ bytes: Span<UInt8>, from offset: Int) -> Int {
        var position = offset
        while position < bytes.count, bytes[position] != space { position += 1 }
        return min(position + 1, bytes.count)
    }

    func string(_ bytes: Span<UInt8>, _ range: Range<Int>) -> String {
        // The line is a String, so valid UTF-8, and ranges start and end at ASCII bytes (spaces, `:`,
        // sigils): every range is valid UTF-8 too, and the empty fallback is never taken.
        do {
            return String(copying: try UTF8Span(validating: bytes.extracting(range)))
        } catch {
            return ""
        }
    }
}
