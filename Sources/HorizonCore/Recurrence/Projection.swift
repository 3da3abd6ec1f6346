/// The upcoming occurrences of a recurring task inside the horizon (SPEC §3.4). Nothing is written:
/// these are what the task will become as it is completed.
public struct Occurrence: Sendable, Hashable {
    /// The day the occurrence is due (or planned, for a task without `due:`).
    public let date: CivilDate
    /// Its own threshold, at the task's distance before the date.
    public let threshold: CivilDate?
}

extension Task {
    /// The day the current instance of a recurring task stands at: its due date, else its day plan.
    public var recurrenceAnchor: CivilDate? {
        if let due { return due }
        if case .day(let date)? = plan { return date }
        return nil
    }

    /// Days between the threshold and the anchor (never negative: a threshold after it counts as 0).
    var thresholdOffset: Int? {
        guard let threshold, let anchor = recurrenceAnchor else { return nil }
        return max(0, threshold.distance(to: anchor))
    }

    /// The projected occurrences after the current instance, up to `lastDay` and never after `until:`.
    ///
    /// An instance still open before `today` is overdue: projection goes on from the next occurrence
    /// after today (strict rules) or from today plus one step (normal rules: as if completed today).
    public func projectedOccurrences(today: CivilDate, through lastDay: CivilDate) -> [Occurrence] {
        guard let rule = recurrence, !isComplete, let anchor = recurrenceAnchor else { return [] }
        let end = min(lastDay, until ?? lastDay)
        let base: CivilDate
        let firstIndex: Int
        if anchor >= today {
            (base, firstIndex) = (anchor, 1)
        } else if rule.isStrict, case .interval = rule.step {
            (base, firstIndex) = (anchor, rule.firstIndex(after: today, from: anchor))
        } else {
            // Normal rules restart from today; for weekday lists the occurrences after today are the
            // listed weekdays after today either way.
            (base, firstIndex) = (today, 1)
        }
        let offset = thresholdOffset
        var result: [Occurrence] = []
        var k = firstIndex
        // The horizon bounds the loop (at most one occurrence a day); the count guards it regardless.
        while result.count <= 400 {
            let date = rule.occurrence(k, after: base)
            guard date <= end, date > base else { break }
            result.append(Occurrence(date: date, threshold: offset.map { date.adding(days: -$0) }))
            k += 1
        }
        return result
    }
}

extension RecurrenceRule {
    /// The smallest k ≥ 1 whose occurrence after `anchor` falls after `day`, found by doubling and then
    /// halving, since occurrences of an interval rule only move forward as k grows.
    func firstIndex(after day: CivilDate, from anchor: CivilDate) -> Int {
        var high = 1
        while occurrence(high, after: anchor) <= day {
            guard high < (1 << 40) else { return high }
            high *= 2
        }
        var low = high / 2 + 1
        if high == 1 { return 1 }
        while low < high {
            let middle = (low + high) / 2
            if occurrence(middle, after: anchor) > day { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
