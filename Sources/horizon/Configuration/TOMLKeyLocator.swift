/// Finds where a top-level key of a TOML file is written, for messages that name the line and column.
///
/// TOMLKit gives values but not their positions; the file has already been parsed (so it is valid
/// TOML) when this runs, and only the starts of key-value lines and table headers are looked at —
/// skipping comments, the inside of strings and multi-line strings, and the keys of `[tables]`.
struct TOMLKeyLocator {
    /// The line (1-based) and column (1-based, in bytes) of each top-level key's first appearance.
    private(set) var positions: [String: (line: Int, column: Int)] = [:]

    init(text: String) {
        var openMultiline: [UInt8]? = nil
        var inTable = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let bytes = Array(line.utf8)
            var cursor = 0
            if let delimiter = openMultiline {
                guard let end = TOMLKeyLocator.find(delimiter, in: bytes, from: 0) else { continue }
                // The rest of the line after the closing delimiter may open another one.
                openMultiline = TOMLKeyLocator.unclosedMultiline(in: bytes, from: end + 3)
                continue
            }
            while cursor < bytes.count, bytes[cursor] == 32 || bytes[cursor] == 9 { cursor += 1 }
            guard cursor < bytes.count else { continue }
            let start = cursor
            if bytes[cursor] == UInt8(ascii: "[") {
                cursor += 1
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "[") { cursor += 1 }
                while cursor < bytes.count, bytes[cursor] == 32 || bytes[cursor] == 9 { cursor += 1 }
                if let (key, _) = TOMLKeyLocator.key(in: bytes, at: cursor) { record(key, line: index + 1, column: cursor + 1) }
                inTable = true
                continue
            }
            guard let (key, afterKey) = TOMLKeyLocator.key(in: bytes, at: cursor) else { continue }
            var next = afterKey
            while next < bytes.count, bytes[next] == 32 || bytes[next] == 9 { next += 1 }
            guard next < bytes.count, bytes[next] == UInt8(ascii: "=") || bytes[next] == UInt8(ascii: ".") else { continue }
            if !inTable { record(key, line: index + 1, column: start + 1) }
            openMultiline = TOMLKeyLocator.unclosedMultiline(in: bytes, from: next)
        }
    }

    /// Where a key is, or the start of the file when it cannot be found.
    func position(of key: String) -> (line: Int, column: Int) {
        positions[key] ?? (1, 1)
    }

    private mutating func record(_ key: String, line: Int, column: Int) {
        if positions[key] == nil { positions[key] = (line, column) }
    }

    /// A bare key (`A-Za-z0-9_-`) or a quoted one, and the index after it.
    private static func key(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        guard start < bytes.count else { return nil }
        let quote = bytes[start]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            var index = start + 1
            var key: [UInt8] = []
            while index < bytes.count, bytes[index] != quote {
                if quote == UInt8(ascii: "\""), bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                }
                key.append(bytes[index])
                index += 1
            }
            guard index < bytes.count else { return nil }
            return (String(decoding: key, as: UTF8.self), index + 1)
        }
        var index = start
        while index < bytes.count, isBareKeyByte(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return (String(decoding: bytes[start..<index], as: UTF8.self), index)
    }

    private static func isBareKeyByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    /// The delimiter of a multi-line string opened and not closed on this line after `start`, if any;
    /// single-line strings and comments are skipped.
    private static func unclosedMultiline(in bytes: [UInt8], from start: Int) -> [UInt8]? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") { return nil }
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") else {
                index += 1
                continue
            }
            let triple = [byte, byte, byte]
            if index + 2 < bytes.count, Array(bytes[index..<index + 3]) == triple {
                guard let end = find(triple, in: bytes, from: index + 3) else { return triple }
                index = end + 3
                continue
            }
            index += 1
            while index < bytes.count, bytes[index] != byte {
                if byte == UInt8(ascii: "\""), bytes[index] == UInt8(ascii: "\\") { index += 1 }
                index += 1
            }
            index += 1
        }
        return nil
    }

    private static func find(_ delimiter: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + delimiter.count <= bytes.count {
            if delimiter[0] == UInt8(ascii: "\""), bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if Array(bytes[index..<index + delimiter.count]) == delimiter { return index }
            index += 1
        }
        return nil
    }
}
