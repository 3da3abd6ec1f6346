import HorizonCore
import HorizonPaper

/// Words the tablet planner for paper (docs/output.md#planner-pdf): the pages ``PlannerPages`` decided
/// from the dates, each filled from the same models and worded as the printed sheets — a week's days
/// from its week's list (its routines among them: a tablet page has no Routines rows), a month's
/// calendar and plans from its ``MonthSheet``, Today's box and the backlog as the week sheet has them.
struct PlannerWording {
    let wording: PaperWording
    let pages: PlannerPages
    /// Today's overdue, carried and floating items, worked out once per build.
    let backlog: Backlog
    /// Each month of the plan: its sheet and the sheet as worded for paper, made once per build.
    let months: [YearMonth: Month]

    /// A month's sheet, and the printed month sheet's wording of it, which the month page shares.
    struct Month: Sendable {
        let sheet: MonthSheet
        let worded: PaperMonth
    }

    /// The most entries a box of the planner is worded with; the rest are only counted. A tablet box
    /// holds far fewer, so this bounds the wording of a day of 500 tasks, not what is printed.
    static let entriesMade = 120

    private var plan: Plan { wording.plan }
    private var labels: DateLabels { wording.labels }

    init(wording: PaperWording, backlog: Backlog, months: [YearMonth: Month]) {
        self.wording = wording
        self.backlog = backlog
        self.months = months
        pages = PlannerPages(horizon: Horizon(today: wording.plan.today))
    }

    /// The planner, its pages worded in order (it is drawn on one thread beside the sheets).
    func planner() -> PaperPlanner {
        let context = Context(self)
        let planner = pages.pages.map { page(of: $0, context) }
        return PaperPlanner(title: "\(wording.siteTitle) — \(labels.long(plan.today))", pages: planner, outline: outline())
    }

    /// What every page reads from: each week's days and plans and each month's sheet, made once.
    private struct Context: Sendable {
        var weeks: [ISOWeek: (list: PeriodList, source: GridSource)] = [:]
        let months: [YearMonth: Month]
        /// Each day of the weeks and its box, made once: the weeks overview counts a day, its week page
        /// and its day page show the same box.
        private var days: [CivilDate: (grid: GridDay, box: PaperPlanner.Box)] = [:]

        init(_ wording: PlannerWording) {
            let plan = wording.plan
            for list in plan.weeks {
                if case .week(let week) = list.period {
                    weeks[week] = (list, GridSource(list.items, of: plan.tasks, completed: list.completed, today: plan.today))
                }
            }
            months = wording.months
            let backlogTasks = Set(wording.backlog.entries.map { plan.tasks[$0].source })
            for (week, source) in weeks.mapValues(\.source) {
                for date in week.days {
                    let grid = source.day(date, today: plan.today, backlog: backlogTasks)
                    days[date] = (grid, wording.dayBox(date, grid))
                }
            }
        }

        /// The day's entries; a day of no week of the plan has none.
        func day(_ date: CivilDate) -> GridDay {
            days[date]?.grid ?? GridDay(date: date, items: [])
        }

        /// The day's box as a page shows it.
        func box(_ date: CivilDate, of wording: PlannerWording) -> PaperPlanner.Box {
            days[date]?.box ?? wording.dayBox(date, day(date))
        }
    }

    private func page(of page: PlannerPages.Page, _ context: Context) -> PaperPlanner.Page {
        let kind = page.kind
        let overviews: [PlannerPages.Kind] = [.today, .months, .weeks]
        let navigation = (overviews.filter { $0 != kind } + pages.up(from: kind).filter { !overviews.contains($0) }).compactMap(link)
        let (previous, next) = pages.neighbours(of: kind)
        return PaperPlanner.Page(destination: page.destination, label: label(kind), title: title(kind), navigation: navigation,
                                 previous: previous.flatMap(link), next: next.flatMap(link), body: body(kind, context))
    }

    private func body(_ kind: PlannerPages.Kind, _ context: Context) -> PaperPlanner.Body {
        switch kind {
        case .today:
            var backlogBox = wording.backlogBox(backlog, most: Self.entriesMade)
            backlogBox.empty = "Nothing overdue, carried or floating."
            let week = ISOWeek(containing: plan.today)
            return .today(today: context.box(plan.today, of: self),
                          backlog: PaperPlanner.Box(backlogBox, overflow: overflow("3 backlog", "Backlog", to: .weekMore(week))))
        case .months:
            return .months(plan.months.compactMap { list in
                guard case .month(let month) = list.period, let sheet = context.months[month]?.sheet, let link = link(.month(month)) else { return nil }
                return calendar(sheet, link: link)
            })
        case .weeks:
            return .weeks(weekdays: labels.weekdayNames, rows: plan.weeks.compactMap { list in
                guard case .week(let week) = list.period, let link = link(.week(week)) else { return nil }
                let days = week.days.map { date in
                    PaperPlanner.CountedDay(label: labels.dayNumber(date), count: context.day(date).entryCount,
                                            shade: wording.shade(date), link: self.link(.day(date)))
                }
                return PaperPlanner.WeekRow(link: link, plans: context.weeks[week]?.source.items[list.period]?.count ?? 0, days: days)
            })
        case .month(let month):
            guard let sheet = context.months[month] else {
                let none = PaperPlanner.Box(PaperBox(heading: "This month", entries: []))
                return .month(weekdays: labels.weekdayNames, weeks: [], plans: none, weekPlans: none, repeating: none)
            }
            return monthBody(sheet.sheet, worded: sheet.worded)
        case .week(let week):
            let plans = context.weeks[week]?.source.items[.week(week)] ?? []
            let box = PaperBox(heading: "This week", entries: plans.prefix(Self.entriesMade).map { wording.entry($0, under: .week(week)) },
                               total: plans.count, empty: "Nothing planned.")
            return .week(days: week.days.map { context.box($0, of: self) },
                         plans: PaperPlanner.Box(box, overflow: overflow("1 plans", "This week", to: .weekMore(week))))
        case .day(let date):
            return .day(context.box(date, of: self))
        case .weekMore:
            return .more(empty: "Nothing more: every box of this week had room.")
        case .monthMore:
            return .more(empty: "Nothing more: every box of this month had room.")
        }
    }

    /// A day's box as the week page, the day page and Today show it: heading to the day's page, its
    /// rest to its week's overflow page.
    fileprivate func dayBox(_ date: CivilDate, _ day: GridDay) -> PaperPlanner.Box {
        let box = wording.box(day, heading: labels.short(date) + wording.holidayName(date), empty: "Nothing planned.",
                               most: Self.entriesMade)
        return PaperPlanner.Box(box, heading: link(.day(date)), overflow: overflow("2 day " + date.description, labels.short(date), to: pages.overflow(ofDay: date)))
    }

    /// A month page: the month sheet's calendar, its days' rest to the month's overflow page, and under
    /// it the month's plans, its weeks' plans in one box (each with its week) and its Repeating list.
    private func monthBody(_ sheet: MonthSheet, worded: PaperMonth) -> PaperPlanner.Body {
        let month = sheet.month
        let more = PlannerPages.Kind.monthMore(month)
        var dates = sheet.days.map(\.date)[...]
        let weeks = zip(sheet.weeks, worded.weeks).map { week, row in
            let days = row.days.map { box in
                let date = dates.removeFirst()
                guard Period.month(month).contains(date) else { return PaperPlanner.Box(box) }
                return PaperPlanner.Box(box, overflow: overflow("2 day " + date.description, labels.short(date), to: more))
            }
            return PaperPlanner.MonthWeek(label: String(week.week), link: link(.week(week)), days: days)
        }
        let plans = worded.side.first ?? PaperBox(heading: "This month", entries: [])
        var weekEntries: [PaperEntry] = []
        for week in sheet.weekPlans {
            let label = week.period.description.split(separator: "-").last.map(String.init) ?? ""
            for item in week.items.prefix(Self.entriesMade) {
                var entry = wording.entry(item, under: week.period)
                entry.note = [label, entry.note].compactMap { $0 }.joined(separator: " · ")
                weekEntries.append(entry)
            }
        }
        let weekPlans = PaperBox(heading: "Weeks' plans", entries: weekEntries, total: sheet.weekPlans.reduce(0) { $0 + $1.items.count },
                                 empty: "Nothing planned.")
        let repeating = sheet.repeating.isEmpty ? PaperBox(heading: "Repeating", entries: [], empty: "Nothing repeats.")
            : worded.side.last ?? PaperBox(heading: "Repeating", entries: [])
        return .month(weekdays: labels.weekdayNames, weeks: weeks,
                      plans: PaperPlanner.Box(plans, overflow: overflow("1 plans", "This month", to: more)),
                      weekPlans: PaperPlanner.Box(weekPlans, overflow: overflow("3 weeks", "Weeks' plans", to: more)),
                      repeating: PaperPlanner.Box(repeating, overflow: overflow("4 repeating", "Repeating", to: more)))
    }

    /// A small calendar of the 6-month overview: each day of the month with how many entries its
    /// month page's cell has, the days of other months dimmed and not counted (their own month counts them).
    private func calendar(_ sheet: MonthSheet, link: PaperPlanner.Link) -> PaperPlanner.Calendar {
        let period = Period.month(sheet.month)
        var days = sheet.days[...]
        let weeks = sheet.weeks.map { week in
            let row = days.prefix(7)
            days = days.dropFirst(7)
            return PaperPlanner.CalendarWeek(label: String(week.week), days: row.map { day in
                let inside = period.contains(day.date)
                return PaperPlanner.CountedDay(label: labels.dayNumber(day.date), count: inside ? day.entryCount : 0, dimmed: !inside,
                                               shade: inside ? wording.shade(day.date) : .dimmed)
            })
        }
        let plans = sheet.plans.count
        return PaperPlanner.Calendar(title: labels.month(sheet.month), note: plans == 0 ? nil : plans == 1 ? "1 plan" : "\(plans) plans",
                                     link: link, weekdays: labels.weekdayNames.map { String($0.prefix(1)) }, weeks: weeks)
    }

    /// Where a box's rest goes; `key` orders the sections of the overflow page: plans first ("1"),
    /// then the days ("2", by date), then the rest.
    private func overflow(_ key: String, _ heading: String, to kind: PlannerPages.Kind) -> PaperPlanner.Overflow? {
        link(kind).map { PaperPlanner.Overflow(key: key, heading: heading, link: $0) }
    }

    private func link(_ kind: PlannerPages.Kind) -> PaperPlanner.Link? {
        pages.page(kind).map { PaperPlanner.Link(label: label(kind), destination: $0.destination, page: $0.number) }
    }

    /// The page's label in a viewer's list of pages, and on the buttons that lead to it: "Today",
    /// "Dec", "W49", "Thu 3", "W49+".
    private func label(_ kind: PlannerPages.Kind) -> String {
        switch kind {
        case .today: "Today"
        case .months: "6 months"
        case .weeks: "6 weeks"
        case .month(let month): labels.monthShort(month.month)
        case .week(let week): "W" + String(week.week)
        case .day(let date): labels.weekdayNames[date.weekday.rawValue - 1] + " " + labels.dayNumber(date)
        case .weekMore(let week): "W" + String(week.week) + "+"
        case .monthMore(let month): labels.monthShort(month.month) + "+"
        }
    }

    private func title(_ kind: PlannerPages.Kind) -> String {
        switch kind {
        case .today: "Today · " + labels.long(plan.today)
        case .months: "6 months"
        case .weeks: "6 weeks"
        case .month(let month): labels.title(.month(month))
        case .week(let week): labels.title(.week(week))
        case .day(let date): labels.long(date)
        case .weekMore(let week): "More · " + labels.title(.week(week))
        case .monthMore(let month): "More · " + labels.title(.month(month))
        }
    }

    /// Today; the 6 months with each month; the 6 weeks with each week and its days; the overflow pages.
    private func outline() -> [PaperPlanner.Outline] {
        func entry(_ kind: PlannerPages.Kind, _ children: [PaperPlanner.Outline] = []) -> PaperPlanner.Outline? {
            pages.page(kind).map { PaperPlanner.Outline(title: title(kind), destination: $0.destination, children: children) }
        }
        let horizon = pages.horizon
        let weeks = horizon.weeks.compactMap { week in
            entry(.week(week), horizon.days.filter { ISOWeek(containing: $0) == week }.compactMap { entry(.day($0)) })
        }
        let more = (horizon.weeks.map(PlannerPages.Kind.weekMore) + horizon.months.map(PlannerPages.Kind.monthMore)).compactMap { entry($0) }
        return [entry(.today), entry(.months, horizon.months.compactMap { entry(.month($0)) }), entry(.weeks, weeks),
                more.first.map { PaperPlanner.Outline(title: "More", destination: $0.destination, children: more) }].compactMap { $0 }
    }
}
