import ArgumentParser

/// A task line named on the command line: `12` (in the first list, or a row id with --sqlite) or
/// `work.txt:12` (in the list of that file), 1-based as todo.sh counts lines.
struct LineReference: Hashable, ExpressibleByArgument, CustomStringConvertible {
    /// The list's file as written, or nil for the first list.
    let file: String?
    /// The line number.
    let line: Int

    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        // The number after the last colon: a path may hold colons itself.
        guard let last = parts.last, let line = Int(last), line >= 1, last.allSatisfy(\.isASCII) else { return nil }
        let file = parts.dropLast().joined(separator: ":")
        guard parts.count == 1 || !file.isEmpty else { return nil }
        self.file = parts.count == 1 ? nil : file
        self.line = line
    }

    var description: String { file.map { "\($0):\(line)" } ?? String(line) }

    /// How the command reports a line of this reference's list: `12` or `work.txt:12`.
    func label(_ number: Int) -> String { file.map { "\($0):\(number)" } ?? String(number) }
}
