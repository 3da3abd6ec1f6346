/// The levels of long lists (month, year) that hold a day item inside a repeating series.
struct SeriesLevels: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    /// In the series of the month it falls in.
    static let month = SeriesLevels(rawValue: 1)
    /// In the series of the year it falls in.
    static let year = SeriesLevels(rawValue: 2)

    /// Whether a list of this level holds the item in a series.
    func contains(level: PeriodLevel) -> Bool {
        switch level {
        case .month: contains(.month)
        case .year: contains(.year)
        case .day, .week: false
        }
    }
}
