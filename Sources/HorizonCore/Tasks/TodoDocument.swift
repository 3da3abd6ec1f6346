/// A todo.txt file as bytes split into lines, remembering everything needed to write it back
/// byte for byte: the BOM, each line's ending (LF or CRLF) and whether the last line has one.
public struct TodoDocument: Sendable {
    /// How a line ends. A file's lines end in LF or CRLF only; `cr` is kept for database rows imported
    /// before a lone CR stopped ending a line.
    public enum LineEnding: Sendable, Hashable {
        case lf, crlf, cr, none

        var bytes: [UInt8] {
            switch self {
            case .lf: [10]
            case .crlf: [13, 10]
            case .cr: [13]
            case .none: []
            }
        }
    }

    /// One line: the byte range of its content in ``bytes`` and its ending.
    public struct Line: Sendable, Hashable {
        /// The content, without the ending.
        public let content: Range<Int>
        /// The ending.
        public let ending: LineEnding
    }

    /// The name shown in sources and diagnostics (`todo.txt`).
    public let name: String
    /// The whole file.
    public let bytes: [UInt8]
    /// Whether the file starts with a UTF-8 byte order mark.
    public let hasBOM: Bool
    /// The lines in order; line N of the file is `lines[N - 1]`.
    public let lines: [Line]

    private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Splits the bytes of a file into lines.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        hasBOM = bytes.starts(with: TodoDocument.bom)
        var lines: [Line] = []
        var start = hasBOM ? 3 : 0
        var index = start
        let count = bytes.count
        let buffer = bytes.span
        while index < count {
            // Eight bytes at a time up to the first eight that hold a line feed or a carriage return: the
            // file is split on one core before its lines are read on all (docs/performance.md).
            if index + 8 <= count {
                let word = EightByteWord.load(buffer, at: index)
                if !EightByteWord.contains(word, 10), !EightByteWord.contains(word, 13) {
                    index += 8
                    continue
                }
            }
            let byte = buffer[index]
            if byte == 10 {
                lines.append(Line(content: start..<index, ending: .lf))
                index += 1
                start = index
            } else if byte == 13, index + 1 < count, buffer[index + 1] == 10 {
                lines.append(Line(content: start..<index, ending: .crlf))
                index += 2
                start = index
            } else {
                // A lone CR is part of the line, as todo.sh and topydo count lines (docs/todotxt.md#the-todotxt-dialect).
                index += 1
            }
        }
        if start < count { lines.append(Line(content: start..<count, ending: .none)) }
        self.lines = lines
    }

    /// The longest line read whole (64 KiB); a longer one is a diagnostic and is read from its start.
    public static let longLineLimit = 65_536

    /// The first ``longLineLimit`` bytes of a line, cut before a character that does not fit whole, and
    /// "…" to show that the line goes on.
    static func shortened(_ content: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = content.startIndex + longLineLimit
        // Back off UTF-8 continuation bytes so no character is cut in two.
        while end > content.startIndex, content[end] & 0xC0 == 0x80 { end -= 1 }
        return ArraySlice(Array(content[content.startIndex..<end]) + Array("…".utf8))
    }

    /// Whether a line's content is blank: only spaces, tabs and carriage returns (a lone CR is part of
    /// a line but shows nothing, so a line of CRs is blank as todo.sh shows it).
    public static func isBlank<Bytes: Collection<UInt8>>(_ content: Bytes) -> Bool {
        !content.contains(where: { $0 != 32 && $0 != 9 && $0 != 13 })
    }

    /// The content bytes of the 1-based line `number`.
    public func contentBytes(ofLine number: Int) -> ArraySlice<UInt8> {
        bytes[lines[number - 1].content]
    }

    /// The ending new lines should get: the first line's, or LF for a file with none.
    public var preferredEnding: LineEnding {
        lines.first(where: { $0.ending != .none })?.ending ?? .lf
    }

    /// The file again, with some lines replaced and some appended; unchanged lines keep every byte.
    ///
    /// An appended line after a last line without an ending first gives that line the preferred ending.
    public func serialized(replacing replacements: [Int: String] = [:], appending appended: [String] = []) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + appended.reduce(0) { $0 + $1.utf8.count + 2 })
        if hasBOM { output.append(contentsOf: TodoDocument.bom) }
        let ending = preferredEnding
        for (index, line) in lines.enumerated() {
            if let replacement = replacements[index + 1] {
                output.append(contentsOf: replacement.utf8)
            } else {
                output.append(contentsOf: bytes[line.content])
            }
            if line.ending == .none, !appended.isEmpty {
                output.append(contentsOf: ending.bytes)
            } else {
                output.append(contentsOf: line.ending.bytes)
            }
        }
        for line in appended {
            output.append(contentsOf: line.utf8)
            output.append(contentsOf: ending.bytes)
        }
        return output
    }
}

extension TodoDocument {
    /// Reads every non-blank line as a task. Never fails: bad lines give diagnostics.
    ///
    /// `sources` labels the lines when they are not lines of a file (rows of a database: `tasks.db#42`);
    /// it must hold one location per line. A large file is read in chunks on `parallel`.
    public func readTasks(sources: [SourceLocation]? = nil, parallel: ParallelRunner = .serial) -> TaskList {
        let sources = sources?.count == lines.count ? sources : nil
        // Lines are independent: large files are read in chunks on all cores, then joined in order.
        let chunkSize = 16_384
        guard lines.count > chunkSize else { return readTasks(in: 0..<lines.count, sources: sources) }
        let chunks = (lines.count + chunkSize - 1) / chunkSize
        // The chunks are joined by moving each task, never copying it: a copy retained every string and
        // array of every task, and letting the chunk go released them again, a million tasks one after
        // another on one core. `popLast` hands a task over whole, so each chunk is turned around here, on
        // all cores, and taken from its end below.
        var parts = parallel.map(chunks) { chunk in
            var part = readTasks(in: (chunk * chunkSize)..<min(lines.count, (chunk + 1) * chunkSize), sources: sources)
            var reversed: [Task] = []
            reversed.reserveCapacity(part.tasks.count)
            while let task = part.tasks.popLast() { reversed.append(task) }
            part.tasks = reversed
            return part
        }
        var list = TaskList()
        list.tasks.reserveCapacity(lines.count)
        for index in parts.indices {
            while let task = parts[index].tasks.popLast() { list.tasks.append(task) }
            list.diagnostics += parts[index].diagnostics
            // Emptied, the chunk's array still holds its room: let it go now, not with the last chunk.
            parts[index] = TaskList()
        }
        return list
    }

    private func readTasks(in range: Range<Int>, sources: [SourceLocation]?) -> TaskList {
        var list = TaskList()
        list.tasks.reserveCapacity(range.count)
        var interner = WordListInterner()
        for index in range {
            let line = lines[index]
            var content = bytes[line.content]
            guard !TodoDocument.isBlank(content) else { continue }
            let source = sources?[index] ?? SourceLocation(file: name, line: index + 1)
            let firstOfLine = list.diagnostics.count
            if content.count > TodoDocument.longLineLimit {
                // Every page, twin and feed that lists the task would repeat the whole line: a 50 MB line
                // made a 1.3 GB site. Its start is read and shown instead; edits read the whole line.
                list.diagnostics.append(Diagnostic(
                    location: source, column: TodoDocument.longLineLimit + 1,
                    message: "the line is \(content.count) bytes long; Horizon reads, plans and shows only its first \(TodoDocument.longLineLimit) bytes (64 KiB), and the file keeps the whole line"))
                content = TodoDocument.shortened(content)
            }
            defer {
                // Every diagnostic of the line shows the task's text (docs/todotxt.md#diagnostics).
                if list.diagnostics.count > firstOfLine, let line = list.tasks.last?.line {
                    for position in firstOfLine..<list.diagnostics.count {
                        list.diagnostics[position] = list.diagnostics[position].with(text: line)
                    }
                }
            }
            // Validated once: a valid line (nearly all) is made a string without checking it again.
            let validText = UTF8Validation.text(content)
            if validText == nil, let invalidOffset = UTF8Validation.firstInvalidOffset(content) {
                list.diagnostics.append(Diagnostic(
                    location: source, column: invalidOffset + 1,
                    message: "line is not valid UTF-8 (byte 0x\(String(content[content.startIndex + invalidOffset], radix: 16, uppercase: true))); it is shown with replacement characters"))
                // The parser counts columns in the repaired text, where each bad sequence became a
                // 3-byte U+FFFD; columns must count the bytes of the line as written.
                let (text, origin) = UTF8Validation.repair(content)
                let firstOwn = list.diagnostics.count
                let parsed = TaskParser.parse(text, at: source, diagnostics: &list.diagnostics, interner: &interner)
                func column(_ repaired: Int) -> Int {
                    repaired - 1 < origin.count ? origin[repaired - 1] + 1 : content.count + 1
                }
                for position in firstOwn..<list.diagnostics.count {
                    let diagnostic = list.diagnostics[position]
                    list.diagnostics[position] = Diagnostic(
                        location: diagnostic.location, column: column(diagnostic.column), message: diagnostic.message)
                }
                list.tasks.append(parsed.movingTagColumns(column))
            } else {
                let text = validText ?? String(decoding: content, as: UTF8.self)
                list.tasks.append(TaskParser.parse(text, at: source, diagnostics: &list.diagnostics, interner: &interner))
            }
        }
        return list
    }
}
