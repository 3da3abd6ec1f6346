extension Plan {
    /// Today's overdue, carried and floating items, the most urgent first: by priority, then the
    /// longest overdue or carried, then as Today lists them (docs/output.md#what-a-page-looks-like).
    /// Worked out anew on each call: a neglected list has thousands, so a caller keeps it.
    package var backlog: [PlanItem] {
        let kinds: Set<Reason> = [.overdue, .carried, .floating]
        let backlog = days.first?.items.filter { kinds.contains($0.reason) } ?? []
        func age(_ item: PlanItem) -> Int {
            if let days = item.daysOverdue { return days }
            if let period = item.carriedFrom { return period.lastDay.distance(to: today) }
            return 0
        }
        return backlog.enumerated().sorted { a, b in
            switch (a.element.task.priority, b.element.task.priority) {
            case let (pa?, pb?) where pa != pb: return pa < pb
            case (.some, nil): return true
            case (nil, .some): return false
            default: break
            }
            let aa = age(a.element), ab = age(b.element)
            if aa != ab { return aa > ab }
            return a.offset < b.offset
        }.map(\.element)
    }
}
