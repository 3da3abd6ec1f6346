/// A `key:value` word of a task, exactly as written, with where it starts on the line.
public struct Tag: Hashable, Sendable {
    /// The text before the first colon.
    public let key: String
    /// The text after the first colon.
    public let value: String
    /// The 1-based byte column of the key on the line.
    public let column: Int

    /// Creates a tag.
    public init(key: String, value: String, column: Int) {
        self.key = key
        self.value = value
        self.column = column
    }

    /// The 1-based byte column where the value starts.
    public var valueColumn: Int { column + key.utf8.count + 1 }
}

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
