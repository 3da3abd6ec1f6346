/// A `rec:` rule (docs/todotxt.md#rule-grammar): an interval such as `+2w`, a list of weekdays such as `mon,wed,fri`, or a
/// list of days of the month such as `2nd-tue,4th-tue`, `last-day` or `1st,15th`.
public struct RecurrenceRule: Hashable, Sendable, CustomStringConvertible {
    /// What one step of the rule is.
    public enum Step: Hashable, Sendable {
        /// Every `count` units.
        case interval(count: Int, unit: RecurrenceUnit)
        /// The next listed weekday, in Monday-first order.
        case weekdays([Weekday])
        /// The next listed day of the month, in canonical order (``MonthDay``).
        case monthDays([MonthDay])
    }

    /// A strict (`+`) rule recurs from the old due date; a normal one from the completion date.
    public let isStrict: Bool
    /// The step.
    public let step: Step
    /// The days a business-day step skips besides weekends (`--holidays`). The rule carries them,
    /// rather than each caller passing them, so that completion, skipping, projection, the feeds and
    /// `check` cannot disagree on a `b` rule's dates: whoever reads the list with holidays gives them
    /// to its rules once (``TaskList/observing(_:)``). Empty for every other step.
    public var holidays: Holidays

    /// A label for people: "every 2 weeks", "daily, after completion", "every Mon, Wed, Fri",
    /// "every 2nd Tue", "on the 1st and 15th", "on the last day of the month". Made once, with the rule:
    /// a page says it for every item of the task, and a daily task has a hundred.
    public let label: String

    /// Creates a rule.
    public init(isStrict: Bool, step: Step, holidays: Holidays = Holidays()) {
        self.isStrict = isStrict
        self.step = step
        self.holidays = holidays
        label = Self.label(isStrict: isStrict, step: step)
    }

    /// The largest interval count accepted: larger ones would leave the calendar Horizon supports.
    public static let maximumCount = 9999

    /// Reads a rule, or explains in a sentence why it is not one.
    public static func parse(_ text: some StringProtocol) -> Result<RecurrenceRule, RecurrenceRuleError> {
        var body = Substring(text)
        let isStrict = body.hasPrefix("+")
        if isStrict { body = body.dropFirst() }
        guard !body.isEmpty else { return .failure(.empty) }

        guard let unitLetter = body.last, let unit = RecurrenceUnit(letter: unitLetter),
              body.dropLast().allSatisfy({ $0.isASCII && $0.isNumber })
        else {
            return parseLists(body, isStrict: isStrict)
        }
        let digits = body.dropLast()
        var count = 1
        if !digits.isEmpty {
            // Anything longer than the largest count is too large, however many digits it has.
            guard digits.utf8.count <= 4, let value = Int(digits) else { return .failure(.countTooLarge) }
            guard value > 0 else { return .failure(.zeroCount) }
            count = value
        }
        return .success(RecurrenceRule(isStrict: isStrict, step: .interval(count: count, unit: unit)))
    }

    /// A weekday list when its first element is a weekday, else a month-day list.
    private static func parseLists(_ body: Substring, isStrict: Bool) -> Result<RecurrenceRule, RecurrenceRuleError> {
        let elements = body.lowercased().split(separator: ",", omittingEmptySubsequences: false)
        if let first = elements.first, Weekday(shortName: first) != nil || first.allSatisfy(\.isLetter) && first != "last" {
            var days: [Weekday] = []
            for name in elements {
                guard let day = Weekday(shortName: name) else { return .failure(.notUnderstood) }
                guard !days.contains(day) else { return .failure(.repeatedWeekday(day)) }
                days.append(day)
            }
            return .success(RecurrenceRule(isStrict: isStrict, step: .weekdays(days.sorted())))
        }
        var monthDays: [MonthDay] = []
        for element in elements {
            switch MonthDay.parse(element) {
            case .failure(let error): return .failure(error)
            case .success(let day):
                guard !monthDays.contains(day) else { return .failure(.repeatedMonthDay(day.description)) }
                monthDays.append(day)
            }
        }
        return .success(RecurrenceRule(isStrict: isStrict, step: .monthDays(monthDays.sorted())))
    }

    /// The rule as written canonically (`+1w`, `+2w`, `mon,wed`): the count is always written,
    /// as other todo.txt tools expect and as `plan.json` shows it (docs/output.md#planjson: `"rec": "+1w"`).
    public var description: String {
        let prefix = isStrict ? "+" : ""
        switch step {
        case .interval(let count, let unit):
            return prefix + String(count) + unit.letter
        case .weekdays(let days):
            return prefix + days.map { $0.shortName.lowercased() }.joined(separator: ",")
        case .monthDays(let days):
            return prefix + days.map(\.description).joined(separator: ",")
        }
    }

    /// ``label``, worked out.
    private static func label(isStrict: Bool, step: Step) -> String {
        let suffix = isStrict ? "" : ", after completion"
        switch step {
        case .interval(let count, let unit):
            if count == 1 { return unit.adverb + suffix }
            return "every \(count) \(unit.pluralNoun)" + suffix
        case .weekdays(let days):
            return "every " + days.map(\.shortName).joined(separator: ", ")
        case .monthDays(let days):
            let dates = days.filter { if case .weekday = $0 { false } else { true } }.map(\.spoken)
            let weekdays = days.filter { if case .weekday = $0 { true } else { false } }.map(\.spoken)
            let onDates = dates.isEmpty ? nil : "on the " + Self.spokenList(dates)
            let everyWeekday = weekdays.isEmpty ? nil : "every " + Self.spokenList(weekdays)
            return [onDates, everyWeekday].compactMap { $0 }.joined(separator: " and ")
        }
    }

    /// "a", "a and b", "a, b and c".
    private static func spokenList(_ parts: [String]) -> String {
        guard let last = parts.last, parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + last
    }
}

/// The unit of an interval rule.
public enum RecurrenceUnit: Hashable, Sendable, CaseIterable {
    case day, businessDay, week, month, year

    init?(letter: Character) {
        switch letter {
        case "d", "D": self = .day
        case "b", "B": self = .businessDay
        case "w", "W": self = .week
        case "m", "M": self = .month
        case "y", "Y": self = .year
        default: return nil
        }
    }

    /// The letter written in `rec:`.
    public var letter: String {
        switch self {
        case .day: "d"
        case .businessDay: "b"
        case .week: "w"
        case .month: "m"
        case .year: "y"
        }
    }

    var adverb: String {
        switch self {
        case .day: "daily"
        case .businessDay: "every weekday"
        case .week: "weekly"
        case .month: "monthly"
        case .year: "yearly"
        }
    }

    var pluralNoun: String {
        switch self {
        case .day: "days"
        case .businessDay: "weekdays"
        case .week: "weeks"
        case .month: "months"
        case .year: "years"
        }
    }
}

/// Why a `rec:` value is not a rule.
public enum RecurrenceRuleError: Error, Hashable, Sendable {
    case empty
    case notUnderstood
    case zeroCount
    case countTooLarge
    case repeatedWeekday(Weekday)
    case repeatedMonthDay(String)
    /// A day of the month past 31 (`32nd`).
    case dayTooLarge(String)
    /// A weekday ordinal past 5 (`6th-mon`).
    case ordinalTooLarge(String)
    case zeroDay
    /// An ordinal with the wrong English suffix (`1th`), and the right spelling.
    case wrongSuffix(String, String)
    /// `last` alone.
    case lastWithoutDay

    /// A sentence for the diagnostic.
    public var reason: String {
        switch self {
        case .empty: "it is empty"
        case .notUnderstood:
            "expected [+][N]d|b|w|m|y (such as 1w or +3m), weekdays (such as mon,wed,fri) or days of the month (such as 2nd-tue, last-fri, 15th, last-day)"
        case .zeroCount: "the interval must be at least 1"
        case .countTooLarge: "the interval may be at most \(RecurrenceRule.maximumCount)"
        case .repeatedWeekday(let day): "\(day.shortName) is listed twice"
        case .repeatedMonthDay(let day): "\(day) is listed twice"
        case .dayTooLarge(let day): "no month has a \(day) day (days of the month go from 1st to 31st; use last-day for the month's end)"
        case .ordinalTooLarge(let ordinal): "no month has a \(ordinal) of a weekday (use 1st to 5th or last, such as last-mon)"
        case .zeroDay: "days of the month are counted from 1st"
        case .wrongSuffix(let written, let right): "\(written) is not an ordinal; write \(right)"
        case .lastWithoutDay: "last needs a weekday or day after it: last-fri or last-day"
        }
    }
}
