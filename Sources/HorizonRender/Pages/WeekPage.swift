import HorizonCore

/// Week-shaped pages: a week page is its seven days side by side with the week's own plans beside
/// them and its Routines strip below (docs/output.md#routines); the 7-day view is the same grid from today
/// (the 6-week view is in `WeeksView.swift`). In Markdown each is days → items.
extension PageBuilder {
    func weekPage(_ position: Int) -> Document {
        let list = plan.weeks[position]
        let title = labels.title(list.period)
        guard case .week(let week) = list.period else { return Document(path: list.period.pagePath, title: title) }
        let source = gridSource(list.items, completed: completedOutsideRoutines(list),
                                leftOut: Set(list.routines.flatMap { $0.items.map(\.taskIndex) }))
        let stripRows = min(list.routines.count, PrintFit.weekStripRows)
        let fit = PrintFit.weekBox(routineRows: stripRows), plansFit = PrintFit.weekPlans(routineRows: stripRows)
        let own = source.items[list.period] ?? []
        // The week holding today has the backlog under its plans, in the same printed box: the plans
        // print in the lines the backlog's least leaves them, and the backlog fills the lines the plans
        // leave (docs/output.md#the-backlog, docs/output.md#a-box-fills-before-it-counts).
        let hasToday = list.period.contains(plan.today) && !backlog.isEmpty
        let plansList = BoxedList(entries: entries(own, under: list.period, notes: true),
                                  fit: hasToday ? plansFit.taking(backlogLeastPrintedLines) : plansFit)
        let backlogFit = plansFit.with(lines: plansFit.lines - plansList.printedLines.lines - 2)
        let plans: Block = .box(Box(.section, className: "box week-plans"), [
            .box(Box(className: "week-own"), [.heading(level: 2, [.text("This week")])] + plansList.blocks),
        ] + (hasToday ? backlogBox(limit: PageBuilder.backlogShown.week, headingLevel: 3, print: backlogFit) : []))
        let months = Period.week(week).months.map(Period.month)
        let layout = Box(className: "week-layout rt-\(stripRows)"), grid = Box(className: "week-grid")
        let blocks: [Block] = [
            .heading(level: 1, [.text(title)]),
            navigation(plan.weeks, position, up: months),
            .opening(layout),
            plans,
            .opening(grid),
        ]
        // Each day is a section, built and rendered on its own; the last closes the grid, and the Routines strip follows it.
        let days = week.days.map { date in
            Section {
                var blocks = [dayBox(gridDay(date, from: source), headingLevel: 2, fit: fit, linkToDay: true)]
                if date == week.lastDay {
                    blocks.append(.closing(grid))
                    if !list.routines.isEmpty { blocks.append(routinesStrip(list.routines, week: week)) }
                    blocks.append(.closing(layout))
                }
                return blocks
            }
        }
        return Document(path: list.period.pagePath, title: "\(title) — \(siteTitle)", blocks: blocks, sections: days + completedSection(list))
    }

    /// One day of a week grid: its heading (a link to its day page when it has one) and what it holds.
    func dayBox(_ day: GridDay, headingLevel: Int, fit: PrintFit?, linkToDay: Bool) -> Block {
        let label: [Inline] = [.text(labels.short(day.date))]
        let period = Period.day(day.date)
        let heading: [Inline] = linkToDay && site.has(period) ? [.pageLink(page: period.pagePath, label)] : label
        let more: (([Inline]) -> [Inline])? = site.has(period) ? { [.pageLink(page: period.pagePath, $0)] } : nil
        return .box(Box(.section, className: dayClass(day.date, base: "box day"), id: Anchors.day(day.date)), [
            .heading(level: headingLevel, heading + holidayName(day.date)),
        ] + gridBlocks(day, full: true, fit: fit, screenLimit: nil, more: more,
                       empty: "Nothing planned.", markdownFull: true))
    }

    /// The Routines strip of a week page (docs/output.md#routines): a row per routine, its seven days
    /// as small boxes under the day columns — ticked where it was done, crossed where a past scheduled
    /// day was missed, empty where it is still to do, nothing where the rule does not schedule it —
    /// and its streak. Print has room for ``PrintFit/weekStripRows`` rows; the last says "+N more"
    /// when there are more.
    func routinesStrip(_ routines: [Routine], week: ISOWeek) -> Block {
        let head: Block = .htmlOnly([.box(Box(className: "rt-row rt-head"), [.paragraph(
            [.styled(className: "rt-name", [.text("Task")])]
                + labels.weekdayNames.map { .styled(className: "rt-wd", [.text($0)]) }
                + [.styled(className: "rt-streak", [.text("Streak")])]
        )])])
        let printable = routines.count > PrintFit.weekStripRows ? PrintFit.weekStripRows - 1 : routines.count
        var rows: [Block] = [head]
        var markdown: [[Block]] = []
        for (position, routine) in routines.enumerated() {
            let time = routineTime(routine)
            let cells: [Inline] = [.styled(className: "rt-name", (time.isEmpty ? [] : [.styled(className: "rt-time", [.text(time)])])
                + inlines(plan.tasks.words(of: routine.item)))] + routineBoxes(routine, week: week)
                + [.styled(className: "rt-streak", [.styled(className: "vh", [.text("streak ")]), .text("\(routine.streak)")])]
            rows.append(.box(Box(className: position < printable ? "rt-row" : "rt-row print-rest"), [.paragraph(cells)]))
            let name = plan.tasks.title(of: routine.item)
            markdown.append([.paragraph([.text(time + name + " — " + routineDays(routine) + " · streak \(routine.streak)")])])
        }
        if printable < routines.count {
            // They are all in this week's row of the 6-week view.
            let text: [Inline] = [.text("+\(routines.count - printable) more routines")]
            let listed = plan.weeks.contains { $0.period == .week(week) }
            rows.append(.box(Box(className: "more print-only"), [.paragraph(listed ? [.pageLink(page: "weeks", text)] : text)]))
        }
        return .box(Box(.section, className: "box routines"), [
            .heading(level: 2, [.text("Routines")]),
            .htmlOnly(rows),
            .markdownOnly([.list(markdown)]),
        ])
    }

    /// A routine's times before its name ("07:15 "), or nothing.
    func routineTime(_ routine: Routine) -> String {
        routine.times.isEmpty ? "" : routine.times.map(\.description).joined(separator: ", ") + " "
    }

    /// A routine's seven days as small boxes, Monday first (docs/output.md#routines): ticked where it
    /// was done, crossed where a past scheduled day was missed, empty where it is still to do, and an
    /// empty place where the rule does not schedule it; each box says its state to a screen reader.
    func routineBoxes(_ routine: Routine, week: ISOWeek) -> [Inline] {
        zip(week.days, routine.boxes).map { date, box in
            let state = switch box {
            case .done: 0
            case .missed: 1
            case .due: 2
            case .none: 3
            }
            return PageBuilder.routineBoxes[(date.weekday.rawValue - 1) * 4 + state]
        }
    }

    /// Each weekday's box in each state (done, missed, to do, none), made once: a large list's week
    /// pages draw thousands of rows of seven, and making each box's words and spans again cost more
    /// than the rest of the row. One flat list: an element read out of a list is copied whole.
    private static let routineBoxes: [Inline] = Weekday.allCases.flatMap { weekday -> [Inline] in
        let name = weekday.shortName
        return [
            .styled(className: "rt-day done", [.styled(className: "vh", [.text("\(name): done")])]),
            .styled(className: "rt-day missed", [.styled(className: "vh", [.text("\(name): missed")])]),
            .styled(className: "rt-day open", [.styled(className: "vh", [.text("\(name): to do")])]),
            .styled(className: "rt-day none", []),
        ]
    }

    /// A task's words as inlines (a Routines row names its task outside a list item).
    func inlines(_ words: [DisplayWord]) -> [Inline] {
        words.map { word in
            switch word {
            case .text(let text): .text(text)
            case .project(let text): .styled(className: "project", [.text(text)])
            case .context(let text): .styled(className: "context", [.text(text)])
            case .tag(let text): .styled(className: "tag", [.text(text)])
            case .link(let url): .link(destination: url, [.text(word.label)])
            }
        }
    }

    /// The 7-day view: the backlog box, then today and the six days after it, as one grid. Each day is
    /// a section, built and rendered on its own: the view lists every item of its days.
    func daysView() -> Document {
        let title = "Next 7 days"
        let grid = Box(className: "week-grid days-view")
        let sections = plan.days.indices.map { position in
            Section { [plan] in
                let list = plan.days[position]
                // Today's list holds the backlog, which has its box above the grid.
                let items = position == 0 ? list.items.filter { !Backlog.holds($0) } : list.items
                let day = GridDay(date: list.period.firstDay, items: items)
                let box = dayBox(day, headingLevel: 2, fit: nil, linkToDay: true)
                return position == plan.days.count - 1 ? [box, .closing(grid)] : [box]
            }
        }
        return Document(path: "days", title: "\(title) — \(siteTitle)",
                        blocks: [.heading(level: 1, [.text(title)])] + backlogBox(limit: PageBuilder.backlogShown.week, headingLevel: 2)
                            + [.opening(grid)] + (sections.isEmpty ? [.closing(grid)] : []),
                        sections: sections)
    }

    /// What a week's day boxes tick: its completions but those of its routines, which the strip ticks.
    func completedOutsideRoutines(_ list: PeriodList) -> [Task] {
        guard !list.routines.isEmpty else { return list.completed }
        let routines = Set(list.routines.map { TaskIdentity(of: plan.tasks[$0.item]) })
        return list.completed.filter { !routines.contains(TaskIdentity(of: $0)) }
    }

    /// A routine's week in words, as the Markdown twin says it: "done Mon, Tue; missed Wed; to do Sat, Sun".
    func routineDays(_ routine: Routine) -> String {
        // One string, grown part by part: joined lists of day names made a string of each part first.
        var text = ""
        for (label, state) in [("done", RoutineBox.done), ("missed", .missed), ("to do", .due)] {
            var first = true
            // The days read where they are (``Routine/days(_:)`` makes an array of each state's).
            for (date, box) in zip(routine.week.days, routine.boxes) where box == state {
                if !first {
                    text += ", "
                } else {
                    if !text.isEmpty { text += "; " }
                    text += label
                    text += " "
                }
                text += date.weekday.shortName
                first = false
            }
        }
        return text
    }
}
