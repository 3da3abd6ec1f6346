import CPangoCairo

/// Pango's fonts and context for one family, and every text laid out with them: the same text, style,
/// width and lines give the same ``TextBlock``, so a routine set in every day of every week sheet is
/// laid out once (docs/performance.md#planner-pdf-what-it-costs). A block is drawn on any canvas.
///
/// Pango objects may not be used by two threads at once, and Pango gives each thread its own default
/// font map. So a typesetter has a font map of its own, and is lent to one drawing at a time
/// (``TypesetterPool``): it can move between threads, never be used on two.
final class Typesetter {
    /// The family list the text is set in.
    let family: String
    private let fontMap: OpaquePointer
    /// Pango's context for every layout, made once: a context per layout cost as much as a short
    /// entry's shaping.
    private let context: OpaquePointer
    private let fonts: Fonts
    private var laidOut: [LaidOutText: TextBlock] = [:]

    /// A typesetter for `family`, set up as a PDF canvas draws: unhinted, so that what is measured is
    /// what is drawn.
    init(family: String) throws(PaperError) {
        try FontStart.start()
        self.family = family
        fontMap = OpaquePointer(pango_cairo_font_map_new())
        context = pango_font_map_create_context(UnsafeMutablePointer(fontMap))
        fonts = Fonts(family: family)
        // Pango takes the font options of the surface and of the drawing context, merged, as a PDF
        // canvas's own context would give them: a PDF surface of any size gives the same.
        let surface = cairo_pdf_surface_create_for_stream({ _, _, _ in CAIRO_STATUS_SUCCESS }, nil, 1, 1)
        let drawing = cairo_create(surface)
        let options = cairo_font_options_create()
        // Hinted metrics would round each glyph's advance to whole points.
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_set_font_options(drawing, options)
        cairo_font_options_destroy(options)
        pango_cairo_update_context(drawing, context)
        let status = cairo_status(drawing)
        cairo_destroy(drawing)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PaperError(step: "setting up the fonts", reason: String(cString: cairo_status_to_string(status)))
        }
    }

    deinit {
        laidOut = [:]
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        fonts.release()
    }

    /// `text` laid out `width` points wide on at most `maxLines` lines (cut with an ellipsis when it
    /// needs more); `note`, when given, follows it in the note style. Laid out once, then given again.
    func layout(_ text: String, note: String?, style: TextStyle, width: Double, maxLines: Int) throws(PaperError) -> TextBlock {
        let key = LaidOutText(text: text, note: note, style: style, width: width, maxLines: maxLines)
        if let block = laidOut[key] { return block }
        let block = try newLayout(text, note: note, style: style, width: width, maxLines: maxLines)
        laidOut[key] = block
        return block
    }

    private func newLayout(_ text: String, note: String?, style: TextStyle, width: Double, maxLines: Int) throws(PaperError) -> TextBlock {
        guard let layout = pango_layout_new(context) else {
            throw PaperError(step: "laying out text", reason: "Pango could not create a layout")
        }
        let block = TextBlock(layout: layout)
        pango_layout_set_font_description(layout, fonts.description(style))
        pango_layout_set_width(layout, Int32((max(1, width) * Double(PANGO_SCALE)).rounded(.down)))
        pango_layout_set_height(layout, Int32(-max(1, maxLines)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        let whole = note.map { text.isEmpty ? $0 : text + "  " + $0 } ?? text
        pango_layout_set_text(layout, whole, -1)
        if let note, !note.isEmpty {
            let attributes = pango_attr_list_new()
            let start = UInt32(whole.utf8.count - note.utf8.count), end = UInt32(whole.utf8.count)
            for attribute in [pango_attr_foreground_new(0x5555, 0x5555, 0x5555), pango_attr_scale_new(0.88),
                              pango_attr_style_new(PANGO_STYLE_ITALIC)] {
                guard let attribute else { continue }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(attributes, attribute)
            }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        block.width = Double(width)
        block.height = Double(height)
        block.lineCount = Int(pango_layout_get_line_count(layout))
        block.isCut = pango_layout_is_ellipsized(layout) != 0
        return block
    }
}

/// What a text was laid out for: the same text, note, style, width and lines give the same block.
private struct LaidOutText: Hashable {
    let text: String
    let note: String?
    let style: TextStyle
    let width: Double
    let maxLines: Int
}

/// The typesetter's fonts, one Pango description per ``TextStyle``.
private struct Fonts {
    private let descriptions: [TextStyle: OpaquePointer]

    init(family: String) {
        var descriptions: [TextStyle: OpaquePointer] = [:]
        for style in TextStyle.allCases {
            let description = pango_font_description_new()!
            pango_font_description_set_family(description, family)
            pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
            pango_font_description_set_weight(description, style.isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
            descriptions[style] = description
        }
        self.descriptions = descriptions
    }

    func description(_ style: TextStyle) -> OpaquePointer? { descriptions[style] }

    func release() {
        for description in descriptions.values { pango_font_description_free(description) }
    }
}
