import Foundation
import HorizonCore
import HorizonRender
import Testing

/// docs/output.md#todays-box, docs/output.md#grids: today's box carries Today's backlog, grids mark deadlines of
/// tasks planned elsewhere, tick past completions and show days outside the month; the Routines strip
/// takes the routines out of the day boxes; Markdown twins never cut a list.
@Suite("Grids")
struct GridTests {
    func site(_ lines: [String], today: String = "2026-11-23") throws -> Site {
        let list = TodoDocument(name: "todo.txt", bytes: Array(lines.joined(separator: "\n").utf8)).readTasks()
        let plan = Planner(today: try #require(CivilDate(today))).plan(list)
        return try SiteRenderer(templates: TemplateSet.builtIn(), formats: [.html, .md, .json]).render(plan)
    }

    func text(_ site: Site, _ path: String) -> String {
        String(decoding: site.files[path] ?? [], as: UTF8.self)
    }

    /// The HTML of the element with this id, up to its closing `</section>` or `</div>` of the cell.
    func box(_ html: String, id: String, until end: String = "</section>") -> String {
        guard let start = html.range(of: "id=\"\(id)\"") else { return "" }
        let rest = html[start.lowerBound...]
        return String(rest[..<(rest.range(of: end)?.upperBound ?? rest.endIndex)])
    }

    @Test("today's box of a week, the 6-week view and a month carries the backlog: most urgent first, then “+N overdue” to the day page")
    func todaysBacklog() throws {
        let site = try site([
            "Old errand due:2026-11-01",
            "(A) Urgent errand due:2026-11-20",
            "Recent errand due:2026-11-22",
            "Read a book float:1",
            "Call the bank due:2026-11-23",
        ] + (1...4).map { "Late \($0) due:2026-11-1\($0)" })
        let week = box(text(site, "week/2026-W48.html"), id: "day-2026-11-23")
        // Priority first, then the oldest: (A), then 22 days, 9, 8, 7 late; three more behind the link.
        #expect(week.contains("""
            <div class="backlog">
            <div class="pl-1">
            <ul>
            <li><strong class="priority-A">(A)</strong> Urgent errand <span class="note">overdue 3 d</span></li>
            <li>Old errand <span class="note">overdue 22 d</span></li>
            <li>Late 1 <span class="note">overdue 12 d</span></li>
            <li>Late 2 <span class="note">overdue 11 d</span></li>
            <li>Late 3 <span class="note">overdue 10 d</span></li>
            </ul>
            </div>
            <div class="more">
            <p><a href="../day/2026-11-23.html">+3 more for today</a></p>
            </div>
            </div>
            """))
        #expect(week.contains("<li>Call the bank <small>due · todo.txt:5</small></li>"))
        // The Markdown twin lists the whole backlog in full.
        #expect(text(site, "week/2026-W48.md").contains("- [ ] Read a book *floating* `todo.txt:4`"))
        let month = box(text(site, "month/2026-11.html"), id: "day-2026-11-23", until: "</div>\n</div>")
        #expect(month.contains("<li><strong class=\"priority-A\">(A)</strong> Urgent errand <span class=\"note\">overdue 3 d</span></li>\n<li>Old errand <span class=\"note\">overdue 22 d</span></li>"))
        #expect(month.contains("<p><a href=\"../day/2026-11-23.html\">+6 more for today</a></p>"))
        #expect(text(site, "weeks.html").contains("<p><a href=\"day/2026-11-23.html\">+6 more for today</a></p>"))
    }

    @Test("a deadline of a task planned for its week is marked on its due day; a past day ticks what was completed on it")
    func deadlinesAndCompletions() throws {
        let site = try site([
            "Draft the budget plan:2026-W49 due:2026-12-04",
            "x 2026-11-22 Clean the gutters",
        ])
        let week = text(site, "week/2026-W49.html")
        #expect(box(week, id: "day-2026-12-04").contains("<li>Draft the budget <span class=\"note\">deadline · 2026-W49</span></li>"))
        let month = text(site, "month/2026-11.html")
        #expect(box(month, id: "day-2026-11-22", until: "</div>\n</div>").contains("<li><span class=\"tick\"><span class=\"vh\">done: </span></span>Clean the gutters</li>"))
    }

    @Test("days outside the month show their items, dimmed, leading to their own place; on paper, how many and on which sheet")
    func outsideDays() throws {
        let site = try site(["Send the invoice due:2026-12-02"])
        let november = text(site, "month/2026-11.html")
        #expect(november.contains("""
            <div class="cal-day out">
            <h3><a href="../week/2026-W49.html#day-2026-12-02"><span class="vh">Wed </span>2<span class="vh"> Dec</span></a></h3>
            <ul>
            <li>Send the invoice</li>
            </ul>
            <div class="out-note print-only">
            <p>1 on the December 2026 sheet</p>
            </div>
            </div>
            """))
    }

    @Test("a dimmed day of the month before the first month shows what was completed on it")
    func outsideDayCompletions() throws {
        let site = try site(["Buy milk due:2026-12-05", "x 2026-11-30 Paid the bills"], today: "2026-12-01")
        let december = text(site, "month/2026-12.html")
        let cell = try #require(december.range(of: "2026-W49.html#day-2026-11-30\""))
        #expect(String(december[cell.upperBound...]).components(separatedBy: "</div>")[0].contains("Paid the bills"))
    }

    @Test("last week and last month keep their pages as reviews, linked from the current ones and the index")
    func reviewPages() throws {
        let site = try site(["2026-11-01 Stretch due:2026-11-24 rec:1d", "Write report plan:2026-W47", "Plan holiday plan:2026-10",
                             "x 2026-11-18 Stretch due:2026-11-18 rec:1d", "x 2026-11-19 Paid rent"], today: "2026-11-24")
        #expect(text(site, "week/2026-W47.md") == """
            # Week 2026-W47 · 16–22 Nov 2026 · review

            [Overview](../index.md) · [2026-W48 →](../week/2026-W48.md)

            ## Still open

              - [ ] Write report *planned for 2026-W47 · move on: horizon plan 2 this-week* `todo.txt:2`

            ## Routines

              - Stretch — done Wed; missed Mon, Tue, Thu, Fri, Sat, Sun · streak 0

            ## Completed

              - [x] Paid rent *Thu 19 Nov* `todo.txt:5`
              - [x] Stretch *Wed 18 Nov* `todo.txt:4`

            """)
        #expect(text(site, "month/2026-10.md").contains("  - [ ] Plan holiday *planned for October · move on: horizon plan 3 this-month* `todo.txt:3`\n"))
        #expect(text(site, "week/2026-W48.md").contains("[← 2026-W47](../week/2026-W47.md)"))
        #expect(text(site, "month/2026-11.md").contains("[← October 2026](../month/2026-10.md)"))
        #expect(text(site, "index.md").contains("**Looking back:** [2026-W47](week/2026-W47.md) · [October 2026](month/2026-10.md)"))
        let twin = try JSONSerialization.jsonObject(with: Data(site.files["week/2026-W47.json"] ?? [])) as? [String: Any]
        let weeks = try #require(twin?["weeks"] as? [[String: Any]])
        #expect(weeks.map { $0["week"] as? String } == ["2026-W47"])
        #expect((weeks[0]["completed"] as? [Any])?.count == 2)
    }

    @Test("the Routines strip takes a daily task out of the day boxes; plan.json's week keeps every occurrence")
    func routinesLeaveTheBoxes() throws {
        let site = try site(["Stretch due:2026-11-23 rec:1d", "x 2026-11-23 Stretch due:2026-11-22 rec:1d", "Buy milk due:2026-11-24"])
        let week = text(site, "week/2026-W48.html")
        // Once in the strip and once in the Completed list, not in the day boxes.
        #expect(week.components(separatedBy: "Stretch").count - 1 == 2)
        #expect(!box(week, id: "day-2026-11-23").contains("Stretch"))
        #expect(week.contains("<span class=\"rt-name\">Stretch</span><span class=\"rt-day done\"><span class=\"vh\">Mon: done</span></span>"))
        #expect(week.contains("<span class=\"rt-streak\"><span class=\"vh\">streak </span>1</span>"))
        #expect(text(site, "week/2026-W48.md").contains("  - Stretch — done Mon; to do Tue, Wed, Thu, Fri, Sat, Sun · streak 1\n"))
        #expect(text(site, "weeks.html").contains("<li>Stretch <span class=\"note\">done Mon; to do Tue, Wed, Thu, Fri, Sat, Sun · streak 1</span></li>"))
        let json = try JSONSerialization.jsonObject(with: Data(site.files["plan.json"] ?? [])) as? [String: Any]
        let weeks = try #require(json?["weeks"] as? [[String: Any]])
        let items = try #require(weeks.first?["items"] as? [Any])
        #expect(items.count == 8)
    }

    @Test("a routine with several times a day is one row of the strip with its times, and leaves the day boxes (docs/todotxt.md#several-times-a-day)")
    func routineWithSeveralTimes() throws {
        let site = try site(["Take pills due:2026-11-23 rec:1d at:08:00,20:00", "Buy milk due:2026-11-24"])
        let week = text(site, "week/2026-W48.md")
        #expect(week.contains("  - 08:00, 20:00 Take pills — to do Mon, Tue, Wed, Thu, Fri, Sat, Sun · streak 0\n"))
        #expect(week.components(separatedBy: "Take pills").count - 1 == 1)
        #expect(!box(text(site, "week/2026-W48.html"), id: "day-2026-11-24").contains("Take pills"))
    }

    @Test("a list that does not print as a box says “+N more” once, on screen and paper alike")
    func moreOnce() throws {
        let site = try site((1...9).map { "Task \($0) due:2026-11-24" })
        let index = text(site, "index.html")
        // The index's next days show five entries each.
        #expect(index.components(separatedBy: "+4 more").count - 1 == 1)
        #expect(index.contains("<div class=\"more\">\n<p><a href=\"day/2026-11-24.html\">+4 more</a></p>\n</div>"))
        #expect(!index.contains("print-only"))
        // The 6-week view's cells show eight.
        let weeks = text(site, "weeks.html")
        #expect(weeks.components(separatedBy: "+1 more").count - 1 == 1)
    }

    @Test("every page links to Today; a year page says where projections stop; Markdown twins never cut")
    func headerYearAndMarkdown() throws {
        let site = try site((1...12).map { "Task \($0) due:2026-11-25" })
        #expect(text(site, "month/2026-12.html").contains("<a href=\"../day/2026-11-23.html\">Today</a>"))
        #expect(text(site, "index.html").contains("<a href=\"day/2026-11-23.html\">Today</a>"))
        #expect(text(site, "year/2026.html").contains("<p><span class=\"projected\">Projected through Fri 30 Apr 2027</span></p>"))
        let weeks = text(site, "weeks.md")
        #expect(weeks.components(separatedBy: "\n  - Task ").count - 1 == 12)
        #expect(!weeks.contains("more"))
    }

    @Test("a month plan's deadline in the next month is marked on its due day in that month's grid")
    func monthPlanDeadlineInNextMonth() throws {
        let month = text(try site(["Budget plan:2026-12 due:2027-01-15"]), "month/2027-01.html")
        #expect(box(month, id: "day-2027-01-15", until: "</div>\n</div>").contains("<li>Budget <span class=\"note\">deadline · December</span></li>"))
    }

    @Test("a week plan's deadline in a later week is marked on its due day in that week's grid and its Markdown twin")
    func weekPlanDeadlineInLaterWeek() throws {
        let site = try site(["Close the books plan:2026-W50 due:2026-12-30"])
        #expect(box(text(site, "week/2026-W53.html"), id: "day-2026-12-30").contains("<li>Close the books <span class=\"note\">deadline · 2026-W50</span></li>"))
        #expect(text(site, "week/2026-W53.md").contains("  - [ ] Close the books *deadline · planned for 2026-W50* `todo.txt:1`\n"))
    }

    @Test("a task due today but planned for next month is on Today's page and the index as a deadline")
    func deadlineToday() throws {
        let site = try site(["Renew passport plan:2026-12 due:2026-11-23"])
        let entry = "<li>Renew passport <small>deadline · planned for December · todo.txt:1</small></li>"
        #expect([text(site, "day/2026-11-23.html").contains(entry), text(site, "index.html").contains(entry)] == [true, true])
    }
}
