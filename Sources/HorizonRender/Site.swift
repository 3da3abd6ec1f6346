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
    public static func agenda(_ plan: Plan, site: SiteOptions = SiteOptions()) -> String {
        Cmark.commonMark(PageBuilder(plan: plan, siteTitle: site.title, labels: DateLabels(locale: site.locale)).agenda())
    }

    /// Every page of the plan in the chosen formats, plus `plan.json`, `plan.ics`, `tasks.ics` and the stylesheet,
    /// as one value.
    public func render(_ plan: Plan) -> Site {
        let collected = FileCollector()
        render(plan) { path, parts in collected.add(path, parts.joinedBytes()) }
        return Site(files: collected.files)
    }

    /// Renders every file and hands each to `emit` as soon as it is ready, so that a large site need not
    /// be held in memory all at once; a file comes as consecutive parts (large feeds are rendered in
    /// pieces and never joined). Everything is rendered in parallel on all cores, so `emit` is called
    /// from several threads; the files are the same whatever the order. `finished` is told, on the
    /// calling thread, when each step is done: `json`, `ics`, `pages`.
    public func render(_ plan: Plan, emit: @Sendable (String, [ArraySlice<UInt8>]) -> Void, finished: (String) -> Void = { _ in }) {
        // Each feed is rendered in chunks on all cores and handed over before the next is started, so
        // memory holds one feed at a time.
        if formats.contains(.json) {
            emit("plan.json", PlanJSON.parts(plan).map { $0[...] })
            finished("json")
        }
        if formats.contains(.ics) {
            emit("plan.ics", ICalendar(plan: plan, kind: .events, timeZone: timeZone, name: site.title).parts().map { $0[...] })
            emit("tasks.ics", ICalendar(plan: plan, kind: .todos, timeZone: timeZone, name: "\(site.title) tasks").parts().map { $0[...] })
            finished("ics")
        }
        if formats.contains(.md) || formats.contains(.html) {
            // Each page is built and rendered on its own, in parallel: pages share nothing but the plan.
            let builder = PageBuilder(plan: plan, siteTitle: site.title, labels: DateLabels(locale: site.locale))
            let pages = builder.pages
            DispatchQueue.concurrentPerform(iterations: pages.count) { index in
                for (path, bytes) in render(builder.document(pages[index])) { emit(path, [bytes[...]]) }
            }
            finished("pages")
        }
        if formats.contains(.html) {
            emit("assets/style.css", [Array(templates.stylesheet.utf8)[...]])
        }
    }

    private func render(_ document: Document) -> [(String, [UInt8])] {
        var files: [(String, [UInt8])] = []
        if formats.contains(.md) {
            files.append((document.path + ".md", Cmark.commonMarkBytes(document)))
        }
        if formats.contains(.html) {
            files.append((document.path + ".html", templates.page(document, body: Cmark.htmlBytes(document), site: site)))
        }
        return files
    }
}

/// Gathers emitted files from several threads.
private final class FileCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: [UInt8]] = [:]

    func add(_ path: String, _ bytes: [UInt8]) {
        lock.lock()
        storage[path] = bytes
        lock.unlock()
    }

    var files: [String: [UInt8]] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
