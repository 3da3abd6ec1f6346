import HorizonCore

/// What an item says of its own (not of its task), read from it at once, each optional field only for
/// the items it is for: the feeds and the JSON items work from these.
struct ItemFields {
    let reason: Reason
    let period: Period
    let isProjected: Bool
    let due: CivilDate?
    let daysOverdue: Int?
    /// Overdue items of a strict recurring task: how many occurrences it is behind.
    let behind: Int?
    let carriedFrom: Period?
    let startsFor: Period?

    /// The fields of `items[index]`, each read from the item where it is: an item passed as an argument
    /// is copied first. Not inlined: Swift 6.3 fails to compile it inlined into a closure.
    @inline(never)
    init(_ items: Span<PlanItem>, _ index: Int) {
        reason = items[index].reason
        period = items[index].period
        isProjected = items[index].isProjected
        due = items[index].due
        daysOverdue = items[index].daysOverdue
        behind = reason == .overdue ? items[index].occurrencesBehind : nil
        // Asked only of the items they are for: a computed property reads the item as a whole, a copy.
        carriedFrom = reason == .carried ? items[index].carriedFrom : nil
        startsFor = reason == .starts ? items[index].startsFor : nil
    }

    /// The fields of the item of `series[index]`, each read where it is.
    @inline(never)
    init(_ series: Span<RepeatingSeries>, _ index: Int) {
        reason = series[index].item.reason
        period = series[index].item.period
        isProjected = series[index].item.isProjected
        due = series[index].item.due
        daysOverdue = series[index].item.daysOverdue
        behind = nil
        // Asked only of the items they are for: a computed property reads the item as a whole, a copy.
        carriedFrom = reason == .carried ? series[index].item.carriedFrom : nil
        startsFor = reason == .starts ? series[index].item.startsFor : nil
    }

    /// The day of a day item (``PlanItem/date``).
    var date: CivilDate? {
        if case .day(let date) = period { return date }
        return nil
    }
}
