import HorizonCore

/// A day page: a simple list of the day's items in full, then what was completed.
extension PageBuilder {
    func dayPage(_ position: Int) -> Document {
        let list = plan.days[position]
        let title = labels.title(list.period)
        let date = list.period.firstDay
        var blocks: [Block] = [
            .heading(level: 1, [.text(title)] + holidayName(date)),
            navigation(plan.days, position, up: [.week(ISOWeek(containing: date)), .month(YearMonth(containing: date))]),
        ]
        blocks += list.items.isEmpty ? [PageBuilder.nothingPlanned] : [.items(entries(list.items, under: list.period).map(\.line))]
        return Document(path: list.period.pagePath, title: "\(title) — \(siteTitle)", blocks: blocks, sections: completedSection(list))
    }
}
