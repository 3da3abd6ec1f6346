import HorizonCore

/// The DESCRIPTION of a component: why the item is listed, with any date the component's own dates do
/// not carry, then the rule in words and the source (`overdue 4 days · was due Thu 19 Nov · every
/// weekday · todo.txt:9`). Not the task's text: SUMMARY says it. In English whatever `--locale` says,
/// as plan.json.
struct ComponentDescription: Sendable {
    let kind: ICalendar.Kind
    let today: CivilDate
    private let labels = DateLabels.english

    init(kind: ICalendar.Kind, today: CivilDate) {
        self.kind = kind
        self.today = today
    }

    /// The whole DESCRIPTION line; `end` is the task's ``FeedTasks/descriptionEnd(of:ends:)``, unescaped.
    func write(_ item: ItemFields, _ task: TaskFacts, isSeries: Bool, end: Span<UInt8>, into out: inout ContentLineWriter) {
        out.start("DESCRIPTION:")
        var wrote = writeWhy(item, task, isSeries: isSeries, into: &out)
        // A series of an after-completion rule shows the dates completing each instance on its due date
        // writes (docs/output.md#planics-and-tasksics); its first instance may be the task's own.
        if isSeries, task.isStrict == false, item.reason != .occurrence {
            out.text(wrote ? " · projected after completion" : "projected after completion")
            wrote = true
        }
        if wrote { out.text(" · ") }
        out.escaped(end)
        out.end()
    }

    /// Writes why the item is listed, if there is something to say; returns whether it wrote.
    private func writeWhy(_ item: ItemFields, _ task: TaskFacts, isSeries: Bool, into out: inout ContentLineWriter) -> Bool {
        switch item.reason {
        case .due:
            out.text("due")
        case .planned:
            if kind == .events {
                // The event is on its day or spans its period.
                out.text("planned")
                writeDeadline(item, into: &out)
            } else if item.due == nil, item.date != nil {
                // DUE is the planned day.
                out.text("planned")
            } else {
                // DUE is the due date, or the last day of the planned week or month: the plan is said here.
                out.text("planned for ")
                out.escaped(labels.planned(item.period, today: today))
            }
        case .overdue:
            let days = item.daysOverdue ?? 0
            out.text("overdue ")
            out.decimal(days)
            out.text(days == 1 ? " day" : " days")
            // An event is on Today; a to-do's DUE is its own date already.
            if kind == .events, let due = item.due {
                out.text(" · was due ")
                out.escaped(labels.short(due, today: today))
            }
        case .carried:
            out.text("planned ")
            out.escaped(labels.carried(item.carriedFrom, today: today))
            if kind == .events { writeDeadline(item, into: &out) }
        case .occurrence:
            // Only an after-completion rule's dates are a projection that completing may move (docs/todotxt.md#projection).
            guard item.isProjected, task.isStrict == false else { return false }
            if isSeries { out.text("projected after completion") } else { out.text("projected") }
        case .starts:
            out.text("starts")
        case .floating:
            out.text("floating")
        case .unplanned:
            out.text("no date")
        case .deadline:
            // Not in the feeds (the to-do's DUE and the event's description carry the deadline); said
            // plainly should a deadline item ever reach one.
            out.text("deadline")
        }
        return true
    }

    /// ` · due Fri 4 Dec`, when the event is not on its due date.
    private func writeDeadline(_ item: ItemFields, into out: inout ContentLineWriter) {
        guard let due = item.due, item.date != due else { return }
        out.text(" · due ")
        out.escaped(labels.short(due, today: today))
    }
}
