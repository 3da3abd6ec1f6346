import HorizonFileSystem

/// Which file a list's path names, so that one file given under two names (`a.txt` and `./a.txt`, a
/// link to it) is one list: read once, edited once (docs/commands.md, "Several lists"). A file that
/// does not exist yet is known by where its path leads.
package enum ListIdentity: Hashable, Sendable {
    /// An existing file: its device and inode.
    case file(FileKey)
    /// A missing file: its absolute path, links resolved.
    case path(String)

    /// The identity of the file `path` names, or of where it leads when it is missing.
    package init(path: String) {
        self = FileKey(path: path).map(ListIdentity.file) ?? .path(RealPath.of(path))
    }
}
