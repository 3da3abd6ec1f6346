/// Where `horizon plan` moves a task (docs/todotxt.md#moving-and-skipping): a period, or no plan at all.
public enum PlanTarget: Hashable, Sendable, CustomStringConvertible {
    /// `plan:` set to this period.
    case period(Period)
    /// `plan:` removed.
    case none

    /// Reads a period as a person types it, relative to today: a day (`2026-11-27`, `today`, `tomorrow`,
    /// `mon`…`sun` = the next such day, never today), a week (`2026-W49`, `this-week`, `next-week`),
    /// a month (`2026-12`, `this-month`, `next-month`), a year (`2027`) or `none`. Words are
    /// case-insensitive; nil when the text is none of these.
    public init?(_ text: some StringProtocol, today: CivilDate) {
        let word = text.lowercased()
        switch word {
        case "none": self = .none
        case "today": self = .period(.day(today))
        case "tomorrow": self = .period(.day(today.adding(days: 1)))
        case "this-week": self = .period(.week(ISOWeek(containing: today)))
        case "next-week": self = .period(.week(ISOWeek(containing: today).next))
        case "this-month": self = .period(.month(YearMonth(containing: today)))
        case "next-month": self = .period(.month(YearMonth(containing: today).adding(months: 1)))
        default:
            if let weekday = Weekday(shortName: word) {
                // topydo's reading: `mon` on a Monday is the Monday after, never today.
                let ahead = (weekday.rawValue - today.weekday.rawValue + 6) % 7 + 1
                self = .period(.day(today.adding(days: ahead)))
            } else if let period = Period(text) {
                self = .period(period)
            } else {
                return nil
            }
        }
    }

    /// What a period argument may be, for messages.
    public static let forms = "a day (2026-11-27, today, tomorrow, mon…sun), a week (2026-W49, this-week, next-week), a month (2026-12, this-month, next-month), a year (2027) or none"

    /// `2026-W49`, or `none`.
    public var description: String {
        switch self {
        case .period(let period): period.description
        case .none: "none"
        }
    }
}
