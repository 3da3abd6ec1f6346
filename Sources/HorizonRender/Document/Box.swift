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

    static func escape(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
