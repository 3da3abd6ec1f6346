import Foundation

/// A fresh folder of the test's own under the temporary folder, removed at the end.
final class Scratch {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-fs-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `name` inside the folder.
    func at(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        _ = FileManager.default.createFile(atPath: at(name), contents: Data(text.utf8))
        return at(name)
    }

    /// The text of `name`, or nil.
    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: at(name)).map { String(decoding: $0, as: UTF8.self) }
    }
}
