import ArgumentParser
import Foundation
import HorizonBuild
import HorizonCore
import HorizonRender
import HorizonStore

/// `horizon build`: reads the tasks, plans them and publishes the pages.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the planner pages (HTML, Markdown, plan.json) into the output folder."
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var day: DayOptions

    @Option(name: .long, help: ArgumentHelp("The output folder.", valueName: "dir"))
    var output: String = "Output"

    @Option(name: .long, help: ArgumentHelp("A folder with layout.html and style.css that replace the built-in templates.", valueName: "dir"))
    var templates: String?

    @Option(name: .long, help: ArgumentHelp("The formats to write, comma-separated: html, md, json, ics.", valueName: "list"))
    var format: String = "html,md,json,ics"

    @Option(name: .long, help: ArgumentHelp("Plans whose day, week, month or year has passed: carry (to Today) or drop.", valueName: "carry|drop"))
    var missed: MissedPolicy = .carry

    @Flag(name: .long, help: "Remove every file an earlier build wrote that this build does not write, of any format (files you put in the output folder are always kept).")
    var clean = false

    @Flag(name: .long, help: "Exit with status 1 when the input has diagnostics.")
    var strict = false

    @Flag(name: .long, help: "Do not print diagnostics.")
    var quiet = false

    @Flag(name: .long, help: "Print the time each stage took (read, plan, render: json, ics, pages; publish) to stderr.")
    var timings = false

    func validate() throws {
        _ = try formats()
    }

    private func formats() throws -> Set<OutputFormat> {
        var result: Set<OutputFormat> = []
        for name in format.split(separator: ",", omittingEmptySubsequences: false) {
            guard let format = OutputFormat(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw ValidationError("--format \(name) is not one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            result.insert(format)
        }
        return result
    }

    func run() throws {
        let planner = Planner(today: try day.resolvedToday(), options: PlanOptions(missed: missed))
        // plan.ics names a zone only when the user chose one; otherwise its times are floating local times.
        let renderer = SiteRenderer(templates: try loadTemplates(), formats: try formats(), timeZone: try day.namedZone())
        let formats = try formats()
        var stopwatch = Stopwatch()
        let outcome: SiteBuild.Outcome
        do {
            // Files go to the staging folder as soon as each is rendered, so a large site is never in
            // memory whole; nothing changes in the output folder until the staged site is switched in.
            // A build of some formats leaves the files of the others alone, unless --clean.
            outcome = try SiteBuild(planner: planner, renderer: renderer).run(
                reading: source.readTasks, into: try FileSink.folder(output),
                retiring: { path in clean || Build.format(of: path).map(formats.contains) ?? true },
                stage: { stopwatch.lap($0) })
        } catch let exitCode as ExitCode {
            throw exitCode
        } catch {
            throw ioFailure(error)
        }
        if timings {
            let report = outcome.report
            printError(stopwatch.summary + " | \(outcome.taskCount) tasks, \(outcome.fileCount) files: \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.removed.count) removed")
        }
        if !quiet {
            outcome.diagnostics.forEach { printError($0.description) }
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
