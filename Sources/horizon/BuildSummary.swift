import HorizonCore

/// What a build says when it ends (stderr, unless `--quiet`): its diagnostics — the first few, since a
/// long list belongs to `horizon check` — then how many there were and in which file, then one line
/// saying what was written where and which page to open. Cron mails stderr, so this is also the
/// nightly report.
struct BuildSummary {
    /// Diagnostics printed in full before the count; `horizon check` lists all of them.
    static let shownDiagnostics = 10

    var diagnostics: [Diagnostic]
    /// Files the build rendered, and of those how many were new or changed on disk.
    var fileCount: Int
    var changedCount: Int
    /// Stale files of an earlier build that were removed.
    var removedCount: Int
    /// The output folder as the user named it.
    var output: String
    var elapsed: Duration
    /// Whether the build wrote HTML pages (then the index is the page to open).
    var wroteHTML: Bool

    /// The lines to print, in order.
    var lines: [String] {
        diagnostics.prefix(Self.shownDiagnostics).map(\.description) + countLines + [builtLine]
    }

    private var countLines: [String] {
        guard !diagnostics.isEmpty else { return [] }
        let files = diagnostics.map(\.location.file).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let problems = diagnostics.count == 1 ? "1 problem" : "\(diagnostics.count) problems"
        let them = diagnostics.count == 1 ? "it" : "them"
        let listed = diagnostics.count > Self.shownDiagnostics
            ? "the first \(Self.shownDiagnostics) are above; `horizon check` lists them all"
            : "`horizon check` lists \(them)"
        return ["\(problems) in \(files.joined(separator: " and ")); \(listed)"]
    }

    /// The closing line, with how many problems there are: a watch prints one line per rebuild.
    var watchLine: String {
        guard !diagnostics.isEmpty else { return builtLine }
        let problems = diagnostics.count == 1 ? "1 problem" : "\(diagnostics.count) problems"
        return builtLine + "; \(problems) (`horizon check` lists them)"
    }

    private var builtLine: String {
        let folder = output.hasSuffix("/") ? output : output + "/"
        var changes = changedCount == 0 ? "none changed" : "\(changedCount) changed"
        if removedCount > 0 { changes += ", \(removedCount) removed" }
        let files = fileCount == 1 ? "1 file" : "\(fileCount) files"
        let open = wroteHTML ? " — open \(folder)index.html" : ""
        return "Built \(files) (\(changes)) into \(folder) in \(Self.seconds(elapsed))\(open)"
    }

    /// `1.6 s`, `0.2 s`: a tenth of a second is as precise as a person reads it.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = Int(seconds) * 10 + Int(attoseconds / 100_000_000_000_000_000)
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
