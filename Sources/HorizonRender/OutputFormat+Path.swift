extension OutputFormat {
    /// The format a file of the site belongs to, by its path relative to the output folder: pages and
    /// feeds by their extension (`week/2026-W48.json` is the JSON twins', `plan.ics` the feeds'), the
    /// stylesheet and everything under `assets/` the HTML pages'; nil for any other file. A build of
    /// some formats replaces only its own formats' files of an earlier build (`--format`; docs/output.md).
    package init?(path: String) {
        if path.hasPrefix("assets/") {
            self = .html
            return
        }
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...] {
        case "html", "css": self = .html
        case "md": self = .md
        case "json": self = .json
        case "ics": self = .ics
        case "pdf": self = .pdf
        default: return nil
        }
    }
}
