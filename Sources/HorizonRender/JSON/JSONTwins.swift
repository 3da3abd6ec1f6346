import HorizonCore

/// The pages' JSON twins (docs/output.md#json-twins): beside each page's `.html` and `.md`, a `.json` of plan.json's
/// shape holding what that page lists, with its own `tasks` table, so that a widget reads one small
/// file. Written by ``PlanJSON``, as plan.json is.
enum JSONTwins {
    /// Each page's twin, in the order of the pages: its path (`week/2026-W48.json`) and what it holds.
    static func twins(of plan: Plan, pages: [PageBuilder.Page]) -> [(path: String, content: PlanJSONContent)] {
        pages.map { (path(of: $0, in: plan) + ".json", content(of: $0, in: plan)) }
    }

    /// The page's path without its extension, as its document names it.
    static func path(of page: PageBuilder.Page, in plan: Plan) -> String {
        switch page {
        case .index: "index"
        case .days: "days"
        case .weeks: "weeks"
        case .months: "months"
        case .unplanned: "unplanned"
        case .day(let position): plan.days[position].period.pagePath
        case .week(let position): plan.weeks[position].period.pagePath
        case .month(let position): plan.months[position].period.pagePath
        case .year(let position): plan.years[position].period.pagePath
        case .review(let position): plan.reviews[position].period.pagePath
        }
    }

    /// What the page lists. The views hold their lists whole; a day, week, month or year page its own
    /// list; the index Today's list and the next days, this week's and this month's own plans and the
    /// problems — whole, where the page shows the first of a long list and links on. Today's backlog is
    /// the exception, as on the pages (docs/output.md#the-backlog): the index and the 7-day view show
    /// its count and most urgent entries, and only today's day twin lists it whole.
    static func content(of page: PageBuilder.Page, in plan: Plan) -> PlanJSONContent {
        var content = PlanJSONContent()
        switch page {
        case .index:
            content.days = plan.days
            content.weeks = plan.weeks.prefix(1).map(ownPlans)
            content.months = plan.months.prefix(1).map(ownPlans)
            content.diagnostics = plan.diagnostics
            content.backlogShown = PageBuilder.backlogShown.index
        case .days:
            content.days = plan.days
            content.backlogShown = PageBuilder.backlogShown.week
        case .weeks: content.weeks = plan.weeks
        case .months: content.months = plan.months
        case .unplanned: content.unplanned = plan.unplanned
        case .day(let position): content.days = [plan.days[position]]
        case .week(let position): content.weeks = [plan.weeks[position]]
        case .month(let position): content.months = [plan.months[position]]
        case .year(let position): content.years = [plan.years[position]]
        case .review(let position):
            let list = plan.reviews[position]
            switch list.period.level {
            case .day: content.days = [list]
            case .week: content.weeks = [list]
            case .month: content.months = [list]
            case .year: content.years = [list]
            }
        }
        return content
    }

    /// The period's own plans, as the index lists them: no items of finer periods, no series, no history.
    private static func ownPlans(_ list: PeriodList) -> PeriodList {
        PeriodList(period: list.period, items: list.items.filter { $0.period == list.period })
    }
}
