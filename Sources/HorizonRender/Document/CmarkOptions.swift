/// The options of libcmark's renderers (`CMARK_OPT_*` in `cmark.h`), as a set. The default is empty,
/// which is cmark's safe mode: raw HTML becomes a placeholder comment and dangerous link targets are
/// emptied. Horizon builds its trees itself (it never parses Markdown), so the parsing options
/// (`CMARK_OPT_VALIDATE_UTF8`, `CMARK_OPT_SMART`, `CMARK_OPT_NORMALIZE`) are not listed.
struct CmarkOptions: OptionSet, Sendable {
    let rawValue: Int32

    /// `CMARK_OPT_SOURCEPOS`: a `data-sourcepos` attribute on every block element (positions in the
    /// parsed input; a tree built in code has none worth showing).
    static let sourcePosition = CmarkOptions(rawValue: 1 << 1)
    /// `CMARK_OPT_HARDBREAKS`: soft line breaks are rendered as hard ones (`<br />`).
    static let hardBreaks = CmarkOptions(rawValue: 1 << 2)
    /// `CMARK_OPT_NOBREAKS`: soft line breaks are rendered as spaces.
    static let noBreaks = CmarkOptions(rawValue: 1 << 4)
    /// `CMARK_OPT_UNSAFE`: raw HTML is written as it is and `javascript:`, `vbscript:`, `file:` and most
    /// `data:` link targets are kept. Never for a tree that holds task text (docs/architecture.md#one-build-four-stages).
    static let unsafe = CmarkOptions(rawValue: 1 << 17)

    /// cmark's defaults (`CMARK_OPT_DEFAULT`): safe.
    static let `default`: CmarkOptions = []
}
