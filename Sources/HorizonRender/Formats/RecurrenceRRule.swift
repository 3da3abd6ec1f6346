import HorizonCore

/// The iCalendar RRULE that expands, from a start date, to exactly the dates Horizon projects for a
/// rule (SPEC §5.3), or nil when iCalendar cannot say them exactly.
enum RecurrenceRRule {
    /// `FREQ=…` without `UNTIL`, for a series whose DTSTART is `start`; nil when the series from
    /// `start` through `lastDay` would not be Horizon's dates.
    static func value(for rule: RecurrenceRule, from start: CivilDate, through lastDay: CivilDate) -> String? {
        // iCalendar's expansion counts from DTSTART, which must itself be an occurrence of the rule.
        guard rule.names(start) else { return nil }
        switch rule.step {
        case .interval(let count, .day):
            return "FREQ=DAILY;INTERVAL=\(count)"
        case .interval(let count, .week):
            return "FREQ=WEEKLY;INTERVAL=\(count)"
        case .interval(let count, .month):
            // iCalendar skips months too short for the day; Horizon clamps and then keeps the clamped day.
            return rule.mayDrift(from: start) ? nil : "FREQ=MONTHLY;INTERVAL=\(count)"
        case .interval(let count, .year):
            return rule.mayDrift(from: start) ? nil : "FREQ=YEARLY;INTERVAL=\(count)"
        case .interval(let count, .businessDay):
            // N weekdays counted one by one has no RRULE form beyond N = 1; holidays become EXDATEs
            // (``exceptions(for:from:through:)``), and a series cannot start on one.
            guard count == 1, rule.holidays.isBusinessDay(start) else { return nil }
            return "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"
        case .weekdays(let days):
            return "FREQ=WEEKLY;BYDAY=" + days.map(code).joined(separator: ",")
        case .monthDays(let days):
            guard !clamps(days, from: start, through: lastDay) else { return nil }
            let byDay = days.compactMap { day -> String? in
                guard case .weekday(let ordinal, let weekday) = day else { return nil }
                return String(ordinal ?? -1) + code(weekday)
            }
            let byMonthDay = days.compactMap { day -> String? in
                switch day {
                case .day(let number): String(number)
                case .lastDay: "-1"
                case .weekday: nil
                }
            }
            // BYDAY and BYMONTHDAY together would mean "both", not "either": a mixed list is no RRULE.
            if !byDay.isEmpty, !byMonthDay.isEmpty { return nil }
            return byDay.isEmpty ? "FREQ=MONTHLY;BYMONTHDAY=" + byMonthDay.joined(separator: ",")
                : "FREQ=MONTHLY;BYDAY=" + byDay.joined(separator: ",")
        }
    }

    /// The days the RRULE names that Horizon's rule leaves out: the holidays (on weekdays) a
    /// business-day series skips, written as EXDATEs.
    static func exceptions(for rule: RecurrenceRule, from start: CivilDate, through lastDay: CivilDate) -> [CivilDate] {
        guard case .interval(_, .businessDay) = rule.step else { return [] }
        return rule.holidays.weekdays(from: start, through: lastDay)
    }

    /// Whether a listed day past 28 meets a month too short for it between the two dates: Horizon
    /// clamps it to the month's last day, iCalendar skips the month.
    private static func clamps(_ days: [MonthDay], from start: CivilDate, through lastDay: CivilDate) -> Bool {
        let largest = days.reduce(0) { if case .day(let number) = $1 { max($0, number) } else { $0 } }
        guard largest > 28 else { return false }
        var month = YearMonth(containing: start)
        let last = YearMonth(containing: lastDay)
        while month <= last {
            if month.lastDay.day < largest { return true }
            month = month.adding(months: 1)
        }
        return false
    }

    /// `MO`, `TU`, …
    private static func code(_ weekday: Weekday) -> String {
        String(weekday.shortName.prefix(2)).uppercased()
    }
}
