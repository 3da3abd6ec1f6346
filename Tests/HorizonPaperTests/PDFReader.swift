import Foundation

/// Reads a PDF as poppler-utils read it (scripts/install-dev-deps installs them): its pages and size
/// from `pdfinfo`, its words and their boxes from `pdftotext -bbox`, in points from the top left, the
/// fonts it embeds from `pdffonts`.
struct PDFReader {
    struct Word: Equatable {
        var text: String
        var xMin, yMin, xMax, yMax: Double

        /// Whether it is a row of the code Pango draws in a box for a character no installed font has
        /// (CJK or emoji on a machine without such a font): two or three hex digits in type far smaller
        /// than any of a sheet's (under 5 points high), two rows stacked closer than pdftotext's words.
        var isHexBoxRow: Bool {
            yMax - yMin < 5 && (2...3).contains(text.count) && text.allSatisfy { $0.isHexDigit && !$0.isLowercase }
        }
    }

    let pages: Int
    let size: (width: Double, height: Double)
    let words: [Word]
    /// The embedded fonts' PostScript names without their subset tag ("DejaVuSans-Bold").
    let fonts: Set<String>

    /// The PDF of `bytes`: every page's words, or only page `page`'s (from 1).
    init(_ bytes: [UInt8], page: Int? = nil) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-paper-\(UUID().uuidString).pdf")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let info = try Self.run("/usr/bin/pdfinfo", [file.path])
        pages = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }
            .flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) } ?? 0
        let sizeLine = info.split(separator: "\n").first { $0.hasPrefix("Page size:") } ?? ""
        let numbers = sizeLine.split(separator: " ").compactMap { Double($0) }
        size = (numbers.first ?? 0, numbers.dropFirst().first ?? 0)
        let range = page.map { ["-f", String($0), "-l", String($0)] } ?? []
        let html = try Self.run("/usr/bin/pdftotext", ["-bbox"] + range + [file.path, "-"])
        let pattern = try NSRegularExpression(pattern: #"<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>"#)
        words = pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            func group(_ index: Int) -> String { String(html[Range(match.range(at: index), in: html)!]) }
            return Word(text: group(5).replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\""),
                        xMin: Double(group(1))!, yMin: Double(group(2))!, xMax: Double(group(3))!, yMax: Double(group(4))!)
        }
        // A table under two header lines; each row's first column is "ABCDEF+Name".
        fonts = Set(try Self.run("/usr/bin/pdffonts", [file.path]).split(separator: "\n").dropFirst(2).compactMap { row in
            row.split(separator: " ").first.map { String($0.drop { $0 != "+" }.dropFirst()) }
        })
    }

    /// The pairs of words that overlap by more than half a point both across and down; the rows of one
    /// hex box (``Word/isHexBoxRow``) are one mark, not two words.
    var overlaps: [String] {
        var found: [String] = []
        for (index, a) in words.enumerated() {
            for b in words[(index + 1)...] where !(a.isHexBoxRow && b.isHexBoxRow) {
                let overlapX = min(a.xMax, b.xMax) - max(a.xMin, b.xMin), overlapY = min(a.yMax, b.yMax) - max(a.yMin, b.yMin)
                if overlapX > 0.5 && overlapY > 0.5 { found.append("\(a.text) overlaps \(b.text)") }
            }
        }
        return found
    }

    /// The named destinations `pdfinfo -dests` lists, in page order.
    static func destinations(_ bytes: [UInt8]) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-paper-\(UUID().uuidString).pdf")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try run("/usr/bin/pdfinfo", ["-dests", file.path]).split(separator: "\n").dropFirst().compactMap { line in
            guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
