/// Advice, not a problem: a month or year rule from a day that a shorter month clamps moves to the
/// clamped day for good, because each completion counts from the last due date (docs/todotxt.md#month-ends-drift).
/// `horizon check` prints it; it does not change the exit status.
public struct RecurrenceHint: Hashable, Sendable, CustomStringConvertible {
    /// The task's file and line.
    public let location: SourceLocation
    /// The column of the `rec:` value.
    public let column: Int
    /// The advice.
    public let message: String

    /// Creates a hint (`horizon check` makes its own about other tools).
    public init(location: SourceLocation, column: Int, message: String) {
        self.location = location
        self.column = column
        self.message = message
    }

    /// `todo.txt:3:20: hint: rec:+1m from the 31st moves to the 28th after February; …`.
    public var description: String { "\(location.file)\(location.separator)\(location.line):\(column): hint: \(message)" }
}

extension Task {
    /// The drift hint for an open task whose month or year rule leaves its day at the first short
    /// month, or nil.
    public var recurrenceDriftHint: RecurrenceHint? {
        guard !isComplete, let rule = recurrence, let anchor = recurrenceAnchor, rule.mayDrift(from: anchor),
              case .interval(let count, let unit) = rule.step,
              let tag = tags.first(where: { $0.key == "rec" })
        else { return nil }
        // The first step that changes the day: a short month comes within a year of steps.
        var date = anchor
        var clamped: CivilDate?
        for _ in 0..<48 {
            let next = rule.next(after: date)
            if next.day != anchor.day {
                clamped = next
                break
            }
            date = next
        }
        guard let clamped else { return nil }
        let from = MonthDay.ordinal(anchor.day)
        let message: String
        if unit == .year {
            message = "rec:\(tag.value) from 29 February moves to 28 February in \(clamped.year) and stays there"
        } else {
            let monthName = Self.monthNames[clamped.month - 1]
            let remedy = anchor.day == 31 ? "rec:\(from) or rec:last-day" : "rec:\(from)"
            let keep = count == 1 ? "write \(remedy) to keep the day" : "\(remedy) keeps the day but repeats every month"
            message = "rec:\(tag.value) from the \(from) moves to the \(MonthDay.ordinal(clamped.day)) after \(monthName); \(keep)"
        }
        return RecurrenceHint(location: source, column: tag.valueColumn, message: message)
    }

    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                     "September", "October", "November", "December"]
}
