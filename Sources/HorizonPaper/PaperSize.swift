/// A sheet of paper, in PostScript points (1/72 in), portrait (docs/output.md#paper-pdf).
package struct PaperSize: Sendable, Hashable, CustomStringConvertible {
    /// The name `--paper` takes (`a4`, `letter`, `a5`, `legal`).
    package let name: String
    /// The short side.
    package let width: Double
    /// The long side.
    package let height: Double

    /// ISO A4, 210 × 297 mm.
    package static let a4 = PaperSize(name: "a4", width: 595.276, height: 841.890)
    /// US Letter, 8.5 × 11 in.
    package static let letter = PaperSize(name: "letter", width: 612, height: 792)
    /// ISO A5, 148 × 210 mm.
    package static let a5 = PaperSize(name: "a5", width: 419.528, height: 595.276)
    /// US Legal, 8.5 × 14 in.
    package static let legal = PaperSize(name: "legal", width: 612, height: 1008)

    /// The sizes `--paper` offers, in the order its help lists them.
    package static let named: [PaperSize] = [.a4, .letter, .a5, .legal]

    /// The size of a name as `--paper`, `$PAPERSIZE` and `/etc/papersize` write it (`a4`, `A4`,
    /// `letter`), or nil for a size Horizon does not offer.
    package init?(name: some StringProtocol) {
        let wanted = name.trimmed.lowercased()
        guard let size = PaperSize.named.first(where: { $0.name == wanted }) else { return nil }
        self = size
    }

    private init(name: String, width: Double, height: Double) {
        self.name = name
        self.width = width
        self.height = height
    }

    /// The sheet turned on its side: the week and month sheets are landscape.
    var landscape: (width: Double, height: Double) { (height, width) }

    package var description: String { name }
}

extension PaperSize {
    /// The size a build prints on without `--paper`: `$PAPERSIZE`, else the first line of
    /// `/etc/papersize` that is not a comment (Debian's libpaper), else A4. An unknown name there is
    /// passed over as if it were not set (``unknownEnvironment(environment:papersizeFile:)`` says so).
    package static func preferred(environment: String?, papersizeFile: String?) -> PaperSize {
        if let environment, let size = PaperSize(name: environment) { return size }
        return fromFile(papersizeFile) ?? .a4
    }

    /// The warning for a `$PAPERSIZE` that names no size Horizon offers (`b5`), naming it and the size
    /// printed on instead, and where that came from; nil when it is unset, empty or a size offered.
    package static func unknownEnvironment(environment: String?, papersizeFile: String?) -> String? {
        guard let environment, !environment.trimmed.isEmpty, PaperSize(name: environment) == nil else { return nil }
        let file = fromFile(papersizeFile)
        return "$PAPERSIZE is \(environment.trimmed), not a paper Horizon prints on (\(named.map(\.name).joined(separator: ", "))); "
            + "printing on \(file ?? .a4) (\(file == nil ? "the default" : "from /etc/papersize"))"
    }

    /// The size `/etc/papersize` names on its first line that is not a comment, when Horizon offers it.
    private static func fromFile(_ papersizeFile: String?) -> PaperSize? {
        let line = papersizeFile?.split(whereSeparator: \.isNewline)
            .first { !$0.trimmed.isEmpty && !$0.hasPrefix("#") }
        return line.flatMap { PaperSize(name: $0) }
    }
}

private extension StringProtocol {
    /// Without the white space (line breaks included) at either end.
    var trimmed: SubSequence {
        guard let start = firstIndex(where: { !$0.isWhitespace }), let end = lastIndex(where: { !$0.isWhitespace }) else {
            return self[endIndex...]
        }
        return self[start...end]
    }
}
