import Foundation
import HorizonCore
import HorizonRender
import Testing

/// docs/output.md#todays-box, docs/output.md#grids: today's box lists the day's own items and the backlog has a box
/// of its own (docs/output.md#the-backlog); grids mark deadlines of
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

    /// Eight in the backlog (seven overdue, one of them (A); one floating) and three of today's own
    /// items, two of them timed (the later one first in the list).
    let backlogList = [
        "Old errand due:2026-11-01",
        "(A) Urgent errand due:2026-11-20",
        "Recent errand due:2026-11-22",
        "Read a book float:1",
        "Call the bank due:2026-11-23",
    ] + (1...4).map { "Late \($0) due:2026-11-1\($0)" } + [
        "Design review due:2026-11-23 at:14:00",
        "Dentist due:2026-11-23 at:08:15",
    ]

    @Test("the week page has the backlog in a box of its own under “This week”: its count, the five most urgent with checkbox and reason first, “+N more” to the full list")
    func backlogBoxOnTheWeekPage() throws {
        let site = try site(backlogList)
        let html = text(site, "week/2026-W48.html")
        // Priority first, then the oldest: (A), then 22, 12, 11, 10 days late; three more behind the link.
        #expect(html.contains("""
            <section class="box week-plans">
            <h2>This week</h2>
            <p><span class="empty">Nothing planned.</span></p>
            <section class="backlog">
            <h3>Backlog · 8</h3>
            <div class="pl-1">
            <ul>
            <li><span class="note">overdue 3 d </span><strong class="priority-A">(A)</strong> Urgent errand <small class="overdue">overdue 3 days · was due Fri 20 Nov · todo.txt:2</small></li>
            <li><span class="note">overdue 22 d </span>Old errand <small class="overdue">overdue 22 days · was due Sun 1 Nov · todo.txt:1</small></li>
            <li><span class="note">overdue 12 d </span>Late 1 <small class="overdue">overdue 12 days · was due Wed 11 Nov · todo.txt:6</small></li>
            <li><span class="note">overdue 11 d </span>Late 2 <small class="overdue">overdue 11 days · was due Thu 12 Nov · todo.txt:7</small></li>
            <li><span class="note">overdue 10 d </span>Late 3 <small class="overdue">overdue 10 days · was due Fri 13 Nov · todo.txt:8</small></li>
            </ul>
            </div>
            <div class="more">
            <p><a href="../day/2026-11-23.html#backlog">+3 more</a></p>
            </div>
            </section>
            </section>
            """))
        // The Markdown twin shortens the backlog alike, and links to the day page.
        #expect(text(site, "week/2026-W48.md").contains("""
            ### Backlog · 8

              - [ ] **(A)** Urgent errand *overdue 3 days · was due Fri 20 Nov* `todo.txt:2`
              - [ ] Old errand *overdue 22 days · was due Sun 1 Nov* `todo.txt:1`
              - [ ] Late 1 *overdue 12 days · was due Wed 11 Nov* `todo.txt:6`
              - [ ] Late 2 *overdue 11 days · was due Thu 12 Nov* `todo.txt:7`
              - [ ] Late 3 *overdue 10 days · was due Fri 13 Nov* `todo.txt:8`

            [+3 more](../day/2026-11-23.md)

            ## [Mon 23 Nov](../day/2026-11-23.md)
            """))
        // A week without today has no backlog box.
        #expect(!text(site, "week/2026-W49.html").contains("Backlog"))
    }

    @Test("today's box lists the day's own items, timed ones by time first, and none of the backlog — on the week page, the 6-week and 7-day views and the month")
    func todaysOwnItemsFirst() throws {
        let site = try site(backlogList)
        #expect(box(text(site, "week/2026-W48.html"), id: "day-2026-11-23").hasSuffix("""
            <div class="pl-1">
            <ul>
            <li><time>08:15</time> Dentist <small>due · todo.txt:11</small></li>
            <li><time>14:00</time> Design review <small>due · todo.txt:10</small></li>
            <li>Call the bank <small>due · todo.txt:5</small></li>
            </ul>
            </div>
            </section>
            """))
        let month = box(text(site, "month/2026-11.html"), id: "day-2026-11-23", until: "</div>\n</div>")
        // In the month's cell, grouped in runs by the lines each prints on.
        #expect(month.components(separatedBy: "\n").filter { $0.hasPrefix("<li>") } == [
            "<li><time>08:15</time> Dentist</li>", "<li><time>14:00</time> Design review</li>", "<li>Call the bank</li>",
        ])
        let weeks = text(site, "weeks.html")
        #expect(weeks.contains("<ul>\n<li><time>08:15</time> Dentist</li>\n<li><time>14:00</time> Design review</li>\n<li>Call the bank</li>\n</ul>"))
        let days = text(site, "days.md")
        #expect(days.contains("""
            ## [Mon 23 Nov](day/2026-11-23.md)

              - [ ] 08:15 Dentist *due* `todo.txt:11`
              - [ ] 14:00 Design review *due* `todo.txt:10`
              - [ ] Call the bank *due* `todo.txt:5`

            ## [Tue 24 Nov]
            """))
    }

    @Test("the index has the backlog near the top: before Today and before any list of links, three entries and “+N more”")
    func backlogOnTheIndex() throws {
        let site = try site(backlogList)
        let html = text(site, "index.html")
        #expect(html.contains("""
            <section class="overview-today">
            <section class="backlog">
            <h2>Backlog · 8</h2>
            <div class="pl-1">
            <ul>
            <li><span class="note">overdue 3 d </span><strong class="priority-A">(A)</strong> Urgent errand <small class="overdue">overdue 3 days · was due Fri 20 Nov · todo.txt:2</small></li>
            <li><span class="note">overdue 22 d </span>Old errand <small class="overdue">overdue 22 days · was due Sun 1 Nov · todo.txt:1</small></li>
            <li><span class="note">overdue 12 d </span>Late 1 <small class="overdue">overdue 12 days · was due Wed 11 Nov · todo.txt:6</small></li>
            </ul>
            </div>
            <div class="more">
            <p><a href="day/2026-11-23.html#backlog">+5 more</a></p>
            </div>
            </section>
            <h2>Today</h2>
            """))
        let backlog = try #require(html.range(of: "<h2>Backlog · 8</h2>"))
        let links = try #require(html.range(of: "<nav class=\"view-nav\""))
        #expect(backlog.lowerBound < links.lowerBound)
        #expect(text(site, "index.md").contains("""
            ## Backlog · 8

              - [ ] **(A)** Urgent errand *overdue 3 days · was due Fri 20 Nov* `todo.txt:2`
              - [ ] Old errand *overdue 22 days · was due Sun 1 Nov* `todo.txt:1`
              - [ ] Late 1 *overdue 12 days · was due Wed 11 Nov* `todo.txt:6`

            [+5 more](day/2026-11-23.md)

            ## Today
            """))
    }

    @Test("the full backlog is on today's day page only, under the anchor “+N more” leads to; every other page shows its box")
    func fullBacklogOnOnePage() throws {
        let site = try site(backlogList)
        #expect(text(site, "day/2026-11-23.md").hasSuffix("""
              - [ ] Call the bank *due* `todo.txt:5`

            ## Backlog · 8

              - [ ] **(A)** Urgent errand *overdue 3 days · was due Fri 20 Nov* `todo.txt:2`
              - [ ] Old errand *overdue 22 days · was due Sun 1 Nov* `todo.txt:1`
              - [ ] Late 1 *overdue 12 days · was due Wed 11 Nov* `todo.txt:6`
              - [ ] Late 2 *overdue 11 days · was due Thu 12 Nov* `todo.txt:7`
              - [ ] Late 3 *overdue 10 days · was due Fri 13 Nov* `todo.txt:8`
              - [ ] Late 4 *overdue 9 days · was due Sat 14 Nov* `todo.txt:9`
              - [ ] Recent errand *overdue 1 day · was due Sun 22 Nov* `todo.txt:3`
              - [ ] Read a book *floating* `todo.txt:4`

            """))
        #expect(text(site, "day/2026-11-23.html").contains("<section class=\"backlog-list\" id=\"backlog\">\n<h2>Backlog · 8</h2>"))
        // The least urgent entries, with their reason, are on no other page and no other Markdown twin.
        let pages = site.files.keys.filter { $0.hasSuffix(".md") || $0.hasSuffix(".html") }
        #expect(pages.filter { text(site, $0).contains("overdue 9 d") }.sorted() == ["day/2026-11-23.html", "day/2026-11-23.md"])
        #expect(pages.filter { text(site, $0).contains("Read a book") }.sorted() == ["day/2026-11-23.html", "day/2026-11-23.md"])
        // The compact views and the month show two or three, each with its link.
        #expect(text(site, "weeks.md").contains("""
            ### Backlog · 8

              - [ ] **(A)** Urgent errand *overdue 3 days · was due Fri 20 Nov* `todo.txt:2`
              - [ ] Old errand *overdue 22 days · was due Sun 1 Nov* `todo.txt:1`

            [+6 more](day/2026-11-23.md)

            """))
        #expect(text(site, "weeks.html").contains("<li><span class=\"note\">overdue 3 d </span><strong class=\"priority-A\">(A)</strong> Urgent errand</li>"))
        #expect(text(site, "month/2026-11.html").contains("<p><a href=\"../day/2026-11-23.html#backlog\">+5 more</a></p>"))
        #expect(text(site, "days.html").contains("<p><a href=\"day/2026-11-23.html#backlog\">+3 more</a></p>"))
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
        // The 6-week view: the strip's compact line on screen, the week in words in the twin.
        #expect(text(site, "weeks.html").contains("<span class=\"rt-name\">Stretch</span><span class=\"rt-days\"><span class=\"rt-day done\"><span class=\"vh\">Mon: done</span></span>"))
        #expect(text(site, "weeks.md").contains("  - Stretch *done Mon; to do Tue, Wed, Thu, Fri, Sat, Sun · streak 1*\n"))
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
        // The 6-week view's cells show six (docs/output.md#the-6-week-view).
        let weeks = text(site, "weeks.html")
        #expect(weeks.components(separatedBy: "+3 more").count - 1 == 1)
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
