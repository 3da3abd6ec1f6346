/// Measures the stages of a build for `--timings` (the only clock the pipeline sees is out here).
struct Stopwatch {
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant
    private let start: ContinuousClock.Instant
    private var laps: [(String, Duration)] = []

    init() {
        start = clock.now
        last = start
    }

    /// Ends the current stage under a name.
    mutating func lap(_ name: String) {
        let now = clock.now
        laps.append((name, now - last))
        last = now
    }

    /// `read 0.012 s · plan 0.034 s · … · total 0.101 s`.
    var summary: String {
        let parts = laps.map { "\($0.0) \(Self.seconds($0.1))" } + ["total \(Self.seconds(last - start))"]
        return "timings: " + parts.joined(separator: " · ")
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - String(milliseconds % 1000).count))\(milliseconds % 1000) s"
    }
}
