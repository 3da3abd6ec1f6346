/// What catching a recurring task up to today does (`horizon skip --to-today`, docs/commands.md#synopsis):
/// the line moved to its first occurrence on or after today, and how many occurrences that skipped.
public struct CatchUp: Sendable, Hashable {
    /// The line as it now reads; the line as it was when the task was not behind.
    public let line: String
    /// How many occurrences were skipped at once: those from the old date up to yesterday (0 when the
    /// task was already on or after today).
    public let skipped: Int

    /// Creates a catch-up.
    public init(line: String, skipped: Int) {
        self.line = line
        self.skipped = skipped
    }

    /// Whether the task was behind and the line changed.
    public var isBehind: Bool { skipped > 0 }
}

extension Task {
    /// The line moved to its first occurrence on or after `today` (docs/todotxt.md#recurring-tasks):
    /// the date `horizon skip` reaches when run once for each missed occurrence, every one skipped at
    /// once and none completed. `due:` (a `plan:` day, else `t:`, standing in for a missing due date)
    /// moves there, `t:` and a `plan:` day keeping their distance, every other byte kept; `delayed:` goes.
    /// A task already on or after today is left as it is (``CatchUp/skipped`` is 0). Refused like a
    /// skip: a done line, a task that does not recur or has no date, and a series that ends before it
    /// catches up.
    public func caughtUp(today: CivilDate) throws(TaskEditError) -> CatchUp {
        guard !isComplete else { throw .alreadyComplete(source) }
        guard let rule = recurrence else { throw .notRecurring(source) }
        let dayPlan: CivilDate? = if case .day(let day)? = plan { day } else { nil }
        guard let current = due ?? dayPlan ?? threshold else { throw .nothingToSkipFrom(source) }
        let chain = rule.chain(from: current, before: today)
        guard chain.count > 0 else { return CatchUp(line: line, skipped: 0) }
        guard chain.first >= today, chain.first <= min(until ?? CivilDate.latest, CivilDate.latest) else {
            if let until { throw .seriesEnds(source, until: until) }
            throw .beyondCalendar(source)
        }
        var editor = LineEditor(description)
        editor.remove("delayed")
        if let oldDue = due ?? dayPlan {
            if due != nil { editor.set("due", chain.first.description) }
            if let dayPlan { editor.set("plan", chain.first.adding(days: -dayPlan.distance(to: oldDue)).description) }
            if let threshold {
                let offset = max(0, threshold.distance(to: oldDue))
                editor.set("t", chain.first.adding(days: -offset).description)
            }
        } else {
            editor.set("t", chain.first.description)
        }
        let prefix = line.utf8.prefix(descriptionOffset)
        return CatchUp(line: String(decoding: prefix, as: UTF8.self) + editor.text, skipped: chain.count)
    }

    /// How far behind an overdue strict recurring task is (docs/todotxt.md#recurring-tasks): the number
    /// of its occurrences from its due date up to yesterday, which `horizon done` would step through one
    /// at a time. Nil when the task is not a strict recurring task due before today, and when its series
    /// ends (`until:`) before it could catch up — `horizon skip --to-today` would refuse it then.
    public func occurrencesBehind(today: CivilDate) -> Int? {
        guard !isComplete, let rule = recurrence, rule.isStrict, let due, due < today else { return nil }
        let chain = rule.chain(from: due, before: today)
        guard chain.count > 0, chain.first >= today, chain.first <= min(until ?? CivilDate.latest, CivilDate.latest)
        else { return nil }
        return chain.count
    }
}

extension RecurrenceRule {
    /// How many dates of the chain `anchor`, `next(anchor)`, `next(next(anchor))`, … fall before `day`,
    /// and the first that does not — the dates `horizon skip` moves through one at a time.
    ///
    /// Interval rules step one by one only while a short month could clamp the day, then find the rest
    /// by doubling and halving, as ``lastChainDate(from:notAfter:)`` does; weekday lists jump whole weeks
    /// the same way, and lists of days every month has whole years; other month-day lists step.
    func chain(from anchor: CivilDate, before day: CivilDate) -> (count: Int, first: CivilDate) {
        guard anchor < day else { return (0, anchor) }
        var base = anchor
        var count = 0
        // Invariant: `base` is a chain date before `day`, and `count` dates come before it.
        while true {
            // Interval rules jump once no short month can clamp; weekday lists always can.
            if case .interval = step, !mayDrift(from: base) { break }
            if case .weekdays = step { break }
            if case .monthDays(let days) = step, Self.yearlyCount(days) != nil { break }
            let next = self.next(after: base)
            count += 1
            if next >= day || next <= base { return (count, next) }
            base = next
        }
        var high = 1
        while jump(high, from: base) < day {
            guard high < (1 << 40) else { return (count + high, jump(high, from: base)) }
            high *= 2
        }
        // The largest k with jump(k) < day lies in [high / 2, high - 1] (jump(0) is base, before day).
        var low = high / 2
        var top = high - 1
        while low < top {
            let middle = (low + top + 1) / 2
            if jump(middle, from: base) < day { low = middle } else { top = middle - 1 }
        }
        return (count + low + 1, jump(low + 1, from: base))
    }
}
