import CPangoCairo

/// Text Pango has laid out and measured (``PDFCanvas/layout(_:note:style:width:maxLines:)``): its size
/// in points, how many lines it took and whether it was cut. The layout itself stays in this folder.
final class TextBlock {
    fileprivate(set) var layoutPointer: OpaquePointer
    /// Its width in points, as Pango measured it.
    var width: Double = 0
    /// Its height in points, as Pango measured it.
    var height: Double = 0
    /// How many lines it takes.
    var lineCount = 0
    /// Whether it was cut with an ellipsis.
    var isCut = false

    init(layout: OpaquePointer) {
        layoutPointer = layout
    }

    var layout: OpaquePointer { layoutPointer }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layoutPointer))
    }
}
