/// Date arithmetic of `rec:` rules on civil dates (docs/todotxt.md#date-arithmetic).
extension RecurrenceRule {
    /// One step of the rule after `base`: +N days/weeks, +N months or years clamped to the month end,
    /// N weekdays counted one by one, or the next listed weekday or day of the month strictly after `base`.
    public func next(after base: CivilDate) -> CivilDate {
        jump(1, from: base)
    }

    /// The k-th date of the chain `anchor`, `next(anchor)`, `next(next(anchor))`, …: the due date that
    /// completing the task k times on its due dates writes (docs/todotxt.md#month-ends-drift). A month rule from Jan 31 drifts
    /// as completion does: Feb 28, then Mar 28.
    public func occurrence(_ k: Int, after anchor: CivilDate) -> CivilDate {
        var base = anchor
        var remaining = k
        // Once a short month has clamped the day (or when none can), the rest of the chain is one jump.
        while remaining > 0, mayDrift(from: base) {
            base = next(after: base)
            remaining -= 1
        }
        return jump(remaining, from: base)
    }

    /// `k` steps from `base` at once. Equal to stepping `k` times, except for month and year steps
    /// from a day that a shorter month clamps (Jan 31 + 2 months is Mar 31, but stepping gives Mar 28):
    /// callers use it only from bases where the two agree.
    func jump(_ k: Int, from base: CivilDate) -> CivilDate {
        switch step {
        case .interval(let count, let unit):
            let amount = count * k
            switch unit {
            case .day: return base.adding(days: amount)
            case .week: return base.adding(days: 7 * amount)
            case .month: return base.adding(months: amount)
            case .year: return base.adding(years: amount)
            case .businessDay: return base.addingBusinessDays(amount, skipping: holidays)
            }
        case .weekdays(let days):
            // From one of the days, as many steps as there are days make one week: whole weeks at once
            // (a list rule overdue for years is counted in a few steps, not one per occurrence).
            let perWeek = Weekday.distinctCount(days)
            guard perWeek > 0, k > 0 else { return base }
            var date = base, remaining = k
            if !days.contains(date.weekday) {
                date = date.nextDay(in: days)
                remaining -= 1
            }
            date = date.adding(days: 7 * (remaining / perWeek))
            for _ in 0..<(remaining % perWeek) { date = date.nextDay(in: days) }
            return date
        case .monthDays(let days):
            var date = base, remaining = k
            // Days of the month no month lacks (1st–28th): every year holds twelve times as many, on
            // the same days, so whole years go at once; other lists step.
            if let perYear = Self.yearlyCount(days), remaining > 0 {
                if !date.isNamed(by: days) {
                    date = date.nextDay(in: days)
                    remaining -= 1
                }
                date = date.adding(years: remaining / perYear)
                remaining %= perYear
            }
            for _ in 0..<remaining { date = date.nextDay(in: days) }
            return date
        }
    }

    /// How many dates a month-day list names in every year, when all of them are days every month has.
    static func yearlyCount(_ days: [MonthDay]) -> Int? {
        var numbers: Set<Int> = []
        for day in days {
            guard case .day(let number) = day, (1...28).contains(number) else { return nil }
            numbers.insert(number)
        }
        return numbers.isEmpty ? nil : 12 * numbers.count
    }

    /// Whether some month a month or year rule reaches from `date` is too short for its day, so that
    /// stepping (which clamps and then keeps the clamped day) and jumping from it differ. February
    /// counts as 28 days: a leap day always meets a February that clamps it sooner or later.
    public func mayDrift(from date: CivilDate) -> Bool {
        let (_, month, day) = date.components
        guard day > 28, case .interval(let count, let unit) = step else { return false }
        switch unit {
        case .year: return month == 2
        case .month:
            // Months repeat after at most 12 steps.
            return (1...12).contains { steps in
                let reached = (month - 1 + steps * count) % 12 + 1
                return CivilDate.daysIn(month: reached, year: 1) < day
            }
        default: return false
        }
    }

    /// Whether the rule's own calendar names `date`: lists name their days, interval rules every day
    /// (they count from wherever they start).
    public func names(_ date: CivilDate) -> Bool {
        switch step {
        case .weekdays(let days): days.contains(date.weekday)
        case .monthDays(let days): date.isNamed(by: days)
        case .interval: true
        }
    }
}

extension CivilDate {
    /// `count` weekdays (Mon–Fri) that are not holidays later; from a Saturday or Sunday, 1 weekday
    /// later is Monday (Tuesday when Monday is a holiday).
    public func addingBusinessDays(_ count: Int, skipping holidays: Holidays = Holidays()) -> CivilDate {
        guard count > 0 else { return self }
        if !holidays.isEmpty {
            // Holidays break the five-a-week count: step day by day (at most 9999 steps of a rule).
            var date = self
            var remaining = count
            while remaining > 0 {
                // Past the last day a todo.txt date can name, callers refuse the date anyway.
                guard date <= CivilDate.latest else { return date }
                date = date.adding(days: 1)
                if holidays.isBusinessDay(date) { remaining -= 1 }
            }
            return date
        }
        // Whole weeks hold 5 weekdays each; the remainder is stepped one day at a time.
        var date = adding(days: (count / 5) * 7)
        var remaining = count % 5
        if remaining == 0, date.weekday.isWeekend {
            // Landing on a weekend after whole weeks means the start was a weekend day: the count
            // ended on the Friday before it.
            date = date.adding(days: date.weekday == .saturday ? -1 : -2)
            return date
        }
        while remaining > 0 {
            date = date.adding(days: 1)
            if !date.weekday.isWeekend { remaining -= 1 }
        }
        return date
    }

    /// The first day strictly after this one whose weekday is in the list.
    public func nextDay(in weekdays: [Weekday]) -> CivilDate {
        for offset in 1...7 {
            let candidate = adding(days: offset)
            if weekdays.contains(candidate.weekday) { return candidate }
        }
        return adding(days: 7)
    }
}
