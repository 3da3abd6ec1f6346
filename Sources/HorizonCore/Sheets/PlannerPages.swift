/// The pages of the tablet planner and their order, decided from the dates alone (docs/output.md#planner-pdf):
/// Today, the 6-month and 6-week overviews, each month, ISO week and day of the horizon, then one
/// overflow page per week and per month. Nothing here depends on the tasks, so a page keeps its number
/// and its name from one night's planner to the next, and notes written on it stay with it.
package struct PlannerPages: Sendable, Equatable {
    /// What a page is.
    package enum Kind: Sendable, Hashable {
        /// Today's items and the backlog.
        case today
        /// The 6-month overview.
        case months
        /// The 6-week overview.
        case weeks
        /// A month of the 6-month view.
        case month(YearMonth)
        /// An ISO week of the 6-week view.
        case week(ISOWeek)
        /// A day of the 7-day view.
        case day(CivilDate)
        /// What the week's boxes (and on the current week, Today's) could not hold.
        case weekMore(ISOWeek)
        /// What the month page's boxes could not hold.
        case monthMore(YearMonth)
    }

    /// One page: what it is, its number (from 1) and its named destination, plain ASCII.
    package struct Page: Sendable, Hashable {
        package let kind: Kind
        package let number: Int
        package let destination: String
    }

    /// The horizon the pages cover.
    package let horizon: Horizon
    /// Every page, in order.
    package let pages: [Page]
    private let numbers: [Kind: Int]

    /// The pages of the planner seen from the horizon's `today`.
    package init(horizon: Horizon) {
        self.horizon = horizon
        let kinds: [Kind] = [.today, .months, .weeks] + horizon.months.map(Kind.month) + horizon.weeks.map(Kind.week)
            + horizon.days.map(Kind.day) + horizon.weeks.map(Kind.weekMore) + horizon.months.map(Kind.monthMore)
        pages = kinds.enumerated().map { Page(kind: $1, number: $0 + 1, destination: Self.destination($1)) }
        numbers = Dictionary(uniqueKeysWithValues: pages.map { ($0.kind, $0.number) })
    }

    /// The page of `kind`, if the planner has one.
    package func page(_ kind: Kind) -> Page? {
        numbers[kind].map { pages[$0 - 1] }
    }

    /// The named destination of a page: `today`, `months`, `weeks`, `2026-12`, `2026-W49`,
    /// `2026-12-03`, `2026-W49-more`, `2026-12-more`.
    package static func destination(_ kind: Kind) -> String {
        switch kind {
        case .today: "today"
        case .months: "months"
        case .weeks: "weeks"
        case .month(let month): month.description
        case .week(let week): week.description
        case .day(let date): date.description
        case .weekMore(let week): week.description + "-more"
        case .monthMore(let month): month.description + "-more"
        }
    }

    /// The pages a page leads up to, coarsest first: a day to its week and month, a week to its month,
    /// a month to the 6-month overview, an overflow page to the page it continues.
    package func up(from kind: Kind) -> [Kind] {
        switch kind {
        case .today, .months, .weeks: []
        case .month: [.months]
        case .week(let week): [.month(month(of: week))]
        case .day(let date): [.month(YearMonth(containing: date)), .week(ISOWeek(containing: date))]
        case .weekMore(let week): [.week(week)]
        case .monthMore(let month): [.month(month)]
        }
    }

    /// The previous and the next page of the same kind (a week's the week before and after); at
    /// either end of its kind, the page before or after it in the file; nil at the file's ends.
    package func neighbours(of kind: Kind) -> (previous: Kind?, next: Kind?) {
        guard let number = numbers[kind] else { return (nil, nil) }
        let sameKind = pages.filter { Self.sameKind($0.kind, kind) }
        let position = sameKind.firstIndex { $0.kind == kind } ?? 0
        let previous = position > 0 ? sameKind[position - 1].kind : number > 1 ? pages[number - 2].kind : nil
        let next = position + 1 < sameKind.count ? sameKind[position + 1].kind : number < pages.count ? pages[number].kind : nil
        return (previous, next)
    }

    /// The page that holds what a box of a day could not (a week's or a day's page, Today's box): its
    /// week's overflow page when the week is in the horizon, else its month's.
    package func overflow(ofDay date: CivilDate) -> Kind {
        let week = ISOWeek(containing: date)
        return page(.weekMore(week)) != nil ? .weekMore(week) : .monthMore(YearMonth(containing: date))
    }

    /// The month a week leads up to: the one holding its Thursday (the ISO rule), or the first month
    /// of the horizon when that one is not in it (the first week can start in the month before).
    package func month(of week: ISOWeek) -> YearMonth {
        let month = YearMonth(containing: week.firstDay.adding(days: 3))
        return horizon.months.contains(month) ? month : horizon.months[0]
    }

    private static func sameKind(_ a: Kind, _ b: Kind) -> Bool {
        switch (a, b) {
        case (.month, .month), (.week, .week), (.day, .day), (.weekMore, .weekMore), (.monthMore, .monthMore): true
        default: false
        }
    }
}
