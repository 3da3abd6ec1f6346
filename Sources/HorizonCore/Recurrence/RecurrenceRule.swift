/// A `rec:` rule (SPEC §3.1): an interval such as `+2w`, or a list of weekdays such as `mon,wed,fri`.
public struct RecurrenceRule: Hashable, Sendable, CustomStringConvertible {
    /// What one step of the rule is.
    public enum Step: Hashable, Sendable {
        /// Every `count` units.
        case interval(count: Int, unit: RecurrenceUnit)
        /// The next listed weekday, in Monday-first order.
        case weekdays([Weekday])
    }

    /// A strict (`+`) rule recurs from the old due date; a normal one from the completion date.
    public let isStrict: Bool
    /// The step.
    public let step: Step

    /// Creates a rule.
    public init(isStrict: Bool, step: Step) {
        self.isStrict = isStrict
        self.step = step
    }

    /// The largest interval count accepted: larger ones would leave the calendar Horizon supports.
    public static let maximumCount = 9999

    /// Reads a rule, or explains in a sentence why it is not one.
    public static func parse(_ text: some StringProtocol) -> Result<RecurrenceRule, RecurrenceRuleError> {
        var body = Substring(text)
        let isStrict = body.hasPrefix("+")
        if isStrict { body = body.dropFirst() }
        guard !body.isEmpty else { return .failure(.empty) }

        if let first = body.first, first.isLetter, body.count > 1 || RecurrenceUnit(letter: first) == nil {
            return parseWeekdays(body, isStrict: isStrict)
        }
        guard let unitLetter = body.last, let unit = RecurrenceUnit(letter: unitLetter) else {
            return .failure(.notUnderstood)
        }
        let digits = body.dropLast()
        var count = 1
        if !digits.isEmpty {
            guard digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return .failure(.notUnderstood)
            }
            // Anything longer than the largest count is too large, however many digits it has.
            guard digits.utf8.count <= 4, let value = Int(digits) else { return .failure(.countTooLarge) }
            guard value > 0 else { return .failure(.zeroCount) }
            count = value
        }
        return .success(RecurrenceRule(isStrict: isStrict, step: .interval(count: count, unit: unit)))
    }

    private static func parseWeekdays(_ body: Substring, isStrict: Bool) -> Result<RecurrenceRule, RecurrenceRuleError> {
        var days: [Weekday] = []
        for name in body.split(separator: ",", omittingEmptySubsequences: false) {
            guard let day = Weekday(shortName: name) else { return .failure(.notUnderstood) }
            guard !days.contains(day) else { return .failure(.repeatedWeekday(day)) }
            days.append(day)
        }
        return .success(RecurrenceRule(isStrict: isStrict, step: .weekdays(days.sorted())))
    }

    /// The rule as written canonically (`+1w`, `+2w`, `mon,wed`): the count is always written,
    /// as other todo.txt tools expect and as `plan.json` shows it (SPEC §5: `"rec": "+1w"`).
    public var description: String {
        let prefix = isStrict ? "+" : ""
        switch step {
        case .interval(let count, let unit):
            return prefix + String(count) + unit.letter
        case .weekdays(let days):
            return prefix + days.map { $0.shortName.lowercased() }.joined(separator: ",")
        }
    }

    /// A label for people: "every 2 weeks", "daily, after completion", "every Mon, Wed, Fri".
    public var label: String {
        let suffix = isStrict ? "" : ", after completion"
        switch step {
        case .interval(let count, let unit):
            if count == 1 { return unit.adverb + suffix }
            return "every \(count) \(unit.pluralNoun)" + suffix
        case .weekdays(let days):
            return "every " + days.map(\.shortName).joined(separator: ", ")
        }
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

    /// A sentence for the diagnostic.
    public var reason: String {
        switch self {
        case .empty: "it is empty"
        case .notUnderstood: "expected [+][N]d|b|w|m|y (such as 1w or +3m) or weekdays (such as mon,wed,fri)"
        case .zeroCount: "the interval must be at least 1"
        case .countTooLarge: "the interval may be at most \(RecurrenceRule.maximumCount)"
        case .repeatedWeekday(let day): "\(day.shortName) is listed twice"
        }
    }
}
