import Foundation
import HorizonCore
import HorizonPaper

/// Renders a plan into a site (docs/output.md#the-output-folder).
package struct SiteRenderer: Sendable {
    /// The layout and stylesheet.
    package let templates: TemplateSet
    /// Which formats to write.
    package let formats: Set<OutputFormat>
    /// The zone written with `at:` times in plan.ics; nil writes floating local times.
    package let timeZone: TimeZone?
    /// The site's name and locale.
    package let site: SiteOptions
    /// What the files, and the chunks of a large file, are rendered on.
    package let parallel: ParallelRunner
    /// The paper the week and month sheets are printed on (`--paper`).
    package let paper: PaperSize
    /// How the tablet planner is drawn (`--tablet`, `--left-handed`).
    package let tablet: PlannerRenderer

    /// Creates a renderer, working on `parallel` (one thread unless given more).
    package init(
        templates: TemplateSet, formats: Set<OutputFormat> = OutputFormat.all, timeZone: TimeZone? = nil,
        site: SiteOptions = SiteOptions(), paper: PaperSize = .a4, tablet: PlannerRenderer = PlannerRenderer(),
        parallel: ParallelRunner = .serial
    ) {
        self.templates = templates
        self.formats = formats
        self.timeZone = timeZone
        self.site = site
        self.paper = paper
        self.tablet = tablet
        self.parallel = parallel
    }

    /// The 7-day view as CommonMark, for a terminal.
    package static func agenda(_ plan: Plan, site: SiteOptions = SiteOptions()) -> String {
        let agenda = PageBuilder(plan: plan, siteTitle: site.title, labels: DateLabels(locale: site.locale)).agenda()
        return String(decoding: MarkdownWriter.markdown(agenda.blocks, page: agenda.path), as: UTF8.self)
    }

    /// Every page of the plan in the chosen formats (a page's JSON twin with `json`), plus `plan.json`,
    /// `plan.ics`, `tasks.ics`, the printed sheets and the stylesheet, as one value.
    package func render(_ plan: Plan) throws(RenderError) -> Site {
        let collected = Locked<[String: [UInt8]]>([:])
        var plan = plan
        try render(&plan, emit: Site.collector(into: collected))
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
        _ plan: inout Plan, emit: @escaping FileEmitter, finished: (String) -> Void = { _ in }
    ) throws(RenderError) {
        // Today's backlog, ranked once for the twins, the pages and the sheets.
        let backlog = Backlog(of: plan)
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
            renderPages(plan, backlog: backlog, emit: emit)
            finished("pages")
        }
        if formats.contains(.html) {
            emit("assets/style.css") { $0(Array(templates.stylesheet.utf8)[...]) }
        }
        if formats.contains(.pdf) {
            try renderPaper(plan, backlog: backlog, emit: emit)
            finished("pdf")
        }
    }

    /// The printed sheets (docs/output.md#paper-pdf): a PDF of every week and month page (those kept for
    /// looking back included), drawn on the renderer's threads, and the stable names cron prints
    /// (`print/next-week.pdf`…) as copies of them; and planner.pdf. The first sheet that cannot be drawn
    /// (in list order, the planner last) is the error. Every sheet is built and worded first, once: the
    /// planner's month pages are the month sheets' own. Then the planner, drawn on one thread (a PDF is
    /// written in order) and the longest job, starts first, then the month sheets, which take two or
    /// three times a week's drawing, so that no core is left with one of them at the end.
    private func renderPaper(_ plan: Plan, backlog: Backlog, emit: FileEmitter) throws(RenderError) {
        let wording = PaperWording(plan: plan, labels: DateLabels(locale: site.locale), siteTitle: site.title, paper: paper)
        let renderer = PaperRenderer(size: paper)
        let lists = plan.weeks + plan.months + plan.reviews
        do throws(PaperError) {
            try PaperRenderer.startFonts()
        } catch {
            // The error the first sheet (in list order) would have met, named as it would have been.
            let first = lists.first { WeekSheet($0, of: plan, backlog: backlog) != nil || MonthSheet($0, of: plan, backlog: backlog) != nil }
            throw .paperFailed(page: first.map { $0.period.pagePath + ".pdf" } ?? "planner.pdf", reason: error.description)
        }
        let sheets = parallel.map(lists.count) { index -> WordedSheet in
            if let sheet = WeekSheet(lists[index], of: plan, backlog: backlog) { return .week(wording.week(sheet)) }
            if let sheet = MonthSheet(lists[index], of: plan, backlog: backlog) { return .month(sheet, wording.month(sheet)) }
            return .none
        }
        var months: [YearMonth: PlannerWording.Month] = [:]
        for (list, sheet) in zip(lists, sheets) where plan.months.contains(where: { $0.period == list.period }) {
            if case .month(let month, let worded) = sheet { months[month.month] = PlannerWording.Month(sheet: month, worded: worded) }
        }
        let planner = lists.count
        let order = [planner] + lists.indices.filter { lists[$0].period.level == .month }
            + lists.indices.filter { lists[$0].period.level != .month }
        var stable: [Period: String] = [:]
        for (lists, names) in [(plan.weeks, ["this-week", "next-week"]), (plan.months, ["this-month", "next-month"])] {
            for (list, name) in zip(lists, names) { stable[list.period] = "print/\(name).pdf" }
        }
        let failures = parallel.map(order.count) { [stable, months] position -> (Int, RenderError?) in
            let index = order[position]
            if index == planner {
                let wording = PlannerWording(wording: wording, backlog: backlog, months: months)
                return (index, renderPlanner(wording, emit: emit))
            }
            let path = lists[index].period.pagePath + ".pdf"
            let bytes: [UInt8]
            do throws(PaperError) {
                switch sheets[index] {
                case .week(let week): bytes = try renderer.pdf(week)
                case .month(_, let month): bytes = try renderer.pdf(month)
                case .none: return (index, nil)
                }
            } catch {
                return (index, .paperFailed(page: path, reason: error.description))
            }
            emit(path) { $0(bytes[...]) }
            if let name = stable[lists[index].period] { emit(name) { $0(bytes[...]) } }
            return (index, nil)
        }
        if let failure = failures.compactMap({ index, failure in failure.map { (index, $0) } }).min(by: { $0.0 < $1.0 }) { throw failure.1 }
    }

    /// A week or month list's sheet as worded for paper; the month's sheet kept for the planner.
    private enum WordedSheet: Sendable {
        case week(PaperWeek)
        case month(MonthSheet, PaperMonth)
        case none
    }

    /// plan.json and the JSON twins. A task has one UID and one entry in every file, encoded once. Each
    /// file is encoded on the cores no other file holds and handed over a window of chunks at a time, so
    /// that memory never holds it whole; plan.json and the twins are written side by side, sharing
    /// nothing but the plan and its tasks.
    private func renderJSON(_ plan: Plan, emit: FileEmitter) {
        let tasks = PlanTasks(plan: plan, parallel: parallel)
        let twins = JSONTwins.twins(of: plan, pages: PageBuilder.largestFirst(PageBuilder.pages(of: plan), of: plan))
        // plan.json, the largest, beside the twins rather than before them, and the twins largest first:
        // plan.json numbers its tasks on one thread, and a large twin started last left the other cores
        // idle. Each file is made on all cores when others are free, else on its own.
        parallel.forEach(twins.count + 1) { index in
            guard index > 0 else {
                return emit("plan.json") {
                    PlanJSON.write(PlanJSONContent(wholePlan: plan), of: plan, tasks: tasks, title: site.title, parallel: parallel, to: $0)
                }
            }
            let twin = twins[index - 1]
            emit(twin.path) { PlanJSON.write(twin.content, of: plan, tasks: tasks, title: site.title, parallel: parallel, to: $0) }
        }
    }

    /// plan.ics and tasks.ics, side by side: each is encoded on all cores but copied out on one.
    private func renderFeeds(_ plan: Plan, emit: FileEmitter) {
        let feeds = ICalendar(plan: plan, timeZone: timeZone, parallel: parallel)
        parallel.forEach(2) { index in
            if index == 0 {
                emit("plan.ics") { feeds.write(.events, name: site.title, to: $0) }
            } else {
                emit("tasks.ics") { feeds.write(.todos, name: "\(site.title) tasks", to: $0) }
            }
        }
    }

    /// Every page, each built and written on its own (``PageWriter``), in parallel: pages share nothing
    /// but the plan. The largest start first (a year page can be a fifth of the work), so that no core
    /// is left with one of them while the others have finished.
    private func renderPages(_ plan: Plan, backlog: Backlog, emit: @escaping FileEmitter) {
        let builder = PageBuilder(plan: plan, siteTitle: site.title, labels: DateLabels(locale: site.locale),
                                  sheets: formats.contains(.pdf), backlog: backlog)
        let pages = builder.pagesLargestFirst
        let markdown = formats.contains(.md), html = formats.contains(.html)
        parallel.forEach(pages.count) { index in
            PageWriter(document: builder.document(pages[index]), templates: templates, site: site, today: plan.today, emit: emit)
                .write(markdown: markdown, html: html)
        }
    }
}
