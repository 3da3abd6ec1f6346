/// Date arithmetic of `rec:` rules on civil dates (SPEC §3.2).
extension RecurrenceRule {
    /// One step of the rule after `base`: +N days/weeks, +N months or years clamped to the month end,
    /// N weekdays counted one by one, or the next listed weekday strictly after `base`.
    public func next(after base: CivilDate) -> CivilDate {
        step(from: base, times: 1)
    }

    /// The k-th occurrence after `anchor`, computed from the anchor itself (not step by step), so that a
    /// month-end anchor does not drift: Jan 31 monthly gives Feb 28, Mar 31, Apr 30.
    public func occurrence(_ k: Int, after anchor: CivilDate) -> CivilDate {
        step(from: anchor, times: k)
    }

    private func step(from base: CivilDate, times k: Int) -> CivilDate {
        switch step {
        case .interval(let count, let unit):
            let amount = count * k
            switch unit {
            case .day: return base.adding(days: amount)
            case .week: return base.adding(days: 7 * amount)
            case .month: return base.adding(months: amount)
            case .year: return base.adding(years: amount)
            case .businessDay: return base.addingBusinessDays(amount)
            }
        case .weekdays(let days):
            var date = base
            for _ in 0..<k { date = date.nextDay(in: days) }
            return date
        }
    }
}

extension CivilDate {
    /// `count` weekdays (Mon–Fri) later; from a Saturday or Sunday, 1 weekday later is Monday.
    public func addingBusinessDays(_ count: Int) -> CivilDate {
        guard count > 0 else { return self }
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
