/// A file of the site larger than a static host takes (docs/output.md#host-limits).
package struct OversizedFile: Sendable, Equatable {
    /// The file's path inside the output folder (`plan.json`, `month/2026-11.html`).
    package var path: String
    /// Its size in bytes.
    package var bytes: Int
    /// The limits it passes, smallest first.
    package var limits: [HostLimit]

    /// Makes one.
    package init(path: String, bytes: Int, limits: [HostLimit]) {
        self.path = path
        self.bytes = bytes
        self.limits = limits
    }

    /// The warning's one line, the file named inside `folder` as the user gave it: `Output/plan.json is
    /// 131,072,000 bytes: larger than Cloudflare Pages (25 MiB) and GitHub Pages (100 MB) take for one file`.
    package func warning(in folder: String) -> String {
        let file = folder.hasSuffix("/") ? folder + path : folder + "/" + path
        let hosts = limits.map { "\($0.host) (\($0.size))" }
        let named = hosts.count > 1 ? hosts.dropLast().joined(separator: ", ") + " and " + hosts[hosts.count - 1] : hosts.joined()
        return "\(file) is \(Self.grouped(bytes)) bytes: larger than \(named) take\(limits.count == 1 ? "s" : "") for one file"
    }

    /// `131,072,000`: a size a reader compares with the limit at a glance.
    private static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }
}
