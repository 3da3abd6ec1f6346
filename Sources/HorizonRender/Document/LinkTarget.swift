import HorizonCore

/// Where the links of a page point, as the renderers are given them: a task's URL made safe to write, another page
/// of the site made relative to the page being rendered.
enum LinkTarget {
    /// The target of a link from a task: the URL, percent-encoded where a URL may not hold a character
    /// (`<`, `>`, `"`, controls).
    ///
    /// Markdown writes a link whose label is its URL as an autolink `<…>`, which would carry such
    /// characters raw into the Markdown page (`mailto:<script>…`); encoded, it is a `[label](url)`
    /// link with an escaped label. HTML pages get the same target.
    static func task(_ url: String) -> String {
        guard url.utf8.contains(where: { $0 <= 32 || $0 == 127 || $0 == 0xC2 || $0 == 60 || $0 == 62 || $0 == 34 }) else { return url }
        var encoded = ""
        for scalar in url.unicodeScalars {
            if scalar == "<" || scalar == ">" || scalar == "\"" || scalar == " " || VisibleText.isControl(scalar) {
                for byte in String(scalar).utf8 { encoded += (byte < 16 ? "%0" : "%") + String(byte, radix: 16, uppercase: true) }
            } else {
                encoded.unicodeScalars.append(scalar)
            }
        }
        return encoded
    }

    /// A relative link from `currentPage`, the page being rendered, to another page of the site, in
    /// HTML or in Markdown.
    static func page(_ page: String, anchor: String?, from currentPage: String, forHTML: Bool) -> String {
        let depth = currentPage.split(separator: "/").count - 1
        let url = String(repeating: "../", count: depth) + page + (forHTML ? ".html" : ".md")
        guard forHTML, let anchor else { return url }
        return url + "#" + anchor
    }
}
