import Foundation
import HorizonCore
import HorizonPaper
import HorizonPublish
import HorizonRender
import HorizonStore

/// A build as `horizon build` asks for it, once the options and the configuration file are read: the
/// output folder and what goes into it. ``run(_:today:stage:)`` reads the holidays and the templates,
/// then runs the four stages (docs/architecture.md#one-build-four-stages) into the folder.
package struct BuildRequest: Sendable {
    /// The output folder, as the user named it.
    package var output: String
    /// A folder of templates replacing the built-in ones, if any.
    package var templates: String?
    /// The formats written.
    package var formats: Set<OutputFormat>
    /// The tasks the planner sees.
    package var filter: TaskFilter
    /// What happens to plans whose period has passed.
    package var missed: MissedPolicy
    /// The site's title and locale.
    package var site: SiteOptions
    /// The holidays file business-day rules skip, if any.
    package var holidays: String?
    /// The zone plan.ics names; nil writes floating local times.
    package var timeZone: TimeZone?
    /// Whether files an earlier build wrote in other formats are removed too.
    package var clean: Bool
    /// The paper the week and month PDFs print on (docs/output.md#paper-pdf).
    package var paper: PaperSize
    /// How planner.pdf is drawn: the tablet's page and the toolbar's side (docs/output.md#planner-pdf).
    package var tablet: PlannerRenderer

    /// Makes a request.
    package init(
        output: String, templates: String?, formats: Set<OutputFormat>, filter: TaskFilter, missed: MissedPolicy,
        site: SiteOptions, holidays: String?, timeZone: TimeZone?, clean: Bool, paper: PaperSize = .a4,
        tablet: PlannerRenderer = PlannerRenderer()
    ) {
        self.output = output
        self.templates = templates
        self.formats = formats
        self.filter = filter
        self.missed = missed
        self.site = site
        self.holidays = holidays
        self.timeZone = timeZone
        self.clean = clean
        self.paper = paper
        self.tablet = tablet
    }

    /// The names of the stages this build runs, as ``SiteBuild`` reports them (the renders by name).
    package var stages: [String] {
        let rendered = [OutputFormat.json: "render json", .ics: "render ics", .html: "render pages", .md: "render pages", .pdf: "render pdf"]
        return ["read", "plan"] + Set(formats.compactMap { rendered[$0] }).sorted() + ["publish"]
    }

    /// Builds the tasks of `source` as of `today` into the output folder; `stage` is told each stage's
    /// name as it ends. Files are written beside their final names as soon as each is rendered, so a
    /// large site is never in memory whole; no published file changes until they are renamed into
    /// place. A build of some formats leaves the files of the others alone, unless ``clean``.
    package func run(_ source: TaskSource, today: CivilDate, stage: (String) -> Void) throws -> SiteBuild.Outcome {
        let holidays = try holidays.map { path throws(StoreError) in try HolidayFile.read(path: path, throughYear: today.year + 2) }
        let planner = Planner(today: today, options: PlanOptions(missed: missed, holidays: holidays?.holidays ?? Holidays()),
                              parallel: .workerThreads)
        let renderer = SiteRenderer(templates: try loadTemplates(), formats: formats, timeZone: timeZone, site: site,
                                    paper: paper, tablet: tablet, parallel: .workerThreads)
        return try SiteBuild(planner: planner, renderer: renderer).run(
            source, filter: filter, diagnostics: holidays?.diagnostics ?? [], into: try FileSink.folder(output),
            retiring: { path in clean || OutputFormat(path: path).map(formats.contains) ?? true },
            stage: stage)
    }

    /// The templates folder's layout and stylesheet, each the built-in one where the folder has none.
    private func loadTemplates() throws -> TemplateSet {
        guard let templates else { return try TemplateSet.builtIn() }
        let layout = try TemplateFolder.read(templates, "layout.html") ?? BuiltInTemplates.layout
        let stylesheet = try TemplateFolder.read(templates, "style.css") ?? BuiltInTemplates.stylesheet
        return try TemplateSet(layout: layout, stylesheet: stylesheet, layoutName: (templates as NSString).appendingPathComponent("layout.html"))
    }
}
