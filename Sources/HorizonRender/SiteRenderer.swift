import Foundation
import HorizonCore
import HorizonPaper

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
    /// The paper the week and month sheets are printed on (`--paper`).
    package let paper: PaperSize

    /// Creates a renderer.
    package init(templates: TemplateSet, formats: Set<OutputFormat> = OutputFormat.all, timeZone: TimeZone? = nil,
                 site: SiteOptions = SiteOptions(), paper: PaperSize = .a4) {
        self.templates = templates
        self.formats = formats
        self.timeZone = timeZone
        self.site = site
        self.paper = paper
    }

    /// The 7-day view as CommonMark, for a terminal.
    package static func agenda(_ plan: Plan, site: SiteOptions = SiteOptions()) throws(RenderError) -> String {
        let agenda = PageBuilder(plan: plan, siteTitle: site.title, labels: DateLabels(locale: site.locale)).agenda()
        return String(decoding: try Cmark.commonMark(agenda.blocks, page: agenda.path), as: UTF8.self)
    }

    /// Every page of the plan in the chosen formats (a page's JSON twin with `json`), plus `plan.json`,
    /// `plan.ics`, `tasks.ics`, the printed sheets and the stylesheet, as one value.
    package func render(_ plan: Plan) throws(RenderError) -> Site {
        let collected = Locked<[String: [UInt8]]>([:])
        var plan = plan
        try render(&plan) { path, produce in
            var bytes: [UInt8] = []
            produce { bytes += $0 }
            collected.withLock { $0[path] = bytes }
        }
        return Site(files: collected.current)
    }

    /// Renders every file and hands each to `emit` as it is made, so that a large site need not be held
    /// in memory all at once: a file's bytes come as consecutive parts, and the large feeds hand over
    /// each window of parts as soon as it is encoded, so that they are never held whole. Everything is
    /// rendered in parallel on all cores, so `emit` is called from several threads; the files are the
    /// same whatever the order. `finished` is told, on the calling thread, when each step is done:
    /// `json`, `ics`, `pages`, `pdf`. A page that cannot be rendered stops the build with its error (the other
    /// pages may have been emitted). The plan's ``Plan/upcoming`` items are let go once the feeds are
    /// written: the pages do not read them.
    package func render(
        _ plan: inout Plan, emit: FileEmitter, finished: (String) -> Void = { _ in }
    ) throws(RenderError) {
        if formats.contains(.json) {
            renderJSON(plan, emit: emit)
            finished("json")
        }
        if formats.contains(.ics) {
            renderFeeds(plan, emit: emit)
            finished("ics")
        }
        plan.releaseUpcoming()
        if formats.contains(.md) || formats.contains(.html) {
            try renderPages(plan, emit: emit)
            finished("pages")
        }
        if formats.contains(.html) {
            emit("assets/style.css") { $0(Array(templates.stylesheet.utf8)[...]) }
        }
        if formats.contains(.pdf) {
            try renderPaper(plan, emit: emit)
            finished("pdf")
        }
    }

    /// The printed sheets (docs/output.md#paper-pdf): a PDF of every week and month page, each drawn on
    /// its own core, and the stable names cron prints (`print/next-week.pdf`…) as copies of them.
    private func renderPaper(_ plan: Plan, emit: FileEmitter) throws(RenderError) {
        let labels = DateLabels(locale: site.locale)
        let wording = PaperWording(plan: plan, labels: labels, siteTitle: site.title)
        let backlog = plan.backlog
        let renderer = PaperRenderer(size: paper)
        let lists = plan.weeks + plan.months
        var stable: [Period: String] = [:]
        for (lists, names) in [(plan.weeks, ["this-week", "next-week"]), (plan.months, ["this-month", "next-month"])] {
            for (list, name) in zip(lists, names) { stable[list.period] = "print/\(name).pdf" }
        }
        let failure = Locked<RenderError?>(nil)
        parallelForEach(lists.count) { [stable] index in
            let list = lists[index]
            let path = list.period.pagePath + ".pdf"
            let bytes: [UInt8]
            do throws(PaperError) {
                if let sheet = WeekSheet(list, of: plan, backlog: backlog) {
                    bytes = try renderer.pdf(wording.week(sheet))
                } else if let sheet = MonthSheet(list, of: plan, backlog: backlog) {
                    bytes = try renderer.pdf(wording.month(sheet))
                } else {
                    return
                }
            } catch {
                failure.withLock { $0 = $0 ?? .paperFailed(page: path, reason: error.description) }
                return
            }
            emit(path) { $0(bytes[...]) }
            if let name = stable[list.period] { emit(name) { $0(bytes[...]) } }
        }
        if let error = failure.current { throw error }
    }

    /// plan.json and the JSON twins. A task has one UID and one entry in every file, encoded once. Each
    /// file is encoded on all cores and handed over a window of chunks at a time, so that memory never
    /// holds it whole; the twins are written side by side, sharing nothing but the plan and its tasks.
    private func renderJSON(_ plan: Plan, emit: FileEmitter) {
        let tasks = PlanTasks(plan: plan)
        emit("plan.json") { PlanJSON.write(PlanJSONContent(wholePlan: plan), of: plan, tasks: tasks, title: site.title, to: $0) }
        let twins = JSONTwins.twins(of: plan, pages: PageBuilder(plan: plan).pages)
        parallelForEach(twins.count) { index in
            emit(twins[index].path) { PlanJSON.write(twins[index].content, of: plan, tasks: tasks, title: site.title, to: $0) }
        }
    }

    /// plan.ics and tasks.ics, side by side: each is encoded on all cores but copied out on one.
    private func renderFeeds(_ plan: Plan, emit: FileEmitter) {
        let feeds = ICalendar(plan: plan, timeZone: timeZone)
        parallelForEach(2) { index in
            if index == 0 {
                emit("plan.ics") { feeds.write(.events, name: site.title, to: $0) }
            } else {
                emit("tasks.ics") { feeds.write(.todos, name: "\(site.title) tasks", to: $0) }
            }
        }
    }

    /// Every page, each built and rendered on its own, in parallel: pages share nothing but the plan.
    /// The largest start first (a year page can be a fifth of the work), so that no core is left with
    /// one of them while the others have finished.
    private func renderPages(_ plan: Plan, emit: FileEmitter) throws(RenderError) {
        let builder = PageBuilder(plan: plan, siteTitle: site.title, labels: DateLabels(locale: site.locale))
        let pages = builder.pagesLargestFirst
        let failure = Locked<RenderError?>(nil)
        parallelForEach(pages.count) { index in
            do throws(RenderError) {
                try render(builder.document(pages[index]), today: plan.today, emit: emit)
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
        if let error = failure.current { throw error }
    }

    /// One page in each chosen format, written as it is rendered. The head and each section of the
    /// page are built, rendered to both formats, handed to the page's files and freed one at a time, so
    /// that a large page is never held whole — as blocks, as cmark trees or as bytes. cmark writes each
    /// top-level block on its own, so the HTML of the runs joined is the page's; in CommonMark a blank
    /// line separates a run from the heading the next one starts with (``Section``). Pages are rendered
    /// side by side on all cores, each on one: with one run in memory per core, two large trees at once
    /// (a cmark tree takes a kilobyte and a half to two and a half per task line) cost no more at their
    /// peak than a page held whole did, and no core waits for the other.
    private func render(_ document: Document, today: CivilDate, emit: FileEmitter) throws(RenderError) {
        typealias Append = (ArraySlice<UInt8>) -> Void
        var failure: RenderError?
        // An empty head renders as nothing rather than as an empty document's newline.
        let first = document.head.isEmpty && !document.sections.isEmpty ? 1 : 0
        func writeRuns(markdown: Append, html: Append, formats: (markdown: Bool, html: Bool)) {
            var wroteMarkdown = false
            for run in first...document.sections.count where failure == nil {
                let blocks = run == 0 ? document.head : document.sections[run - 1].blocks()
                do throws(RenderError) {
                    if formats.markdown {
                        let output = try Cmark.commonMark(blocks, page: document.path)
                        // A run with nothing in Markdown (a calendar week without items) is an empty
                        // document, which cmark writes as one newline: it adds nothing to the page.
                        if output != Self.emptyDocument {
                            if wroteMarkdown { markdown(Self.blankLine) }
                            markdown(output[...])
                            wroteMarkdown = true
                        }
                    }
                    if formats.html { html(try Cmark.html(blocks, page: document.path)[...]) }
                } catch {
                    failure = error
                }
            }
            if formats.markdown, !wroteMarkdown { markdown(Self.emptyDocument[...]) }
        }
        // The layout names the body once, as a rule; should it name it again, the body is rendered again.
        func writePage(markdown: Append, html: Append, withMarkdown: Bool) {
            let pieces = templates.frame(document, site: site, today: today)
            for (position, piece) in pieces.enumerated() {
                if !piece.isEmpty { html(piece) }
                if position < pieces.count - 1 {
                    writeRuns(markdown: markdown, html: html, formats: (withMarkdown && position == 0, true))
                }
            }
            if pieces.count == 1, withMarkdown { writeRuns(markdown: markdown, html: html, formats: (true, false)) }
        }
        switch (formats.contains(.md), formats.contains(.html)) {
        case (true, true):
            // Both files of the page are open at once, so that each run is written to both and freed.
            withoutActuallyEscaping(emit) { emit in
                emit(document.path + ".md") { markdown in
                    withoutActuallyEscaping(markdown) { markdown in
                        emit(document.path + ".html") { html in writePage(markdown: markdown, html: html, withMarkdown: true) }
                    }
                }
            }
        case (true, false):
            emit(document.path + ".md") { markdown in writeRuns(markdown: markdown, html: { _ in }, formats: (true, false)) }
        case (false, true):
            emit(document.path + ".html") { html in writePage(markdown: { _ in }, html: html, withMarkdown: false) }
        case (false, false):
            return
        }
        if let failure { throw failure }
    }

    /// What ends a run of CommonMark blocks followed by a section: each run ends with one newline.
    private static let blankLine: ArraySlice<UInt8> = [UInt8(ascii: "\n")]

    /// What cmark writes for a document with nothing in it: one newline.
    private static let emptyDocument: [UInt8] = [UInt8(ascii: "\n")]
}
