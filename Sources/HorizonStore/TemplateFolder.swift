import Foundation

/// Reads user templates from a `--templates` folder.
package enum TemplateFolder {
    /// The text of a file in the folder, or nil when the folder has no such file (the built-in one is used).
    package static func read(_ folder: String, _ name: String) throws(StoreError) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw .missing(path: folder)
        }
        guard isDirectory.boolValue else { throw .notADirectory(path: folder) }
        let path = (folder as NSString).appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied or not a file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: path, reason: "not valid UTF-8")
        }
        return text
    }
}
