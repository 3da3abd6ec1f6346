import ArgumentParser
import Foundation
import HorizonBuild
import HorizonCore
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

    @Option(name: .long, help: ArgumentHelp("The output folder (default: the configuration's output, else Output).", valueName: "dir"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("A folder with layout.html and style.css that replace the built-in templates (default: the configuration's templates).", valueName: "dir"))
    var templates: String?

    @Option(name: .long, help: ArgumentHelp("The formats to write, comma-separated: html, md, json, ics (default: the configuration's format, else all).", valueName: "list"))
    var format: String?

    @Option(name: .long, help: ArgumentHelp("Plans whose day, week, month or year has passed: carry (to Today) or drop (default: the configuration's missed, else carry).", valueName: "carry|drop"))
    var missed: MissedPolicy?

    @Option(name: .long, help: ArgumentHelp("Build a planner of the matching tasks only: words, +project, @context, -term to exclude, separated by spaces; all must match, case-insensitive (as `horizon list`). Repeatable; replaces the configuration's filter.", valueName: "expr"))
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

    @Flag(name: .long, help: "Print the time each stage took (read, plan, render: json, ics, pages; publish) to stderr.")
    var timings = false

    func validate() throws {
        try SiteChoices.validate(title: title, locale: locale)
        if let format, case .failure(let problem) = FormatList.parse(Build.formatNames(format)) {
            throw ValidationError("--format: \(problem.message)")
        }
    }

    private static func formatNames(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    mutating func run() throws {
        let config = try source.applyConfiguration()
        day.adopt(config)
        output = output ?? config?.output
        templates = templates ?? config?.templates
        let formats = try format.map { try FormatList.parse(Build.formatNames($0)).get() } ?? config?.formats ?? OutputFormat.all
        let taskFilter = filter.isEmpty ? TaskFilter(terms: config?.filter ?? []) : TaskFilter(expressions: filter)
        let site = SiteChoices.options(title: title ?? config?.title, locale: locale ?? config?.locale)
        try publish(formats: formats, filter: taskFilter, missed: missed ?? config?.missed ?? .carry, site: site)
    }

    private func publish(formats: Set<OutputFormat>, filter: TaskFilter, missed: MissedPolicy, site: SiteOptions) throws {
        let output = output ?? "Output"
        let planner = Planner(today: try day.resolvedToday(), options: PlanOptions(missed: missed))
        // plan.ics names a zone only when the user chose one; otherwise its times are floating local times.
        let renderer = SiteRenderer(templates: try loadTemplates(), formats: formats, timeZone: try day.namedZone(), site: site)
        var stopwatch = Stopwatch()
        let started = ContinuousClock.now
        let rendered = [OutputFormat.json: "render json", .ics: "render ics", .html: "render pages", .md: "render pages"]
        let progress = ProgressLine(enabled: !quiet, stages: ["read", "plan"] + Set(formats.compactMap { rendered[$0] }).sorted() + ["publish"])
        defer { progress.stop() }
        let outcome: SiteBuild.Outcome
        do {
            // Files are written beside their final names as soon as each is rendered, so a large site is
            // never in memory whole; no published file changes until they are renamed into place.
            // A build of some formats leaves the files of the others alone, unless --clean.
            outcome = try SiteBuild(planner: planner, renderer: renderer).run(
                // The filter applies before planning: recurrences, pages, plan.json and the feeds see only its tasks.
                reading: { filter.apply(to: try source.readTasks()) }, into: try FileSink.folder(output),
                retiring: { path in clean || Build.format(of: path).map(formats.contains) ?? true },
                stage: { stopwatch.lap($0); progress.finished($0) })
        } catch let exitCode as ExitCode {
            throw exitCode
        } catch let error as StoreError {
            printError("horizon: \(error)")
            throw ExitCode(error.exitStatus)
        } catch {
            throw ioFailure(error)
        }
        progress.stop()
        if !quiet, !outcome.report.left.isEmpty {
            let left = outcome.report.left
            printError("horizon: left \(left.count) file\(left.count == 1 ? "" : "s") another program created or changed during the build as \(left.count == 1 ? "it is" : "they are"): \(left.prefix(10).joined(separator: ", "))\(left.count > 10 ? ", …" : "")")
        }
        if timings {
            let report = outcome.report
            printError(stopwatch.summary + " | \(outcome.taskCount) tasks, \(outcome.fileCount) files: \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.removed.count) removed")
        }
        if !quiet {
            let summary = BuildSummary(
                diagnostics: outcome.diagnostics, fileCount: outcome.fileCount, changedCount: outcome.report.written.count,
                removedCount: outcome.report.removed.count, output: output, elapsed: ContinuousClock.now - started,
                wroteHTML: formats.contains(.html))
            summary.lines.forEach(printError)
        }
        if strict && !outcome.diagnostics.isEmpty { throw ExitCode(1) }
    }

    /// The format a file of an earlier build belongs to, by its name: pages by extension, the
    /// stylesheets and other assets with the HTML pages.
    static func format(of path: String) -> OutputFormat? {
        if path.hasPrefix("assets/") { return .html }
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...] {
        case "html", "css": return .html
        case "md": return .md
        case "json": return .json
        case "ics": return .ics
        default: return nil
        }
    }

    private func loadTemplates() throws -> TemplateSet {
        do {
            guard let templates else { return try TemplateSet.builtIn() }
            let layout = try TemplateFolder.read(templates, "layout.html") ?? BuiltInTemplates.layout
            let stylesheet = try TemplateFolder.read(templates, "style.css") ?? BuiltInTemplates.stylesheet
            return try TemplateSet(layout: layout, stylesheet: stylesheet, layoutName: (templates as NSString).appendingPathComponent("layout.html"))
        } catch {
            throw ioFailure(error)
        }
    }
}
