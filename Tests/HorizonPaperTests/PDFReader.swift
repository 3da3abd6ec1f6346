import Foundation

/// Reads a PDF as poppler-utils read it (scripts/install-dev-deps installs them): its pages and size
/// from `pdfinfo`, its words and their boxes from `pdftotext -bbox`, in points from the top left.
struct PDFReader {
    struct Word: Equatable {
        var text: String
        var xMin, yMin, xMax, yMax: Double
    }

    let pages: Int
    let size: (width: Double, height: Double)
    let words: [Word]

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
