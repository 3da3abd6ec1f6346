import HorizonCore

/// How a series states Horizon's dates for a rule (docs/output.md#planics-and-tasksics): an RRULE whose
/// expansion from DTSTART comes closest to them, with the days it adds as EXDATEs — a month-end drift
/// (Jan 31, Feb 28, Mar 28 …), the holidays a business-day rule skips — and the days it misses as events
/// of their own. Never an RDATE: calcurse and sabre/vobject ignore it, Outlook drops a component that has
/// one without an RRULE. A rule no RRULE comes close to (`rec:3b`, a list mixing days and weekdays) is
/// no series: each date is an event.
enum RecurrenceRRule {
    /// An event of its own costs about as many lines as this many EXDATEs.
    private static let eventCost = 8

    /// The series for `dates` (ascending; the first is the DTSTART and an occurrence of the rule) through
    /// `until`: the form needing the fewest lines, the rule's own form on a tie; nil when writing every
    /// date as an event of its own takes fewer.
    static func series(for rule: RecurrenceRule, dates: [CivilDate], through until: CivilDate) -> SeriesRule? {
        guard let start = dates.first else { return nil }
        var best: SeriesRule?
        var bestCost = Int.max
        for candidate in candidates(for: rule, dates: dates) {
            let expanded = candidate.dates(from: start, through: until)
            // RFC 5545: DTSTART must be the first instance of its RRULE.
            guard expanded.first == start else { continue }
            let (outside, exceptions) = difference(dates, expanded)
            let cost = outside.count * eventCost + exceptions.count
            guard cost < bestCost else { continue }
            bestCost = cost
            best = SeriesRule(value: candidate.value, until: until, exceptions: exceptions, outside: outside)
        }
        guard let best, bestCost <= (dates.count - 1) * eventCost else { return nil }
        return best
    }

    /// Whether a series may start on `date`: a day the rule names (a `rec:+mon,fri` task due on a
    /// Wednesday is a component of its own), and for business days a weekday, where its RRULE can start.
    static func mayStart(_ rule: RecurrenceRule, on date: CivilDate) -> Bool {
        if case .interval(_, .businessDay) = rule.step {
            return date.weekday != .saturday && date.weekday != .sunday
        }
        return rule.names(date)
    }

    /// The RRULE forms worth trying for the rule, its own first.
    private static func candidates(for rule: RecurrenceRule, dates: [CivilDate]) -> [ICalRecurrence] {
        switch rule.step {
        case .interval(let count, .day):
            return [ICalRecurrence(form: .daily(count))]
        case .interval(let count, .week):
            return [ICalRecurrence(form: .weekly(count))]
        case .interval(let count, .month):
            // From the 31st Horizon clamps and keeps the clamped day (Jan 31, Feb 28, Mar 28); iCalendar
            // skips the short months. Naming the days the chain reaches leaves only the skipped 31sts.
            let days = Set(dates.map(\.day)).sorted()
            return [ICalRecurrence(form: .monthDays(count: count, [])), ICalRecurrence(form: .monthDays(count: count, days))]
        case .interval(let count, .year):
            return [ICalRecurrence(form: .yearly(count))]
        case .interval(let count, .businessDay):
            // Five weekdays are a week, holidays apart (which the difference states).
            let weeks = count % 5 == 0 ? [ICalRecurrence(form: .weekly(count / 5))] : []
            return [ICalRecurrence(form: .weekdays([.monday, .tuesday, .wednesday, .thursday, .friday]))] + weeks
        case .weekdays(let days):
            return [ICalRecurrence(form: .weekdays(days))]
        case .monthDays(let days):
            let numbers = days.compactMap { day -> Int? in
                switch day {
                case .day(let number): number
                case .lastDay: -1
                case .weekday: nil
                }
            }
            // BYDAY and BYMONTHDAY together would mean "both", not "either": a mixed list has no RRULE.
            // A fifth weekday is always the last one too: naming it beside the last says nothing more,
            // and calcurse cannot start a series on such a list.
            if numbers.isEmpty {
                let plain = days.filter { day in
                    guard case .weekday(5, let weekday) = day else { return true }
                    return !days.contains(.weekday(ordinal: nil, weekday))
                }
                return [ICalRecurrence(form: .monthWeekdays(plain))]
            }
            guard numbers.count == days.count else { return [] }
            // The 31st clamped to a short month is its last day, which a calendar says as -1; a series
            // starting on a clamped day (Nov 30 for the 31st) names that day too.
            let lastDays = Set(numbers.map { $0 == 31 ? -1 : $0 }).sorted()
            let withStart = Set(numbers + [dates[0].day]).sorted()
            return [numbers, lastDays, withStart].map { ICalRecurrence(form: .monthDays(count: 1, $0)) }
        }
    }

    /// The days of `wanted` that `expanded` lacks, and the days of `expanded` that `wanted` lacks; both
    /// ascending.
    private static func difference(_ wanted: [CivilDate], _ expanded: [CivilDate]) -> ([CivilDate], [CivilDate]) {
        var outside: [CivilDate] = [], exceptions: [CivilDate] = []
        var i = 0, j = 0
        while i < wanted.count || j < expanded.count {
            if j == expanded.count || i < wanted.count && wanted[i] < expanded[j] {
                outside.append(wanted[i])
                i += 1
            } else if i == wanted.count || expanded[j] < wanted[i] {
                exceptions.append(expanded[j])
                j += 1
            } else {
                i += 1
                j += 1
            }
        }
        return (outside, exceptions)
    }
}
