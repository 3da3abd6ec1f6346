import Foundation

/// The list of files Horizon wrote into an output folder, kept in the folder as `.horizon-manifest`
/// (docs/output.md: Your files in the output folder). A later build removes only files of this list:
/// anything else in the folder — a logo for a custom template, notes, a CNAME — belongs to the user and
/// is never touched. A build also locks this file while it publishes (``OutputLock``).
///
/// Format: UTF-8 text, a first line `# horizon manifest 1`, then one path relative to the output
/// folder per line, sorted, separated by LF. Paths never hold a line break (the publisher refuses them).
struct SiteManifest: Equatable {
    /// The file's name in the output folder.
    static let fileName = ".horizon-manifest"
    private static let header = "# horizon manifest 1"

    /// The relative paths Horizon owns.
    var paths: Set<String>

    init(paths: Set<String>) {
        self.paths = paths
    }

    /// Reads the manifest of an output folder: nil when there is none (a folder Horizon never published
    /// to, or one published by a Horizon without manifests) or when it is not one Horizon understands,
    /// so that nothing is removed on a guess.
    init?(folder: String) {
        guard let data = FileManager.default.contents(atPath: folder + "/" + SiteManifest.fileName),
              let text = String(data: data, encoding: .utf8)
        else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first == Substring(SiteManifest.header) else { return nil }
        lines.removeFirst()
        paths = Set(lines.map(String.init).filter(SitePublisher.isSafe))
    }

    /// The manifest's bytes.
    var bytes: [UInt8] {
        Array(([SiteManifest.header] + paths.sorted()).joined(separator: "\n").utf8) + [10]
    }
}
