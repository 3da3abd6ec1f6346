/// `--title` and the file's `title`: the site's name in page titles, headers and calendar names.
enum SiteTitle {
    /// Why a title cannot be used, or nil: it is one line of visible text.
    static func problem(_ title: String) -> String? {
        if title.trimmingCharacters(in: .whitespaces).isEmpty { return "the title is empty" }
        if title.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "the title holds a control character (a line break or tab); it must be one line"
        }
        return nil
    }
}
