/// A day of the week, numbered as ISO 8601 does: Monday is 1, Sunday is 7.
public enum Weekday: Int, CaseIterable, Sendable, Comparable, Codable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

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
