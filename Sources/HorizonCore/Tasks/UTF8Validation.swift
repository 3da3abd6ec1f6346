/// Finds the first byte that breaks UTF-8.
enum UTF8Validation {
    /// The bytes as text, when they are valid UTF-8.
    static func text(_ bytes: ArraySlice<UInt8>) -> String? {
        guard let validated = try? UTF8Span(validating: bytes.span) else { return nil }
        return String(copying: validated)
    }

    static func firstInvalidOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
        do {
            _ = try UTF8Span(validating: bytes.span)
            return nil
        } catch {
            return error.byteOffsets.lowerBound
        }
    }

    /// The text with each invalid sequence replaced by U+FFFD, and for each of its UTF-8 bytes the
    /// offset in `bytes` of the byte it comes from.
    static func repair(_ bytes: ArraySlice<UInt8>) -> (text: String, origin: [Int]) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        var origin: [Int] = []
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                origin.append(contentsOf: offset..<offset + encoded.count)
                offset += encoded.count
            case .error(let length):
                scalars.append("\u{FFFD}")
                origin.append(contentsOf: repeatElement(offset, count: 3))
                offset += length
            case .emptyInput:
                return (String(scalars), origin)
            }
        }
    }
}
