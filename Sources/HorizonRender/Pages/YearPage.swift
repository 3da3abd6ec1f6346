import HorizonCore

/// A year page: twelve small month calendars with the days that have items marked, above the year's
/// plans and each month's items (docs/output.md#what-a-page-looks-like). The calendars are HTML only; Markdown lists the plans.
extension PageBuilder {
    func yearPage(_ position: Int) -> Document {
        let list = plan.years[position]
        let title = labels.title(list.period)
        guard case .year(let year) = list.period else { return Document(path: list.period.pagePath, title: title) }
        var itemsPerDay: [CivilDate: Int] = [:]
        for item in list.items {
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
        blocks.append(.htmlOnly([.box(Box(className: "year-grid"), calendars)]))
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

    /// A month as a small calendar: weekday letters, then its days, those with items marked and
    /// linked to where their items are shown.
    private func smallCalendar(_ month: YearMonth, _ itemsPerDay: [CivilDate: Int]) -> Block {
        var days: [Inline] = labels.weekdayLetters.map { .styled(className: "wd", [.text($0)]) }
        let offset = month.firstDay.weekday.rawValue - 1
        days += Array(repeating: .styled(className: "pad", []), count: offset)
        var day = month.firstDay
        while day <= month.lastDay {
            let number: Inline = .text(labels.dayNumber(day))
            if let count = itemsPerDay[day] {
                let content: [Inline] = [number, .styled(className: "vh", [.text(" \(labels.monthShort(month.month)): \(count) item\(count == 1 ? "" : "s")")])]
                days.append(.styled(className: dayClass(day, base: "has"), site.link(.day(day), content)))
            } else {
                days.append(.styled(className: dayClass(day, base: "d"), [number]))
            }
            day = day.adding(days: 1)
        }
        return .box(Box(.section, className: "small-month", id: Anchors.month(month)), [
            .heading(level: 2, site.has(.month(month)) ? [.pageLink(page: Period.month(month).pagePath, [.text(labels.monthName(month.month))])]
                                                       : [.text(labels.monthName(month.month))]),
            .paragraph(days),
        ])
    }
}
