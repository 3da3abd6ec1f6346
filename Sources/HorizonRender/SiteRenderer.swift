import Foundation
import HorizonCore

/// Renders a plan into a site (SPEC §5).
package struct SiteRenderer: Sendable {
    /// The layout and stylesheet.
    package let templates: TemplateSet
    /// Which formats to write.
    package let formats: Set<OutputFormat>
    /// The zone written with `at:` times in plan.ics; nil writes floating local times.
    package let timeZone: TimeZone?
    /// The site's name and locale.
    package let site: SiteOptions

    /// Creates a renderer.
    package init(templates: TemplateSet, formats: Set<OutputFormat> = OutputFormat.all, timeZone: TimeZone? = nil, site: SiteOptions = SiteOptions()) {
        self.templates = templates
        self.formats = formats
        self.timeZone = timeZone
        self.site = site
    }

    /// The 7-day view as CommonMark, for a terminal.
    package static func agenda(_ plan: Plan, site: SiteOptions = SiteOptions()) throws(RenderError) -> String {
        let agenda = PageBuilder(plan: plan, siteTitle: site.title, labels: DateLabels(locale: site.locale)).agenda()
        return String(decoding: try Cmark.commonMark(agenda.blocks, page: agenda.path), as: UTF8.self)
    }

    /// Every page of the plan in the chosen formats (a page's JSON twin with `json`), plus `plan.json`,
    /// `plan.ics`, `tasks.ics` and the stylesheet, as one value.
    package func render(_ plan: Plan) throws(RenderError) -> Site {
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
    /// each window of parts as soon as it is encoded, so that they are never held whole. Everything is
    /// rendered in parallel on all cores, so `emit` is called from several threads; the files are the same whatever the order. `finished` is told, on the
    /// calling thread, when each step is done: `json`, `ics`, `pages`. A page that cannot be rendered
    /// stops the build with its error (the other pages may have been emitted).
    package func render(
        _ plan: Plan, emit: FileEmitter, finished: (String) -> Void = { _ in }
    ) throws(RenderError) {
        // Each feed is rendered in chunks on all cores and handed over before the next is started, so
        // memory holds one feed at a time.
        if formats.contains(.json) {
            // A task has one UID and one entry in every file, encoded once. Each file is encoded on all
            // cores; the twins are written side by side, sharing nothing but the plan and its tasks.
            let tasks = PlanTasks(plan: plan)
            emit("plan.json") { PlanJSON.write(PlanJSONContent(wholePlan: plan), of: plan, tasks: tasks, title: site.title, to: $0) }
            let twins = JSONTwins.twins(of: plan, pages: PageBuilder(plan: plan).pages)
            DispatchQueue.concurrentPerform(iterations: twins.count) { index in
                emit(twins[index].path) { PlanJSON.write(twins[index].content, of: plan, tasks: tasks, title: site.title, to: $0) }
            }
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
            let largeTree = Locked<Void>(())
            DispatchQueue.concurrentPerform(iterations: pages.count) { index in
                do throws(RenderError) {
                    try render(builder.document(pages[index]), today: plan.today, largeTree: largeTree, emit: emit)
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

    /// One page in each chosen format. The head and each section of the page are built, rendered to
    /// both formats and freed one at a time (on all cores: a year page is a fifth of a site's work),
    /// so that a large page is never held whole. cmark writes each top-level block on its own, so the
    /// HTML of the runs joined is the page's; in CommonMark a blank line separates a run from the
    /// heading the next one starts with (``Section``).
    ///
    /// A cmark tree takes about a kilobyte and a half per task line: a head of more lines than
    /// ``largeTreeLines`` (the 7-day view of a long list, with every overdue task on today) is
    /// rendered holding `largeTree`, so that two such trees are never in memory at once.
    private func render(
        _ document: Document, today: CivilDate, largeTree: Locked<Void>, emit: FileEmitter
    ) throws(RenderError) {
        let markdown = formats.contains(.md)
        let html = formats.contains(.html)
        // An empty head renders as nothing rather than as an empty document's newline.
        let first = document.head.isEmpty && !document.sections.isEmpty ? 1 : 0
        let results = parallelMap(1 + document.sections.count - first) { job -> Result<(markdown: [UInt8], html: [UInt8]), RenderError> in
            let run = job + first
            let blocks = run == 0 ? document.head : document.sections[run - 1].blocks()
            func rendered() -> Result<(markdown: [UInt8], html: [UInt8]), RenderError> {
                do throws(RenderError) {
                    return .success((markdown ? try Cmark.commonMark(blocks, page: document.path) : [],
                                     html ? try Cmark.html(blocks, page: document.path) : []))
                } catch {
                    return .failure(error)
                }
            }
            return blocks.lines > Self.largeTreeLines ? largeTree.withLock { _ in rendered() } : rendered()
        }
        var outputs: [(markdown: [UInt8], html: [UInt8])] = []
        for result in results { outputs.append(try result.get()) }
        if markdown {
            var parts: [ArraySlice<UInt8>] = []
            for output in outputs {
                if !parts.isEmpty { parts.append(Self.blankLine) }
                parts.append(output.markdown[...])
            }
            emit(document.path + ".md") { append in parts.forEach(append) }
        }
        if html {
            let page = templates.page(document, body: outputs.map { $0.html[...] }, site: site, today: today)
            emit(document.path + ".html") { append in page.forEach(append) }
        }
    }

    /// More task lines than this in one tree make it a large tree (a few hundred megabytes).
    static let largeTreeLines = 50_000

    /// What ends a run of CommonMark blocks followed by a section: each run ends with one newline.
    private static let blankLine: ArraySlice<UInt8> = [UInt8(ascii: "\n")]
}
