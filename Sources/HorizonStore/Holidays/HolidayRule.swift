import HorizonCore

/// The `RRULE` of a holiday event, as holiday calendars write them (docs/commands.md#holidays---holidays-file):
/// `FREQ=WEEKLY`, `MONTHLY` or `YEARLY`, with `INTERVAL`, `COUNT`, `UNTIL`, `BYMONTH`, `BYMONTHDAY` (from
/// the end when negative), `BYDAY` (a weekday; in a month, its nth or nth-from-last one: `4TH`, `-1MO`)
/// and `WKST`, expanded as RFC 5545 says, on Horizon's own civil dates. Other rules are not read (nil).
struct HolidayRule: Equatable {
    /// How often the rule's periods come.
    enum Frequency: Equatable {
        case weekly, monthly, yearly
    }

    /// One weekday of `BYDAY`: every one of the period, or only its nth (from the end when negative).
    struct Day: Equatable {
        var ordinal: Int?
        var weekday: Weekday
    }

    var frequency: Frequency
    /// Every how many periods (`INTERVAL`).
    var interval = 1
    /// How many occurrences at most, the event's start included (`COUNT`).
    var count: Int?
    /// The last day an occurrence may fall on (`UNTIL`).
    var until: CivilDate?
    /// `BYMONTH`, `BYMONTHDAY` and `BYDAY`.
    var months: [Int] = []
    var monthDays: [Int] = []
    var days: [Day] = []
    /// The day weeks start on (`WKST`), for a weekly rule's interval.
    var weekStart = Weekday.monday

    /// The rule `value` (`FREQ=YEARLY;BYMONTH=11;BYDAY=4TH`), or nil when it is not one Horizon reads.
    init?(_ value: String) {
        var frequency: Frequency?
        for part in value.uppercased().split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            let values = pair[1].split(separator: ",").map(String.init)
            switch pair[0] {
            case "FREQ":
                switch pair[1] {
                case "WEEKLY": frequency = .weekly
                case "MONTHLY": frequency = .monthly
                case "YEARLY": frequency = .yearly
                default: return nil
                }
            case "INTERVAL": guard let number = Int(pair[1]), number > 0 else { return nil }; interval = number
            case "COUNT": guard let number = Int(pair[1]), number > 0 else { return nil }; count = number
            case "UNTIL": guard let date = Self.date(pair[1]) else { return nil }; until = date
            case "BYMONTH":
                let numbers = values.compactMap { Int($0) }.filter { (1...12).contains($0) }
                guard numbers.count == values.count else { return nil }
                months = numbers
            case "BYMONTHDAY":
                let numbers = values.compactMap { Int($0) }.filter { (1...31).contains(abs($0)) }
                guard numbers.count == values.count else { return nil }
                monthDays = numbers
            case "BYDAY":
                let parsed = values.compactMap(Self.day)
                guard parsed.count == values.count else { return nil }
                days = parsed
            case "WKST": guard let weekday = Self.weekday(pair[1]) else { return nil }; weekStart = weekday
            default: return nil
            }
        }
        guard let frequency else { return nil }
        self.frequency = frequency
        let hasOrdinals = days.contains { $0.ordinal != nil }
        switch frequency {
        // A week has each weekday once, and no day of the month.
        case .weekly: guard !hasOrdinals, monthDays.isEmpty else { return nil }
        // A weekday of the year (`BYDAY=20MO` without a month) is no holiday calendar's.
        case .yearly: guard days.isEmpty || !months.isEmpty else { return nil }
        case .monthly: break
        }
    }

    /// The days the event starts on, from `first` (its `DTSTART`, always the first: RFC 5545 counts it)
    /// through `last`, in order.
    func starts(from first: CivilDate, through last: CivilDate) -> [CivilDate] {
        let end = min(until ?? last, last)
        guard first <= end else { return [] }
        var result = [first]
        var period = 0
        while count.map({ result.count < $0 }) ?? true {
            let candidates = occurrences(inPeriod: period, from: first)
            guard let earliest = candidates.first ?? periodStart(period, from: first), earliest <= end else { break }
            for date in candidates where date > first && date <= end {
                if let count, result.count >= count { break }
                result.append(date)
            }
            period += interval
        }
        return result
    }

    /// The first day of the `index`th period after the one `first` is in (nil past the calendar).
    private func periodStart(_ index: Int, from first: CivilDate) -> CivilDate? {
        switch frequency {
        case .weekly:
            let back = (first.weekday.rawValue - weekStart.rawValue + 7) % 7
            return first.adding(days: 7 * index - back)
        case .monthly:
            let month = first.month - 1 + index
            return CivilDate(year: first.year + month / 12, month: month % 12 + 1, day: 1)
        case .yearly:
            return CivilDate(year: first.year + index, month: 1, day: 1)
        }
    }

    /// The rule's days in the `index`th period after the one `first` is in, in order.
    private func occurrences(inPeriod index: Int, from first: CivilDate) -> [CivilDate] {
        guard let start = periodStart(index, from: first) else { return [] }
        switch frequency {
        case .weekly:
            let weekdays = days.isEmpty ? [first.weekday] : days.map(\.weekday)
            return (0..<7).map { start.adding(days: $0) }
                .filter { weekdays.contains($0.weekday) && (months.isEmpty || months.contains($0.month)) }
        case .monthly:
            guard months.isEmpty || months.contains(start.month) else { return [] }
            return daysOf(year: start.year, month: start.month, first: first)
        case .yearly:
            let chosen = !months.isEmpty ? months.sorted() : monthDays.isEmpty ? [first.month] : Array(1...12)
            return chosen.flatMap { daysOf(year: start.year, month: $0, first: first) }
        }
    }

    /// The days of one month the rule picks: its `BYMONTHDAY`s and `BYDAY`s (both when both are
    /// given), else the start's day of the month (none in a month too short for it).
    private func daysOf(year: Int, month: Int, first: CivilDate) -> [CivilDate] {
        let length = CivilDate.daysIn(month: month, year: year)
        var picked: Set<Int>?
        if !monthDays.isEmpty {
            picked = Set(monthDays.map { $0 > 0 ? $0 : length + 1 + $0 }.filter { (1...length).contains($0) })
        }
        if !days.isEmpty, let firstDay = CivilDate(year: year, month: month, day: 1) {
            var weekdayDays: Set<Int> = []
            for rule in days {
                let offset = (rule.weekday.rawValue - firstDay.weekday.rawValue + 7) % 7
                let all = Array(stride(from: 1 + offset, through: length, by: 7))
                switch rule.ordinal {
                case nil: weekdayDays.formUnion(all)
                case let nth? where nth > 0 && nth <= all.count: weekdayDays.insert(all[nth - 1])
                case let nth? where nth < 0 && -nth <= all.count: weekdayDays.insert(all[all.count + nth])
                default: break
                }
            }
            picked = picked.map { $0.intersection(weekdayDays) } ?? weekdayDays
        }
        let chosen = picked ?? (first.day <= length ? [first.day] : [])
        return chosen.sorted().compactMap { CivilDate(year: year, month: month, day: $0) }
    }

    /// `20261225` or `20261225T000000[Z]` (its day), else nil.
    static func date(_ value: String) -> CivilDate? {
        let digits = value.prefix(8)
        guard digits.count == 8, digits.allSatisfy(\.isASCII), let year = Int(digits.prefix(4)),
              let month = Int(digits.dropFirst(4).prefix(2)), let day = Int(digits.suffix(2)) else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }

    /// A `BYDAY` value: `MO`, `4TH`, `-1FR`, `+2SU`.
    private static func day(_ text: String) -> Day? {
        guard text.count >= 2, let weekday = weekday(String(text.suffix(2))) else { return nil }
        let number = text.dropLast(2)
        guard !number.isEmpty else { return Day(ordinal: nil, weekday: weekday) }
        guard let ordinal = Int(number), ordinal != 0, abs(ordinal) <= 53 else { return nil }
        return Day(ordinal: ordinal, weekday: weekday)
    }

    /// A weekday as iCalendar writes it (`MO` … `SU`).
    private static func weekday(_ code: String) -> Weekday? {
        ["MO": .monday, "TU": .tuesday, "WE": .wednesday, "TH": .thursday, "FR": .friday, "SA": .saturday, "SU": .sunday][code]
    }
}
