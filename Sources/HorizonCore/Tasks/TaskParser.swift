/// Reads one todo.txt line into a ``Task`` and the diagnostics it gives rise to (SPEC §1).
public enum TaskParser {
    /// Parses a line (without its line ending). Never fails: bad values become diagnostics.
    public static func parse(_ line: String, at source: SourceLocation, diagnostics: inout [Diagnostic]) -> Task {
        var text = line
        return text.withUTF8 { bytes in
            var scanner = LineScanner(bytes: bytes, source: source)
            return scanner.scan(line: line, diagnostics: &diagnostics)
        }
    }

    /// Parses a line and returns the task with its diagnostics.
    public static func parse(_ line: String, at source: SourceLocation) -> (Task, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let task = parse(line, at: source, diagnostics: &diagnostics)
        return (task, diagnostics)
    }

    /// The offset of the colon that splits a `key:value` tag word, or nil when the word is text: no
    /// key or no value, a clock time or ratio (`12:30`), or a word holding a URL (`://` anywhere, as
    /// in Markdown's `![img](http://…)`) or a `mailto:` address (SPEC §1.1). Pages use the same rule.
    public static func tagColon(in word: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let colon = word.firstIndex(of: colonByte), colon > 0, colon < word.count - 1 else { return nil }
        guard !word[..<colon].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        for index in colon..<word.count where word[index] == colonByte {
            if index + 2 < word.count, word[index + 1] == slash, word[index + 2] == slash { return nil }
            if index >= 6, matchesMailto(word, endingAt: index) { return nil }
        }
        return colon
    }

    /// Whether the six bytes before `colon` spell `mailto`, in any case.
    private static func matchesMailto(_ word: UnsafeBufferPointer<UInt8>, endingAt colon: Int) -> Bool {
        zip(word[(colon - 6)..<colon], "mailto".utf8).allSatisfy { $0 | 0x20 == $1 }
    }
}

private let space = UInt8(ascii: " ")
private let colonByte = UInt8(ascii: ":")
private let slash = UInt8(ascii: "/")

/// The byte-level scan of one line; all offsets are into `bytes`.
private struct LineScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let source: SourceLocation

    mutating func scan(line: String, diagnostics: inout [Diagnostic]) -> Task {
        var task = Task(source: source, line: line)
        var position = 0

        if startsWith("x ", at: 0) {
            task.isComplete = true
            position = 2
            // Tolerated heads (SPEC §1.1): `x DATE (A) DATE …`, `x DATE DATE …`, and, with no
            // completion date, `x (A) DATE …` — a date right after `(A)` is the creation date.
            if let date = dateWord(at: position, diagnostics: &diagnostics, role: "completion") {
                task.completionDate = date
                position = skipWord(from: position)
            }
            if let priority = priorityWord(at: position) {
                task.priority = priority
                position += 4
            }
            if task.completionDate != nil || task.priority != nil,
               let date = dateWord(at: position, diagnostics: &diagnostics, role: "creation") {
                task.creationDate = date
                position = skipWord(from: position)
            }
        } else {
            if let priority = priorityWord(at: 0) {
                task.priority = priority
                position = 4
            }
            if let date = dateWord(at: position, diagnostics: &diagnostics, role: "creation") {
                task.creationDate = date
                position = skipWord(from: position)
            }
        }
        task.descriptionOffset = position
        scanWords(from: position, into: &task)
        TagInterpreter.interpret(&task, diagnostics: &diagnostics)
        return task
    }

    func startsWith(_ prefix: StaticString, at offset: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let start = prefix.utf8Start
        for index in 0..<count where bytes[offset + index] != start[index] { return false }
        return true
    }

    /// `(A) ` at the offset.
    func priorityWord(at offset: Int) -> Priority? {
        guard offset + 4 <= bytes.count, bytes[offset] == UInt8(ascii: "("),
              bytes[offset + 2] == UInt8(ascii: ")"), bytes[offset + 3] == space
        else { return nil }
        return Priority(Character(Unicode.Scalar(bytes[offset + 1])))
    }

    /// A date word (`YYYY-MM-DD` followed by a space or the end) at the offset; a date-shaped word
    /// that names no real day is reported and read as text.
    func dateWord(at offset: Int, diagnostics: inout [Diagnostic], role: String) -> CivilDate? {
        let end = offset + 10
        guard end <= bytes.count, end == bytes.count || bytes[end] == space,
              bytes[offset + 4] == UInt8(ascii: "-"), bytes[offset + 7] == UInt8(ascii: "-")
        else { return nil }
        let word = UnsafeBufferPointer(rebasing: bytes[offset..<end])
        guard let year = Digits.value(word[0..<4]), let month = Digits.value(word[5..<7]),
              let day = Digits.value(word[8..<10])
        else { return nil }
        guard let date = CivilDate(year: year, month: month, day: day) else {
            diagnostics.append(Diagnostic(
                location: source, column: offset + 1,
                message: "\(role) date \(String(decoding: word, as: UTF8.self)) is not a valid date; it is read as text"))
            return nil
        }
        return date
    }

    /// The offset after a word and the one space that ends it.
    func skipWord(from offset: Int) -> Int {
        var position = offset
        while position < bytes.count, bytes[position] != space { position += 1 }
        return min(position + 1, bytes.count)
    }

    func scanWords(from start: Int, into task: inout Task) {
        var position = start
        while position < bytes.count {
            while position < bytes.count, bytes[position] == space { position += 1 }
            let wordStart = position
            while position < bytes.count, bytes[position] != space { position += 1 }
            if position > wordStart { classifyWord(wordStart..<position, into: &task) }
        }
    }

    func classifyWord(_ range: Range<Int>, into task: inout Task) {
        let first = bytes[range.lowerBound]
        if range.count > 1, first == UInt8(ascii: "@") {
            task.contexts.append(string(range.lowerBound + 1..<range.upperBound))
            return
        }
        if range.count > 1, first == UInt8(ascii: "+") {
            task.projects.append(string(range.lowerBound + 1..<range.upperBound))
            return
        }
        guard let offset = TaskParser.tagColon(in: UnsafeBufferPointer(rebasing: bytes[range])) else { return }
        let colonIndex = range.lowerBound + offset
        let key = string(range.lowerBound..<colonIndex)
        task.tags.append(Tag(key: key, value: string(colonIndex + 1..<range.upperBound), column: range.lowerBound + 1))
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
