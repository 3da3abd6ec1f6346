import HorizonCore

extension Period {
    /// The page of the site for this period, without extension (`week/2026-W48`).
    var pagePath: String {
        switch self {
        case .day: "day/\(self)"
        case .week: "week/\(self)"
        case .month: "month/\(self)"
        case .year: "year/\(self)"
        }
    }
}
