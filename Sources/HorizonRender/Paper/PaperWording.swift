import HorizonCore
import HorizonPaper

/// Words the week and month sheets of HorizonCore for paper (docs/output.md#paper-pdf): the same
/// entries, the same compact why and the same date labels as the HTML pages, as text the PDF draws.
/// What goes in which box was decided by ``WeekSheet`` and ``MonthSheet``; this only words it.
struct PaperWording {
    let plan: Plan
    let labels: DateLabels
    let siteTitle: String
    /// The paper the sheets print on: a box is given only as many entries as it could print on it
    /// (``WeekLayout/mostEntries``), the rest are only counted, so that a day of 500 tasks costs the
    /// wording of the few its box holds.
    let paper: PaperSize

    func week(_ sheet: WeekSheet) -> PaperWeek {
        let period = Period.week(sheet.week)
        let layout = WeekLayout(size: paper, hasBacklog: sheet.backlog != nil, routineCount: sheet.routines.count)
        let most = layout.mostEntries
        let plans = PaperBox(heading: "This week", entries: sheet.plans.prefix(most.plans).map { entry($0, under: period) },
                             total: sheet.plans.count, empty: "Nothing planned.")
        let backlog = sheet.backlog.map { backlogBox($0, most: most.backlog) }
        let days = sheet.days.map { day in
            box(day, heading: labels.short(day.date) + holidayName(day.date), empty: "Nothing planned.", most: most.day)
        }
        // Only the rows the sheet prints are worded; the rest are counted ("+N more routines").
        let routines = sheet.routines.prefix(layout.routineRows).map { routine in
            let time = routine.times.map(\.description).joined(separator: ", ")
            return PaperRoutine(
                name: (time.isEmpty ? "" : time + " ") + title(routine.item),
                note: routine.streak > 0 ? "streak \(routine.streak)" : nil,
                days: routine.boxes.map { box -> PaperRoutine.Day in
                    switch box {
                    case .done: .done
                    case .missed: .missed
                    case .due: .open
                    case .none: .none
                    }
                })
        }
        return PaperWeek(title: labels.title(period), site: siteTitle, plans: plans, backlog: backlog, days: days, routines: routines,
                         unwordedRoutines: sheet.routines.count - routines.count)
    }

    func month(_ sheet: MonthSheet) -> PaperMonth {
        let period = Period.month(sheet.month)
        let most = MonthLayout(size: paper, weeks: sheet.weeks.count).mostEntries
        var days = sheet.days[...]
        let weeks = sheet.weeks.map { week in
            let row = days.prefix(7)
            days = days.dropFirst(7)
            return PaperMonth.Week(label: String(week.week), days: row.map { day in
                guard period.contains(day.date) else { return outside(day) }
                return box(day, heading: labels.dayNumber(day.date) + holidayName(day.date), empty: nil, most: most.cell)
            })
        }
        var side = [PaperBox(heading: "This month", entries: sheet.plans.prefix(most.side).map { entry($0, under: period) },
                             total: sheet.plans.count, empty: "Nothing planned.")]
        for week in sheet.weekPlans {
            side.append(PaperBox(heading: labels.subheading(week.period),
                                 entries: week.items.prefix(most.side).map { entry($0, under: week.period) }, total: week.items.count))
        }
        if !sheet.repeating.isEmpty {
            side.append(PaperBox(heading: "Repeating", entries: sheet.repeating.prefix(most.side).map { series in
                let rule = plan.tasks[series.item].recurrence?.label
                return PaperEntry(mark: .none, text: text(series.item), note: rule.map { "\($0) · \(series.count)×" } ?? "\(series.count)×")
            }, total: sheet.repeating.count))
        }
        return PaperMonth(title: labels.title(period), site: siteTitle, weekdays: labels.weekdayNames, weeks: weeks,
                          backlog: sheet.backlog.map { backlogBox($0, most: most.side) }, side: side)
    }

    /// Today's backlog in a box of its own (docs/output.md#the-backlog): its count in the heading, the
    /// most urgent first, each with its reason kept whole; the `most` a box holds.
    func backlogBox(_ backlog: Backlog, most: Int) -> PaperBox {
        PaperBox(heading: "Backlog · \(backlog.count)", entries: backlog.mostUrgent(most).map { item in
            var line = entry(item, under: .day(plan.today))
            line.keepsNote = true
            return line
        }, total: backlog.count)
    }

    /// A day's box: its items, deadlines, then completions, ticked (the backlog has a box of its own);
    /// the `most` a box holds.
    func box(_ day: GridDay, heading: String, empty: String?, most: Int) -> PaperBox {
        let under = Period.day(day.date)
        var entries: [PaperEntry] = []
        // Only the `most` are worded: the day's items and deadlines are not joined whole to take a few.
        for item in day.items.prefix(most) { entries.append(entry(item, under: under)) }
        for item in day.deadlines.prefix(max(0, most - entries.count)) { entries.append(entry(item, under: under)) }
        for task in day.completed.prefix(max(0, most - entries.count)) {
            entries.append(PaperEntry(mark: .ticked, text: DisplayText.title(of: DisplayText.shown(of: task))))
        }
        return PaperBox(heading: heading, entries: entries, total: day.entryCount, empty: empty, shade: shade(day.date))
    }

    /// Today framed, weekends and holidays shaded.
    func shade(_ date: CivilDate) -> PaperBox.Shade {
        date == plan.today ? .today
            : date.weekday == .saturday || date.weekday == .sunday || plan.holidays.contains(date) ? .weekend : .plain
    }

    /// A day outside the month: dimmed, its items counted (its own month's sheet prints them), as the
    /// month page prints it.
    func outside(_ day: GridDay) -> PaperBox {
        let count = day.items.count + day.deadlines.count
        let sheet = labels.title(.month(YearMonth(containing: day.date)))
        return PaperBox(heading: labels.dayNumber(day.date), entries: [], footnote: count > 0 ? "\(count) on the \(sheet) sheet" : nil, shade: .dimmed)
    }

    func entry(_ item: PlanItem, under heading: Period) -> PaperEntry {
        PaperEntry(mark: .open, text: text(item), note: ItemLines.note(item, in: plan.tasks, under: heading, today: plan.today, labels: labels))
    }

    /// Priority, time and the description: "(A) 09:00 Call the bank".
    func text(_ item: PlanItem) -> String {
        var text = plan.tasks[item].priority.map { "(\($0.letter)) " } ?? ""
        if let time = plan.tasks[item].at { text += time.description + " " }
        return text + title(item)
    }

    /// The item's title from its task's words, which are worked out once per task for every page: a
    /// routine is worded in every day of every sheet, and reading the description again each time was a
    /// tenth of the sheets' cost.
    func title(_ item: PlanItem) -> String {
        plan.tasks.title(of: item)
    }

    func holidayName(_ date: CivilDate) -> String {
        guard let name = plan.holidays.name(on: date) else { return "" }
        return " · " + (name.isEmpty ? "holiday" : name)
    }
}
