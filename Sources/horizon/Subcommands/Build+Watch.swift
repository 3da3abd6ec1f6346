import Foundation
import HorizonBuild
import HorizonCore

extension Build {
    /// `--watch`: builds, then rebuilds whenever an input changes (after 300 ms without further
    /// changes, so that an editor's several writes make one build) and when the day rolls over at
    /// midnight, until SIGINT or SIGTERM. A build that fails (a file caught mid-save) is retried twice
    /// before its error is printed; the watch goes on either way.
    func watchAndRebuild(_ request: BuildRequest, configPath: String?, commandLine: Build) throws {
        var files = source.sqlite.map { [$0, $0 + "-wal"] } ?? source.tasks.locations.flatMap { [$0.todoPath, $0.donePath] }
        files += [holidayFile.holidays, configPath].compactMap { $0 }
        // What the watch has to say (a folder it stopped watching) is said even with --quiet: it is
        // why a change would not rebuild (docs/commands.md#watching-build---watch).
        let watcher = try FileWatcher(files: files, folders: templates.map { [$0] } ?? [], notice: printError)
        var builtDay = try day.resolvedToday()
        do {
            _ = try report(request) { try buildOnce(request, today: builtDay, progress: !quiet) }
        } catch {
            // The watch goes on: its message is printed as a build without --watch would end with it.
            if let message = ErrorExit(error).standardError { printError(message) }
        }
        if !quiet { printError("Watching \(files.joined(separator: ", "))\(templates.map { " and \($0)/" } ?? ""); Ctrl-C stops") }
        while true {
            let reason: String
            switch try watcher.wait(milliseconds: dayCheckMilliseconds()) {
            case .stop:
                if !quiet { printError("Stopped watching") }
                return
            case .timeout:
                guard let today = try? day.resolvedToday(), today != builtDay else { continue }
                reason = "a new day, \(today), began"
            case .changed(let name):
                guard let names = try watcher.settle(after: name) else {
                    if !quiet { printError("Stopped watching") }
                    return
                }
                reason = names.joined(separator: ", ") + " changed"
            }
            builtDay = (try? day.resolvedToday()) ?? builtDay
            commandLine.rebuild(today: builtDay, reason: reason)
            // A rebuild can follow a change the events did not show (a link swapped during the build).
            try watcher.refresh()
        }
    }

    /// How long the watch sleeps before it looks whether the day has changed: never with `--today`; each
    /// second in the day's last minute, so the rebuild for the new day comes right after midnight;
    /// otherwise each minute.
    private func dayCheckMilliseconds() -> Int? {
        guard day.today == nil else { return nil }
        guard let now = try? day.zone().now(), now.hour == 23, now.minute == 59 else { return 60_000 }
        return 1_000
    }

    /// One rebuild of the watch, reported on one line (its time, what changed, what it wrote), with the
    /// configuration read again. Called on the command as given, before the configuration applied.
    private func rebuild(today: CivilDate, reason: String) {
        let prepared: (Build, BuildRequest, String?)
        do {
            prepared = try self.prepared()
        } catch {
            if let message = ErrorExit(error).standardError { printError(message) }
            printError("\(Build.clock(day)) \(reason): the configuration cannot be used (the next change retries)")
            return
        }
        let (build, request, _) = prepared
        var failure: (any Error)?
        for attempt in 0..<3 {
            if attempt > 0 { Thread.sleep(forTimeInterval: 0.3) }
            do {
                let (outcome, elapsed, _) = try build.buildOnce(request, today: today, progress: false)
                if !quiet {
                    build.warnOversized(outcome)
                    printError("\(Build.clock(build.day)) \(reason): " + build.summary(outcome, elapsed, request).watchLine)
                }
                return
            } catch {
                failure = error
            }
        }
        if let failure { printError("\(Build.clock(build.day)) \(reason): horizon: \(ErrorExit.message(failure)) (the next change retries)") }
    }

    /// `14:03:12`, for the watch's lines: the time in the zone that decides today (`--timezone` or the
    /// configuration's `timezone`, else `TZ`, else the system's), as the day it builds for.
    private static func clock(_ day: DayOptions) -> String {
        guard let now = try? day.zone().now() else { return "--:--:--" }
        return String(format: "%02d:%02d:%02d", now.hour, now.minute, now.second)
    }
}
