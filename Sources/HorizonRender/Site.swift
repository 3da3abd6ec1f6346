import Foundation
import HorizonCore

/// The whole output as a value: relative path → bytes (DESIGN: publish writes it).
public struct Site: Sendable, Equatable {
    /// Every file of the site by its path relative to the output folder (`week/2026-W48.html`).
    public var files: [String: [UInt8]]

    /// Creates a site.
    public init(files: [String: [UInt8]] = [:]) {
        self.files = files
    }
}

/// The formats a build can write (`--format`).
public enum OutputFormat: String, Sendable, CaseIterable {
    case html, md, json, ics

    /// Every format.
    public static let all: Set<OutputFormat> = Set(allCases)
}

/// Renders a plan into a site (SPEC §5).
public struct SiteRenderer: Sendable {
    /// The layout and stylesheet.
    public let templates: TemplateSet
    /// Which formats to write.
    public let formats: Set<OutputFormat>
    /// The zone written with `at:` times in plan.ics; nil writes floating local times.
    public let timeZone: TimeZone?

    /// Creates a renderer.
    public init(templates: TemplateSet, formats: Set<OutputFormat> = OutputFormat.all, timeZone: TimeZone? = nil) {
        self.templates = templates
        self.formats = formats
        self.timeZone = timeZone
    }

    /// The 7-day view as CommonMark, for a terminal.
    public static func agenda(_ plan: Plan) -> String {
        Cmark.commonMark(PageBuilder(plan: plan).agenda())
    }

    /// One independent piece of output.
    private enum Job: Sendable {
        case page(PageBuilder.Page)
        case json
        case ics
    }

    /// Every page of the plan in the chosen formats, plus `plan.json`, `plan.ics` and the stylesheet.
    /// Pages and feeds are rendered in parallel on all cores; the site is the same whatever the order.
    public func render(_ plan: Plan) -> Site {
        let pagesWanted = formats.contains(.md) || formats.contains(.html)
        let builder = PageBuilder(plan: plan, fragments: pagesWanted ? ItemFragments(plan: plan) : nil)
        var jobs: [Job] = []
        if formats.contains(.json) { jobs.append(.json) }
        if formats.contains(.ics) { jobs.append(.ics) }
        if pagesWanted { jobs += builder.pages.map(Job.page) }
        let allJobs = jobs
        let results = ChunkResults<(String, [UInt8])>(count: allJobs.count)
        DispatchQueue.concurrentPerform(iterations: allJobs.count) { index in
            results.store(run(allJobs[index], builder), at: index)
        }
        var site = Site()
        for files in results.values {
            for (path, bytes) in files { site.files[path] = bytes }
        }
        if formats.contains(.html) {
            site.files["assets/style.css"] = Array(templates.stylesheet.utf8)
        }
        return site
    }

    private func run(_ job: Job, _ builder: PageBuilder) -> [(String, [UInt8])] {
        switch job {
        case .json:
            return [("plan.json", PlanJSON.encode(builder.plan))]
        case .ics:
            return [("plan.ics", ICalendar(plan: builder.plan, timeZone: timeZone).render())]
        case .page(let page):
            let document = builder.document(page)
            var files: [(String, [UInt8])] = []
            if formats.contains(.md) {
                files.append((document.path + ".md", Cmark.commonMarkBytes(document)))
            }
            if formats.contains(.html) {
                files.append((document.path + ".html", templates.page(document, body: Cmark.htmlBytes(document))))
            }
            return files
        }
    }
}


