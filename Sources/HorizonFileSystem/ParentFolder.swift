/// The folder a path is in, by its text alone (no file-system call): where a file's temporary name,
/// lock and folder sync belong.
package enum ParentFolder {
    /// The folder holding a path ("." for a bare name, "/" for a file at the root).
    package static func of(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
