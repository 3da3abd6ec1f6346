/// A day of the week, numbered as ISO 8601 does: Monday is 1, Sunday is 7.
public enum Weekday: Int, CaseIterable, Sendable, Comparable, Codable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// How many different days `days` names, counted as bits of one integer: a rule's list is read
    /// this way on every jump of its dates, where a set made each time cost more than the jump.
    public static func distinctCount(_ days: [Weekday]) -> Int {
        days.reduce(0) { $0 | 1 << $1.rawValue }.nonzeroBitCount
    }

    /// The three-letter English name used on pages and in `rec:` lists ("Mon").
    public var shortName: String {
        switch self {
        case .monday: "Mon"
        case .tuesday: "Tue"
        case .wednesday: "Wed"
        case .thursday: "Thu"
        case .friday: "Fri"
        case .saturday: "Sat"
        case .sunday: "Sun"
        }
    }

    /// Saturday and Sunday: the days a business-day (`b`) recurrence skips.
    public var isWeekend: Bool { self == .saturday || self == .sunday }

    /// Reads a three-letter day name, case-insensitively (`mon`, `TUE`).
    public init?(shortName: some StringProtocol) {
        let lowered = shortName.lowercased()
        guard let day = Weekday.allCases.first(where: { $0.shortName.lowercased() == lowered }) else {
            return nil
        }
        self = day
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
