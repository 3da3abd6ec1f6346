/// List items as cmark rendered them, one after another in one buffer per format, so that a list of
/// thousands of entries is a few large allocations rather than thousands of small ones.
struct RenderedItems: Sendable {
    private var html: [UInt8] = []
    private var markdown: [UInt8] = []
    /// Where each item ends in `html` and in `markdown`.
    private(set) var htmlEnds: [Int] = []
    private(set) var markdownEnds: [Int] = []

    /// Adds the next item's rendering in one format.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, html isHTML: Bool) {
        if isHTML {
            html.append(contentsOf: bytes)
            htmlEnds.append(html.count)
        } else {
            markdown.append(contentsOf: bytes)
            markdownEnds.append(markdown.count)
        }
    }

    /// The HTML of item `index` (`<li>…</li>` and a newline).
    func html(_ index: Int) -> ArraySlice<UInt8> {
        html[htmlRange(index)]
    }

    /// The CommonMark of item `index` (`  - …` and a newline).
    func markdown(_ index: Int) -> ArraySlice<UInt8> {
        markdown[markdownRange(index)]
    }

    /// Where item `index` is in the HTML buffer.
    func htmlRange(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : htmlEnds[index - 1])..<htmlEnds[index]
    }

    /// Where item `index` is in the CommonMark buffer.
    func markdownRange(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : markdownEnds[index - 1])..<markdownEnds[index]
    }

    /// The HTML of items `first...last`, which lie one after another.
    func html(_ first: Int, through last: Int) -> ArraySlice<UInt8> {
        html[htmlRange(first).lowerBound..<htmlRange(last).upperBound]
    }

    /// The CommonMark of items `first...last`.
    func markdown(_ first: Int, through last: Int) -> ArraySlice<UInt8> {
        markdown[markdownRange(first).lowerBound..<markdownRange(last).upperBound]
    }
}
