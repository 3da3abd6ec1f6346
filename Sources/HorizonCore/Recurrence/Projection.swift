/// The upcoming occurrences of a recurring task inside the horizon (docs/todotxt.md#projection). Nothing is written:
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
    /// Each is the due date `horizon done` writes when the one before it is completed on its due date
    /// (docs/todotxt.md#month-ends-drift: a projection is a promise about the file), so a month rule from the 31st drifts as
    /// completion does. An instance still open before `today` is overdue: projection goes on from what
    /// completing it today writes — the strict chain's next date after today, the next listed day
    /// after today, or today plus one step for normal interval rules.
    public func projectedOccurrences(today: CivilDate, through lastDay: CivilDate) -> [Occurrence] {
        guard let rule = recurrence, !isComplete, let anchor = recurrenceAnchor else { return [] }
        let end = min(lastDay, until ?? lastDay)
        var date: CivilDate
        if anchor >= today {
            date = anchor
        } else if case .interval = rule.step, rule.isStrict {
            date = rule.lastChainDate(from: anchor, notAfter: today)
        } else {
            date = today
        }
        let offset = thresholdOffset
        var result: [Occurrence] = []
        // The horizon bounds the loop (at most one occurrence a day); the count guards it regardless.
        while result.count <= 400 {
            let next = rule.next(after: date)
            guard next <= end, next > date else { break }
            result.append(Occurrence(date: next, threshold: offset.map { next.adding(days: -$0) }))
            date = next
        }
        return result
    }
}

extension RecurrenceRule {
    /// The last date of the chain anchor, next(anchor), next(next(anchor)), … that is not after `day`.
    ///
    /// Steps one by one only while a short month could clamp the day (a few steps: the day drops to
    /// at most 28 at the first clamp); from then on the chain is base + k steps, and k is found by
    /// doubling and halving.
    func lastChainDate(from anchor: CivilDate, notAfter day: CivilDate) -> CivilDate {
        var base = anchor
        while mayDrift(from: base) {
            let next = self.next(after: base)
            if next > day || next <= base { return base }
            base = next
        }
        var high = 1
        while jump(high, from: base) <= day {
            guard high < (1 << 40) else { return base }
            high *= 2
        }
        // The largest k with jump(k) ≤ day lies in [high / 2, high - 1].
        var low = high / 2
        var top = high - 1
        while low < top {
            let middle = (low + top + 1) / 2
            if jump(middle, from: base) <= day { low = middle } else { top = middle - 1 }
        }
        return jump(low, from: base)
    }
}
