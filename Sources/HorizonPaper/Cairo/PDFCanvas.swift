import CPangoCairo

/// One PDF file being drawn: the only place that calls Cairo and Pango (docs/architecture.md#modules).
/// Nothing outside this folder sees a pointer; the sheets draw with points, greys and ``TextBlock``s.
/// Cairo's status is checked after each drawing step, so a failure becomes a ``PaperError`` (exit 3),
/// never a crash. The bytes are deterministic: the PDF has no creation date and names no other time.
final class PDFCanvas {
    private let collector = ByteCollector()
    private let surface: OpaquePointer
    private let context: OpaquePointer
    /// Lays out the text: its blocks can be drawn on any canvas (docs/performance.md#planner-pdf-what-it-costs).
    private let typesetter: Typesetter
    private var finished = false
    /// A canvas whose pages are `width` × `height` points, text set by `typesetter`.
    init(width: Double, height: Double, typesetter: Typesetter) throws(PaperError) {
        self.typesetter = typesetter
        let closure = Unmanaged.passUnretained(collector).toOpaque()
        surface = cairo_pdf_surface_create_for_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteCollector>.fromOpaque(closure).takeUnretainedValue()
                .bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, closure, width, height)
        context = cairo_create(surface)
        try Self.check("creating the PDF surface", cairo_surface_status(surface))
        try Self.check("creating the drawing context", cairo_status(context))
        // No creation date, so that the same plan gives the same bytes: Cairo stamps the time unless told
        // a date, and a value that is not an ISO 8601 date (only digits, "-", "T", ":", "Z", "+") leaves
        // none at all.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "none")
        try Self.check("setting the creation date", cairo_surface_status(surface))
    }

    deinit {
        cairo_destroy(context)
        if !finished { cairo_surface_finish(surface) }
        cairo_surface_destroy(surface)
    }

    /// Sets the document's title (the PDF's Info dictionary), which viewers show.
    func setTitle(_ title: String) throws(PaperError) {
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        try Self.check("setting the title", cairo_surface_status(surface))
    }

    /// A rectangle filled with `grey` (0 black … 1 white).
    func fill(_ rect: Rect, grey: Double) throws(PaperError) {
        cairo_set_source_rgb(context, grey, grey, grey)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_fill(context)
        try Self.check("filling a box", cairo_status(context))
    }

    /// A rectangle's outline, `lineWidth` points wide, in `grey`.
    func stroke(_ rect: Rect, grey: Double, lineWidth: Double) throws(PaperError) {
        cairo_set_source_rgb(context, grey, grey, grey)
        cairo_set_line_width(context, lineWidth)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_stroke(context)
        try Self.check("drawing a box", cairo_status(context))
    }

    /// A line from one point to another.
    func line(from start: (Double, Double), to end: (Double, Double), grey: Double, lineWidth: Double) throws(PaperError) {
        cairo_set_source_rgb(context, grey, grey, grey)
        cairo_set_line_width(context, lineWidth)
        cairo_move_to(context, start.0, start.1)
        cairo_line_to(context, end.0, end.1)
        cairo_stroke(context)
        try Self.check("drawing a line", cairo_status(context))
    }

    /// A tick inside `rect` (a completed task's checkbox).
    func tick(in rect: Rect, lineWidth: Double) throws(PaperError) {
        cairo_set_source_rgb(context, 0, 0, 0)
        cairo_set_line_width(context, lineWidth)
        cairo_move_to(context, rect.x + rect.width * 0.2, rect.y + rect.height * 0.55)
        cairo_line_to(context, rect.x + rect.width * 0.42, rect.y + rect.height * 0.8)
        cairo_line_to(context, rect.x + rect.width * 0.85, rect.y + rect.height * 0.2)
        cairo_stroke(context)
        try Self.check("drawing a tick", cairo_status(context))
    }

    /// A cross inside `rect` (a routine's missed day: marked, unlike a day it does not occur on).
    func cross(in rect: Rect, lineWidth: Double) throws(PaperError) {
        cairo_set_source_rgb(context, 0, 0, 0)
        cairo_set_line_width(context, lineWidth)
        let inset = rect.width * 0.22
        cairo_move_to(context, rect.x + inset, rect.y + inset)
        cairo_line_to(context, rect.maxX - inset, rect.maxY - inset)
        cairo_move_to(context, rect.maxX - inset, rect.y + inset)
        cairo_line_to(context, rect.x + inset, rect.maxY - inset)
        cairo_stroke(context)
        try Self.check("drawing a cross", cairo_status(context))
    }

    /// `text` laid out by Pango `width` points wide on at most `maxLines` lines (cut with an ellipsis
    /// when it needs more); `note`, when given, follows it in the note style. Measured, not drawn.
    func layout(_ text: String, note: String? = nil, style: TextStyle, width: Double, maxLines: Int) throws(PaperError) -> TextBlock {
        try typesetter.layout(text, note: note, style: style, width: width, maxLines: maxLines)
    }

    /// Draws a laid-out block with its top left corner at `x`, `y`, in `grey`.
    func draw(_ block: TextBlock, x: Double, y: Double, grey: Double = 0) throws(PaperError) {
        cairo_set_source_rgb(context, grey, grey, grey)
        cairo_move_to(context, x, y)
        pango_cairo_show_layout(context, block.layout)
        try Self.check("drawing text", cairo_status(context))
    }

    /// Names the current page `destination` (plain ASCII letters, digits and "-": a quote would end
    /// Cairo's attribute) and labels it `label` in a viewer's list of pages (docs/output.md#planner-pdf).
    func name(page destination: String, label: String) throws(PaperError) {
        try Self.checkName(destination)
        cairo_pdf_surface_set_page_label(surface, label)
        cairo_tag_begin(context, CAIRO_TAG_DEST, "name='\(destination)' x=0 y=0")
        cairo_tag_end(context, CAIRO_TAG_DEST)
        try Self.check("naming a page", cairo_status(context))
    }

    /// A link over `rect` to the page named `destination` (which may come later in the file).
    func link(_ rect: Rect, to destination: String) throws(PaperError) {
        try Self.checkName(destination)
        func number(_ value: Double) -> String { String((value * 100).rounded() / 100) }
        let area = [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: " ")
        cairo_tag_begin(context, CAIRO_TAG_LINK, "dest='\(destination)' rect=[\(area)]")
        cairo_tag_end(context, CAIRO_TAG_LINK)
        try Self.check("linking to a page", cairo_status(context))
    }

    /// An entry of the document's outline under `parent` (0 for the top level) that opens the page
    /// named `destination`; its id, for the entries under it.
    func outline(_ title: String, destination: String, parent: Int, open: Bool) throws(PaperError) -> Int {
        try Self.checkName(destination)
        let flags = open ? CAIRO_PDF_OUTLINE_FLAG_OPEN : cairo_pdf_outline_flags_t(0)
        let id = cairo_pdf_surface_add_outline(surface, Int32(parent), title, "dest='\(destination)'", flags)
        try Self.check("adding to the outline", cairo_surface_status(surface))
        return Int(id)
    }

    private static func checkName(_ name: String) throws(PaperError) {
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 < 0x80 && ($0 == 0x2D || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)) }) else {
            throw PaperError(step: "naming a page", reason: "a destination name must be ASCII letters, digits and '-': \(name)")
        }
    }

    /// Ends the current page and starts a new one.
    func showPage() throws(PaperError) {
        cairo_show_page(context)
        try Self.check("ending a page", cairo_status(context))
    }

    /// Ends the document and returns its bytes.
    func finish() throws(PaperError) -> [UInt8] {
        cairo_surface_finish(surface)
        finished = true
        try Self.check("writing the PDF", cairo_surface_status(surface))
        return collector.bytes
    }

    private static func check(_ step: String, _ status: cairo_status_t) throws(PaperError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw PaperError(step: step, reason: String(cString: cairo_status_to_string(status)))
    }
}

/// Where Cairo's write callback appends the PDF's bytes.
private final class ByteCollector {
    var bytes: [UInt8] = []
}
