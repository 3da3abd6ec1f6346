/// One day of the month a month-day rule names (docs/todotxt.md#rule-grammar): `2nd-tue`, `last-fri`, `last-day`, `15th`.
public enum MonthDay: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The n-th (1…5) or, with `nil`, the last given weekday of the month.
    case weekday(ordinal: Int?, Weekday)
    /// The last day of the month.
    case lastDay
    /// That day of the month, 1…31; in a shorter month, its last day.
    case day(Int)

    /// Reads one list element, already lowercased.
    static func parse(_ text: Substring) -> Result<MonthDay, RecurrenceRuleError> {
        if text == "last-day" { return .success(.lastDay) }
        if text == "last" { return .failure(.lastWithoutDay) }
        guard let dash = text.firstIndex(of: "-") else {
            return parseOrdinalNumber(text, limit: 31).map { MonthDay.day($0) }
        }
        let ordinalText = text[..<dash]
        guard let weekday = Weekday(shortName: text[text.index(after: dash)...]) else { return .failure(.notUnderstood) }
        if ordinalText == "last" { return .success(.weekday(ordinal: nil, weekday)) }
        return parseOrdinalNumber(ordinalText, limit: 5).map { MonthDay.weekday(ordinal: $0, weekday) }
    }

    /// `1st` … `31st`: one or two digits and their English suffix, the number at most `limit`.
    private static func parseOrdinalNumber(_ text: Substring, limit: Int) -> Result<Int, RecurrenceRuleError> {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let suffix = text.dropFirst(digits.count)
        guard (1...2).contains(digits.count), let number = Int(digits), ["st", "nd", "rd", "th"].contains(suffix) else {
            return .failure(.notUnderstood)
        }
        guard number >= 1 else { return .failure(.zeroDay) }
        guard number <= limit else {
            return .failure(limit == 5 ? .ordinalTooLarge(Self.ordinal(number)) : .dayTooLarge(Self.ordinal(number)))
        }
        guard suffix == Self.suffix(number) else { return .failure(.wrongSuffix(String(text), Self.ordinal(number))) }
        return .success(number)
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`…
    static func ordinal(_ number: Int) -> String {
        String(number) + suffix(number)
    }

    private static func suffix(_ number: Int) -> String {
        if (11...13).contains(number % 100) { return "th" }
        switch number % 10 {
        case 1: return "st"
        case 2: return "nd"
        case 3: return "rd"
        default: return "th"
        }
    }

    /// As written in `rec:`: `2nd-tue`, `last-fri`, `last-day`, `15th`.
    public var description: String {
        switch self {
        case .weekday(let ordinal, let weekday): (ordinal.map(Self.ordinal) ?? "last") + "-" + weekday.shortName.lowercased()
        case .lastDay: "last-day"
        case .day(let number): Self.ordinal(number)
        }
    }

    /// For labels: "2nd Tue", "last Fri", "last day of the month", "15th".
    var spoken: String {
        switch self {
        case .weekday(let ordinal, let weekday): (ordinal.map(Self.ordinal) ?? "last") + " " + weekday.shortName
        case .lastDay: "last day of the month"
        case .day(let number): Self.ordinal(number)
        }
    }

    /// The day this names in a month, or nil when the month has none (a fifth Monday). Days past a
    /// short month's end name its last day.
    func date(year: Int, month: Int) -> CivilDate? {
        let length = CivilDate.daysIn(month: month, year: year)
        switch self {
        case .day(let number):
            return CivilDate(unchecked: year, month, min(number, length))
        case .lastDay:
            return CivilDate(unchecked: year, month, length)
        case .weekday(let ordinal?, let weekday):
            let first = CivilDate(unchecked: year, month, 1)
            let day = 1 + (weekday.rawValue - first.weekday.rawValue + 7) % 7 + 7 * (ordinal - 1)
            return day <= length ? CivilDate(unchecked: year, month, day) : nil
        case .weekday(nil, let weekday):
            let last = CivilDate(unchecked: year, month, length)
            return last.adding(days: -((last.weekday.rawValue - weekday.rawValue + 7) % 7))
        }
    }

    /// Canonical order in a list: days of the month by number and the last day, then weekdays by
    /// ordinal (last at the end) and weekday.
    private var sortKey: (Int, Int, Int) {
        switch self {
        case .day(let number): (0, number, 0)
        case .lastDay: (0, 32, 0)
        case .weekday(let ordinal, let weekday): (1, ordinal ?? 6, weekday.rawValue)
        }
    }

    public static func < (lhs: MonthDay, rhs: MonthDay) -> Bool { lhs.sortKey < rhs.sortKey }
}

extension CivilDate {
    /// The first day strictly after this one that one of the month days names.
    public func nextDay(in monthDays: [MonthDay]) -> CivilDate {
        var (year, month, _) = components
        // Some month within any 14 has each listed day (a fifth Monday comes at least every quarter).
        for _ in 0..<14 {
            let candidates = monthDays.compactMap { $0.date(year: year, month: month) }.filter { $0 > self }
            if let first = candidates.min() { return first }
            (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
        }
        return adding(days: 1)
    }

    /// Whether one of the month days names this day.
    public func isNamed(by monthDays: [MonthDay]) -> Bool {
        let (year, month, _) = components
        return monthDays.contains { $0.date(year: year, month: month) == self }
    }
}
