import HorizonCore

/// Writes RFC 5545 content lines (§3.1): CRLF-terminated, folded before 75 octets without splitting a
/// UTF-8 character (continuation lines start with one space), TEXT values escaped (§3.3.11).
struct ContentLineWriter {
    private(set) var bytes: [UInt8] = []
    private var octets = 0

    mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// A whole line whose text needs no escaping.
    mutating func line(_ text: String) {
        start(text)
        end()
    }

    /// Starts a line with a property name and its colon.
    mutating func start(_ text: String) {
        octets = 0
        self.text(text)
    }

    /// Ends the current line.
    mutating func end() {
        bytes += [13, 10]
        octets = 0
    }

    /// Text written as it is.
    mutating func text(_ text: some StringProtocol) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes(quickly: $0) }) == true { return }
        for byte in text.utf8 { append(byte) }
    }

    /// Writes the bytes at once when they fit on the line; false otherwise, having written nothing.
    private mutating func bytes(quickly value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard octets + value.count <= 75 else { return false }
        bytes.append(contentsOf: value)
        octets += value.count
        return true
    }

    /// Bytes written as they are.
    mutating func bytes(_ text: [UInt8]) {
        if text.withUnsafeBufferPointer({ bytes(quickly: $0) }) { return }
        for byte in text { append(byte) }
    }

    /// A date as `20261123`.
    mutating func compactDate(_ date: CivilDate) {
        var digits: [UInt8] = []
        digits.appendCompactDate(date)
        bytes(digits)
    }

    /// A number in decimal.
    mutating func decimal(_ value: Int) {
        var digits: [UInt8] = []
        digits.appendDecimal(value)
        bytes(digits)
    }

    /// A TEXT value: backslash, semicolon, comma and newlines escaped.
    mutating func escaped(_ value: some StringProtocol) {
        if value.utf8.withContiguousStorageIfAvailable({ escapedQuickly($0) }) == true { return }
        var previous: UInt8 = 0
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): append(92); append(92)
            case UInt8(ascii: ";"): append(92); append(59)
            case UInt8(ascii: ","): append(92); append(44)
            case 10 where previous == 13: break
            case 10, 13: append(92); append(110)
            default: append(byte)
            }
            previous = byte
        }
    }

    /// Writes the value at once when it fits on the line and needs no escaping; false otherwise,
    /// having written nothing.
    private mutating func escapedQuickly(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard octets + value.count <= 75 else { return false }
        for byte in value {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","), 10, 13: return false
            default: continue
            }
        }
        bytes.append(contentsOf: value)
        octets += value.count
        return true
    }

    private mutating func append(_ byte: UInt8) {
        // Fold before a character that would not fit; continuation bytes (10xxxxxx) stay with their lead byte.
        if byte & 0xC0 != 0x80 {
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            if octets + length > 75 {
                bytes += [13, 10, 32]
                octets = 1
            }
        }
        bytes.append(byte)
        octets += 1
    }
}
