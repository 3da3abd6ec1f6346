import ArgumentParser
import Foundation
import HorizonBuild
import HorizonCore
import HorizonPaper
import HorizonRender

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

    @Option(name: .long, help: ArgumentHelp("The page of planner.pdf, the planner for e-ink tablets: eink (reMarkable 1 and 2, Supernote A5X, Kindle Scribe, Boox Note Air; the default), rm-pro, a6x, or WIDTHxHEIGHT in points.", valueName: "size"))
    var tablet: TabletSize = .eink

    @Flag(name: .long, help: "Put planner.pdf's wide margin, which a tablet's toolbar covers, on the right instead of the left.")
    var leftHanded = false

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
        let (build, request, configPath) = try prepared()
        guard watch else {
            let outcome = try build.report(request) { try build.buildOnce(request, today: try build.day.resolvedToday(), progress: !quiet) }
            if strict && !outcome.diagnostics.isEmpty { throw DiagnosticsFound() }
            return
        }
        try build.watchAndRebuild(request, configPath: configPath, commandLine: self)
    }

    /// The command with the configuration file's settings taken where the command line gives none, and
    /// what its builds are asked for; the configuration's path. A watch prepares each rebuild afresh,
    /// so a changed configuration applies.
    func prepared() throws -> (Build, BuildRequest, String?) {
        var build = self
        let config = try build.source.applyConfiguration()
        build.day.adopt(config)
        build.holidayFile.adopt(config)
        build.output = output ?? config?.output
        build.templates = templates ?? config?.templates
        let formats = try format.map { try FormatList.parse(Build.formatNames($0)).get() } ?? config?.formats ?? OutputFormat.all
        let taskFilter = filter.isEmpty ? TaskFilter(terms: config?.filter ?? []) : TaskFilter(expressions: filter)
        let site = SiteChoices.options(title: title ?? config?.title, locale: locale ?? config?.locale)
        let request = BuildRequest(
            output: build.output ?? "Output", templates: build.templates, formats: formats, filter: taskFilter,
            missed: missed ?? config?.missed ?? .carry, site: site, holidays: build.holidayFile.holidays,
            timeZone: nil, clean: clean,
            paper: PaperChoice.resolved(paper) { warning in
                if !quiet, formats.contains(.pdf) { printError("horizon: " + warning) }
            },
            tablet: PlannerRenderer(size: tablet, leftHanded: leftHanded))
        try request.refuseInputsInsideOutput(build.source.tasks, configPath: config?.path)
        return (build, request, config?.path)
    }

    /// Reports a build as one run does: its diagnostics and closing line (unless --quiet), its timings
    /// when asked; a failure is thrown as it is.
    func report(_ request: BuildRequest, _ build: () throws -> (SiteBuild.Outcome, Duration, Stopwatch)) throws -> SiteBuild.Outcome {
        let (outcome, elapsed, stopwatch) = try build()
        if !quiet, !outcome.report.left.isEmpty {
            let left = outcome.report.left
            printError("horizon: left \(left.count) file\(left.count == 1 ? "" : "s") another program created or changed during the build as \(left.count == 1 ? "it is" : "they are"): \(left.prefix(10).joined(separator: ", "))\(left.count > 10 ? ", …" : "")")
        }
        if !quiet { warnOversized(outcome) }
        if timings {
            let report = outcome.report
            printError(stopwatch.summary + " | \(outcome.taskCount) tasks, \(outcome.fileCount) files: \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.removed.count) removed")
        }
        if !quiet { summary(outcome, elapsed, request).lines.forEach(printError) }
        return outcome
    }

    /// One line per file a static host would refuse (docs/output.md#host-limits).
    func warnOversized(_ outcome: SiteBuild.Outcome) {
        for file in outcome.oversized { printError("horizon: " + file.warning(in: output ?? "Output")) }
    }

    func summary(_ outcome: SiteBuild.Outcome, _ elapsed: Duration, _ request: BuildRequest) -> BuildSummary {
        BuildSummary(
            diagnostics: outcome.diagnostics, fileCount: outcome.fileCount, changedCount: outcome.report.written.count,
            removedCount: outcome.report.removed.count, output: request.output, elapsed: elapsed,
            wroteHTML: request.formats.contains(.html))
    }

    /// One build, start to end, timed stage by stage; what stops it is thrown as it is.
    func buildOnce(_ request: BuildRequest, today: CivilDate, progress showProgress: Bool) throws -> (SiteBuild.Outcome, Duration, Stopwatch) {
        var request = request
        // plan.ics names a zone only when the user chose one; otherwise its times are floating local times.
        request.timeZone = try day.namedZone()
        var stopwatch = Stopwatch()
        let started = ContinuousClock.now
        let progress = ProgressLine(enabled: showProgress, stages: request.stages)
        defer { progress.stop() }
        let outcome = try request.run(source.tasks, today: today) { stopwatch.lap($0); progress.finished($0) }
        progress.stop()
        return (outcome, ContinuousClock.now - started, stopwatch)
    }
}
