import Foundation

/// A PDF page as poppler's `pdftoppm -gray` draws it, at 4 pixels a point: what the page looks like
/// where text extraction sees nothing (a checkbox, a tick, a cross).
struct PDFPixels {
    static let scale = 4.0
    let width: Int
    let height: Int
    private let grey: [UInt8]

    init(_ bytes: [UInt8]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-pixels-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("page.pdf")
        try Data(bytes).write(to: pdf)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftoppm")
        process.arguments = ["-gray", "-r", String(Int(72 * Self.scale)), "-singlefile", pdf.path, folder.appendingPathComponent("page").path]
        try process.run()
        process.waitUntilExit()
        // A binary PGM: "P5", width, height, the largest value, one whitespace, then a byte a pixel.
        let data = [UInt8](try Data(contentsOf: folder.appendingPathComponent("page.pgm")))
        var fields: [String] = []
        var position = 0
        while fields.count < 4 {
            while data[position] == 0x20 || data[position] == 0x0A { position += 1 }
            var field = ""
            while data[position] != 0x20 && data[position] != 0x0A {
                field.append(Character(UnicodeScalar(data[position])))
                position += 1
            }
            fields.append(field)
        }
        width = Int(fields[1]) ?? 0
        height = Int(fields[2]) ?? 0
        grey = Array(data[(position + 1)...])
    }

    /// The darkest pixel (0 black, 255 white) within `radius` points of (`x`, `y`), in points from the top left.
    func darkest(x: Double, y: Double, radius: Double) -> UInt8 {
        var darkest: UInt8 = 255
        let r = Int(radius * Self.scale), cx = Int(x * Self.scale), cy = Int(y * Self.scale)
        for row in max(0, cy - r)...min(height - 1, cy + r) {
            for column in max(0, cx - r)...min(width - 1, cx + r) { darkest = min(darkest, grey[row * width + column]) }
        }
        return darkest
    }
}
