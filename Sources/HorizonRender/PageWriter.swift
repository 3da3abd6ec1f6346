import HorizonCore

/// One page written into its files (`.md`, `.html` or both) as it is rendered. The head and each
/// section of the page are built, rendered to both formats (Markdown by ``MarkdownWriter``, HTML by
/// cmark), handed to the page's files and freed one at a time (a run), so that a large page is never
/// held whole — as blocks, as a cmark tree or as bytes. Each top-level block is written on its own,
/// so the HTML of the runs joined is the page's; in CommonMark a blank line separates a run from the
/// heading the next one starts with (``Section``). A page is written on one thread: with one run in
/// memory per core, a large tree (a cmark tree takes a kilobyte and a half to two and a half per task
/// line) costs no more at its peak than a page held whole did.
struct PageWriter {
    /// Where a file's bytes go, in order.
    typealias Append = (ArraySlice<UInt8>) -> Void

    let document: Document
    let templates: TemplateSet
    let site: SiteOptions
    /// Today, for the layout's "Today" link.
    let today: CivilDate
    /// Where the page's files are handed.
    let emit: FileEmitter

    /// Writes the page's Markdown file, its HTML file, or both.
    func write(markdown: Bool, html: Bool) {
        switch (markdown, html) {
        case (true, true):
            // Both files of the page are open at once, so that each run is written to both and freed.
            emit(document.path + ".md") { markdown in
                emit(document.path + ".html") { html in writeLayout(html: html, markdown: markdown, withMarkdown: true) }
            }
        case (true, false):
            emit(document.path + ".md") { markdown in writeRuns(markdown: markdown, html: { _ in }, toMarkdown: true, toHTML: false) }
        case (false, true):
            emit(document.path + ".html") { html in writeLayout(html: html, markdown: { _ in }, withMarkdown: false) }
        case (false, false):
            return
        }
    }

    /// The layout with the page's runs where it names the body. The layout names the body once, as a
    /// rule; should it name it again, the body is rendered again (in HTML only). The Markdown file is
    /// the body alone, written with the first.
    private func writeLayout(html: Append, markdown: Append, withMarkdown: Bool) {
        let pieces = templates.frame(document, site: site, today: today)
        for (position, piece) in pieces.enumerated() {
            if !piece.isEmpty { html(piece) }
            guard position < pieces.count - 1 else { break }
            writeRuns(markdown: markdown, html: html, toMarkdown: withMarkdown && position == 0, toHTML: true)
        }
        // A layout without the body: the Markdown file still has it.
        if pieces.count == 1, withMarkdown { writeRuns(markdown: markdown, html: html, toMarkdown: true, toHTML: false) }
    }

    /// Every run of the page, each rendered to the chosen formats, handed over and freed.
    private func writeRuns(markdown: Append, html: Append, toMarkdown: Bool, toHTML: Bool) {
        var wroteMarkdown = false
        // An empty head renders as nothing rather than as an empty document's newline.
        let first = document.head.isEmpty && !document.sections.isEmpty ? 1 : 0
        for run in first...document.sections.count {
            let blocks = run == 0 ? document.head : document.sections[run - 1].blocks()
            if toMarkdown {
                let output = MarkdownWriter.markdown(blocks, page: document.path)
                // A run with nothing in Markdown (a calendar week without items) is an empty document,
                // which is one newline: it adds nothing to the page.
                if output != Self.emptyDocument {
                    if wroteMarkdown { markdown(Self.blankLine) }
                    markdown(output[...])
                    wroteMarkdown = true
                }
            }
            if toHTML { Cmark.html(blocks, page: document.path, into: html) }
        }
        if toMarkdown, !wroteMarkdown { markdown(Self.emptyDocument[...]) }
    }

    /// What ends a run of CommonMark blocks followed by a section: each run ends with one newline.
    private static let blankLine: ArraySlice<UInt8> = [UInt8(ascii: "\n")]

    /// A CommonMark document with nothing in it: one newline.
    private static let emptyDocument: [UInt8] = [UInt8(ascii: "\n")]
}
