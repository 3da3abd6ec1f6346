/// Which period levels list a task (`show:day,week`); all of them by default.
public struct ShowLevels: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let day = ShowLevels(rawValue: 1 << 0)
    public static let week = ShowLevels(rawValue: 1 << 1)
    public static let month = ShowLevels(rawValue: 1 << 2)
    public static let year = ShowLevels(rawValue: 1 << 3)
    /// Every level: the default.
    public static let all: ShowLevels = [.day, .week, .month, .year]

    /// The option for one level.
    public init(_ level: PeriodLevel) {
        self.init(rawValue: 1 << UInt8(level.rawValue))
    }

    /// Whether a level is allowed.
    public func allows(_ level: PeriodLevel) -> Bool { contains(ShowLevels(level)) }

    /// Reads a `show:` value (`day,week`); nil when a name is not a level or the list is empty.
    public init?(tagValue: some StringProtocol) {
        var levels: ShowLevels = []
        for name in tagValue.split(separator: ",", omittingEmptySubsequences: false) {
            guard let level = PeriodLevel(name: name) else { return nil }
            levels.insert(ShowLevels(level))
        }
        guard !levels.isEmpty else { return nil }
        self = levels
    }

    /// The `show:` value, finest level first (`day,week`).
    public var tagValue: String {
        PeriodLevel.allCases.filter(allows).map(\.name).joined(separator: ",")
    }
}
