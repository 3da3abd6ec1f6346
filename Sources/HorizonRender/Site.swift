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

/// What the person chose for the whole site: its name and the language of its dates.
public struct SiteOptions: Sendable {
    /// The name of a site nobody named.
    public static let defaultTitle = "Horizon"

    /// The site's name in page titles, the header and the feeds' calendar name (`--title`).
    public var title: String
    /// The locale of day and month names and date order on pages (`--locale`); nil is Horizon's
    /// English. plan.json and the feeds never depend on it.
    public var locale: Locale?

    /// Creates options.
    public init(title: String = SiteOptions.defaultTitle, locale: Locale? = nil) {
        self.title = title
        self.locale = locale
    }

    /// The pages' `lang`: the locale's BCP 47 tag (`de-DE`), or `en`.
    var languageTag: String {
        locale?.identifier(.bcp47) ?? "en"
    }
}

/// Where a renderer hands its files: called with a file's path and a function that hands the file's
/// bytes, in order, to the `append` it is given — as they are made, so that the receiver can write a
/// large file without holding it whole. Called from several threads at once, for different files.
public typealias FileEmitter = @Sendable (_ path: String, _ produce: (_ append: (ArraySlice<UInt8>) -> Void) -> Void) -> Void

/// Renders a plan into a site (SPEC §5).
public struct SiteRenderer: Sendable {
    /// The layout and stylesheet.
    public let templates: TemplateSet
    /// Which formats to write.
    public let formats: Set<OutputFormat>
    /// The zone written with `at:` times in plan.ics; nil writes floating local times.
    public let timeZone: TimeZone?
    /// The site's name and locale.
    public let site: SiteOptions

    /// Creates a renderer.
    public init(templates: TemplateSet, formats: Set<OutputFormat> = OutputFormat.all, timeZone: TimeZone? = nil, site: SiteOptions = SiteOptions()) {
        self.templates = templates
        self.formats = formats
        self.timeZone = timeZone
        self.site = site
    }

    /// The 7-day view as CommonMark, for a terminal.
    public static func agenda(_ plan: Plan, site: SiteOptions = SiteOptions()) throws(RenderError) -> String {
        String(decoding: try Cmark.commonMark(PageBuilder(plan: plan, siteTitle: site.title, labels: DateLabels(locale: site.locale)).agenda()), as: UTF8.self)
    }

    /// Every page of the plan in the chosen formats, plus `plan.json`, `plan.ics`, `tasks.ics` and the stylesheet,
    /// as one value.
    public func render(_ plan: Plan) throws(RenderError) -> Site {
        let collected = Locked<[String: [UInt8]]>([:])
        try render(plan) { path, produce in
            var bytes: [UInt8] = []
            produce { bytes += $0 }
            collected.withLock { $0[path] = bytes }
        }
        return Site(files: collected.current)
    }

    /// Renders every file and hands each to `emit` as it is made, so that a large site need not be held
    /// in memory all at once: a file's bytes come as consecutive parts, and the large feeds hand over
    /// each window of parts as soon as it is encoded, so that they are never held whole. Everything is rendered in parallel on all cores, so `emit` is called
    /// from several threads; the files are the same whatever the order. `finished` is told, on the
    /// calling thread, when each step is done: `json`, `ics`, `pages`. A page that cannot be rendered
    /// stops the build with its error (the other pages may have been emitted).
    public func render(
        _ plan: Plan, emit: FileEmitter, finished: (String) -> Void = { _ in }
    ) throws(RenderError) {
        // Each feed is rendered in chunks on all cores and handed over before the next is started, so
        // memory holds one feed at a time.
        if formats.contains(.json) {
            emit("plan.json") { PlanJSON.write(plan, to: $0) }
            finished("json")
        }
        if formats.contains(.ics) {
            let feeds = ICalendar(plan: plan, timeZone: timeZone)
            emit("plan.ics") { feeds.write(.events, name: site.title, to: $0) }
            emit("tasks.ics") { feeds.write(.todos, name: "\(site.title) tasks", to: $0) }
            finished("ics")
        }
        if formats.contains(.md) || formats.contains(.html) {
            // Each page is built and rendered on its own, in parallel: pages share nothing but the plan.
            // The largest start first (a year page can be a fifth of the work), so that no core is left
            // with one of them while the others have finished.
            let builder = PageBuilder(plan: plan, siteTitle: site.title, labels: DateLabels(locale: site.locale))
            let pages = builder.pagesLargestFirst
            let failure = Locked<RenderError?>(nil)
            DispatchQueue.concurrentPerform(iterations: pages.count) { index in
                do throws(RenderError) {
                    try render(builder.document(pages[index]), emit: emit)
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
            }
            if let error = failure.current { throw error }
            finished("pages")
        }
        if formats.contains(.html) {
            emit("assets/style.css") { $0(Array(templates.stylesheet.utf8)[...]) }
        }
    }

    /// One page in each chosen format. The Markdown and the HTML are rendered at the same time, and the
    /// HTML of a large page in runs of its top-level blocks (cmark writes each top-level block on its
    /// own, so the runs joined are the page): a year page is a fifth of a site's work.
    private func render(_ document: Document, emit: FileEmitter) throws(RenderError) {
        let runs = formats.contains(.html) ? HTMLRuns.split(document) : []
        let markdown = formats.contains(.md)
        let results = parallelMap(runs.count + (markdown ? 1 : 0)) { job -> Result<[UInt8], RenderError> in
            do throws(RenderError) {
                if job < runs.count { return .success(try Cmark.html(runs[job])) }
                return .success(try Cmark.commonMark(document))
            } catch {
                return .failure(error)
            }
        }
        var outputs: [[UInt8]] = []
        for result in results { outputs.append(try result.get()) }
        if markdown, let text = outputs.last {
            emit(document.path + ".md") { $0(text[...]) }
        }
        if !runs.isEmpty {
            let page = templates.page(document, body: outputs.prefix(runs.count).map { $0[...] }, site: site)
            emit(document.path + ".html") { append in page.forEach(append) }
        }
    }
}

/// Splits a large page into runs of its top-level blocks of about equal size, each a document of its
/// own that renders to the HTML of those blocks.
enum HTMLRuns {
    /// Below this many nodes a page is rendered in one piece.
    static let nodesPerRun = 20_000

    static func split(_ document: Document) -> [Document] {
        let sizes = document.blocks.map(nodes)
        let total = sizes.reduce(0, +)
        guard total > nodesPerRun * 2 else { return [document] }
        let target = total / min(8, total / nodesPerRun)
        var runs: [Document] = []
        var current = Document(path: document.path, title: document.title)
        var size = 0
        for (block, blockSize) in zip(document.blocks, sizes) {
            if size >= target {
                runs.append(current)
                current.blocks = []
                size = 0
            }
            current.blocks.append(block)
            size += blockSize
        }
        runs.append(current)
        return runs
    }

    /// How many nodes a block has, roughly: what its rendering costs.
    static func nodes(_ block: Block) -> Int {
        switch block {
        case .heading(_, let inlines), .paragraph(let inlines): 1 + inlines.count
        case .list(let items): items.reduce(1) { $0 + $1.reduce(1) { $0 + nodes($1) } }
        case .items(let lines): 1 + lines.count * 8
        case .box(_, let blocks), .htmlOnly(let blocks), .markdownOnly(let blocks): blocks.reduce(1) { $0 + nodes($1) }
        }
    }
}
