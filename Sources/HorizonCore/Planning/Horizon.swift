/// The periods one build covers, fixed by the reference day (docs/todotxt.md#what-each-view-lists).
public struct Horizon: Sendable, Hashable {
    /// The reference day.
    public let today: CivilDate
    /// Today and the 6 following days.
    public let days: [CivilDate]
    /// The ISO week containing today and the 5 following.
    public let weeks: [ISOWeek]
    /// The month containing today and the 5 following.
    public let months: [YearMonth]
    /// Every calendar year the 6 months touch.
    public let years: [Int]
    /// The periods kept for looking back (docs/output.md#looking-back): the ISO week and the month
    /// before the current ones, and in January the year before.
    public let reviews: [Period]

    /// The horizon seen from `today`.
    public init(today: CivilDate) {
        self.today = today
        days = (0..<7).map { today.adding(days: $0) }
        var weeks = [ISOWeek(containing: today)]
        for _ in 1..<6 { weeks.append(weeks[weeks.count - 1].next) }
        self.weeks = weeks
        let firstMonth = YearMonth(containing: today)
        months = (0..<6).map { firstMonth.adding(months: $0) }
        var years: [Int] = []
        for month in months where !years.contains(month.year) { years.append(month.year) }
        self.years = years
        reviews = [.week(weeks[0].previous), .month(firstMonth.adding(months: -1))]
            + (today.month == 1 ? [.year(today.year - 1)] : [])
    }

    /// The days a horizon can be seen from: its 6-month view must end by 9999-12-31, the last day a
    /// todo.txt date can name.
    public static let supportedDays: ClosedRange<CivilDate> = CivilDate.earliest...CivilDate(unchecked: 9999, 7, 31)

    /// The last day of the 6-month view: projected occurrences stop here.
    public var lastDay: CivilDate { months[months.count - 1].lastDay }

    /// Every day some page of the build shows: from the first of the weeks, the years or the periods
    /// kept for looking back to the last of them (a year page lists its whole year; the first week can
    /// start in the year before).
    var pageDays: ClosedRange<CivilDate> {
        let first = reviews.reduce(min(weeks[0].firstDay, Period.year(years[0]).firstDay)) { min($0, $1.firstDay) }
        let last = max(weeks[weeks.count - 1].lastDay, Period.year(years[years.count - 1]).lastDay)
        return first...last
    }
}
