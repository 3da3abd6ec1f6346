import Foundation
import HorizonCore
@testable import HorizonRender
import Testing

@Suite("--locale and --title on the pages")
struct LocaleAndTitleTests {
    static let german = DateLabels(locale: Locale(identifier: "de_DE"))
    static let french = DateLabels(locale: Locale(identifier: "fr_FR"))

    static func date(_ text: String) -> CivilDate { CivilDate(text)! }

    @Test("German day and month names and date order from Foundation's locale data")
    func german() {
        let labels = Self.german
        #expect(labels.short(Self.date("2026-11-30")) == "Mo. 30. Nov.")
        #expect(labels.long(Self.date("2026-11-30")) == "Mo. 30. Nov. 2026")
        #expect(labels.month(YearMonth(year: 2026, month: 11)!) == "November 2026")
        #expect(labels.range(Self.date("2026-11-23"), Self.date("2026-11-29")) == "23.–29. Nov. 2026")
        #expect(labels.weekdayNames == ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"])
        #expect(labels.monthName(3) == "März")
    }

    @Test("French labels, Monday first whatever the locale's first day")
    func french() {
        let labels = Self.french
        #expect(labels.short(Self.date("2026-11-26")) == "jeu. 26 nov.")
        #expect(labels.weekdayNames.first == "lun.")
        #expect(labels.title(.month(YearMonth(year: 2027, month: 1)!)) == "janvier 2027")
    }

    @Test("ISO week labels do not change with the locale")
    func weeks() {
        let week = ISOWeek(containing: Self.date("2026-12-30"))
        // ICU sets the dash of a range between thin spaces.
        #expect(Self.german.title(.week(week)) == "Week 2026-W53 · 28. Dez. 2026\u{2009}–\u{2009}3. Jan. 2027")
        #expect(Self.german.navigation(.week(week)) == "2026-W53")
    }

    @Test("days before the Gregorian reform are still proleptic Gregorian days (no Julian calendar)")
    func earlyDates() {
        // 1500-03-01 is a Thursday in the proleptic Gregorian calendar (a Monday in the Julian one).
        #expect(Self.german.long(Self.date("1500-03-01")) == "Do. 1. März 1500")
        #expect(DateLabels.english.long(Self.date("1500-03-01")) == "Thu 1 Mar 1500")
    }

    static func plan() -> Plan {
        let text = "Review due:2026-11-24 at:09:00\nWeek plan:2026-W48\nx 2026-11-20 Old\nDaily rec:+1d due:2026-11-23\n"
        let list = TodoDocument(name: "todo.txt", bytes: Array(text.utf8)).readTasks()
        return Planner(today: Self.date("2026-11-23")).plan(list)
    }

    static func render(_ site: SiteOptions) throws -> Site {
        try SiteRenderer(templates: TemplateSet.builtIn(), site: site).render(plan())
    }

    @Test("the title names the site in page titles, the index heading and the header; lang follows the locale")
    func title() throws {
        let site = try Self.render(SiteOptions(title: "Office <screen>", locale: Locale(identifier: "de_DE")))
        let index = String(decoding: site.files["index.html"] ?? [], as: UTF8.self)
        #expect(index.contains("<title>Office &lt;screen&gt; — Mo. 23. Nov. 2026</title>"))
        #expect(index.contains("<a href=\"index.html\">Office &lt;screen&gt;</a>"))
        #expect(index.contains("<html lang=\"de-DE\">"))
        let markdown = String(decoding: site.files["index.md"] ?? [], as: UTF8.self)
        #expect(markdown.hasPrefix("# Office \\<screen\\>\n"))
        let week = String(decoding: site.files["week/2026-W48.md"] ?? [], as: UTF8.self)
        #expect(week.hasPrefix("# Week 2026-W48 · 23.–29. Nov. 2026\n"))
    }

    @Test("the title is the feeds' calendar name, escaped as iCalendar text")
    func feedNames() throws {
        let site = try Self.render(SiteOptions(title: "Office, 3rd floor"))
        let events = String(decoding: site.files["plan.ics"] ?? [], as: UTF8.self)
        let todos = String(decoding: site.files["tasks.ics"] ?? [], as: UTF8.self)
        #expect(events.contains("\r\nNAME:Office\\, 3rd floor\r\nX-WR-CALNAME:Office\\, 3rd floor\r\n"))
        #expect(todos.contains("\r\nNAME:Office\\, 3rd floor tasks\r\nX-WR-CALNAME:Office\\, 3rd floor tasks\r\n"))
        let standard = String(decoding: try Self.render(SiteOptions()).files["plan.ics"] ?? [], as: UTF8.self)
        #expect(standard.contains("\r\nNAME:Horizon\r\nX-WR-CALNAME:Horizon\r\n"))
    }

    @Test("plan.json and the feeds are the same bytes in every locale")
    func feedsIndependent() throws {
        let english = try Self.render(SiteOptions())
        let german = try Self.render(SiteOptions(locale: Locale(identifier: "de_DE")))
        #expect(english.files["plan.json"] == german.files["plan.json"])
        #expect(english.files["plan.ics"] == german.files["plan.ics"])
        #expect(english.files["tasks.ics"] != nil && english.files["tasks.ics"] == german.files["tasks.ics"])
        #expect(english.files["week/2026-W48.md"] != german.files["week/2026-W48.md"])
    }

    @Test("the default options render what the pages always rendered: English and Horizon")
    func defaults() throws {
        let site = try Self.render(SiteOptions())
        let index = String(decoding: site.files["index.html"] ?? [], as: UTF8.self)
        #expect(index.contains("<html lang=\"en\">"))
        #expect(index.contains("<title>Horizon — Mon 23 Nov 2026</title>"))
        #expect(index.contains("<a href=\"index.html\">Horizon</a>"))
    }
}
