import Foundation
import HorizonCore
import HorizonFileSystem
#if canImport(Glibc)
import Glibc
#endif

/// The line a long build shows on a terminal while it works — `Building: render pages 62%` — redrawn in
/// place and erased when the build ends. It appears only after a second (a short build stays silent)
/// and only when standard error is a terminal: never in a pipe, a log or cron's mail.
final class ProgressLine: Sendable {
    /// The share of a build's time each stage takes, measured on the heavy 100,000-line list
    /// (docs/performance.md), and what the line says while it runs. The percentage is the shares of the
    /// stages done, out of the stages this build runs.
    static let stages: [(name: String, share: Int, doing: String)] = [
        ("read", 8, "reading"), ("plan", 14, "planning"), ("render json", 11, "rendering"),
        ("render ics", 9, "rendering"), ("render pages", 55, "rendering"), ("render pdf", 1, "rendering"),
        ("publish", 3, "publishing"),
    ]

    /// A short build stays silent; a long one redraws five times a second.
    private static let delay = Duration.seconds(1)
    private static let interval = Duration.milliseconds(200)

    private struct State {
        var pending: [String]
        var done = 0
        var total: Int
        var shown = false
        var stopped = false
    }

    private let state: Locked<State>

    /// Starts a progress line for a build that runs these stages (names as `SiteBuild` reports them) when
    /// standard error is a terminal; otherwise one that never draws.
    init(enabled: Bool, stages names: [String]) {
        let total = Self.stages.filter { names.contains($0.name) }.reduce(0) { $0 + $1.share }
        state = Locked(State(pending: names, total: max(total, 1)))
        guard enabled, isatty(STDERR_FILENO) == 1 else {
            state.withLock { $0.stopped = true }
            return
        }
        // A thread of its own: the build keeps every core busy and its own threads blocked in work.
        // Without one (ulimit -u), no progress line: the build is the same.
        let started = WorkerThreads.detach { [self] in
            let clock = ContinuousClock()
            var next = clock.now + Self.delay
            while !state.current.stopped {
                Thread.sleep(forTimeInterval: 0.05)
                guard clock.now >= next else { continue }
                draw()
                next = clock.now + Self.interval
            }
        }
        if !started { state.withLock { $0.stopped = true } }
    }

    /// Notes that a stage ended.
    func finished(_ stage: String) {
        state.withLock { state in
            state.pending.removeAll { $0 == stage }
            state.done += Self.stages.first { $0.name == stage }?.share ?? 0
        }
    }

    /// Erases the line and stops drawing; call before printing anything else. The terminal is written
    /// under the lock, so a line being drawn cannot land after the erase.
    func stop() {
        state.withLock { state in
            if state.shown { Self.write("\r\u{1B}[K") }
            state.stopped = true
            state.shown = false
        }
    }

    private func draw() {
        state.withLock { state in
            guard !state.stopped else { return }
            state.shown = true
            let doing = state.pending.first.flatMap { stage in Self.stages.first { $0.name == stage }?.doing } ?? "finishing"
            Self.write("\r\u{1B}[KBuilding: \(doing) \(min(state.done * 100 / state.total, 99))%")
        }
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
