import Foundation

/// The tags of a Mustache template, in order, each with where it starts: the one scanner behind the
/// checks that point at a tag (``TemplateProblem``, ``TemplateNesting``). Lines inside a tag or a
/// comment count as lines of the file.
struct TemplateTags: IteratorProtocol {
    /// One tag.
    struct Tag {
        /// Where its opening delimiter is, from 1.
        let line: Int
        let column: Int
        /// The offset of its opening delimiter in the template's bytes.
        let start: Int
        /// What is between its delimiters; to the end of the file when it is not closed.
        let content: ArraySlice<UInt8>
        /// Whether the closing delimiter was found (a tag without one is the last).
        let isClosed: Bool
    }

    private let bytes: [UInt8]
    private var opening = Array("{{".utf8)
    private var closing = Array("}}".utf8)
    private var line = 1, lineStart = 0, index = 0

    /// The tags of `template`, with the default delimiters.
    init(_ template: String) {
        bytes = Array(template.utf8)
    }

    /// The next tag, or nil after the last.
    mutating func next() -> Tag? {
        while index < bytes.count {
            if bytes[index] == 10 {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard bytes[index...].starts(with: opening) else {
                index += 1
                continue
            }
            let start = index, column = index - lineStart + 1
            let contentStart = index + opening.count
            guard let end = find(closing, from: contentStart) else {
                index = bytes.count
                return Tag(line: line, column: column, start: start, content: bytes[min(contentStart, bytes.count)...], isClosed: false)
            }
            let tag = Tag(line: line, column: column, start: start, content: bytes[contentStart..<end], isClosed: true)
            for position in index..<end where bytes[position] == 10 {
                line += 1
                lineStart = position + 1
            }
            index = end + closing.count
            return tag
        }
        return nil
    }

    /// Scans on with the delimiters a set-delimiter tag's content names (`=<% %>=`); false, and the
    /// delimiters kept, when it does not name two.
    @discardableResult
    mutating func setDelimiters(from content: ArraySlice<UInt8>) -> Bool {
        let words = String(decoding: content, as: UTF8.self)
            .trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
            .split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 2 else { return false }
        opening = Array(words[0].utf8)
        closing = Array(words[1].utf8)
        return true
    }

    /// The template's bytes from `start` to the end of its line.
    func restOfLine(from start: Int) -> ArraySlice<UInt8> {
        bytes[start..<(bytes[start...].firstIndex(of: 10) ?? bytes.count)]
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index...].starts(with: needle) { return index }
            index += 1
        }
        return nil
    }
}
