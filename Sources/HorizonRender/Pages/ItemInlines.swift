import HorizonCore

/// How a plan item reads on a page (SPEC §4.5): checkbox, priority, time, the description without the
/// tags Horizon interpreted (projects, contexts, unknown tags and links styled), then in smaller type
/// why it is listed and where it comes from.
enum ItemInlines {
    /// The full entry of an open item. `heading` is the period of the heading the item sits under
    /// (its day in a week grid, the page's own period otherwise): what the heading already says is
    /// not repeated in the why line.
    static func full(_ item: PlanItem, under heading: Period, today: CivilDate, labels: DateLabels) -> [Inline] {
        let task = item.task
        var inlines: [Inline] = [.checkbox(checked: task.isComplete)]
        inlines += lead(task)
        inlines += words(item.displayWords)
        inlines.append(.text(" "))
        inlines.append(meta(why: why(item, under: heading, today: today, labels: labels), whyClass: "why why-\(item.reason.rawValue)", source: task.source))
        return inlines
    }

    /// The one-line entry of a calendar cell or a compact view: time, priority and the words.
    static func short(_ item: PlanItem) -> [Inline] {
        lead(item.task) + words(item.displayWords)
    }

    /// A completed task in a history list: its completion day, the words and its source.
    static func completed(_ task: Task, today: CivilDate, labels: DateLabels) -> [Inline] {
        var inlines: [Inline] = [.checkbox(checked: true)]
        if let day = task.completionDate {
            inlines += [.styled(className: "time", [.text(labels.short(day, today: today))]), .text(" ")]
        }
        inlines += words(DisplayText.words(of: task))
        inlines += [.text(" "), meta(why: nil, whyClass: "why", source: task.source)]
        return inlines
    }

    /// A task that is listed without a date (the Unplanned page): no why, only its source.
    static func undated(_ item: PlanItem) -> [Inline] {
        let task = item.task
        return [.checkbox(checked: false)] + lead(task) + words(item.displayWords) + [.text(" "), meta(why: nil, whyClass: "why", source: task.source)]
    }

    /// The why line and the source, in smaller type on a line of their own (in HTML).
    static func meta(why: String?, whyClass: String, source: SourceLocation) -> Inline {
        var content: [Inline] = []
        if let why { content += [.styled(className: whyClass, [.emphasis([.text(why)])]), .text(" ")] }
        content.append(.styled(className: "source", [.code(source.description)]))
        return .styled(className: "meta", content)
    }

    /// Priority and time, each followed by a space.
    private static func lead(_ task: Task) -> [Inline] {
        var inlines: [Inline] = []
        if let priority = task.priority {
            inlines += [.styled(className: "priority priority-\(priority)", [.strong([.text("(\(priority))")])]), .text(" ")]
        }
        if let time = task.at {
            inlines += [.styled(className: "time", [.text(time.description)]), .text(" ")]
        }
        return inlines
    }

    /// The description's words as shown (``DisplayText``).
    static func words(_ displayWords: [DisplayWord]) -> [Inline] {
        displayWords.map { word in
            switch word {
            case .text(let text): .text(text)
            case .project(let project): .styled(className: "project", [.text(project)])
            case .context(let context): .styled(className: "context", [.text(context)])
            case .tag(let tag): .styled(className: "tag", [.text(tag)])
            case .link(let url, let label): .link(destination: url, [.text(label)])
            }
        }
    }

    /// How many characters the entry takes when printed without its why line (for ``PrintFit``).
    static func printedLength(_ item: PlanItem) -> Int {
        let task = item.task
        return 3 + (task.priority == nil ? 0 : 4) + (task.at == nil ? 0 : 6) + item.titleLength
    }

    /// Why the item is listed: "overdue 4 days · was due Thu 19 Nov", "every Mon, Wed, Fri",
    /// "starts today", "planned for 2026-W49 · due Fri 4 Dec", "planned for October".
    static func why(_ item: PlanItem, under heading: Period, today: CivilDate, labels: DateLabels) -> String {
        var parts: [String] = []
        let rule = item.task.recurrence?.label
        /// The deadline, unless the heading already is that day.
        func deadline(_ prefix: String = "due ") {
            guard let due = item.due, heading != .day(due) else { return }
            parts.append(prefix + labels.short(due, today: today))
        }
        switch item.reason {
        case .due:
            parts.append("due")
            deadline()
        case .planned:
            parts.append(item.period == heading ? "planned" : "planned for \(labels.planned(item.period, today: today))")
            if item.due != item.date { deadline() }
        case .overdue:
            let days = item.daysOverdue ?? 0
            parts.append("overdue \(days) day\(days == 1 ? "" : "s")")
            if let due = item.due { parts.append("was due " + labels.short(due, today: today)) }
        case .occurrence:
            // Only an after-completion rule's future dates are a projection that completing may move
            // (SPEC §3.4); a strict rule's dates are fixed.
            if item.isProjected, item.task.recurrence?.isStrict != true { parts.append("projected") }
            if let rule { parts.append(rule) }
            deadline()
            return parts.joined(separator: " · ")
        case .starts:
            if case .day(let day) = heading {
                parts.append(day == today ? "starts today" : "starts")
            } else {
                parts.append("starts " + labels.short(item.task.threshold ?? item.period.firstDay, today: today))
            }
            deadline()
        case .floating:
            parts.append("floating")
        case .unplanned:
            parts.append("no date")
        case .carried:
            parts.append("planned " + labels.carried(item.carriedFrom, today: today))
            deadline()
        }
        if let rule { parts.append(rule) }
        return parts.joined(separator: " · ")
    }
}
