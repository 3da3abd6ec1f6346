import HorizonCore

/// The fixed markup of task lines, made once rather than per item.
enum ItemMarkup {
    static let project = (opening: "<b>", closing: "</b>")
    static let context = (opening: "<i>", closing: "</i>")
    static let tag = (opening: "<span class=\"tag\">", closing: "</span>")

    /// `<time>09:35</time> ` for each minute of the day.
    static let htmlTime: [String] = (0..<24 * 60).map { minutes in
        let time = TimeOfDay(hour: minutes / 60, minute: minutes % 60).map(\.description) ?? ""
        return "<time>\(time)</time> "
    }

    /// The tick in front of a completed task in a grid: drawn by the stylesheet, named for screen readers.
    static let tick = "<span class=\"tick\"><span class=\"vh\">done: </span></span>"

    /// `<strong class="priority-A">(A)</strong> `.
    static func htmlPriority(_ priority: Priority) -> String {
        let letter = priority.letter
        return letterIndex(letter).map { htmlPriorities[$0] } ?? "<strong class=\"priority-\(letter)\">(\(letter))</strong> "
    }

    /// `**(A)** `.
    static func markdownPriority(_ priority: Priority) -> String {
        let letter = priority.letter
        return letterIndex(letter).map { markdownPriorities[$0] } ?? "**(\(letter))** "
    }

    /// A priority's letter is A…Z, so its markup is made once per letter.
    private static let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { Character(Unicode.Scalar($0)) }
    private static let htmlPriorities = letters.map { "<strong class=\"priority-\($0)\">(\($0))</strong> " }
    private static let markdownPriorities = letters.map { "**(\($0))** " }

    private static func letterIndex(_ letter: Character) -> Int? {
        guard let ascii = letter.asciiValue, ascii >= UInt8(ascii: "A"), ascii <= UInt8(ascii: "Z") else { return nil }
        return Int(ascii - UInt8(ascii: "A"))
    }

    /// `09:35 ` for each minute of the day.
    static let markdownTime: [String] = (0..<24 * 60).map { minutes in
        (TimeOfDay(hour: minutes / 60, minute: minutes % 60).map(\.description) ?? "") + " "
    }

    /// The paper checkboxes of a Markdown line.
    static let openBox = Array("[ ] ".utf8)
    static let doneBox = Array("[x] ".utf8)
    /// Between the why line and the source.
    static let whySeparator = Array(" · ".utf8)

    /// `todo.txt:12` onto `bytes`, without making it a string first.
    static func appendSource(_ source: SourceLocation, to bytes: inout [UInt8]) {
        bytes.append(source.file.utf8.span)
        bytes.append(source.separator.utf8.span)
        if source.line < 0 { bytes.append(UInt8(ascii: "-")) }
        // The magnitude: a database row can be numbered down to Int64.min, which has no positive Int.
        var line = source.line.magnitude
        // Digits from the last, into room for the most a number has, then appended at once (one digit
        // at a time from the first divided by a power of ten, a division the processor cannot make a
        // multiplication, and appended each on its own).
        var digits = InlineArray<20, UInt8>(repeating: 0)
        var first = digits.count
        repeat {
            first -= 1
            digits[first] = UInt8(ascii: "0") + UInt8(line % 10)
            line /= 10
        } while line > 0
        bytes.append(digits.span.extracting(first...))
    }

    /// The `<small>` of a detail, with a class when it is not an ordinary open task.
    static func detailOpening(_ mark: ItemLine.Detail.Mark) -> String {
        switch mark {
        case .open: " <small>"
        case .overdue: " <small class=\"overdue\">"
        case .done: " <small class=\"done\">"
        }
    }
}
