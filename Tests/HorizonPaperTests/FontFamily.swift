import Testing

/// A family the sheets are proved in (docs/output.md#paper-pdf): its name as Pango takes it, the start
/// of its fonts' PostScript names in a PDF, and the Debian package that installs it
/// (scripts/install-dev-deps). Fontconfig puts another family in place of a missing one without a word,
/// so a test reads which fonts the PDF embeds and fails, naming the package, when they are not this family's.
struct FontFamily: Sendable, CustomTestStringConvertible {
    let name: String
    let postScript: String
    let package: String

    static let dejaVu = FontFamily(name: "DejaVu Sans", postScript: "DejaVuSans", package: "fonts-dejavu-core")
    static let liberation = FontFamily(name: "Liberation Sans", postScript: "LiberationSans", package: "fonts-liberation2")
    static let noto = FontFamily(name: "Noto Sans", postScript: "NotoSans-", package: "fonts-noto-core")
    static let all = [dejaVu, liberation, noto]

    var testDescription: String { name }

    /// Expects every font `pdf` embeds to be of this family.
    func expectSet(_ pdf: PDFReader, sourceLocation: SourceLocation = #_sourceLocation) {
        let others = pdf.fonts.filter { !$0.hasPrefix(postScript) }
        #expect(!pdf.fonts.isEmpty && others.isEmpty,
                "the sheet is set in \(others.sorted()), not \(name): install \(package) (scripts/install-dev-deps)",
                sourceLocation: sourceLocation)
    }
}
