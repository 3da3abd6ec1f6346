import ArgumentParser
import Foundation
import HorizonBuild
import HorizonCore
import HorizonPaper
import HorizonPublish
import HorizonRender
import HorizonStore

/// `horizon build`: reads the tasks, plans them and publishes the pages.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the planner into the output folder: HTML and Markdown pages, plan.json, and the plan.ics and tasks.ics feeds.",
        discussion: """
            Unless --quiet, the build ends with one line on stderr saying how many files it wrote and \
            where (after its diagnostics: the first 10 and how many there are); on a terminal, a build \
            that takes more than a second shows its progress meanwhile.
            """
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions
    @OptionGroup var holidayFile: HolidayOptions

    @Option(name: .long, help: ArgumentHelp("The output folder (default: the configuration's output, else Output).", valueName: "dir"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("A folder with layout.html and style.css that replace the built-in templates (default: the configuration's templates).", valueName: "dir"))
    var templates: String?

    @Option(name: .long, help: ArgumentHelp("The formats to write, comma-separated: html, md, json, ics, pdf (default: the configuration's format, else all).", valueName: "list"))
    var format: String?

    @Option(name: .long, help: ArgumentHelp("The paper the week and month PDFs print on: a4, letter, a5 or legal (default: $PAPERSIZE, else /etc/papersize, else a4).", valueName: "size"))
    var paper: PaperSize?

    @Option(name: .long, help: ArgumentHelp("Plans whose day, week, month or year has passed: carry (to Today) or drop (default: the configuration's missed, else carry).", valueName: "carry|drop"))
    var missed: MissedPolicy?

    // Unconditional: the value may start with a dash (`--filter -@private`, a term to exclude).
    @Option(name: .long, parsing: .unconditionalSingleValue, help: ArgumentHelp("Build a planner of the matching tasks only: words, +project, @context, -term to exclude, separated by spaces; all must match, case-insensitive (as `horizon list`). Repeatable; replaces the configuration's filter.", valueName: "expr"))
    var filter: [String] = []

    @Option(name: .long, help: ArgumentHelp("The site's name in page titles, the header and the feeds' calendar name (default: the configuration's title, else Horizon).", valueName: "text"))
    var title: String?

    @Option(name: .long, help: ArgumentHelp("Day and month names and date order on the pages, from a locale such as de_DE or fr_FR (default: the configuration's locale, else English). plan.json and the feeds do not change.", valueName: "id"))
    var locale: String?

    @Flag(name: .long, help: "Remove every file an earlier build wrote that this build does not write, of any format (files you put in the output folder are always kept).")
    var clean = false

    @Flag(name: .long, help: "Exit with status 1 when the input has diagnostics.")
    var strict = false

    @Flag(name: .long, help: "Print nothing but errors: no diagnostics, no progress, no closing line.")
    var quiet = false

    @Flag(name: .long, help: "Keep running: rebuild when todo.txt, done.txt, the holidays file, the templates or the configuration change (300 ms after the last change) and when the day rolls over at midnight; one line per rebuild; Ctrl-C stops.")
    var watch = false

    @Flag(name: .long, help: "Print the time each stage took (read, plan, render: json, ics, pages; publish) to stderr.")
    var timings = false

    func validate() throws {
        try SiteChoices.validate(title: title, locale: locale)
        if let format, case .failure(let problem) = FormatList.parse(Build.formatNames(format)) {
            throw ValidationError(problem.message)
        }
    }

    private static func formatNames(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    mutating func run() throws {
        let (build, choices, configPath) = try prepared()
        guard watch else {
            let outcome = try build.report(choices) { try build.buildOnce(choices, today: try build.day.resolvedToday(), progress: !quiet) }
            if strict && !outcome.diagnostics.isEmpty { throw DiagnosticsFound() }
            return
        }
        try build.watchAndRebuild(choices, configPath: configPath, commandLine: self)
    }

    /// The command with the configuration file's settings taken where the command line gives none, and
    /// the choices of its builds; the configuration's path. A watch prepares each rebuild afresh, so a
    /// changed configuration applies.
    private func prepared() throws -> (Build, Choices, String?) {
        var build = self
        let config = try build.source.applyConfiguration()
        build.day.adopt(config)
        build.holidayFile.adopt(config)
        build.output = output ?? config?.output
        build.templates = templates ?? config?.templates
        let formats = try format.map { try FormatList.parse(Build.formatNames($0)).get() } ?? config?.formats ?? OutputFormat.all
        let taskFilter = filter.isEmpty ? TaskFilter(terms: config?.filter ?? []) : TaskFilter(expressions: filter)
        let site = SiteChoices.options(title: title ?? config?.title, locale: locale ?? config?.locale)
        let choices = Choices(formats: formats, filter: taskFilter, missed: missed ?? config?.missed ?? .carry, site: site)
        try build.refuseInputsInsideOutput(configPath: config?.path)
        return (build, choices, config?.path)
    }

    /// What every build of one run uses.
    struct Choices {
        var formats: Set<OutputFormat>
        var filter: TaskFilter
        var missed: MissedPolicy
        var site: SiteOptions
    }

    /// Reports a build as one run does: its diagnostics and closing line (unless --quiet), its timings
    /// when asked; a failure is thrown as it is.
    private func report(_ choices: Choices, _ build: () throws -> (SiteBuild.Outcome, Duration, Stopwatch)) throws -> SiteBuild.Outcome {
        let (outcome, elapsed, stopwatch) = try build()
        if !quiet, !outcome.report.left.isEmpty {
            let left = outcome.report.left
            printError("horizon: left \(left.count) file\(left.count == 1 ? "" : "s") another program created or changed during the build as \(left.count == 1 ? "it is" : "they are"): \(left.prefix(10).joined(separator: ", "))\(left.count > 10 ? ", …" : "")")
        }
        if timings {
            let report = outcome.report
            printError(stopwatch.summary + " | \(outcome.taskCount) tasks, \(outcome.fileCount) files: \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.removed.count) removed")
        }
        if !quiet { summary(outcome, elapsed, choices).lines.forEach(printError) }
        return outcome
    }

    private func summary(_ outcome: SiteBuild.Outcome, _ elapsed: Duration, _ choices: Choices) -> BuildSummary {
        BuildSummary(
            diagnostics: outcome.diagnostics, fileCount: outcome.fileCount, changedCount: outcome.report.written.count,
            removedCount: outcome.report.removed.count, output: output ?? "Output", elapsed: elapsed,
            wroteHTML: choices.formats.contains(.html))
    }

    /// One build, start to end; what stops it is thrown as it is.
    private func buildOnce(_ choices: Choices, today: CivilDate, progress showProgress: Bool) throws -> (SiteBuild.Outcome, Duration, Stopwatch) {
        let output = output ?? "Output"
        let holidays = try holidayFile.holidays.map { path throws(StoreError) in try HolidayFile.read(path: path, throughYear: today.year + 2) }
        let planner = Planner(today: today, options: PlanOptions(missed: choices.missed, holidays: holidays?.holidays ?? Holidays()),
                              parallel: .workerThreads)
        // plan.ics names a zone only when the user chose one; otherwise its times are floating local times.
        let renderer = SiteRenderer(templates: try loadTemplates(), formats: choices.formats, timeZone: try day.namedZone(), site: choices.site,
                                    paper: PaperChoice.resolved(paper), parallel: .workerThreads)
        var stopwatch = Stopwatch()
        let started = ContinuousClock.now
        let rendered = [OutputFormat.json: "render json", .ics: "render ics", .html: "render pages", .md: "render pages", .pdf: "render pdf"]
        let progress = ProgressLine(enabled: showProgress, stages: ["read", "plan"] + Set(choices.formats.compactMap { rendered[$0] }).sorted() + ["publish"])
        defer { progress.stop() }
        // Files are written beside their final names as soon as each is rendered, so a large site is
        // never in memory whole; no published file changes until they are renamed into place.
        // A build of some formats leaves the files of the others alone, unless --clean.
        let outcome = try SiteBuild(planner: planner, renderer: renderer).run(
            source.tasks, filter: choices.filter, diagnostics: holidays?.diagnostics ?? [],
            into: try FileSink.folder(output),
            retiring: { path in clean || OutputFormat(path: path).map(choices.formats.contains) ?? true },
            stage: { stopwatch.lap($0); progress.finished($0) })
        progress.stop()
        return (outcome, ContinuousClock.now - started, stopwatch)
    }

    /// `--watch`: builds, then rebuilds whenever an input changes (after 300 ms without further
    /// changes, so that an editor's several writes make one build) and when the day rolls over at
    /// midnight, until SIGINT or SIGTERM. A build that fails (a file caught mid-save) is retried twice
    /// before its error is printed; the watch goes on either way.
    private func watchAndRebuild(_ choices: Choices, configPath: String?, commandLine: Build) throws {
        var files = source.sqlite.map { [$0, $0 + "-wal"] } ?? source.tasks.locations.flatMap { [$0.todoPath, $0.donePath] }
        files += [holidayFile.holidays, configPath].compactMap { $0 }
        // What the watch has to say (a folder it stopped watching) is said even with --quiet: it is
        // why a change would not rebuild (docs/commands.md#watching-build---watch).
        let watcher = try FileWatcher(files: files, folders: templates.map { [$0] } ?? [], notice: printError)
        var builtDay = try day.resolvedToday()
        do {
            _ = try report(choices) { try buildOnce(choices, today: builtDay, progress: !quiet) }
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
        let prepared: (Build, Choices, String?)
        do {
            prepared = try self.prepared()
        } catch {
            if let message = ErrorExit(error).standardError { printError(message) }
            printError("\(Build.clock(day)) \(reason): the configuration cannot be used (the next change retries)")
            return
        }
        let (build, choices, _) = prepared
        var failure: (any Error)?
        for attempt in 0..<3 {
            if attempt > 0 { Thread.sleep(forTimeInterval: 0.3) }
            do {
                let (outcome, elapsed, _) = try build.buildOnce(choices, today: today, progress: false)
                if !quiet { printError("\(Build.clock(build.day)) \(reason): " + build.summary(outcome, elapsed, choices).watchLine) }
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

    private func loadTemplates() throws -> TemplateSet {
        guard let templates else { return try TemplateSet.builtIn() }
        let layout = try TemplateFolder.read(templates, "layout.html") ?? BuiltInTemplates.layout
        let stylesheet = try TemplateFolder.read(templates, "style.css") ?? BuiltInTemplates.stylesheet
        return try TemplateSet(layout: layout, stylesheet: stylesheet, layoutName: (templates as NSString).appendingPathComponent("layout.html"))
    }
}
