import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Measures the stages of a build for `--timings` (the only clock the pipeline sees is out here): wall
/// time, and, where the system says them, the processor time all threads spent and the peak memory so
/// far — on a machine shared with other work, wall time alone says little.
struct Stopwatch {
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant
    private let start: ContinuousClock.Instant
    private var lastProcessor: Duration?
    private let startProcessor: Duration?
    private var laps: [(name: String, wall: Duration, processor: Duration?, peakBytes: Int?)] = []

    init() {
        start = clock.now
        last = start
        startProcessor = Self.processorTime()
        lastProcessor = startProcessor
    }

    /// Ends the current stage under a name.
    mutating func lap(_ name: String) {
        let now = clock.now, processor = Self.processorTime()
        laps.append((name, now - last, processor.flatMap { now in lastProcessor.map { now - $0 } }, Self.peakResidentBytes()))
        last = now
        lastProcessor = processor
    }

    /// `read 0.012 s (cpu 0.020 s, peak 35 MB) · plan 0.034 s (…) · … · total 0.101 s (cpu 0.150 s)`.
    var summary: String {
        let total = processorPart(lastProcessor.flatMap { now in startProcessor.map { now - $0 } }, peakBytes: nil)
        let parts = laps.map { "\($0.name) \(Self.seconds($0.wall))\(processorPart($0.processor, peakBytes: $0.peakBytes))" }
            + ["total \(Self.seconds(last - start))\(total)"]
        return "timings: " + parts.joined(separator: " · ")
    }

    private func processorPart(_ processor: Duration?, peakBytes: Int?) -> String {
        let parts = [processor.map { "cpu \(Self.seconds($0))" }, peakBytes.map { "peak \($0 / 1_000_000) MB" }].compactMap { $0 }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - String(milliseconds % 1000).count))\(milliseconds % 1000) s"
    }

    /// The processor time of every thread of the process so far.
    private static func processorTime() -> Duration? {
        #if canImport(Glibc)
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return nil }
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        #else
        return nil
        #endif
    }

    /// The most memory the process has held so far (Linux's `VmHWM`).
    private static func peakResidentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.dropFirst(6).filter(\.isNumber))
        else { return nil }
        return kilobytes * 1024
    }
}
