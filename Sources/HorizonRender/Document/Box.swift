/// The HTML element of a ``Block/box(_:_:)``: its tag, class and id are chosen by the renderer from
/// fixed words and dates.
package struct Box: Sendable, Hashable {
    /// The element.
    package enum Tag: String, Sendable {
        case div, section, nav
    }

    /// The element's tag.
    package var tag: Tag
    /// Its class (fixed words: `week-grid`, `day weekend today`…).
    package var className: String
    /// An anchor other pages link to (`day-2026-11-23`).
    package var id: String?
    /// An accessible name, for a `nav` landmark.
    package var label: String?

    /// Creates a box.
    package init(_ tag: Tag = .div, className: String, id: String? = nil, label: String? = nil) {
        self.tag = tag
        self.className = className
        self.id = id
        self.label = label
    }

    /// The opening markup; attribute values are escaped (they come from fixed words and dates, but
    /// a template author's `--templates` never reaches them either).
    var opening: String {
        var markup = "<\(tag.rawValue) class=\"\(Box.escape(className))\""
        if let id { markup += " id=\"\(Box.escape(id))\"" }
        if let label { markup += " aria-label=\"\(Box.escape(label))\"" }
        return markup + ">"
    }

    var closing: String { "</\(tag.rawValue)>" }

    /// `value` for an attribute in double quotes: `&`, `"`, `<` and `>` as references, byte by byte (a
    /// quote followed by a combining mark is still a quote to the HTML parser). Most values are class
    /// names with none of them, returned as they are.
    static func escape(_ value: String) -> String {
        let special: (UInt8) -> Bool = { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
        guard value.utf8.contains(where: special) else { return value }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(value.utf8.count + 16)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "&"): escaped += "&amp;".utf8
            case UInt8(ascii: "\""): escaped += "&quot;".utf8
            case UInt8(ascii: "<"): escaped += "&lt;".utf8
            case UInt8(ascii: ">"): escaped += "&gt;".utf8
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
