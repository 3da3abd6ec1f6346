import HorizonCore

/// An iCalendar RRULE as the feed writes it, and the days it names as a calendar expands it (RFC 5545
/// §3.3.10): a day that does not exist in a month (the 31st of April, Feb 29 of a common year) is
/// skipped, never clamped. Knowing the expansion lets a series state Horizon's other dates as
/// RDATE/EXDATE.
struct ICalRecurrence: Sendable, Equatable {
    enum Form: Sendable, Equatable {
        /// Every `count` days.
        case daily(Int)
        /// Every `count` weeks on DTSTART's weekday.
        case weekly(Int)
        /// Every week on these weekdays.
        case weekdays([Weekday])
        /// Every `count` months on these days of the month (-1 is the last day).
        case monthDays(count: Int, [Int])
        /// Every month on these ordinal weekdays (`2TU`, `-1FR`).
        case monthWeekdays([MonthDay])
        /// Every `count` years on DTSTART's month and day.
        case yearly(Int)
    }

    let form: Form

    /// `FREQ=…` without `UNTIL`.
    var value: String {
        switch form {
        case .daily(let count): "FREQ=DAILY;INTERVAL=\(count)"
        case .weekly(let count): "FREQ=WEEKLY;INTERVAL=\(count)"
        case .weekdays(let days): "FREQ=WEEKLY;BYDAY=" + days.map(Self.code).joined(separator: ",")
        case .monthDays(let count, let days):
            days.isEmpty ? "FREQ=MONTHLY;INTERVAL=\(count)"
                : "FREQ=MONTHLY;" + (count == 1 ? "" : "INTERVAL=\(count);") + "BYMONTHDAY=" + days.map(String.init).joined(separator: ",")
        case .monthWeekdays(let days):
            "FREQ=MONTHLY;BYDAY=" + days.compactMap { day -> String? in
                guard case .weekday(let ordinal, let weekday) = day else { return nil }
                return String(ordinal ?? -1) + Self.code(weekday)
            }.joined(separator: ",")
        case .yearly(let count): "FREQ=YEARLY;INTERVAL=\(count)"
        }
    }

    /// The days from `start` (the DTSTART) through `last` that a calendar expands the rule to.
    func dates(from start: CivilDate, through last: CivilDate) -> [CivilDate] {
        guard start <= last else { return [] }
        var result: [CivilDate] = []
        var date = start
        while date <= last {
            if names(date, from: start) { result.append(date) }
            date = date.adding(days: 1)
        }
        return result
    }

    private func names(_ date: CivilDate, from start: CivilDate) -> Bool {
        switch form {
        case .daily(let count):
            return start.distance(to: date) % count == 0
        case .weekly(let count):
            return start.distance(to: date) % (7 * count) == 0
        case .weekdays(let days):
            return days.contains(date.weekday)
        case .monthDays(let count, let days):
            let (year, month, day) = date.components
            let months = (year - start.year) * 12 + month - start.month
            guard months % count == 0 else { return false }
            // Without BYMONTHDAY the day is DTSTART's, in the months that have it.
            if days.isEmpty { return day == start.day }
            return days.contains(day) || days.contains(-1) && day == CivilDate.daysIn(month: month, year: year)
        case .monthWeekdays(let days):
            return date.isNamed(by: days)
        case .yearly(let count):
            let (year, month, day) = date.components
            return (year - start.year) % count == 0 && month == start.month && day == start.day
        }
    }

    /// `MO`, `TU`, …
    private static func code(_ weekday: Weekday) -> String {
        String(weekday.shortName.prefix(2)).uppercased()
    }
}
