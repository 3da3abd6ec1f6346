import HorizonCore
import Testing

// docs/todotxt.md#projection: projecting upcoming occurrences. Today is Thursday 2026-01-15 throughout: the horizon's
// six months are January … June 2026, so projections stop at 2026-06-30.

private let today = day("2026-01-15")

private func task(_ line: String) -> Task {
    let (task, diagnostics) = TaskParser.parse(line, at: SourceLocation(file: "todo.txt", line: 1))
    #expect(diagnostics.isEmpty, "the test line itself should be valid: \(diagnostics)")
    return task
}

/// The dates of the projected occurrences of one line, seen from `today` through the horizon's end.
private func projected(_ line: String, today: CivilDate = today) -> [CivilDate] {
    task(line).projectedOccurrences(today: today, through: Horizon(today: today).lastDay).map(\.date)
}

/// Every date from `first`, `step` days apart, up to and including `last`.
private func dates(from first: String, every step: Int, through last: String) -> [CivilDate] {
    Array(stride(from: day(first).dayNumber, through: day(last).dayNumber, by: step).map(CivilDate.init(dayNumber:)))
}

private func plan(_ lines: String...) -> Plan {
    Planner(today: today).plan(taskList(lines))
}

/// The day lists of the 7-day view by date.
private func dayLists(_ plan: Plan) -> [CivilDate: PeriodList] {
    Dictionary(uniqueKeysWithValues: plan.days.map { ($0.period.firstDay, $0) })
}

@Suite("Projected occurrences (docs/todotxt.md#projection)")
struct ProjectionTests {
    @Test("the horizon ends on the last day of the sixth month")
    func horizonEnd() {
        #expect(Horizon(today: today).lastDay == day("2026-06-30"))
    }

    // MARK: projectedOccurrences

    @Test("weekly: every occurrence after the current one up to the end of the horizon")
    func weeklyToHorizonEnd() {
        let occurrences = projected("water plants due:2026-01-15 rec:+1w")
        #expect(occurrences == dates(from: "2026-01-22", every: 7, through: "2026-06-25"))
        #expect(occurrences.count == 23)
    }

    @Test("normal rules project as if each instance were completed on its due date")
    func normalRule() {
        #expect(projected("water plants due:2026-01-20 rec:1w") == dates(from: "2026-01-27", every: 7, through: "2026-06-30"))
        #expect(projected("haircut due:2026-01-20 rec:2m") == ["2026-03-20", "2026-05-20"].map(day))
    }

    @Test("daily: one occurrence a day through June 30, inclusive")
    func dailyInclusiveEnd() {
        let occurrences = projected("take pills due:2026-01-15 rec:1d")
        #expect(occurrences == dates(from: "2026-01-16", every: 1, through: "2026-06-30"))
    }

    // docs/todotxt.md#month-ends-drift: a projection is what completing writes, so month rules from the 31st
    // drift to the 28th after February (this test used to pin the old, non-drifting dates).
    @Test("monthly from Jan 31 drifts as completion does: Feb 28, Mar 28, Apr 28 …; rec:last-day keeps the month end")
    func monthlyDrifts() {
        #expect(projected("pay rent due:2026-01-31 rec:+1m") == ["2026-02-28", "2026-03-28", "2026-04-28", "2026-05-28", "2026-06-28"].map(day))
        #expect(projected("pay rent due:2026-01-31 rec:1m") == ["2026-02-28", "2026-03-28", "2026-04-28", "2026-05-28", "2026-06-28"].map(day))
        #expect(projected("pay rent due:2026-01-31 rec:last-day") == ["2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30"].map(day))
        #expect(projected("pay rent due:2026-01-31 rec:31st") == ["2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30"].map(day))
    }

    @Test("no occurrence after until:; one on the until day is kept")
    func until() {
        #expect(projected("water plants due:2026-01-15 rec:+1w until:2026-03-01") == dates(from: "2026-01-22", every: 7, through: "2026-02-26"))
        #expect(projected("water plants due:2026-01-15 rec:+1w until:2026-02-26") == dates(from: "2026-01-22", every: 7, through: "2026-02-26"))
        #expect(projected("water plants due:2026-01-15 rec:+1w until:2026-01-21").isEmpty)
        #expect(projected("water plants due:2026-01-15 rec:+1w until:2027-01-01").last == day("2026-06-25"))
    }

    @Test("a horizon that ends in another year: today 2026-11-21 projects through 2027-04-30")
    func horizonAcrossYear() {
        let saturday = day("2026-11-21")
        #expect(Horizon(today: saturday).lastDay == day("2027-04-30"))
        #expect(projected("pay rent due:2026-11-30 rec:+1m", today: saturday) == ["2026-12-30", "2027-01-30", "2027-02-28", "2027-03-28", "2027-04-28"].map(day))
    }

    @Test("each occurrence carries its own threshold, at the task's distance before it")
    func occurrenceThresholds() {
        let occurrences = task("clean gutters t:2026-01-13 due:2026-01-15 rec:+1w")
            .projectedOccurrences(today: today, through: day("2026-02-12"))
        #expect(occurrences.map(\.date) == ["2026-01-22", "2026-01-29", "2026-02-05", "2026-02-12"].map(day))
        #expect(occurrences.map(\.threshold) == ["2026-01-20", "2026-01-27", "2026-02-03", "2026-02-10"].map(day))
        // A t: after the due counts as 0; no t: means no threshold.
        let late = task("odd t:2026-01-20 due:2026-01-15 rec:+1w").projectedOccurrences(today: today, through: day("2026-01-29"))
        #expect(late.map(\.threshold) == [day("2026-01-22"), day("2026-01-29")])
        let none = task("plain due:2026-01-15 rec:+1w").projectedOccurrences(today: today, through: day("2026-01-29"))
        #expect(none.map(\.threshold) == [nil, nil])
    }

    @Test("overdue strict rule: projections continue from the next occurrence strictly after today")
    func overdueStrict() {
        // Jan 2 + 7k: Jan 9 and Jan 16; Jan 9 is past, Jan 16 is the first after today.
        #expect(Array(projected("pay bills due:2026-01-02 rec:+1w").prefix(3)) == ["2026-01-16", "2026-01-23", "2026-01-30"].map(day))
        // Jan 1 + 7k lands on today (Jan 15): the overdue task stands for it, projections start after.
        #expect(projected("pay bills due:2026-01-01 rec:+1w").first == day("2026-01-22"))
        // Far in the past, still on the anchor's grid.
        #expect(Array(projected("pay bills due:2025-03-03 rec:+2w").prefix(2)) == ["2026-01-19", "2026-02-02"].map(day))
    }

    @Test("overdue strict daily: the occurrence on today is skipped, projections start tomorrow")
    func overdueStrictDaily() {
        #expect(Array(projected("take pills due:2026-01-05 rec:+1d").prefix(2)) == ["2026-01-16", "2026-01-17"].map(day))
        #expect(Array(projected("take pills due:2025-12-20 rec:+3d").prefix(2)) == ["2026-01-16", "2026-01-19"].map(day))
    }

    @Test("overdue strict interval rules, any anchor: exactly the anchor's occurrences after today, through the horizon", arguments: ["+1d", "+2d", "+3b", "+1w", "+2w", "+1m", "+2m", "+1y"])
    func overdueStrictProperty(_ rec: String) throws {
        let rule = try RecurrenceRule.parse(rec).get()
        let lastDay = Horizon(today: today).lastDay
        var wrongAnchors: [CivilDate] = []
        for back in 1...400 {
            let anchor = today.adding(days: -back)
            // The naive answer: walk k = 1, 2, … and keep what falls after today.
            var expected: [CivilDate] = []
            var k = 1
            while rule.occurrence(k, after: anchor) <= lastDay {
                let date = rule.occurrence(k, after: anchor)
                if date > today { expected.append(date) }
                k += 1
            }
            if projected("chore due:\(anchor) rec:\(rec)") != expected { wrongAnchors.append(anchor) }
        }
        #expect(wrongAnchors.isEmpty, "wrong projections for \(wrongAnchors.count) anchors, e.g. \(wrongAnchors.prefix(5))")
    }

    @Test("overdue strict monthly from Oct 31 continues the completion chain: Nov 30, Dec 30, then Jan 30, Feb 28, Mar 28")
    func overdueStrictMonthlyChain() {
        #expect(projected("pay rent due:2025-10-31 rec:+1m") == ["2026-01-30", "2026-02-28", "2026-03-28", "2026-04-28", "2026-05-28", "2026-06-28"].map(day))
    }

    @Test("overdue normal rule: projections continue from today + interval")
    func overdueNormal() {
        #expect(projected("water plants due:2026-01-02 rec:1w") == dates(from: "2026-01-22", every: 7, through: "2026-06-25"))
        #expect(Array(projected("haircut due:2025-11-30 rec:1m").prefix(2)) == ["2026-02-15", "2026-03-15"].map(day))
        #expect(Array(projected("standup due:2026-01-09 rec:2b").prefix(3)) == ["2026-01-19", "2026-01-21", "2026-01-23"].map(day))
    }

    @Test("weekday lists: every listed day after the current instance, strictly")
    func weekdayLists() {
        let occurrences = projected("gym due:2026-01-15 rec:mon,thu")
        let expected = dates(from: "2026-01-16", every: 1, through: "2026-06-30").filter { [.monday, .thursday].contains($0.weekday) }
        #expect(occurrences == expected)
        #expect(occurrences.first == day("2026-01-19"))
    }

    @Test("overdue weekday lists continue from the first listed day after today", arguments: ["rec:mon,thu", "rec:+mon,thu"])
    func overdueWeekdayLists(_ rec: String) {
        #expect(Array(projected("gym due:2026-01-05 \(rec)").prefix(3)) == ["2026-01-19", "2026-01-22", "2026-01-26"].map(day))
    }

    @Test("a day plan anchors a task without due:")
    func dayPlanAnchor() {
        #expect(Array(projected("review notes plan:2026-01-16 rec:+1w").prefix(2)) == ["2026-01-23", "2026-01-30"].map(day))
    }

    @Test("nothing is projected for done, non-recurring or unanchored tasks, or an anchor after the horizon")
    func nothingProjected() {
        #expect(projected("x 2026-01-10 water plants due:2026-01-15 rec:+1w").isEmpty)
        #expect(projected("water plants due:2026-01-15").isEmpty)
        #expect(projected("water plants rec:+1w").isEmpty)
        #expect(projected("water plants due:2026-07-01 rec:+1d").isEmpty)
        #expect(projected("water plants due:2026-06-30 rec:+1d").isEmpty)
    }

    // MARK: Through the planner

    @Test("the planner lists occurrences on day lists, marked occurrence and projected; the task itself is not")
    func plannerDays() throws {
        let days = dayLists(plan("water plants due:2026-01-15 rec:+2d"))
        let first = try #require(days[day("2026-01-15")]?.items.first)
        #expect(first.reason == .due)
        #expect(first.isProjected == false)
        for date in ["2026-01-17", "2026-01-19", "2026-01-21"].map(day) {
            let items = try #require(days[date]?.items)
            #expect(items.count == 1)
            #expect(items.first?.reason == .occurrence)
            #expect(items.first?.isProjected == true)
            #expect(items.first?.due == date)
            #expect(items.first?.date == date)
        }
        for date in ["2026-01-16", "2026-01-18", "2026-01-20"].map(day) {
            #expect(days[date]?.items.isEmpty == true, "\(date)")
        }
    }

    @Test("occurrences are listed on week and month lists too, up to the horizon's end and not beyond")
    func plannerWeeksAndMonths() throws {
        let list = taskList("pay rent due:2026-01-31 rec:+last-day")
        let planner = Planner(today: today)
        let plan = planner.plan(list)

        #expect(plan.months.map { $0.items.map(\.date) } == [
            [day("2026-01-31")], [day("2026-02-28")], [day("2026-03-31")],
            [day("2026-04-30")], [day("2026-05-31")], [day("2026-06-30")],
        ])
        #expect(plan.months[0].items.map(\.reason) == [.due])
        #expect(plan.months.dropFirst().allSatisfy { $0.items.allSatisfy { $0.reason == .occurrence && $0.isProjected } })

        // Week 2026-W09 (Feb 23 – Mar 1) holds the Feb 28 occurrence.
        let week = planner.list(for: period("2026-W09"), of: list)
        #expect(week.items.map(\.date) == [day("2026-02-28")])
        #expect(week.items.first?.reason == .occurrence)
        #expect(week.items.first?.isProjected == true)

        // July is past the horizon: nothing is projected into it.
        #expect(planner.list(for: period("2026-07"), of: list).items.isEmpty)
        // The year page holds the task and the projected occurrences of the horizon only.
        #expect(plan.years.count == 1)
        #expect(plan.years[0].items.map(\.date) == ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30"].map(day))
    }

    @Test("the 6-week view lists a weekly task's occurrences, one per week")
    func plannerSixWeeks() {
        let plan = plan("team sync due:2026-01-16 rec:+1w")
        #expect(plan.weeks.map { $0.items.map(\.date) } == [
            [day("2026-01-16")], [day("2026-01-23")], [day("2026-01-30")],
            [day("2026-02-06")], [day("2026-02-13")], [day("2026-02-20")],
        ])
        #expect(plan.weeks.map { $0.items.map(\.isProjected) } == [[false], [true], [true], [true], [true], [true]])
    }

    @Test("the planner stops at until:")
    func plannerUntil() {
        let plan = plan("water plants due:2026-01-15 rec:+1w until:2026-02-01")
        #expect(plan.months[0].items.map(\.date) == ["2026-01-15", "2026-01-22", "2026-01-29"].map(day))
        #expect(plan.months[1...].allSatisfy { $0.items.isEmpty })
    }

    @Test("an occurrence's own threshold is judged against the day it is listed on, not against today (docs/todotxt.md#thresholds)")
    func plannerThresholds() {
        // Offset 2 days: every occurrence's threshold is on or before its own day, so each is listed there.
        let plan = plan("clean gutters t:2026-01-13 due:2026-01-15 rec:+1d")
        let days = dayLists(plan)
        #expect(days[day("2026-01-15")]?.items.map(\.reason) == [.due])
        for date in dates(from: "2026-01-16", every: 1, through: "2026-01-21") {
            #expect(days[date]?.items.map(\.reason) == [.occurrence], "\(date)")
        }
        #expect(plan.weeks[0].items.map(\.date) == ["2026-01-15", "2026-01-16", "2026-01-17", "2026-01-18"].map(day))
        #expect(plan.months[0].repeating.map(\.count) == [17])
    }

    @Test("with t: on the due day, the task starting today shows once and each occurrence is listed on its own day")
    func plannerThresholdZero() {
        let plan = plan("call mom t:2026-01-15 due:2026-01-15 rec:+1w")
        #expect(plan.days[0].items.map { plan.tasks[$0].description } == ["call mom t:2026-01-15 due:2026-01-15 rec:+1w"])
        #expect(plan.days[0].items.map(\.reason) == [.due])
        #expect(plan.weeks[1].items.map(\.reason) == [.occurrence])
    }

    @Test("an overdue strict task is listed once, as overdue, on Today; projections resume after today")
    func plannerOverdueStrict() throws {
        let plan = plan("pay bills due:2026-01-05 rec:+1w")
        let todayItems = plan.days[0].items
        #expect(todayItems.count == 1)
        let item = try #require(todayItems.first)
        #expect(item.reason == .overdue)
        #expect(item.isProjected == false)
        #expect(item.daysOverdue == 10)
        // Jan 5 + 7k after Jan 15: Jan 19, then Jan 26 …
        #expect(plan.days.dropFirst().map { $0.items.map(\.reason) } == [[], [], [], [.occurrence], [], []])
        #expect(plan.days[4].period == .day(day("2026-01-19")))
        // The month page also lists the task itself at its (past) due day, as any period page does.
        #expect(plan.months[0].items.map(\.date) == ["2026-01-05", "2026-01-19", "2026-01-26"].map(day))
        #expect(plan.months[0].items.map(\.isProjected) == [false, true, true])
    }

    @Test("an overdue task whose grid lands on today is still listed once on Today")
    func plannerOverdueOnGrid() {
        let plan = plan("pay bills due:2026-01-08 rec:+1w")
        #expect(plan.days[0].items.map(\.reason) == [.overdue])
        #expect(plan.days[0].items.map(\.isProjected) == [false])
        #expect(plan.weeks[1].items.map(\.date) == [day("2026-01-22")])
    }

    @Test("an overdue normal task: once on Today, projections from today + interval")
    func plannerOverdueNormal() {
        let plan = plan("water plants due:2026-01-05 rec:1w")
        #expect(plan.days[0].items.map(\.reason) == [.overdue])
        #expect(plan.days.dropFirst().allSatisfy { $0.items.isEmpty })
        #expect(plan.months[0].items.map(\.date) == ["2026-01-05", "2026-01-22", "2026-01-29"].map(day))
        #expect(plan.months[0].items.map(\.reason) == [.due, .occurrence, .occurrence])
        #expect(plan.months[0].items.map(\.isProjected) == [false, true, true])
    }

    @Test("weekday lists on the 7-day view")
    func plannerWeekdayLists() {
        let plan = plan("gym rec:mon,wed,fri due:2026-01-16")
        #expect(plan.days.map { $0.items.map(\.reason) } == [[], [.due], [], [], [.occurrence], [], [.occurrence]])
        #expect(plan.days[4].period == .day(day("2026-01-19")))
        #expect(plan.days[6].period == .day(day("2026-01-21")))
    }

    @Test("at: times are kept on occurrences, and timed items are listed first, by time")
    func plannerTimes() throws {
        let plan = plan(
            "(A) write report due:2026-01-16",
            "lunch with Sam at:12:30 rec:+1d due:2026-01-15",
            "standup at:09:00 rec:+1b due:2026-01-15"
        )
        let friday = plan.days[1]
        #expect(friday.period == .day(day("2026-01-16")))
        #expect(friday.items.map { plan.tasks[$0].at } == [TimeOfDay(hour: 9, minute: 0), TimeOfDay(hour: 12, minute: 30), nil])
        #expect(friday.items.map(\.reason) == [.occurrence, .occurrence, .due])
        #expect(friday.items.map { plan.tasks[$0].source.line } == [3, 2, 1])
        // Saturday: standup (1b) skips the weekend; lunch (1d) does not.
        #expect(plan.days[2].items.map { plan.tasks[$0].source.line } == [2])
        #expect(plan.days[4].items.map { plan.tasks[$0].source.line } == [3, 2])
    }

    @Test("hidden and done recurring tasks project nothing")
    func plannerHiddenAndDone() {
        let plan = plan("secret due:2026-01-15 rec:+1d h:1", "x 2026-01-14 done due:2026-01-15 rec:+1d")
        #expect(plan.days.allSatisfy { $0.items.isEmpty })
        #expect(plan.months.allSatisfy { $0.items.isEmpty })
    }
}
