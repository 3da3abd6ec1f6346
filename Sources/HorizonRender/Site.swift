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

    /// Every page of the plan in the chosen formats, plus `plan.json` and the stylesheet.
    public func render(_ plan: Plan) -> Site {
        var site = Site()
        for document in PageBuilder(plan: plan).documents() {
            if formats.contains(.md) {
                site.files[document.path + ".md"] = Array(Cmark.commonMark(document).utf8)
            }
            if formats.contains(.html) {
                let page = templates.page(document, body: Cmark.html(document))
                site.files[document.path + ".html"] = Array(page.utf8)
            }
        }
        if formats.contains(.html) {
            site.files["assets/style.css"] = Array(templates.stylesheet.utf8)
        }
        if formats.contains(.json) {
            site.files["plan.json"] = PlanJSON.encode(plan)
        }
        if formats.contains(.ics) {
            site.files["plan.ics"] = ICalendar(plan: plan, timeZone: timeZone).render()
        }
        return site
    }
}
