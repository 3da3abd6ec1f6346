import HorizonCore

/// A day page: a simple list of the day's items in full, then what was completed. Today's day page
/// lists its own items first, then the whole backlog, the one page that does
/// (docs/output.md#the-backlog).
extension PageBuilder {
    func dayPage(_ position: Int) -> Document {
        let list = plan.days[position]
        let title = labels.title(list.period)
        let date = list.period.firstDay
        var blocks: [Block] = [
            .heading(level: 1, [.text(title)] + holidayName(date)),
            navigation(plan.days, position, up: [.week(ISOWeek(containing: date)), .month(YearMonth(containing: date))]),
        ]
        let isToday = date == plan.today && !backlog.isEmpty
        let own = isToday ? list.items.filter { !Backlog.holds($0) } : list.items
        blocks += own.isEmpty ? [PageBuilder.nothingPlanned] : [.items(entries(own, under: list.period).map(\.line))]
        if isToday { blocks += fullBacklog() }
        return Document(path: list.period.pagePath, title: "\(title) — \(siteTitle)", blocks: blocks, sections: completedSection(list))
    }
}
