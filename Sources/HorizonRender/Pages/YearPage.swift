import HorizonCore

/// A year page: twelve small month calendars with ISO week numbers and each day marked by how much is
/// on it, above the year's plans and each month's items (docs/output.md#year-pages). The calendars are
/// HTML only; Markdown lists the plans.
extension PageBuilder {
    func yearPage(_ position: Int) -> Document {
        let list = plan.years[position]
        let title = labels.title(list.period)
        guard case .year(let year) = list.period else { return Document(path: list.period.pagePath, title: title) }
        // A day's load leaves the routines out (docs/output.md#year-pages): a daily task would mark every day alike.
        let routines = Set(list.repeating.map(\.item.taskIndex))
        var itemsPerDay: [CivilDate: Int] = [:]
        for item in list.items where !routines.contains(item.taskIndex) {
            if let date = item.date { itemsPerDay[date, default: 0] += 1 }
        }
        let calendars = (1...12).compactMap { YearMonth(year: year, month: $0) }.map { smallCalendar($0, itemsPerDay) }
        var blocks: [Block] = [
            .heading(level: 1, [.text(title)]),
            navigation(plan.years, position, up: []),
        ]
        // Occurrences are projected to the end of the 6-month horizon only (docs/todotxt.md#what-each-view-lists): months after
        // it are not empty, they are not projected yet.
        if let end = plan.months.last?.period.lastDay {
            blocks.append(.paragraph([.styled(className: "projected", [.text("Projected through \(labels.long(end))")])]))
        }
        blocks.append(.htmlOnly([.box(Box(className: "year-grid"), calendars), loadLegend]))
        let groups = grouped(list.items)
        let own = groups.first { $0.period == list.period }?.items ?? []
        blocks.append(.heading(level: 2, [.text("This year")]))
        blocks += BoxedList(entries: entries(own, under: list.period)).blocks
        let repeating = repeatingEntries(list, compact: false)
        if !repeating.isEmpty {
            blocks.append(.heading(level: 2, [.text("Repeating")]))
            blocks += BoxedList(entries: repeating).blocks
        }
        // The rest month by month, in calendar order; a week that starts in the previous year is
        // placed in January. Each month is a section of its own: a year's groups are most of the
        // site's entries.
        let rest = groups.filter { $0.period != list.period }
        let months = rest.map { YearMonth(containing: max($0.period.firstDay, Period.year(year).firstDay)) }
        // Each week or day of a month is a section of its own too (a month of a long list holds a hundred
        // thousand items); the month's heading starts its first, the month's own plans follow it.
        var sections: [Section] = []
        var start = 0
        while start < rest.count {
            var end = start + 1
            let startsMonth = start == 0 || months[start] != months[start - 1]
            while end < rest.count, months[end] == months[start], rest[end].period.level == .month { end += 1 }
            let month = months[start]
            let groups = rest[start..<end]
            sections.append(Section {
                var section: [Block] = startsMonth ? [.heading(level: 2, site.link(.month(month), [.text(labels.month(month))]))] : []
                for group in groups {
                    if group.period.level != .month {
                        section.append(.heading(level: 3, site.link(group.period, [.text(labels.subheading(group.period))])))
                    }
                    section += BoxedList(entries: entries(group.items, under: group.period)).blocks
                }
                return section
            })
            start = end
        }
        return Document(path: list.period.pagePath, title: "\(title) — \(siteTitle)", blocks: blocks,
                        sections: sections + completedSection(list))
    }

    /// The load steps of a year page's days (docs/output.md#year-pages): 1 item, 2–3 items, 4 or more.
    static func loadStep(_ count: Int) -> Int {
        count >= 4 ? 3 : count >= 2 ? 2 : 1
    }

    /// What the marks of the small calendars mean.
    private var loadLegend: Block {
        .box(Box(className: "load-legend"), [.paragraph([
            .text("Items a day: "),
            .styled(className: "load-key l1", [.text("1")]), .text(" "),
            .styled(className: "load-key l2", [.text("2–3")]), .text(" "),
            .styled(className: "load-key l3", [.text("4+")]),
        ])])
    }

    /// A month as a small calendar: a column of ISO week numbers (linked to the week pages that exist)
    /// and weekday letters, then its days, those with items marked by their load step and linked to
    /// where their items are shown.
    private func smallCalendar(_ month: YearMonth, _ itemsPerDay: [CivilDate: Int]) -> Block {
        var days: [Inline] = [.styled(className: "wn", [.styled(className: "vh", [.text("Week")])])]
            + labels.weekdayLetters.map { .styled(className: "wd", [.text($0)]) }
        var week = ISOWeek(containing: month.firstDay)
        while week.firstDay <= month.lastDay {
            let number: [Inline] = [.styled(className: "vh", [.text("Week ")]), .text(String(week.week))]
            days.append(.styled(className: "wn", site.has(.week(week)) ? [.pageLink(page: Period.week(week).pagePath, number)] : number))
            for day in week.days {
                guard Period.month(month).contains(day) else {
                    days.append(.styled(className: "pad", []))
                    continue
                }
                let number: Inline = .text(labels.dayNumber(day))
                if let count = itemsPerDay[day] {
                    let content: [Inline] = [number, .styled(className: "vh", [.text(" \(labels.monthShort(month.month)): \(count) item\(count == 1 ? "" : "s")")])]
                    days.append(.styled(className: dayClass(day, base: "has l\(PageBuilder.loadStep(count))"), site.link(.day(day), content)))
                } else {
                    days.append(.styled(className: dayClass(day, base: "d"), [number]))
                }
            }
            week = week.next
        }
        return .box(Box(.section, className: "small-month", id: Anchors.month(month)), [
            .heading(level: 2, site.has(.month(month)) ? [.pageLink(page: Period.month(month).pagePath, [.text(labels.monthName(month.month))])]
                                                       : [.text(labels.monthName(month.month))]),
            .paragraph(days),
        ])
    }
}
