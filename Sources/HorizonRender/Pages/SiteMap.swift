import HorizonCore

/// Which pages the site has, so that every link points at a page (or an anchor on a page) that
/// exists (docs/output.md#the-output-folder): a day or week without a page of its own links to its place on a coarser page,
/// or is plain text.
struct SiteMap {
    let days: Set<CivilDate>
    let weeks: Set<ISOWeek>
    let months: Set<YearMonth>
    let years: Set<Int>

    /// The past periods kept as reviews: pages of their own, but not the place of their days (a
    /// review has no grid to link into).
    let reviews: Set<Period>

    init(plan: Plan) {
        days = Set(plan.days.compactMap { if case .day(let date) = $0.period { date } else { nil } })
        weeks = Set(plan.weeks.compactMap { if case .week(let week) = $0.period { week } else { nil } })
        months = Set(plan.months.compactMap { if case .month(let month) = $0.period { month } else { nil } })
        years = Set(plan.years.compactMap { if case .year(let year) = $0.period { year } else { nil } })
        reviews = Set(plan.reviews.map(\.period))
    }

    /// Where a period is shown: its own page, else its anchor on the page of a coarser period that
    /// has one (a day in its week's grid or its month's calendar, a week as a row of its month's
    /// calendar, a month as a small calendar on its year page). Nil when no page shows it.
    func target(_ period: Period) -> (page: String, anchor: String?)? {
        if has(period) { return (period.pagePath, nil) }
        switch period {
        case .day(let date):
            let week = ISOWeek(containing: date), month = YearMonth(containing: date)
            if weeks.contains(week) { return (Period.week(week).pagePath, Anchors.day(date)) }
            if months.contains(month) { return (Period.month(month).pagePath, Anchors.day(date)) }
            return nil
        case .week(let week):
            for month in Period.week(week).months where months.contains(month) {
                return (Period.month(month).pagePath, Anchors.week(week))
            }
            return nil
        case .month(let month):
            return years.contains(month.year) ? (Period.year(month.year).pagePath, Anchors.month(month)) : nil
        case .year:
            return nil
        }
    }

    /// Whether the period has a page of its own.
    func has(_ period: Period) -> Bool {
        if reviews.contains(period) { return true }
        return switch period {
        case .day(let date): days.contains(date)
        case .week(let week): weeks.contains(week)
        case .month(let month): months.contains(month)
        case .year(let year): years.contains(year)
        }
    }

    /// The inlines as a link to where the period is shown, or as plain content when nothing shows it.
    func link(_ period: Period, _ inlines: [Inline]) -> [Inline] {
        guard let target = target(period) else { return inlines }
        return [.pageLink(page: target.page, anchor: target.anchor, inlines)]
    }
}

/// The ids of the places other pages link to.
enum Anchors {
    static func day(_ date: CivilDate) -> String { "day-\(date)" }
    static func week(_ week: ISOWeek) -> String { "week-\(week)" }
    static func month(_ month: YearMonth) -> String { "month-\(month)" }
}
